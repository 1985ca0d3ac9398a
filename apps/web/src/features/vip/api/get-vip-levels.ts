import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type VipLevel, type Language } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";

/** VIP levels and their benefits, configured on the server; names and benefits are localized. */
export function getVipLevels(signal?: AbortSignal): Promise<VipLevel[]> {
  return apiGet<VipLevel[]>(PATHS.vipLevels, {}, signal);
}

export const vipLevelsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ["vip-levels", language],
    queryFn: ({ signal }) => getVipLevels(signal),
    staleTime: 5 * 60_000,
    // A language switch keeps the previous text on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export const useVipLevels = () => useQuery(vipLevelsQueryOptions(useLanguage()));
