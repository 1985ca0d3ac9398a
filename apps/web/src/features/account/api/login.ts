import { PATHS, type LoginRequest, type LoginValue } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** Spec §7 login: encrypted; answers a finished login or the second-verification step. */
export const login = (body: LoginRequest) => apiSend<LoginValue>("POST", PATHS.login, { body, sealed: true });

/** True when a failed login asks for the image captcha from now on (spec §4 Login 7). */
export function failureWantsCaptcha(value: unknown): boolean {
  return typeof value === "object" && value !== null && (value as { captcha?: unknown }).captcha === true;
}
