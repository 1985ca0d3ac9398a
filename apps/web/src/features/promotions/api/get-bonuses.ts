import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type BonusGrant } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { isTrialSession, useSession } from "../../../lib/session";
import { fillId } from "../utils/paths";
import { bonusKeys } from "./promotion-keys";

export type BonusStatusFilter = "active" | "ended" | "all";
export type BonusesValue = { bonusBalance: string; activeCount: number; total: number; list: BonusGrant[] };
export type BonusEntry = {
  kind: "grant" | "bet" | "win" | "rollback" | "convert" | "expire" | "forfeit";
  roundId: string | null;
  bonus: string;
  real: string;
  wagering: string;
  balanceAfter: string;
  at: string;
};
export type BonusDetailValue = { grant: BonusGrant; entries: BonusEntry[] };

export const BONUS_PAGE_SIZE = 20;

export function getBonuses(status: BonusStatusFilter, page: number, signal?: AbortSignal) {
  return apiGet<BonusesValue>(PATHS.bonuses, { status, page, size: BONUS_PAGE_SIZE }, signal);
}

export const bonusesQueryOptions = (token: string, language: string, status: BonusStatusFilter, page: number) =>
  queryOptions({
    queryKey: bonusKeys.list(token, language, status, page),
    queryFn: ({ signal }) => getBonuses(status, page, signal),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

/** The member's bonus grants (bonusDetails): the bonus balance and a page of grants. */
export function useBonuses(status: BonusStatusFilter, page = 1) {
  const session = useSession();
  return useQuery({
    ...bonusesQueryOptions(session?.token ?? "", useLanguage(), status, page),
    enabled: session !== null && !isTrialSession(session),
  });
}

/** One grant with its entries (bets, wins, rollbacks, conversion), newest first. */
export function useBonusDetail(id: string, enabled: boolean) {
  const session = useSession();
  const language = useLanguage();
  return useQuery({
    queryKey: bonusKeys.detail(session?.token ?? "", language, id),
    queryFn: ({ signal }) => apiGet<BonusDetailValue>(fillId(PATHS.bonus, id), {}, signal),
    enabled: enabled && session !== null && !isTrialSession(session),
  });
}
