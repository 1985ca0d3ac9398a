import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  PATHS,
  type AgentContract,
  type AgentContractKind,
  type ContractListValue,
  type ContractPreviewValue,
  type ContractRequest,
} from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";
import { agentKeys, invalidateAgents } from "./agent-keys";

/** The call of each contract kind (spec §7): one body, the path names the kind. */
export const CONTRACT_PATHS: Record<AgentContractKind, string> = {
  dividend: PATHS.contractDividend,
  daily_salary: PATHS.contractDailySalary,
  hourly_salary: PATHS.contractHourlySalary,
  realtime_salary: PATHS.contractRealtimeSalary,
};

export function contractCall<V>(kind: AgentContractKind, request: ContractRequest): Promise<V> {
  return apiSend<V>("POST", CONTRACT_PATHS[kind], { body: request });
}

export const contractListQueryOptions = (token: string, kind: AgentContractKind) =>
  queryOptions({
    queryKey: agentKeys.of("contracts", token, kind),
    queryFn: () => contractCall<ContractListValue>(kind, { action: "list" }),
    staleTime: 15_000,
  });

/** My contracts of a kind: as downline (offers to me first) and as upline, with this period's figures. */
export function useContractList(kind: AgentContractKind) {
  const token = useSession()?.token ?? "";
  return useQuery({ ...contractListQueryOptions(token, kind), enabled: token !== "" });
}

/** What signing a contract (or making an offer) would end, before anything is signed. */
export function previewContract(kind: AgentContractKind, request: Omit<ContractRequest, "action">) {
  return contractCall<ContractPreviewValue>(kind, { ...request, action: "preview" });
}

export function usePreviewContract(kind: AgentContractKind, contractId: string | null) {
  const token = useSession()?.token ?? "";
  return useQuery({
    queryKey: agentKeys.of("contract-preview", token, kind, contractId),
    queryFn: () => previewContract(kind, { contractId: contractId ?? undefined }),
    enabled: contractId !== null && token !== "",
    staleTime: 0,
    retry: false,
  });
}

/** offer, sign, reject, terminate, agreeTermination, refuseTermination; the lists and flags refresh after. */
export function useContractAction(kind: AgentContractKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ContractRequest) => contractCall<AgentContract>(kind, request),
    onSuccess: () => void invalidateAgents(queryClient),
  });
}
