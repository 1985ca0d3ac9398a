import { PATHS, type CodeSentValue } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";

/** Sends the second-verification code to the bound mobile or e-mail of the login's ticket. */
export const sendSecondVerificationCode = (ticket: string) =>
  apiSend<CodeSentValue>("POST", PATHS.secondVerificationSend, { body: { ticket } });
