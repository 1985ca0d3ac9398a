import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** The new password from the e-mailed link. */
export const resetPasswordByEmail = (body: { token: string; newPassword: string; confirmNewPassword: string }) =>
  apiSend<null>("POST", PATHS.resetPasswordEmail, { body, sealed: true });
