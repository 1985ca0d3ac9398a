import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { PATHS, type IncomeValue } from "@lotus/contracts/web";
import { useSession } from "../../../lib/session";
import { agentListQueries } from "./report-query";

export type IncomeParams = Record<string, string | number | undefined>;

export const incomeQueries = agentListQueries<IncomeValue>("income", PATHS.agentIncome);

/** My income: every salary, dividend and commission statement paid to me — one page (desktop). */
export function useIncomePage(params: IncomeParams, page: number, enabled = true) {
  const token = useSession()?.token ?? "";
  return useQuery({ ...incomeQueries.page(token, params, page), enabled: enabled && token !== "" });
}

/** My income — pages appended as the phone feed scrolls. */
export function useIncomeFeed(params: IncomeParams, enabled = true) {
  const token = useSession()?.token ?? "";
  return useInfiniteQuery({ ...incomeQueries.feed(token, params), enabled: enabled && token !== "" });
}
