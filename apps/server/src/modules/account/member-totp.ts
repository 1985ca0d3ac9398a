import type { DbClient } from "../../db/pool.ts";
import { totpStep } from "../verification/index.ts";
import { claimTotpStep, findTotpSecret } from "./security.repository.ts";

/**
 * Checks an authenticator code against the member's stored secret (enrolled or being enrolled)
 * and uses it up. A code is accepted one step early or late for clock drift, and never twice: the
 * accepted step is stored with a conditional update and any step at or before it is refused, so
 * of two parallel requests with the same code only one succeeds, and a code seen over a shoulder
 * or replayed from a log is useless even inside its window.
 */
export async function verifyTotp(db: DbClient, memberId: bigint, code: string): Promise<boolean> {
  const secret = await findTotpSecret(db, memberId);
  if (!secret) return false;
  const step = totpStep(secret, code);
  if (step === null) return false;
  return claimTotpStep(db, memberId, step);
}
