import { PATHS, type CodeSentValue } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** A code to the new e-mail address; the re-authentication ticket is only looked at, not used up. */
export function sendBindEmailCode(reauthTicket: string, email: string): Promise<CodeSentValue> {
  return apiSend<CodeSentValue>("POST", PATHS.securityEmailCode, { body: { reauthTicket, email } });
}
