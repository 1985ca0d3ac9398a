import { queryOptions, useQuery } from "@tanstack/react-query";
import { PATHS, type AgentTransferLimitsValue } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";
import { moneyKeys } from "../../../lib/queries/money";
import { useSession } from "../../../lib/session";

export function getTransferLimits(signal?: AbortSignal): Promise<AgentTransferLimitsValue> {
  return apiGet<AgentTransferLimitsValue>(PATHS.agentTransferLimits, {}, signal);
}

// A money key: a finished transfer (or its realtime signal) reads today's use again.
export const transferLimitsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: moneyKeys.of("agent-transfer-limits", token),
    queryFn: ({ signal }) => getTransferLimits(signal),
    staleTime: 30_000,
  });

/** The brand's limits of upline/downline transfers and what the member has used today. */
export function useTransferLimits() {
  const token = useSession()?.token ?? "";
  return useQuery({ ...transferLimitsQueryOptions(token), enabled: token !== "" });
}
