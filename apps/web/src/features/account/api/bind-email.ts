import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** Binds the new e-mail address with the code sent to it (the re-authentication ticket is used up). */
export function bindEmail(reauthTicket: string, email: string, verificationCode: string): Promise<null> {
  return apiSend<null>("PUT", PATHS.securityEmail, { body: { reauthTicket, email, verificationCode } });
}
