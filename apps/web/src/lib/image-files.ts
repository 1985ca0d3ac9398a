/** The pictures a member picks for an upload (feedback, promotion applications): png/jpg, a size cap, a count cap. */
export type ImageSelection<F> = {
  /** The files kept: the ones already chosen, then the new good ones, at most `max`. */
  files: F[];
  /** What was refused from this choice, for the localized messages under the field. */
  problems: { type: boolean; size: boolean; tooMany: boolean };
};

/** Adds newly chosen pictures to the chosen ones, keeping only the allowed types and sizes, never more than `max`. */
export function addImages<F extends { type: string; size: number }>(
  chosen: F[],
  added: F[],
  rules: { types: readonly string[]; maxBytes: number; max: number },
): ImageSelection<F> {
  const problems = { type: false, size: false, tooMany: false };
  const files = [...chosen];
  for (const file of added) {
    if (!rules.types.includes(file.type)) problems.type = true;
    else if (file.size > rules.maxBytes) problems.size = true;
    else if (files.length >= rules.max) problems.tooMany = true;
    else files.push(file);
  }
  return { files, problems };
}

/** A text's length as the server counts it (code points, after trimming). */
export const textLength = (text: string): number => [...text.trim()].length;
