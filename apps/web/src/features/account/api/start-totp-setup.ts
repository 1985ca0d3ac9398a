import { useMutation } from "@tanstack/react-query";
import { PATHS, type TotpSetupValue } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** A new authenticator secret, stored but not active until a code from the app confirms it. */
export function startTotpSetup(reauthTicket: string): Promise<TotpSetupValue> {
  return apiSend<TotpSetupValue>("POST", PATHS.securityTotpSetup, { body: { reauthTicket } });
}

export function useStartTotpSetup(
  options: { onSuccess?: (setup: TotpSetupValue) => void; onError?: (error: unknown) => void } = {},
) {
  return useMutation({ mutationFn: startTotpSetup, onSuccess: options.onSuccess, onError: options.onError });
}
