import { PATHS, type CodeSentValue } from "@lotus/contracts/web";
import { apiSend } from "../../../lib/api-client";
import { runHumanVerification } from "../../../lib/human-verification";

/** Registration SMS (spec §7): `mobileNo` on this call, and the registration type. */
export async function sendRegisterSms(input: {
  mobileNo: string;
  countryDialingCode: string;
  regType: "mobile" | "username";
  username?: string;
}): Promise<CodeSentValue> {
  const humanVerification = await runHumanVerification();
  return apiSend<CodeSentValue>("POST", PATHS.smsRegister, { body: { ...input, humanVerification } });
}
