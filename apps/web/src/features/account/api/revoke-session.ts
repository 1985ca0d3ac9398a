import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { sessionsQueryKeyRoot } from "./get-sessions";

export function revokeSession(id: string): Promise<null> {
  return apiSend<null>("DELETE", `${PATHS.securitySessions}/${encodeURIComponent(id)}`);
}

/** Ends one other session; the session list is read again whatever the answer. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKeyRoot }),
  });
}

/** Ends several sessions one after the other (every other device); the list is read again after. */
export function useRevokeSessions(options: { onSuccess?: () => void; onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      for (const id of ids) await revokeSession(id);
    },
    onSettled: () => {
      options.onSettled?.();
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKeyRoot });
    },
    onSuccess: options.onSuccess,
  });
}
