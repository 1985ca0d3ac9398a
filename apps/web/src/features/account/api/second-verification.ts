import { PATHS, type CodeSentValue, type LoginDone } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** Sends the second-verification code to the bound mobile or e-mail of the login's ticket. */
export const sendSecondVerificationCode = (ticket: string) =>
  apiSend<CodeSentValue>("POST", PATHS.secondVerificationSend, { body: { ticket } });

/** Answers the second verification (code, payee name or authenticator code) and finishes the login. */
export const verifySecondStep = (ticket: string, answer: string) =>
  apiSend<LoginDone>("POST", PATHS.secondVerification, { body: { ticket, answer } });
