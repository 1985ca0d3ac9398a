import { useMutation } from "@tanstack/react-query";
import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { useOverviewRefresh } from "../hooks/use-overview-refresh";

export type BindEmail = { reauthTicket: string; email: string; verificationCode: string };

/** Binds the new e-mail address with the code sent to it (the re-authentication ticket is used up). */
export function bindEmail(body: BindEmail): Promise<null> {
  return apiSend<null>("PUT", PATHS.securityEmail, { body });
}

/** On success the security overview (the bound e-mail) is read again. */
export function useBindEmail() {
  const refresh = useOverviewRefresh();
  return useMutation({ mutationFn: bindEmail, onSuccess: () => void refresh() });
}
