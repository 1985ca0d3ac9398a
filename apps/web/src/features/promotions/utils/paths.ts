/** Puts an id into a path template ("/wps/promotions/:id/join"). */
export const fillId = (path: string, id: string): string => path.replace(":id", encodeURIComponent(id));
