import type { OperatorRole } from "@lotus/contracts";
import { inTransaction, type Db } from "../../db/pool.ts";
import { hashPassword } from "../auth/passwords.ts";
import { newTotpSecret, totpUri } from "../auth/totp.ts";
import { appendAudit } from "./operator-audit.ts";

/** Operator accounts, managed from the admin CLI (`npm run admin -- operator …`). */

export const OPERATOR_USERNAME = /^[a-z0-9_.-]{3,64}$/;
/** The issuer an authenticator app shows next to the operator's name. */
export const CONSOLE_TOTP_ISSUER = "Lotus Console";

export type OperatorRow = {
  id: bigint;
  username: string;
  display_name: string;
  role: OperatorRole;
  status: "active" | "disabled";
  created_at: Date;
  last_login_at: Date | null;
};

/** Creates an operator with a fresh TOTP secret (in the same transaction as its audit row). */
export async function createOperator(
  db: Db,
  input: { username: string; displayName: string; role: OperatorRole; password: string },
  actor: string,
): Promise<{ id: bigint; totpSecret: string; otpauthUri: string } | "exists"> {
  const totpSecret = newTotpSecret();
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: bigint }>(
      `insert into operator (username, display_name, password_hash, role, totp_secret) values ($1, $2, $3, $4, $5)
       on conflict (username) do nothing returning id`,
      [input.username, input.displayName, passwordHash, input.role, totpSecret],
    );
    if (rows.length === 0) return "exists";
    await appendAudit(tx, {
      operator: actor,
      action: "operator.create",
      target: `operator:${input.username}`,
      detail: { username: input.username, role: input.role, displayName: input.displayName },
    });
    return { id: rows[0]!.id, totpSecret, otpauthUri: totpUri(input.username, totpSecret, CONSOLE_TOTP_ISSUER) };
  });
}

/** Disables an operator and ends every live console session of it now. */
export async function disableOperator(
  db: Db,
  username: string,
  actor: string,
): Promise<{ sessionsRevoked: number } | "unknown" | "already"> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: bigint; status: string }>(
      "select id, status from operator where username = $1 for update",
      [username],
    );
    const operator = rows[0];
    if (!operator) return "unknown";
    if (operator.status === "disabled") return "already";
    await tx.query("update operator set status = 'disabled' where id = $1", [operator.id]);
    const revoked = await tx.query(
      "update operator_session set revoked_at = now() where operator_id = $1 and revoked_at is null",
      [operator.id],
    );
    const sessionsRevoked = revoked.rowCount ?? 0;
    await appendAudit(tx, {
      operator: actor,
      action: "operator.disable",
      target: `operator:${username}`,
      detail: { username, sessionsRevoked },
    });
    return { sessionsRevoked };
  });
}

export async function listOperators(db: Db): Promise<OperatorRow[]> {
  const { rows } = await db.query<OperatorRow>(
    `select o.id, o.username, o.display_name, o.role, o.status, o.created_at,
            (select max(s.created_at) from operator_session s where s.operator_id = o.id) as last_login_at
       from operator o order by o.username`,
  );
  return rows;
}
