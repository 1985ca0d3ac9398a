import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type pg from "pg";
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_RESEND_SECONDS,
} from "@lotus/contracts";
import type { Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";

/**
 * Short-lived secrets, stored only as SHA-256 hashes in `verification_code`:
 * - codes: 6 digits from the CSPRNG, at most 10 minutes, single use, bound to their flow and
 *   target, at most 5 tries (SMS and e-mail codes);
 * - tickets: 256-bit random strings for multi-step flows (second verification, re-authentication,
 *   password-reset links, captcha answers, social-login hand-over).
 */
export type Flow =
  | "register_sms"
  | "login_sms"
  | "reset_password_sms"
  | "reset_password_email"
  | "second_verification"
  | "bind_mobile"
  | "bind_email"
  | "reauth"
  | "captcha"
  | "oauth_ticket"
  | "oauth_state"
  | "free_play_nonce";

type Queryable = Db | pg.PoolClient;

const sha256 = (text: string) => createHash("sha256").update(text).digest();

export type IssuedCode = { id: string; code: string; expiresAt: Date; expiredMinutes: number };

/** Issues a new numeric code; refuses when one was sent to the same target less than a minute ago. */
export async function issueCode(
  db: Queryable,
  input: { flow: Flow; target: string; memberId?: bigint | null; ttlMinutes?: number; detail?: object },
): Promise<IssuedCode> {
  const ttl = Math.min(input.ttlMinutes ?? VERIFICATION_CODE_TTL_MINUTES, VERIFICATION_CODE_TTL_MINUTES);
  const recent = await db.query<{ wait: number }>(
    `select ceil(extract(epoch from (created_at + make_interval(secs => $3) - now())))::int as wait
       from verification_code
      where flow = $1 and target = $2 and created_at > now() - make_interval(secs => $3)
      order by created_at desc limit 1`,
    [input.flow, input.target, VERIFICATION_RESEND_SECONDS],
  );
  if (recent.rows[0]) throw new AppError("sms_too_frequent", { seconds: Math.max(1, recent.rows[0].wait) });
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, "0");
  // A new code replaces every earlier open one of the same flow and target.
  await db.query(
    "update verification_code set consumed_at = now() where flow = $1 and target = $2 and consumed_at is null",
    [input.flow, input.target],
  );
  const row = await db.query<{ id: string; expires_at: Date }>(
    `insert into verification_code (flow, target, secret_hash, member_id, detail, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(mins => $6)) returning id, expires_at`,
    [
      input.flow,
      input.target,
      sha256(`${input.flow}:${input.target}:${code}`),
      input.memberId ?? null,
      input.detail ?? {},
      ttl,
    ],
  );
  return { id: row.rows[0]!.id, code, expiresAt: row.rows[0]!.expires_at, expiredMinutes: ttl };
}

export type ConsumedSecret = { id: string; memberId: bigint | null; detail: Record<string, unknown> };

/**
 * Checks a code against the newest open one of its flow and target and consumes it on success.
 * A wrong code costs a try; the fifth wrong try burns the code. The row is locked so that two
 * parallel guesses cannot both be counted as the first.
 */
export async function consumeCode(
  db: Db,
  input: { flow: Flow; target: string; code: string },
): Promise<ConsumedSecret> {
  const client = await db.connect();
  try {
    await client.query("begin");
    const found = await client.query<{
      id: string;
      secret_hash: Buffer;
      tries: number;
      expired: boolean;
      member_id: bigint | null;
      detail: Record<string, unknown>;
    }>(
      `select id, secret_hash, tries, expires_at <= now() as expired, member_id, detail
         from verification_code
        where flow = $1 and target = $2 and consumed_at is null
        order by created_at desc limit 1 for update`,
      [input.flow, input.target],
    );
    const row = found.rows[0];
    let failure: AppError | null = null;
    if (!row) failure = new AppError("verification_code_invalid");
    else if (row.expired) failure = new AppError("verification_code_expired");
    else if (row.tries >= VERIFICATION_CODE_MAX_TRIES) failure = new AppError("verification_code_exhausted");
    else if (!timingSafeEqual(row.secret_hash, sha256(`${input.flow}:${input.target}:${input.code}`))) {
      const tries = row.tries + 1;
      await client.query(
        "update verification_code set tries = $2::int, consumed_at = case when $2::int >= $3::int then now() end where id = $1",
        [row.id, tries, VERIFICATION_CODE_MAX_TRIES],
      );
      failure = new AppError(
        tries >= VERIFICATION_CODE_MAX_TRIES ? "verification_code_exhausted" : "verification_code_invalid",
      );
    }
    if (failure || !row) {
      await client.query("commit");
      throw failure ?? new AppError("verification_code_invalid");
    }
    await client.query("update verification_code set consumed_at = now() where id = $1", [row.id]);
    await client.query("commit");
    return { id: row.id, memberId: row.member_id, detail: row.detail };
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Issues a 256-bit ticket; only its hash is stored, the target is the hash itself. */
export async function issueTicket(
  db: Queryable,
  input: { flow: Flow; memberId?: bigint | null; ttlMinutes: number; detail?: object },
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString("base64url");
  const hash = sha256(`${input.flow}:${ticket}`);
  const row = await db.query<{ expires_at: Date }>(
    `insert into verification_code (flow, target, secret_hash, member_id, detail, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6)) returning expires_at`,
    [
      input.flow,
      hash.toString("hex"),
      hash,
      input.memberId ?? null,
      input.detail ?? {},
      Math.round(input.ttlMinutes * 60),
    ],
  );
  return { ticket, expiresAt: row.rows[0]!.expires_at };
}

/**
 * Looks a ticket up. `consume` marks it used (single use, atomically: of two parallel
 * consumers only one gets the row); `peek` leaves it open. Expired or unknown → null.
 */
export async function readTicket(
  db: Queryable,
  flow: Flow,
  ticket: string,
  mode: "consume" | "peek",
): Promise<ConsumedSecret | null> {
  const target = sha256(`${flow}:${ticket}`).toString("hex");
  const sql =
    mode === "consume"
      ? `update verification_code set consumed_at = now()
          where flow = $1 and target = $2 and consumed_at is null and expires_at > now()
          returning id, member_id, detail`
      : `select id, member_id, detail from verification_code
          where flow = $1 and target = $2 and consumed_at is null and expires_at > now()`;
  const row = (
    await db.query<{ id: string; member_id: bigint | null; detail: Record<string, unknown> }>(sql, [flow, target])
  ).rows[0];
  return row ? { id: row.id, memberId: row.member_id, detail: row.detail } : null;
}

/** Records a failed answer against an open ticket (second verification); burns it at the limit. */
export async function failTicket(db: Queryable, id: string): Promise<{ burnt: boolean }> {
  const row = await db.query<{ tries: number }>(
    `update verification_code set tries = tries + 1,
            consumed_at = case when tries + 1 >= $2 then now() end
      where id = $1 returning tries`,
    [id, VERIFICATION_CODE_MAX_TRIES],
  );
  return { burnt: (row.rows[0]?.tries ?? VERIFICATION_CODE_MAX_TRIES) >= VERIFICATION_CODE_MAX_TRIES };
}
