import { queryOptions, useQuery } from "@tanstack/react-query";
import { FORTUNE_PATHS, type FortuneSummary } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";
import { fortuneKeys } from "./fortune-keys";

export function getFortuneSummary(signal?: AbortSignal): Promise<FortuneSummary> {
  return apiGet<FortuneSummary>(FORTUNE_PATHS.summary, {}, signal);
}

export const fortuneSummaryQueryOptions = (token: string, language: string) =>
  queryOptions({
    queryKey: fortuneKeys.of("summary", token, language),
    queryFn: ({ signal }) => getFortuneSummary(signal),
    refetchInterval: 30_000,
  });

/** The member's wheel tickets and the envelopes open or coming (login). */
export function useFortuneSummary() {
  const token = useSession()?.token ?? "";
  const language = useLanguage();
  return useQuery({ ...fortuneSummaryQueryOptions(token, language), enabled: token !== "" });
}
