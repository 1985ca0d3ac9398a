import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CONSOLE_PATHS,
  type ConsoleMemberVip,
  type ConsoleMemberVipRequest,
  type ConsoleVipLevel,
  type VipEvaluation,
  type VipSettings,
} from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";

/*
 * VIP in the console: the ladder, the brand's rules, one member's level. Forms are rebuilt from
 * fresh data after a save; no background refetch overwrites what an operator is typing.
 */
const FORM_QUERY = { refetchOnWindowFocus: false } as const;

/** A level as the edit call takes it (amounts as digit strings in minor units). */
export type VipLevelBody = Omit<ConsoleVipLevel, "level" | "name" | "members">;

export const useVipLevels = () =>
  useQuery({
    queryKey: consoleKey("vip", "levels"),
    queryFn: ({ signal }) => api.get<ConsoleVipLevel[]>(CONSOLE_PATHS.vipLevels, {}, signal),
    ...FORM_QUERY,
  });

export function useSaveVipLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ level, body }: { level: number; body: VipLevelBody }) =>
      api.send<ConsoleVipLevel>("PUT", pathOf(CONSOLE_PATHS.vipLevel, { level: String(level) }), body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: consoleKey("vip", "levels") }),
  });
}

export const useVipSettings = () =>
  useQuery({
    queryKey: consoleKey("vip", "settings"),
    queryFn: ({ signal }) => api.get<VipSettings>(CONSOLE_PATHS.vipSettings, {}, signal),
    ...FORM_QUERY,
    staleTime: Infinity,
  });

export function useSaveVipSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VipSettings) => api.send<VipSettings>("PUT", CONSOLE_PATHS.vipSettings, body),
    onSuccess: (value) => queryClient.setQueryData(consoleKey("vip", "settings"), value),
  });
}

export const useMemberVip = (account: string) =>
  useQuery({
    queryKey: consoleKey("vip", "member", account),
    queryFn: ({ signal }) => api.get<ConsoleMemberVip>(CONSOLE_PATHS.vipMember, { account }, signal),
    enabled: account !== "",
    ...FORM_QUERY,
  });

export function useSetMemberLevel(account: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, body }: { memberId: string; body: ConsoleMemberVipRequest }) =>
      api.send<ConsoleMemberVip>("PUT", pathOf(CONSOLE_PATHS.vipMemberLevel, { id: memberId }), body),
    onSuccess: (value) => {
      queryClient.setQueryData(consoleKey("vip", "member", account), value);
      void queryClient.invalidateQueries({ queryKey: consoleKey("vip", "levels") });
    },
  });
}

export function useRunEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string | null) =>
      api.send<VipEvaluation>("POST", CONSOLE_PATHS.vipEvaluations, memberId === null ? {} : { memberId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: consoleKey("vip") }),
  });
}
