import { useQuery } from "@tanstack/react-query";
import { PATHS, type PromotionCard } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useLanguage } from "../../../lib/i18n";
import { isTrialSession, useSession } from "../../../lib/session";
import { promotionKeys } from "./promotion-keys";

/** A deposit match the member may take with their next deposit, with its figures. */
export type DepositMatch = PromotionCard & { percent: number; maxBonus: string | null; minDeposit: string | null };

/** GET /wps/promotions/deposit-matches: the deposit matches open to the member for their next deposit. */
export function useDepositMatches() {
  const session = useSession();
  const language = useLanguage();
  return useQuery({
    queryKey: [...promotionKeys.all, "deposit-matches", session?.token ?? "", language],
    queryFn: ({ signal }) => apiGet<DepositMatch[]>(PATHS.promotionDeposits, {}, signal),
    enabled: session !== null && !isTrialSession(session),
    staleTime: 30_000,
  });
}
