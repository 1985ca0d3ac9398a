import { PATHS, type CodeSentValue } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import type { MobileTarget } from "./bind-mobile";

/** A code to the new mobile number; the re-authentication ticket is only looked at, not used up. */
export function sendBindMobileCode(reauthTicket: string, target: MobileTarget): Promise<CodeSentValue> {
  return apiSend<CodeSentValue>("POST", PATHS.securityMobileCode, { body: { reauthTicket, ...target } });
}
