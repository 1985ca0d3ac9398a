import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type FeedbackList } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { supportKeys } from "./support-keys";

export const FEEDBACK_PAGE_SIZE = 10;

export function getFeedbackList(page: number, signal?: AbortSignal): Promise<FeedbackList> {
  return apiGet<FeedbackList>(PATHS.feedback, { page, size: FEEDBACK_PAGE_SIZE }, signal);
}

export const feedbackListQueryOptions = (token: string, page: number) =>
  queryOptions({
    queryKey: supportKeys.feedback(token, page),
    queryFn: ({ signal }) => getFeedbackList(page, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

/** The member's own tickets, newest first, with their states, due times and answers. */
export function useFeedbackList(page: number) {
  const token = useSession()?.token ?? "";
  return useQuery({ ...feedbackListQueryOptions(token, page), enabled: token !== "" });
}
