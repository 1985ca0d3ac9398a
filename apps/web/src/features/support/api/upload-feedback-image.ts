import { PATHS } from "@lotus/contracts/web";
import { apiUpload } from "../../../lib/api-client";

/** Uploads one feedback picture; the answer is the image's id for the ticket. */
export async function uploadFeedbackImage(file: Blob, signal?: AbortSignal): Promise<string> {
  return (await apiUpload<{ imageId: string }>(PATHS.feedbackImages, file, signal)).imageId;
}
