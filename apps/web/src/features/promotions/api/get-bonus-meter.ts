import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type BonusGrant } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { isTrialSession, useSession } from "../../../lib/session";
import { bonusKeys } from "./promotion-keys";

export type BonusMeterValue = { grant: BonusGrant | null; weight: number | null; queued: number };

/** GET /wps/bonuses/meter?game=: the grant a bet in this game would feed now and the game's weight. */
export function getBonusMeter(gameId: string | undefined, signal?: AbortSignal) {
  return apiGet<BonusMeterValue>(PATHS.bonusMeter, { game: gameId }, signal);
}

/**
 * The meter's query sits under the "money" key: the balance_changed signal that refreshes the
 * header balance after each spin refreshes the meter too. A slow poll covers a lost socket.
 */
export const bonusMeterQueryOptions = (token: string, language: string, gameId: string | undefined) =>
  queryOptions({
    queryKey: bonusKeys.meter(token, language, gameId ?? ""),
    queryFn: ({ signal }) => getBonusMeter(gameId, signal),
    staleTime: 5_000,
    refetchInterval: 60_000,
  });

export function useBonusMeter(gameId: string | undefined) {
  const session = useSession();
  return useQuery({
    ...bonusMeterQueryOptions(session?.token ?? "", useLanguage(), gameId),
    enabled: session !== null && !isTrialSession(session),
  });
}
