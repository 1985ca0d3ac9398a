import { createHash } from "node:crypto";
import type pg from "pg";
import type { Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { canonicalJson } from "../audit/auth-events.ts";

/*
 * The double-entry ledger (architecture.md §4). Every money movement of the product is a
 * business operation — one database transaction — made of transfers between accounts:
 * `amount` leaves the debit account and enters the credit account, so the balances of all
 * accounts always sum to zero. Player accounts never go below zero (conditional UPDATE, with a
 * CHECK constraint as backstop); rows are locked in ascending id order, so two operations never
 * wait on each other in a cycle. Each operation has an idempotency key: a repeat with the same
 * fingerprint returns the first result, a repeat with another fingerprint is refused (409).
 */

export const PLAYER_KINDS = ["player_main", "player_vendor", "player_withdrawal_hold"] as const;
export const SYSTEM_KINDS = [
  "house",
  "vendor_clearing",
  "deposit_clearing",
  "withdrawal_payout",
  "adjustments",
  "trial_funding",
  "promotions",
  "commissions",
] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];
export type SystemKind = (typeof SYSTEM_KINDS)[number];
export type AccountKind = PlayerKind | SystemKind;

/** Shards of each system account: concurrent operations of different members spread over them. */
export const SYSTEM_SHARDS = 16;
export const CURRENCY = "VND";

export type AccountRef =
  | { kind: "player_main" | "player_withdrawal_hold"; memberId: bigint }
  | { kind: "player_vendor"; memberId: bigint; vendorCode: string }
  /** `shardKey` (usually the member id) picks the shard; the same key always lands on the same one. */
  | { kind: SystemKind; vendorCode?: string; shardKey?: bigint };

export const main = (memberId: bigint): AccountRef => ({ kind: "player_main", memberId });
export const withdrawalHold = (memberId: bigint): AccountRef => ({ kind: "player_withdrawal_hold", memberId });
export const vendorWallet = (memberId: bigint, vendorCode: string): AccountRef => ({
  kind: "player_vendor",
  memberId,
  vendorCode,
});
export const system = (kind: SystemKind, shardKey?: bigint, vendorCode?: string): AccountRef => ({
  kind,
  shardKey,
  vendorCode,
});

export type Leg = { from: AccountRef; to: AccountRef; amount: bigint };

/** Business operation kinds; the account record maps them to the member's transaction types. */
export type OperationKind =
  | "deposit_credit"
  | "withdrawal_request"
  | "withdrawal_reject"
  | "withdrawal_paid"
  | "withdrawal_refund"
  | "wallet_transfer"
  | "return_balance"
  | "adjustment"
  | "trial_grant"
  | "bet"
  | "win"
  | "rollback";

export type OperationSpec = {
  /** The caller's key, unique for this business request (e.g. the client's requestId). */
  key: string;
  kind: OperationKind;
  /** The member the operation belongs to; idempotency keys are scoped by member. */
  memberId?: bigint | null;
  /** The request fields that must match on a repeat (amount, wallets, order…); the kind is added. */
  fingerprint: Record<string, unknown>;
  /** Order number, game round… shown in records. */
  reference?: string;
  /** An operator's reason (adjustments), shown in records. */
  remark?: string;
};

export type TransferRow = {
  id: bigint;
  debitAccountId: bigint;
  creditAccountId: bigint;
  amount: bigint;
  debitBalanceAfter: bigint;
  creditBalanceAfter: bigint;
};

export type Operation = {
  id: bigint;
  client: pg.PoolClient;
  /** Applies all legs of the operation at once (call it once): locks, debits, credits, rows. */
  transfer: (legs: Leg[]) => Promise<TransferRow[]>;
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type OperationOutcome<T> = { value: T; replayed: boolean; operationId: bigint };

function scopedKey(spec: OperationSpec): string {
  return `${spec.memberId != null ? `m${spec.memberId}` : "sys"}:${spec.key}`;
}

function fingerprintOf(spec: OperationSpec): Buffer {
  const fields: Record<string, unknown> = { kind: spec.kind };
  for (const [key, value] of Object.entries(spec.fingerprint)) {
    fields[key] = typeof value === "bigint" ? value.toString() : value;
  }
  return createHash("sha256").update(canonicalJson(fields)).digest();
}

function shardOf(ref: AccountRef): number {
  if (ref.kind.startsWith("player_")) return 0;
  const key = (ref as { shardKey?: bigint }).shardKey;
  return key == null ? 0 : Number(((key % BigInt(SYSTEM_SHARDS)) + BigInt(SYSTEM_SHARDS)) % BigInt(SYSTEM_SHARDS));
}

function identity(ref: AccountRef) {
  return {
    kind: ref.kind,
    memberId: "memberId" in ref ? ref.memberId : null,
    vendorCode: ("vendorCode" in ref ? ref.vendorCode : undefined) ?? "",
    shard: shardOf(ref),
  };
}

function refKey(ref: AccountRef): string {
  const id = identity(ref);
  return `${id.kind}|${id.memberId ?? ""}|${id.vendorCode}|${id.shard}`;
}

// Accounts are never deleted, so their ids can be remembered for the life of the process
// (bounded: the map is cleared when it grows past the limit).
const accountIds = new Map<string, bigint>();
const ACCOUNT_CACHE_LIMIT = 200_000;

/** Ids of the accounts, creating the missing ones (an account exists from its first transfer). */
export async function resolveAccounts(client: pg.PoolClient | Db, refs: AccountRef[]): Promise<Map<string, bigint>> {
  const ids = new Map<string, bigint>();
  const missing = new Map<string, AccountRef>();
  for (const ref of refs) {
    const key = refKey(ref);
    const cached = accountIds.get(key);
    if (cached !== undefined) ids.set(key, cached);
    else missing.set(key, ref);
  }
  for (let attempt = 0; missing.size > 0 && attempt < 3; attempt++) {
    const wanted = [...missing.values()].map(identity);
    const { rows } = await client.query<{
      id: bigint;
      kind: string;
      member_id: bigint | null;
      vendor_code: string;
      shard: number;
    }>(
      `with wanted (kind, member_id, vendor_code, shard) as (
         select * from unnest($1::text[], $2::int8[], $3::text[], $4::int2[])
       ), inserted as (
         insert into ledger_account (kind, member_id, vendor_code, shard, currency)
         select kind, member_id, vendor_code, shard, $5 from wanted
         on conflict do nothing
         returning id, kind, member_id, vendor_code, shard
       )
       select id, kind, member_id, vendor_code, shard from inserted
       union all
       select a.id, a.kind, a.member_id, a.vendor_code, a.shard
         from ledger_account a join wanted w
           on a.kind = w.kind and coalesce(a.member_id, 0) = coalesce(w.member_id, 0)
          and a.vendor_code = w.vendor_code and a.shard = w.shard and a.currency = $5`,
      [
        wanted.map((w) => w.kind),
        wanted.map((w) => (w.memberId == null ? null : w.memberId.toString())),
        wanted.map((w) => w.vendorCode),
        wanted.map((w) => w.shard),
        CURRENCY,
      ],
    );
    for (const row of rows) {
      const key = `${row.kind}|${row.member_id ?? ""}|${row.vendor_code}|${row.shard}`;
      if (!missing.has(key)) continue;
      ids.set(key, row.id);
      if (accountIds.size >= ACCOUNT_CACHE_LIMIT) accountIds.clear();
      accountIds.set(key, row.id);
      missing.delete(key);
    }
    // A row another transaction was inserting at the same moment is visible on the next try.
  }
  if (missing.size > 0) throw new Error("ledger: could not resolve accounts");
  return ids;
}

async function applyLegs(client: pg.PoolClient, operationId: bigint, legs: Leg[]): Promise<TransferRow[]> {
  if (legs.length === 0) return [];
  for (const leg of legs) {
    if (typeof leg.amount !== "bigint" || leg.amount <= 0n) throw new Error("ledger: amounts are positive bigints");
  }
  const ids = await resolveAccounts(
    client,
    legs.flatMap((leg) => [leg.from, leg.to]),
  );
  const resolved = legs.map((leg) => ({
    debit: ids.get(refKey(leg.from))!,
    credit: ids.get(refKey(leg.to))!,
    amount: leg.amount,
  }));
  if (resolved.some((leg) => leg.debit === leg.credit)) throw new Error("ledger: a transfer needs two accounts");

  const delta = new Map<bigint, bigint>();
  for (const leg of resolved) {
    delta.set(leg.debit, (delta.get(leg.debit) ?? 0n) - leg.amount);
    delta.set(leg.credit, (delta.get(leg.credit) ?? 0n) + leg.amount);
  }
  const accounts = [...delta.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // Fixed lock order: ascending account id.
  await client.query("select id from ledger_account where id = any($1::int8[]) order by id for update", [
    accounts.map(String),
  ]);
  const { rows: updated } = await client.query<{ id: bigint; balance: bigint }>(
    `update ledger_account a set balance = a.balance + d.delta
       from unnest($1::int8[], $2::int8[]) as d (id, delta)
      where a.id = d.id and (not a.is_player or a.balance + d.delta >= 0)
      returning a.id, a.balance`,
    [accounts.map(String), accounts.map((id) => delta.get(id)!.toString())],
  );
  if (updated.length !== accounts.length) throw new AppError("insufficient_balance");

  // Balances after each transfer, walking forward from the balance before the operation.
  const running = new Map<bigint, bigint>();
  for (const row of updated) running.set(row.id, row.balance - delta.get(row.id)!);
  const after = resolved.map((leg) => {
    const debitAfter = running.get(leg.debit)! - leg.amount;
    const creditAfter = running.get(leg.credit)! + leg.amount;
    running.set(leg.debit, debitAfter);
    running.set(leg.credit, creditAfter);
    return { debitAfter, creditAfter };
  });
  const { rows } = await client.query<{ id: bigint }>(
    `insert into ledger_transfer
       (operation_id, debit_account_id, credit_account_id, amount, currency, debit_balance_after, credit_balance_after)
     select $1, * from unnest($2::int8[], $3::int8[], $4::int8[], $5::text[], $6::int8[], $7::int8[])
     returning id`,
    [
      operationId.toString(),
      resolved.map((leg) => leg.debit.toString()),
      resolved.map((leg) => leg.credit.toString()),
      resolved.map((leg) => leg.amount.toString()),
      resolved.map(() => CURRENCY),
      after.map((a) => a.debitAfter.toString()),
      after.map((a) => a.creditAfter.toString()),
    ],
  );
  return resolved.map((leg, i) => ({
    id: rows[i]!.id,
    debitAccountId: leg.debit,
    creditAccountId: leg.credit,
    amount: leg.amount,
    debitBalanceAfter: after[i]!.debitAfter,
    creditBalanceAfter: after[i]!.creditAfter,
  }));
}

/**
 * Starts an operation inside the caller's transaction (`client` must be in `begin`). A repeat of
 * a stored key returns `{ replayed: true, result }` and the caller must do nothing more; another
 * fingerprint under the same key throws idempotency_conflict. A concurrent request with the same
 * key waits here until the first one commits or rolls back.
 */
export async function beginOperation(
  client: pg.PoolClient,
  spec: OperationSpec,
): Promise<{ replayed: true; result: Json; operationId: bigint } | { replayed: false; operation: Operation }> {
  const key = scopedKey(spec);
  const fingerprint = fingerprintOf(spec);
  const inserted = await client.query<{ id: bigint }>(
    `insert into ledger_operation (idempotency_key, kind, member_id, fingerprint, reference, remark)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (idempotency_key) do nothing
     returning id`,
    [
      key,
      spec.kind,
      spec.memberId == null ? null : spec.memberId.toString(),
      fingerprint,
      spec.reference ?? "",
      spec.remark ?? "",
    ],
  );
  if (inserted.rows.length === 0) {
    const { rows } = await client.query<{ id: bigint; fingerprint: Buffer; result: Json }>(
      "select id, fingerprint, result from ledger_operation where idempotency_key = $1",
      [key],
    );
    const first = rows[0];
    if (!first) throw new Error("ledger: operation vanished");
    if (!first.fingerprint.equals(fingerprint)) throw new AppError("idempotency_conflict");
    return { replayed: true, result: first.result, operationId: first.id };
  }
  const id = inserted.rows[0]!.id;
  let used = false;
  return {
    replayed: false,
    operation: {
      id,
      client,
      transfer: async (legs) => {
        if (used) throw new Error("ledger: call transfer once per operation, with all its legs");
        used = true;
        return applyLegs(client, id, legs);
      },
    },
  };
}

/** Stores the operation's result (returned to every repeat of its key). */
export async function finishOperation(client: pg.PoolClient, operationId: bigint, result: Json): Promise<void> {
  await client.query("update ledger_operation set result = $2 where id = $1", [
    operationId.toString(),
    JSON.stringify(result),
  ]);
}

/**
 * One business operation in its own transaction: `work` moves the money (op.transfer) and does
 * the operation's other writes on `op.client`, then returns the JSON result. A failure rolls
 * everything back (nothing is stored, so a retry runs again); a repeat returns the first result.
 */
export async function runOperation<T extends Json>(
  db: Db,
  spec: OperationSpec,
  work: (op: Operation) => Promise<T>,
): Promise<OperationOutcome<T>> {
  const client = await db.connect();
  try {
    await client.query("begin");
    const started = await beginOperation(client, spec);
    if (started.replayed) {
      await client.query("commit");
      return { value: started.result as T, replayed: true, operationId: started.operationId };
    }
    const value = await work(started.operation);
    await finishOperation(client, started.operation.id, value);
    await client.query("commit");
    return { value, replayed: false, operationId: started.operation.id };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** A player's balance of one account (0 when the account does not exist yet). */
export async function balanceOf(db: Db | pg.PoolClient, ref: AccountRef): Promise<bigint> {
  const id = identity(ref);
  const { rows } = await db.query<{ balance: bigint }>(
    `select balance from ledger_account
      where kind = $1 and coalesce(member_id, 0) = coalesce($2::int8, 0) and vendor_code = $3 and shard = $4 and currency = $5`,
    [id.kind, id.memberId == null ? null : id.memberId.toString(), id.vendorCode, id.shard, CURRENCY],
  );
  return rows[0]?.balance ?? 0n;
}

/** Every account of a member with its balance (main, vendor wallets, withdrawal hold). */
export async function memberAccounts(
  db: Db | pg.PoolClient,
  memberId: bigint,
): Promise<{ id: bigint; kind: PlayerKind; vendorCode: string; balance: bigint }[]> {
  const { rows } = await db.query<{ id: bigint; kind: PlayerKind; vendor_code: string; balance: bigint }>(
    "select id, kind, vendor_code, balance from ledger_account where member_id = $1 and currency = $2 order by id",
    [memberId.toString(), CURRENCY],
  );
  return rows.map((row) => ({ id: row.id, kind: row.kind, vendorCode: row.vendor_code, balance: row.balance }));
}
