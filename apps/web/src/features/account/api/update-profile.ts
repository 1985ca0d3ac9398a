import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

export function updateProfile(change: { nickname?: string; birthday?: string }): Promise<null> {
  return apiSend<null>("PUT", PATHS.securityProfile, { body: change });
}

/** Spec: the payee name is set once; afterwards only customer service can change it. */
export function setPayeeName(payeeName: string): Promise<null> {
  return apiSend<null>("PUT", PATHS.securityPayeeName, { body: { payeeName } });
}

export function setPaymentPassword(reauthTicket: string, paymentPassword: string, confirmPaymentPassword: string) {
  return apiSend<null>("PUT", PATHS.securityPaymentPassword, {
    body: { reauthTicket, paymentPassword, confirmPaymentPassword },
  });
}
