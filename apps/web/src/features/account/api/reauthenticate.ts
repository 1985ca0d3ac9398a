import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import type { ReauthValue } from "@lotus/contracts/web";

/** Security centre: the password again before a mobile, e-mail, authenticator or payment-password change. */
export function reauthenticate(password: string): Promise<ReauthValue> {
  return apiSend<ReauthValue>("POST", PATHS.securityReauth, { body: { password } });
}
