import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type Language, type VipState } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { useSession } from "../../../lib/session";

/** The member's level, progress to the next level, perks and level history (login). */
export function getVipState(signal?: AbortSignal): Promise<VipState> {
  return apiGet<VipState>(PATHS.vipState, {}, signal);
}

export const vipStateQueryOptions = (token: string, language: Language) =>
  queryOptions({
    queryKey: ["vip-state", token, language] as const,
    queryFn: ({ signal }) => getVipState(signal),
    // Bets and deposits move the progress: read again while the page is open.
    refetchInterval: 60_000,
  });

/** `enabled` false for a trial account, which has no VIP level. */
export function useVipState(enabled = true) {
  const token = useSession()?.token ?? "";
  return useQuery({ ...vipStateQueryOptions(token, useLanguage()), enabled: enabled && token !== "" });
}
