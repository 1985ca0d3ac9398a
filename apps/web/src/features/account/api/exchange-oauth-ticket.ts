import { PATHS, type LoginDone } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** Back from a social-login provider: the one-time ticket becomes a login. */
export const exchangeOauthTicket = (ticket: string) =>
  apiSend<LoginDone>("POST", PATHS.oauthExchange, { body: { ticket } });
