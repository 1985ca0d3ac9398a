import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  PROTECTION_PATHS,
  type ProtectionLimitKind,
  type ProtectionPeriod,
  type ProtectionSession,
  type ProtectionState,
} from "@lotus/contracts/web";
import { apiGet, apiSend } from "../../../lib/api-client";
import { clearSession, useSession } from "../../../lib/session";

/*
 * Responsible-gaming calls (issue 16): the dashboard, the session numbers (reality check, game
 * frame) and the member's changes. A time-out or self-exclusion ends every session on the server:
 * the site logs out at once.
 */

const keys = {
  state: (token: string) => ["protection", "state", token] as const,
  session: (token: string) => ["protection", "session", token] as const,
};

export function useProtectionState() {
  const token = useSession()?.token ?? "";
  return useQuery({
    queryKey: keys.state(token),
    queryFn: ({ signal }) => apiGet<ProtectionState>(PROTECTION_PATHS.state, {}, signal),
    enabled: token !== "",
    staleTime: 10_000,
  });
}

/** The current login session's elapsed time, wagered and net result, refreshed every `refreshMs`. */
export function useProtectionSession(refreshMs = 30_000, enabled = true) {
  const token = useSession()?.token ?? "";
  return useQuery({
    queryKey: keys.session(token),
    queryFn: ({ signal }) => apiGet<ProtectionSession>(PROTECTION_PATHS.session, {}, signal),
    enabled: enabled && token !== "",
    refetchInterval: refreshMs,
    staleTime: 5_000,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["protection"] });
}

export type LimitKey = { kind: ProtectionLimitKind; period: ProtectionPeriod };

export function useSetLimit() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: LimitKey & { amount: string | null }) =>
      apiSend<{ applied: boolean; pendingFrom: string | null }>("PUT", PROTECTION_PATHS.limits, { body: input }),
    onSettled: invalidate,
  });
}

export function useConfirmLimit() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (key: LimitKey) => apiSend<null>("POST", PROTECTION_PATHS.limitConfirm, { body: key }),
    onSettled: invalidate,
  });
}

export function useCancelLimit() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (key: LimitKey) => apiSend<null>("POST", PROTECTION_PATHS.limitCancel, { body: key }),
    onSettled: invalidate,
  });
}

export function useRealityCheck() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (minutes: 15 | 30 | 60 | null) =>
      apiSend<null>("PUT", PROTECTION_PATHS.realityCheck, { body: { minutes } }),
    onSettled: invalidate,
  });
}

export function useDeclineDepositPrompt() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => apiSend<null>("POST", PROTECTION_PATHS.depositPrompt, { body: {} }),
    onSettled: invalidate,
  });
}

export type BlockInput = { kind: "timeout"; term: string } | { kind: "self_exclusion"; term: string; reason?: string };

/** Starts a time-out or self-exclusion; the server ends every session, so the site logs out. */
export function useStartBlock() {
  return useMutation({
    mutationFn: (input: BlockInput) =>
      apiSend<{ kind: string; endsAt: string | null }>(
        "POST",
        input.kind === "timeout" ? PROTECTION_PATHS.timeout : PROTECTION_PATHS.selfExclusion,
        {
          body:
            input.kind === "timeout"
              ? { term: input.term }
              : { term: input.term, ...(input.reason ? { reason: input.reason } : {}) },
        },
      ),
    onSuccess: () => clearSession(),
  });
}

export function useRequestReopen() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => apiSend<{ reopensAt: string }>("POST", PROTECTION_PATHS.reopen, { body: {} }),
    onSettled: invalidate,
  });
}
