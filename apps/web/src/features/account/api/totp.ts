import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import type { TotpSetupValue } from "@lotus/contracts/web";

/** A new authenticator secret, stored but not active until a code from the app confirms it. */
export function startTotpSetup(reauthTicket: string): Promise<TotpSetupValue> {
  return apiSend<TotpSetupValue>("POST", PATHS.securityTotpSetup, { body: { reauthTicket } });
}

export function enableTotp(code: string): Promise<null> {
  return apiSend<null>("PUT", PATHS.securityTotp, { body: { code } });
}

export function disableTotp(code: string): Promise<null> {
  return apiSend<null>("DELETE", PATHS.securityTotp, { body: { code } });
}
