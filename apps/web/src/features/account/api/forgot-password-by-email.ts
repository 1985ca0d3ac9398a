import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** Forgot by e-mail (spec §3): form-urlencoded; the answer never tells whether the account exists. */
export const forgotPasswordByEmail = (body: { username: string; email: string }) =>
  apiSend<null>("POST", PATHS.forgotPasswordEmail, { body, form: true });
