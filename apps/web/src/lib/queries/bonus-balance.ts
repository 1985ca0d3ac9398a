import { useQuery } from "@tanstack/react-query";
import { PATHS } from "@lotus/contracts/web";
import { apiGet } from "../api-client";
import { isTrialSession, useSession } from "../session";
import { moneyKeys } from "./money";

/**
 * The member's bonus balance (the promotions domain's bonus account), shown apart from the cash
 * balance by the header and the wallet page. A "money" query: balance changes refresh it.
 */
export function useBonusBalance() {
  const session = useSession();
  return useQuery({
    queryKey: moneyKeys.of("bonusBalance", session?.token ?? ""),
    queryFn: ({ signal }) =>
      apiGet<{ bonusBalance: string }>(PATHS.bonuses, { status: "active", page: 1, size: 1 }, signal),
    select: (value) => value.bonusBalance,
    staleTime: 30_000,
    retry: false,
    enabled: session !== null && !isTrialSession(session),
  });
}
