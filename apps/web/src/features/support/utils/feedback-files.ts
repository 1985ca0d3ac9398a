import { FEEDBACK_MAX_IMAGES, PROOF_IMAGE_MAX_BYTES, PROOF_IMAGE_TYPES } from "@lotus/contracts/web";

export type ImageSelection<F> = {
  /** The files kept: the ones already chosen, then the new good ones, at most FEEDBACK_MAX_IMAGES. */
  files: F[];
  /** What was refused from this choice, for the localized messages under the field. */
  problems: { type: boolean; size: boolean; tooMany: boolean };
};

/** Adds newly chosen pictures to the chosen ones, keeping only png/jpg of ≤ 5 MB and never more than three. */
export function addFeedbackImages<F extends { type: string; size: number }>(
  chosen: F[],
  added: F[],
): ImageSelection<F> {
  const problems = { type: false, size: false, tooMany: false };
  const files = [...chosen];
  for (const file of added) {
    if (!(PROOF_IMAGE_TYPES as readonly string[]).includes(file.type)) problems.type = true;
    else if (file.size > PROOF_IMAGE_MAX_BYTES) problems.size = true;
    else if (files.length >= FEEDBACK_MAX_IMAGES) problems.tooMany = true;
    else files.push(file);
  }
  return { files, problems };
}

/** The content's length as the server counts it (code points, after trimming). */
export const contentLength = (text: string): number => [...text.trim()].length;

/** Whole hours and minutes left until `dueIso` (0 when past), and whether it is past. */
export function timeLeft(dueIso: string, now: number): { hours: number; minutes: number; overdue: boolean } {
  const ms = Date.parse(dueIso) - now;
  if (ms <= 0) return { hours: 0, minutes: 0, overdue: true };
  const minutes = Math.ceil(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60, overdue: false };
}
