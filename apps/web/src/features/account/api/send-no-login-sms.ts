import { PATHS, type CodeSentValue } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { runHumanVerification } from "../../../lib/human-verification";

/** SMS code before login (spec §7 /wps/verification/sms/noLogin): for logging in or a new password. */
export async function sendNoLoginSms(input: {
  mobileNum: string;
  countryDialingCode: string;
  purpose: "login" | "reset_password";
}): Promise<CodeSentValue> {
  const humanVerification = await runHumanVerification();
  return apiSend<CodeSentValue>("POST", PATHS.smsNoLogin, { body: { ...input, humanVerification } });
}
