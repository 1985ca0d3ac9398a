import { PATHS, type LoginDone } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** Change password (spec §7): encrypted; the session is rotated and the new token returned. */
export const changePassword = (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
  apiSend<{ token: string }>("PUT", PATHS.changePassword, { body, sealed: true });

/** Forgot by e-mail (spec §3): form-urlencoded; the answer never tells whether the account exists. */
export const forgotPasswordByEmail = (body: { username: string; email: string }) =>
  apiSend<null>("POST", PATHS.forgotPasswordEmail, { body, form: true });

/** The new password from the e-mailed link. */
export const resetPasswordByEmail = (body: { token: string; newPassword: string; confirmNewPassword: string }) =>
  apiSend<null>("POST", PATHS.resetPasswordEmail, { body, sealed: true });

/** Set password by phone (spec §7): encrypted; success logs in with the new password. */
export const setPasswordByPhone = (body: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}) => apiSend<LoginDone>("POST", PATHS.setPasswordByPhone, { body, sealed: true });
