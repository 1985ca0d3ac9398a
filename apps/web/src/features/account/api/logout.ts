import { PATHS } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** Spec §7 logout: DELETE, revoking the session on the server. */
export const logout = () => apiSend<null>("DELETE", PATHS.logout);
