/** A path of PATHS with its `:name` parameters filled in (escaped). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/** One page of an order list (deposit or withdrawal history). */
export type OrderPage<T> = { total: number; list: T[] };

/** Orders per page in the cashier histories. */
export const HISTORY_PAGE_SIZE = 10;
