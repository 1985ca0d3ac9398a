import { PATHS, type LoginDone } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** Set password by phone (spec §7): encrypted; success logs in with the new password. */
export const setPasswordByPhone = (body: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}) => apiSend<LoginDone>("POST", PATHS.setPasswordByPhone, { body, sealed: true });
