import { PATHS } from "@lotus/contracts/web";
import { apiGet } from "../../../lib/api-client";

/** Spec §7 affiliate check: resolves when the code is valid, throws `invitation_code_error` otherwise. */
export const checkAffiliateCode = (code: string, domain: string, signal?: AbortSignal) =>
  apiGet<{ valid: true }>(PATHS.affiliate, { code, domain }, signal);
