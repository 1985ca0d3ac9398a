import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type IncomeDetailValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { agentKeys } from "./agent-keys";

export function getIncomeStatement(id: string, signal?: AbortSignal): Promise<IncomeDetailValue> {
  return apiGet<IncomeDetailValue>(PATHS.agentIncomeDetail.replace(":id", encodeURIComponent(id)), {}, signal);
}

export const incomeStatementQueryOptions = (token: string, id: string) =>
  queryOptions({
    queryKey: agentKeys.of("statement", token, id),
    queryFn: ({ signal }) => getIncomeStatement(id, signal),
    // A paid statement never changes.
    staleTime: Infinity,
    retry: false,
  });

/** One statement with its inputs, tier, deductions, clawback and hash. */
export function useIncomeStatement(id: string | null) {
  const token = useSession()?.token ?? "";
  return useQuery({ ...incomeStatementQueryOptions(token, id ?? ""), enabled: id !== null && token !== "" });
}
