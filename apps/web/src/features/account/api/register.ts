import { PATHS, type LoginDone, type RegisterRequest } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** Registration (spec §7): encrypted; mobile registration has its own call. Success is a login. */
export const register = (body: RegisterRequest, byMobile: boolean) =>
  apiSend<LoginDone>("POST", byMobile ? PATHS.registerMobile : PATHS.register, { body, sealed: true });
