import { useQuery } from "@tanstack/react-query";
import { PATHS } from "@lotus/contracts/web";
import { ApiError } from "../../../lib/api-client";
import { currentLanguage } from "../../../lib/language";
import { getSession } from "../../../lib/session";
import { useEffect } from "react";
import { fillId } from "../utils/paths";

/**
 * One of the member's own application pictures. It is read with the session's token (an <img>
 * cannot send one) and shown from an object URL, released when the picture leaves the page.
 */
async function getApplicationImage(id: string, signal?: AbortSignal): Promise<string> {
  const headers: Record<string, string> = { Language: currentLanguage() };
  const session = getSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  const response = await fetch(fillId(PATHS.promotionImage, id), { headers, signal });
  if (!response.ok) throw new ApiError("system_error", "", response.status);
  return URL.createObjectURL(await response.blob());
}

export function useApplicationImage(id: string) {
  const query = useQuery({
    queryKey: ["promotions", "image", id],
    queryFn: ({ signal }) => getApplicationImage(id, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
  const url = query.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return query;
}
