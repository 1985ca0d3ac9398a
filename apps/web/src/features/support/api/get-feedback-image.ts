import { useQuery } from "@tanstack/react-query";
import { PATHS } from "@lotus/contracts/web";
import { ApiError } from "../../../lib/api-client";
import { getSession } from "../../../lib/session";
import { withId } from "./support-keys";

/** One of the member's ticket pictures, read with the session's token and shown from an object URL. */
export async function getFeedbackImage(id: string, signal?: AbortSignal): Promise<string> {
  const session = getSession();
  const response = await fetch(withId(PATHS.feedbackImage, id), {
    headers: session ? { Authorization: `Bearer ${session.token}` } : {},
    signal,
  });
  if (!response.ok) throw new ApiError("not_found", "", response.status);
  return URL.createObjectURL(await response.blob());
}

export function useFeedbackImage(id: string) {
  const token = getSession()?.token ?? "";
  return useQuery({
    queryKey: ["support-image", token, id],
    queryFn: ({ signal }) => getFeedbackImage(id, signal),
    staleTime: Infinity,
    enabled: token !== "",
  });
}
