import { APPLICATION_IMAGE_BYTES_MAX, APPLICATION_IMAGES_MAX } from "@lotus/contracts/web";

/** Spec §9: png or jpg pictures. */
export const APPLICATION_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;

export type ImageSelection<F> = {
  /** The files kept: the ones already chosen, then the new good ones, at most APPLICATION_IMAGES_MAX. */
  files: F[];
  /** What was refused from this choice, for the localized messages under the field. */
  problems: { type: boolean; size: boolean; tooMany: boolean };
};

/** Adds newly chosen pictures to the chosen ones, keeping only png/jpg of ≤ 5 MB and never more than three. */
export function addApplicationImages<F extends { type: string; size: number }>(
  chosen: F[],
  added: F[],
): ImageSelection<F> {
  const problems = { type: false, size: false, tooMany: false };
  const files = [...chosen];
  for (const file of added) {
    if (!(APPLICATION_IMAGE_TYPES as readonly string[]).includes(file.type)) problems.type = true;
    else if (file.size > APPLICATION_IMAGE_BYTES_MAX) problems.size = true;
    else if (files.length >= APPLICATION_IMAGES_MAX) problems.tooMany = true;
    else files.push(file);
  }
  return { files, problems };
}

/** The remark's length as the server counts it (code points, after trimming). */
export const remarkLength = (remark: string): number => [...remark.trim()].length;
