import { PATHS, type LoginDone } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** Answers the second verification (code, payee name or authenticator code) and finishes the login. */
export const verifySecondStep = (ticket: string, answer: string) =>
  apiSend<LoginDone>("POST", PATHS.secondVerification, { body: { ticket, answer } });
