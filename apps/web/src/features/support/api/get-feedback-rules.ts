import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type FeedbackRules } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { supportKeys } from "./support-keys";

export function getFeedbackRules(signal?: AbortSignal): Promise<FeedbackRules> {
  return apiGet<FeedbackRules>(PATHS.feedbackRules, {}, signal);
}

export const feedbackRulesQueryOptions = (token: string, language: string) =>
  queryOptions({
    queryKey: supportKeys.rules(token, language),
    queryFn: ({ signal }) => getFeedbackRules(signal),
    staleTime: 60_000,
  });

/** The form's rules: question types, content bounds from the operator's settings, the reopen window. */
export function useFeedbackRules() {
  const token = useSession()?.token ?? "";
  return useQuery({ ...feedbackRulesQueryOptions(token, useLanguage()), enabled: token !== "" });
}
