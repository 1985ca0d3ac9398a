import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CONSOLE_PATHS,
  type AgentContractKind,
  type ConsoleAgentCapRequest,
  type ConsoleContractTemplate,
  type ConsoleContractTemplateRequest,
  type ConsoleHouseContracts,
  type ConsoleHouseOfferRequest,
  type ConsoleSettlementComputeRequest,
  type ConsoleSettlementRun,
  type ConsoleSettlementRunDetail,
  type ConsoleAffiliateApplication,
  type ConsoleAffiliateApproveValue,
  type ConsoleAgentDetail,
  type ConsoleAgentNode,
  type ConsoleAgentSettings,
  type ConsoleAgentTransfer,
} from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";
import type { Paged } from "../../../lib/types";

export const AGENT_PAGE_SIZE = 20;
/** Direct downlines loaded per expansion of a tree node. */
export const DOWNLINE_PAGE_SIZE = 50;

export type ApplicationStatusFilter = "pending" | "approved" | "rejected" | "all";
export type TransferFilters = { account: string; direction: "all" | "down" | "up"; from: string; to: string };
export type TransfersPage = Paged<ConsoleAgentTransfer> & { sum: string };

export function useAgentSearch(q: string, page: number) {
  return useQuery({
    queryKey: consoleKey("agents", "tree", q, page),
    queryFn: ({ signal }) =>
      api.get<Paged<ConsoleAgentNode>>(CONSOLE_PATHS.agentTree, { q, page, size: AGENT_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAgentDetail(id: string) {
  return useQuery({
    queryKey: consoleKey("agents", "node", id),
    queryFn: ({ signal }) => api.get<ConsoleAgentDetail>(pathOf(CONSOLE_PATHS.agentNode, { id }), {}, signal),
    enabled: id !== "",
  });
}

/** The direct downlines of a node, loaded when it is expanded. */
export function useAgentDownlines(id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: consoleKey("agents", "downlines", id, page),
    queryFn: ({ signal }) =>
      api.get<Paged<ConsoleAgentNode>>(
        pathOf(CONSOLE_PATHS.agentDownlines, { id }),
        { page, size: DOWNLINE_PAGE_SIZE },
        signal,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Every change refreshes what the agent screens show. */
function useAgentsMutation<B, V>(run: (body: B) => Promise<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKey("agents") }),
  });
}

export const usePromoteMember = () =>
  useAgentsMutation(({ id, reason }: { id: string; reason: string }) =>
    api.send<ConsoleAgentDetail>("POST", pathOf(CONSOLE_PATHS.agentPromote, { id }), { reason }),
  );

export function useApplications(status: ApplicationStatusFilter, page: number) {
  return useQuery({
    queryKey: consoleKey("agents", "applications", status, page),
    queryFn: ({ signal }) =>
      api.get<Paged<ConsoleAffiliateApplication>>(
        CONSOLE_PATHS.agentApplications,
        { status, page, size: AGENT_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export const useApproveApplication = () =>
  useAgentsMutation(({ id, account }: { id: string; account: string }) =>
    api.send<ConsoleAffiliateApproveValue>("POST", pathOf(CONSOLE_PATHS.agentApplicationApprove, { id }), {
      account,
    }),
  );

export const useRejectApplication = () =>
  useAgentsMutation(({ id, reason }: { id: string; reason: string }) =>
    api.send<ConsoleAffiliateApplication>("POST", pathOf(CONSOLE_PATHS.agentApplicationReject, { id }), { reason }),
  );

export function useAgentTransfers(filters: TransferFilters, page: number) {
  return useQuery({
    queryKey: consoleKey("agents", "transfers", filters, page),
    queryFn: ({ signal }) =>
      api.get<TransfersPage>(
        CONSOLE_PATHS.agentTransfers,
        {
          account: filters.account || undefined,
          direction: filters.direction,
          from: filters.from || undefined,
          to: filters.to || undefined,
          page,
          size: AGENT_PAGE_SIZE,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/* ---- Contract templates, caps and house contracts ---- */
export function useContractTemplates() {
  return useQuery({
    queryKey: consoleKey("agents", "templates"),
    queryFn: ({ signal }) => api.get<ConsoleContractTemplate[]>(CONSOLE_PATHS.agentTemplates, {}, signal),
  });
}

export const useCreateTemplate = () =>
  useAgentsMutation((body: ConsoleContractTemplateRequest) =>
    api.send<ConsoleContractTemplate>("POST", CONSOLE_PATHS.agentTemplates, body),
  );

export function useHouseContracts(id: string, enabled: boolean) {
  return useQuery({
    queryKey: consoleKey("agents", "house", id),
    queryFn: ({ signal }) =>
      api.get<ConsoleHouseContracts>(pathOf(CONSOLE_PATHS.agentHouseContracts, { id }), {}, signal),
    enabled,
  });
}

export const useSetCap = () =>
  useAgentsMutation(({ id, ...body }: ConsoleAgentCapRequest & { id: string }) =>
    api.send<ConsoleHouseContracts>("PUT", pathOf(CONSOLE_PATHS.agentCaps, { id }), body),
  );

export const useOfferHouseContract = () =>
  useAgentsMutation(({ id, ...body }: ConsoleHouseOfferRequest & { id: string }) =>
    api.send<ConsoleHouseContracts>("POST", pathOf(CONSOLE_PATHS.agentHouseContracts, { id }), body),
  );

/* ---- Settlement runs ---- */
export type RunFilters = { kind: AgentContractKind | ""; status: ConsoleSettlementRun["status"] | "" };

export function useSettlementRuns(filters: RunFilters, page: number) {
  return useQuery({
    queryKey: consoleKey("agents", "runs", filters, page),
    queryFn: ({ signal }) =>
      api.get<Paged<ConsoleSettlementRun>>(
        CONSOLE_PATHS.agentRuns,
        { kind: filters.kind || undefined, status: filters.status || undefined, page, size: AGENT_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSettlementRun(id: string) {
  return useQuery({
    queryKey: consoleKey("agents", "run", id),
    queryFn: ({ signal }) => api.get<ConsoleSettlementRunDetail>(pathOf(CONSOLE_PATHS.agentRun, { id }), {}, signal),
    enabled: id !== "",
  });
}

export const useComputeRun = () =>
  useAgentsMutation((body: ConsoleSettlementComputeRequest) =>
    api.send<ConsoleSettlementRunDetail>("POST", CONSOLE_PATHS.agentRuns, body),
  );

export const usePayRun = () =>
  useAgentsMutation((id: string) =>
    api.send<ConsoleSettlementRunDetail>("POST", pathOf(CONSOLE_PATHS.agentRunPay, { id }), {}),
  );

export const useHoldStatement = () =>
  useAgentsMutation(({ id, reason }: { id: string; reason: string }) =>
    api.send<ConsoleSettlementRunDetail>("POST", pathOf(CONSOLE_PATHS.agentStatementHold, { id }), { reason }),
  );

export const useReleaseStatement = () =>
  useAgentsMutation(({ id, reason }: { id: string; reason: string }) =>
    api.send<ConsoleSettlementRunDetail>(
      "POST",
      pathOf(CONSOLE_PATHS.agentStatementRelease, { id }),
      reason ? { reason } : {},
    ),
  );

/** The brand's agent settings; the form is rebuilt from fresh data after a save only. */
export function useAgentSettings() {
  return useQuery({
    queryKey: consoleKey("agents", "settings"),
    queryFn: ({ signal }) => api.get<ConsoleAgentSettings>(CONSOLE_PATHS.agentSettings, {}, signal),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function useSaveAgentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleAgentSettings) =>
      api.send<ConsoleAgentSettings>("PUT", CONSOLE_PATHS.agentSettings, body),
    onSuccess: (value) => queryClient.setQueryData(consoleKey("agents", "settings"), value),
  });
}
