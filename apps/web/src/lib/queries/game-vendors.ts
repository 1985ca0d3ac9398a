import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, VENDOR_CACHE_KEY, type GameVendorValue, type Lane, type Language } from "@lotus/contracts/web";
import { apiGet } from "../api-client";
import { currentLanguage } from "../language";
import { useLanguage } from "../i18n";

/** Vendors grouped into lanes; cached in session storage (spec §3) for an instant second paint. */
export async function getGameVendors(signal?: AbortSignal): Promise<Lane[]> {
  const value = await apiGet<GameVendorValue>(PATHS.gameVendor, {}, signal);
  try {
    sessionStorage.setItem(VENDOR_CACHE_KEY, JSON.stringify(value.data.lanes));
  } catch {
    // storage full or blocked: the cache is only an optimisation
  }
  return value.data.lanes;
}

function cachedLanes(): Lane[] | undefined {
  try {
    const raw = sessionStorage.getItem(VENDOR_CACHE_KEY);
    return raw ? (JSON.parse(raw) as Lane[]) : undefined;
  } catch {
    return undefined;
  }
}

export const gameVendorsQueryOptions = (language: Language = currentLanguage()) =>
  queryOptions<Lane[], Error, Lane[], string[]>({
    queryKey: ["game-vendors", language],
    queryFn: ({ signal }) => getGameVendors(signal),
    placeholderData: cachedLanes,
    staleTime: 5 * 60_000,
  });

export const useGameVendors = () => useQuery(gameVendorsQueryOptions(useLanguage()));
