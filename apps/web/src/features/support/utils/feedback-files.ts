import { FEEDBACK_MAX_IMAGES, PROOF_IMAGE_MAX_BYTES, PROOF_IMAGE_TYPES } from "@lotus/contracts/web";
import { addImages, textLength, type ImageSelection } from "../../../lib/image-files";

/** Adds newly chosen pictures to the chosen ones, keeping only png/jpg of ≤ 5 MB and never more than three. */
export const addFeedbackImages = <F extends { type: string; size: number }>(
  chosen: F[],
  added: F[],
): ImageSelection<F> =>
  addImages(chosen, added, { types: PROOF_IMAGE_TYPES, maxBytes: PROOF_IMAGE_MAX_BYTES, max: FEEDBACK_MAX_IMAGES });

/** The content's length as the server counts it. */
export const contentLength = textLength;

/** Whole hours and minutes left until `dueIso` (0 when past), and whether it is past. */
export function timeLeft(dueIso: string, now: number): { hours: number; minutes: number; overdue: boolean } {
  const ms = Date.parse(dueIso) - now;
  if (ms <= 0) return { hours: 0, minutes: 0, overdue: true };
  const minutes = Math.ceil(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60, overdue: false };
}
