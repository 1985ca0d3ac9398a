import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** Change password (spec §7): encrypted; the session is rotated and the new token returned. */
export const changePassword = (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
  apiSend<{ token: string }>("PUT", PATHS.changePassword, { body, sealed: true });
