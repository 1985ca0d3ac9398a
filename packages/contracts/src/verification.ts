import { z } from "zod";
import { textSchema } from "./text.ts";
import { envelopeSchema } from "./envelope.ts";
import { VERIFICATION_CODE_LENGTH } from "./constants.ts";

/*
 * Verification: one-time codes (SMS, e-mail, authenticator), the image captcha and the human
 * check (proof of work). The calls that send a code for a member's purpose stay with that
 * purpose (account.ts: SMS login and registration codes, binding a mobile or an e-mail).
 */

/** A one-time code as typed: VERIFICATION_CODE_LENGTH digits. */
export const verificationCodeSchema = z.string().regex(new RegExp(`^[0-9]{${VERIFICATION_CODE_LENGTH}}$`));
/** A code was sent; it expires after this many minutes. */
export const codeSentResponseSchema = envelopeSchema(z.object({ expiredMinutes: z.number().int().positive() }));
export type CodeSentValue = z.infer<typeof codeSentResponseSchema>["value"];

/** Human verification (proof of work, ALTCHA format): the challenge and the client's solution. */
export const humanChallengeResponseSchema = envelopeSchema(
  z.object({
    provider: z.string(),
    algorithm: z.string(),
    challenge: z.string(),
    salt: z.string(),
    signature: z.string(),
    maxnumber: z.number().int().positive(),
  }),
);
export type HumanChallenge = z.infer<typeof humanChallengeResponseSchema>["value"];
/** base64 of the provider's solution JSON; merged into the login and register payloads. */
export const humanVerificationSchema = textSchema(4096);

/** Image captcha: a single-use challenge, the PNG as base64 (spec §7). */
export const captchaResponseSchema = envelopeSchema(z.object({ captchaId: z.string(), image: z.string() }));
export type CaptchaValue = z.infer<typeof captchaResponseSchema>["value"];
/** The image captcha answer fields a login or a register payload may carry. */
export const captchaAnswerFields = {
  captcha: textSchema(16).optional(),
  captchaId: textSchema(64).optional(),
};
