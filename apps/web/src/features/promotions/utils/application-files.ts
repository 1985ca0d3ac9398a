import { APPLICATION_IMAGE_BYTES_MAX, APPLICATION_IMAGES_MAX } from "@lotus/contracts/web";
import { addImages, textLength, type ImageSelection } from "../../../lib/image-files";

/** Spec §9: png or jpg pictures. */
export const APPLICATION_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;

/** Adds newly chosen pictures to the chosen ones, keeping only png/jpg of ≤ 5 MB and never more than three. */
export const addApplicationImages = <F extends { type: string; size: number }>(
  chosen: F[],
  added: F[],
): ImageSelection<F> =>
  addImages(chosen, added, {
    types: APPLICATION_IMAGE_TYPES,
    maxBytes: APPLICATION_IMAGE_BYTES_MAX,
    max: APPLICATION_IMAGES_MAX,
  });

/** The remark's length as the server counts it. */
export const remarkLength = textLength;
