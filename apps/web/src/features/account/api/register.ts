import { PATHS, type LoginDone, type RegisterRequest } from "@lotus/contracts/web";
import { apiGet, apiSend } from "../../../lib/api-client";

/** Registration (spec §7): encrypted; mobile registration has its own call. Success is a login. */
export const register = (body: RegisterRequest, byMobile: boolean) =>
  apiSend<LoginDone>("POST", byMobile ? PATHS.registerMobile : PATHS.register, { body, sealed: true });

/** Spec §7 affiliate check: resolves when the code is valid, throws `invitation_code_error` otherwise. */
export const checkAffiliateCode = (code: string, domain: string, signal?: AbortSignal) =>
  apiGet<{ valid: true }>(PATHS.affiliate, { code, domain }, signal);
