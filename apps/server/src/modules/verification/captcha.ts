import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { CaptchaValue } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { issueTicket, readTicket } from "./codes.ts";
import { hitThrottle, pruneThrottles } from "../../lib/request-throttle.ts";
import { randomCaptchaText, renderCaptcha } from "./captcha-image.ts";

/** A captcha must be answered within this many minutes. */
export const CAPTCHA_TTL_MINUTES = 5;

// The answer is kept only as a salted hash; the ticket itself is stored only hashed too.
const answerHash = (salt: string, answer: string) =>
  createHash("sha256").update(`captcha:${salt}:${answer.trim().toUpperCase()}`).digest("hex");

/**
 * A new image captcha (spec §7: value is a base64 PNG). Spec §5 lets the client refresh at most
 * once a second; the server holds every IP to the same pace so that images cannot be farmed.
 */
export async function createCaptcha(db: DbClient, ip: string): Promise<CaptchaValue> {
  if ((await hitThrottle(db, "captcha", ip, 1)) > 1) throw new AppError("captcha_too_frequent");
  if (Math.random() < 0.01) await pruneThrottles(db, 3600);
  const text = randomCaptchaText();
  const captchaId = await storeCaptchaAnswer(db, text);
  return { captchaId, image: renderCaptcha(text).toString("base64") };
}

/** Stores the answer of a captcha and returns its id (exported so tests can make captchas whose answer they know). */
export async function storeCaptchaAnswer(db: DbClient, text: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  const { ticket } = await issueTicket(db, {
    flow: "captcha",
    ttlMinutes: CAPTCHA_TTL_MINUTES,
    detail: { salt, answer: answerHash(salt, text) },
  });
  return ticket;
}

/** Checks an answer (case-insensitive) and uses the captcha up, right or wrong: one image, one guess. */
export async function checkCaptcha(db: DbClient, captchaId: string | undefined, answer: string | undefined) {
  if (!captchaId || !answer) return false;
  const found = await readTicket(db, "captcha", captchaId, "consume");
  const { salt, answer: expected } = found?.detail ?? {};
  if (typeof salt !== "string" || typeof expected !== "string") return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(answerHash(salt, answer)));
}
