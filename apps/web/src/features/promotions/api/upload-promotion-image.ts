import { PATHS } from "@lotus/contracts/web";
import { apiUpload } from "../../../lib/api-client";

/** Uploads one application picture; the answer is the image's id for the application. */
export async function uploadPromotionImage(file: Blob, signal?: AbortSignal): Promise<string> {
  return (await apiUpload<{ imageId: string }>(PATHS.promotionImages, file, signal)).imageId;
}
