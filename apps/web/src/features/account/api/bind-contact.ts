import { PATHS, type CodeSentValue } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

export type MobileTarget = { mobileNum: string; countryDialingCode: string };

/** A code to the new mobile number; the re-authentication ticket is only looked at, not used up. */
export function sendBindMobileCode(reauthTicket: string, target: MobileTarget): Promise<CodeSentValue> {
  return apiSend<CodeSentValue>("POST", PATHS.securityMobileCode, { body: { reauthTicket, ...target } });
}

export function bindMobile(reauthTicket: string, target: MobileTarget, verificationCode: string): Promise<null> {
  return apiSend<null>("PUT", PATHS.securityMobile, { body: { reauthTicket, ...target, verificationCode } });
}

export function sendBindEmailCode(reauthTicket: string, email: string): Promise<CodeSentValue> {
  return apiSend<CodeSentValue>("POST", PATHS.securityEmailCode, { body: { reauthTicket, email } });
}

export function bindEmail(reauthTicket: string, email: string, verificationCode: string): Promise<null> {
  return apiSend<null>("PUT", PATHS.securityEmail, { body: { reauthTicket, email, verificationCode } });
}
