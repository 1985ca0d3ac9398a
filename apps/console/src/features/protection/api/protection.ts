import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  PROTECTION_CONSOLE_PATHS,
  type ProtectionExclusionRow,
  type ProtectionFindingRow,
  type ProtectionLimitKind,
  type ProtectionMemberView,
  type ProtectionPeriod,
} from "@lotus/contracts/web";
import { api, pathOf } from "../../../lib/api-client";
import { consoleKey } from "../../../lib/query-client";

/* Responsible gaming in the console (issue 16): exclusions, their CSV export, a member's panel, findings. */

export const useExclusions = (filter: { kind: string; active: string; page: number }) =>
  useQuery({
    queryKey: consoleKey("protection", "exclusions", filter.kind, filter.active, String(filter.page)),
    queryFn: ({ signal }) =>
      api.get<{ total: number; list: ProtectionExclusionRow[] }>(
        PROTECTION_CONSOLE_PATHS.exclusions,
        {
          page: String(filter.page),
          size: "20",
          ...(filter.kind ? { kind: filter.kind } : {}),
          ...(filter.active ? { active: filter.active } : {}),
        },
        signal,
      ),
  });

export const useFindings = (page: number) =>
  useQuery({
    queryKey: consoleKey("protection", "findings", String(page)),
    queryFn: ({ signal }) =>
      api.get<{ total: number; list: ProtectionFindingRow[] }>(
        PROTECTION_CONSOLE_PATHS.findings,
        { page: String(page), size: "20" },
        signal,
      ),
  });

export const useProtectionMember = (memberId: string) =>
  useQuery({
    queryKey: consoleKey("protection", "member", memberId),
    queryFn: ({ signal }) =>
      api.get<ProtectionMemberView>(pathOf(PROTECTION_CONSOLE_PATHS.member, { id: memberId }), {}, signal),
    enabled: /^[0-9]{1,18}$/.test(memberId),
    refetchOnWindowFocus: false,
  });

export function useSetOperatorLimit(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      kind: ProtectionLimitKind;
      period: ProtectionPeriod;
      amount: string | null;
      reason: string;
    }) => api.send<ProtectionMemberView>("PUT", pathOf(PROTECTION_CONSOLE_PATHS.memberLimit, { id: memberId }), body),
    onSuccess: (value) => queryClient.setQueryData(consoleKey("protection", "member", memberId), value),
  });
}

/** Downloads the exclusions CSV (with the operator's token) as a file. */
export async function downloadExclusionsCsv(): Promise<void> {
  const blob = await api.blob(PROTECTION_CONSOLE_PATHS.exclusionsCsv);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `exclusions-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
