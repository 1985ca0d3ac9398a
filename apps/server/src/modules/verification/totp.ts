import type pg from "pg";
import type { Db } from "../../db/pool.ts";
import { totpStep } from "../../lib/totp.ts";

/*
 * Authenticator codes (lib/totp.ts): a code is accepted one step early or late for clock drift, and
 * never twice: the accepted step is stored and any step at or before it is refused, so a code seen
 * over a shoulder or replayed from a log is useless even inside its window.
 */
export { newTotpSecret, totpStep, totpUri } from "../../lib/totp.ts";

/**
 * Checks a code against the member's stored secret (enrolled or being enrolled) and uses it up.
 * The step is recorded with a conditional update, so of two parallel requests with the same
 * code only one succeeds.
 */
export async function verifyTotp(db: Db | pg.PoolClient, memberId: bigint, code: string): Promise<boolean> {
  const { rows } = await db.query<{ totp_secret: string | null }>("select totp_secret from member where id = $1", [
    memberId,
  ]);
  const secret = rows[0]?.totp_secret;
  if (!secret) return false;
  const step = totpStep(secret, code);
  if (step === null) return false;
  const used = await db.query(
    "update member set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2)",
    [memberId, step],
  );
  return used.rowCount === 1;
}
