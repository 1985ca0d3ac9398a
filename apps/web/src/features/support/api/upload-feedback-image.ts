import { PATHS, type Envelope } from "@lotus/contracts/web";
import { ApiError } from "../../../lib/api-client";
import { currentLanguage } from "../../../lib/language";
import { getSession } from "../../../lib/session";

/**
 * Uploads one feedback picture as the raw request body (Content-Type image/png or image/jpeg, at most
 * 5 MB); the answer is the image's id for the ticket. The shared JSON client cannot send a file body
 * (the same as the withdrawal proof and promotion application uploads).
 */
export async function uploadFeedbackImage(file: Blob, signal?: AbortSignal): Promise<string> {
  const headers: Record<string, string> = {
    "Content-Type": file.type,
    Accept: "application/json",
    Language: currentLanguage(),
  };
  const session = getSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  let response: Response;
  try {
    response = await fetch(PATHS.feedbackImages, { method: "POST", headers, body: file, signal });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError("network_error", "", 0);
  }
  let body: Envelope<{ imageId: string }>;
  try {
    body = (await response.json()) as Envelope<{ imageId: string }>;
  } catch {
    throw new ApiError("system_error", "", response.status);
  }
  if (!response.ok || !body.success) throw new ApiError(body.code, body.message, response.status, body.value);
  return body.value.imageId;
}
