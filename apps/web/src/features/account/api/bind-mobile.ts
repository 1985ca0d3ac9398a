import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

export type MobileTarget = { mobileNum: string; countryDialingCode: string };

/** Binds the new mobile number with the code sent to it (the re-authentication ticket is used up). */
export function bindMobile(reauthTicket: string, target: MobileTarget, verificationCode: string): Promise<null> {
  return apiSend<null>("PUT", PATHS.securityMobile, { body: { reauthTicket, ...target, verificationCode } });
}
