import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CONSOLE_PATHS,
  type ConsoleAdjustRequest,
  type ConsoleMember,
  type ConsoleMemberDetail,
  type ConsoleMemberStateRequest,
} from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";
import type { LedgerPage, Paged } from "../../../lib/types";

export const MEMBER_PAGE_SIZE = 20;
export const LEDGER_PAGE_SIZE = 20;

export function useMemberSearch(q: string, page: number) {
  return useQuery({
    queryKey: consoleKey("members", "search", q, page),
    queryFn: ({ signal }) =>
      api.get<Paged<ConsoleMember>>(CONSOLE_PATHS.members, { q, page, size: MEMBER_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMember(id: string) {
  return useQuery({
    queryKey: consoleKey("members", "one", id),
    queryFn: ({ signal }) => api.get<ConsoleMemberDetail>(pathOf(CONSOLE_PATHS.member, { id }), {}, signal),
  });
}

export function useMemberLedger(id: string, page: number) {
  return useQuery({
    queryKey: consoleKey("members", "ledger", id, page),
    queryFn: ({ signal }) =>
      api.get<LedgerPage>(pathOf(CONSOLE_PATHS.memberLedger, { id }), { page, size: LEDGER_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdjustment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConsoleAdjustRequest) =>
      api.send<unknown>("POST", pathOf(CONSOLE_PATHS.memberAdjust, { id }), request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKey("members") }),
  });
}

export function useMemberState(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConsoleMemberStateRequest) =>
      api.send<ConsoleMemberDetail>("POST", pathOf(CONSOLE_PATHS.memberState, { id }), request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKey("members") }),
  });
}
