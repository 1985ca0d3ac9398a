import { createHash } from "node:crypto";
import type pg from "pg";
import type { Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { canonicalJson } from "../../lib/canonical-json.ts";

/*
 * The double-entry ledger (architecture.md §4). Every money movement of the product is a
 * business operation — one database transaction — made of transfers between accounts:
 * `amount` leaves the debit account and enters the credit account, so the balances of all
 * accounts always sum to zero. Player accounts never go below zero (conditional UPDATE, with a
 * CHECK constraint as backstop); rows are locked in ascending id order, so two operations never
 * wait on each other in a cycle. Each operation has an idempotency key: a repeat with the same
 * fingerprint returns the first result, a repeat with another fingerprint is refused (409).
 */

export const PLAYER_KINDS = [
  "player_main",
  "player_vendor",
  "player_withdrawal_hold",
  "player_bonus",
  "player_points",
] as const;
export const SYSTEM_KINDS = [
  "house",
  "vendor_clearing",
  "deposit_clearing",
  "withdrawal_payout",
  "adjustments",
  "trial_funding",
  "promotions",
  "commissions",
  "points_issuance",
  "rewards_escrow",
] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];
export type SystemKind = (typeof SYSTEM_KINDS)[number];
export type AccountKind = PlayerKind | SystemKind;

/** Shards of each system account: concurrent operations of different members spread over them. */
export const SYSTEM_SHARDS = 16;
export const CURRENCY = "VND";
/** Points (issue 15) are a currency of their own: a member's points account and the system side they are issued from. */
export const POINTS_CURRENCY = "PTS";

/** The currency of an account kind: points for the points accounts, đồng for every other one. */
export function currencyOf(kind: AccountKind): string {
  return kind === "player_points" || kind === "points_issuance" ? POINTS_CURRENCY : CURRENCY;
}

export type AccountRef =
  | { kind: "player_main" | "player_withdrawal_hold" | "player_bonus" | "player_points"; memberId: bigint }
  | { kind: "player_vendor"; memberId: bigint; vendorCode: string }
  /** `shardKey` (usually the member id) picks the shard; the same key always lands on the same one. */
  | { kind: SystemKind; vendorCode?: string; shardKey?: bigint };

export const main = (memberId: bigint): AccountRef => ({ kind: "player_main", memberId });
export const withdrawalHold = (memberId: bigint): AccountRef => ({ kind: "player_withdrawal_hold", memberId });
export const bonusAccount = (memberId: bigint): AccountRef => ({ kind: "player_bonus", memberId });
export const pointsAccount = (memberId: bigint): AccountRef => ({ kind: "player_points", memberId });
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
  | "rollback"
  /** Agents (issue 13): upline ↔ direct downline transfer; a contract payout from `commissions`. */
  | "agent_transfer"
  | "commission_payout";

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

/**
 * The fingerprint of an operation: sha256 of the canonical JSON of its fingerprint fields and its
 * kind (exported for callers that claim a key in SQL, like the seamless wallet API).
 */
export function operationFingerprint(spec: Pick<OperationSpec, "kind" | "fingerprint">): Buffer {
  return fingerprintOf(spec);
}

function fingerprintOf(spec: Pick<OperationSpec, "kind" | "fingerprint">): Buffer {
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
// (bounded: the map is cleared when it grows past the limit). Keyed by database too: a process
// that talks to several databases (tests, tools) must not mix their ids.
const accountIds = new Map<string, bigint>();
const ACCOUNT_CACHE_LIMIT = 200_000;

function databaseOf(client: pg.PoolClient | Db): string {
  if ("options" in client) {
    const o = client.options;
    return `${o.connectionString ?? ""}|${o.host ?? ""}|${o.port ?? ""}|${o.database ?? ""}`;
  }
  return `${client.host}|${client.port}|${client.database ?? ""}`;
}

function forgetAccounts(client: pg.PoolClient | Db, refs: AccountRef[]): void {
  const scope = databaseOf(client);
  for (const ref of refs) accountIds.delete(`${scope}#${refKey(ref)}`);
}

/** Ids of the accounts, creating the missing ones (an account exists from its first transfer). */
export async function resolveAccounts(client: pg.PoolClient | Db, refs: AccountRef[]): Promise<Map<string, bigint>> {
  const ids = new Map<string, bigint>();
  const missing = new Map<string, AccountRef>();
  const scope = databaseOf(client);
  for (const ref of refs) {
    const key = refKey(ref);
    const cached = accountIds.get(`${scope}#${key}`);
    if (cached !== undefined) ids.set(key, cached);
    else missing.set(key, ref);
  }
  for (let attempt = 0; missing.size > 0 && attempt < 3; attempt++) {
    // Created in one fixed order (by key): two transactions creating the same new accounts wait on
    // each other's unique-index entries in that order, never in a cycle.
    const wanted = [...missing.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, ref]) => identity(ref));
    const { rows } = await client.query<{
      id: bigint;
      kind: string;
      member_id: bigint | null;
      vendor_code: string;
      shard: number;
      mine: boolean;
    }>(
      `with wanted (kind, member_id, vendor_code, shard, currency) as (
         select * from unnest($1::text[], $2::int8[], $3::text[], $4::int2[], $5::text[])
       ), inserted as (
         insert into ledger_account (kind, member_id, vendor_code, shard, currency)
         select kind, member_id, vendor_code, shard, currency from wanted
         on conflict do nothing
         returning id, kind, member_id, vendor_code, shard
       )
       select id, kind, member_id, vendor_code, shard, true as mine from inserted
       union all
       select a.id, a.kind, a.member_id, a.vendor_code, a.shard,
              coalesce(a.xmin = pg_current_xact_id_if_assigned()::xid, false)
         from ledger_account a join wanted w
           on a.kind = w.kind and coalesce(a.member_id, 0) = coalesce(w.member_id, 0)
          and a.vendor_code = w.vendor_code and a.shard = w.shard and a.currency = w.currency`,
      [
        wanted.map((w) => w.kind),
        wanted.map((w) => (w.memberId == null ? null : w.memberId.toString())),
        wanted.map((w) => w.vendorCode),
        wanted.map((w) => w.shard),
        wanted.map((w) => currencyOf(w.kind)),
      ],
    );
    for (const row of rows) {
      const key = `${row.kind}|${row.member_id ?? ""}|${row.vendor_code}|${row.shard}`;
      if (!missing.has(key)) continue;
      ids.set(key, row.id);
      missing.delete(key);
      // Only committed accounts are remembered: an id of our own uncommitted insert would lead a
      // concurrent operation to an account it cannot see yet (and would be stale on rollback).
      if (row.mine) continue;
      if (accountIds.size >= ACCOUNT_CACHE_LIMIT) accountIds.clear();
      accountIds.set(`${scope}#${key}`, row.id);
    }
    // A row another transaction was inserting at the same moment is visible on the next try.
  }
  if (missing.size > 0) throw new Error("ledger: could not resolve accounts");
  return ids;
}

/*
 * The ledger's write rules live in SQL functions (migration 20261122170000_vendor_api_fast.sql), the
 * one implementation used by this module and by the seamless wallet API's single-statement call:
 *  - ledger_claim(member, key, kind, fingerprint, reference, remark) claims the operation's
 *    idempotency key (scoped by member) or answers the stored operation (replayed, whether its
 *    fingerprint matches, its result);
 *  - ledger_apply_legs(operation, debits, credits, amounts, currency) locks the accounts' rows in
 *    ascending id order, follows the balances leg by leg and refuses the whole operation when a
 *    player account would go below zero after any leg or a balance would leave int8 (status
 *    'insufficient', nothing written), answers 'unknown' when an account id does not exist (a
 *    stale id of the account cache: nothing written, the legs are retried with fresh ids; sequence
 *    values are never reused, so a stale id never names another account), and otherwise applies
 *    the net changes (the CHECK constraint stays as the backstop) and inserts the transfers in leg
 *    order with both balances after each (status 'ok').
 */
const APPLY_LEGS_SQL = "select * from ledger_apply_legs($1, $2, $3, $4, $5)";

async function applyLegs(client: pg.PoolClient, operationId: bigint, legs: Leg[]): Promise<TransferRow[]> {
  if (legs.length === 0) return [];
  for (const leg of legs) {
    if (typeof leg.amount !== "bigint" || leg.amount <= 0n) throw new Error("ledger: amounts are positive bigints");
  }
  const refs = legs.flatMap((leg) => [leg.from, leg.to]);
  const currency = currencyOf(refs[0]!.kind);
  if (refs.some((ref) => currencyOf(ref.kind) !== currency))
    throw new Error("ledger: an operation's legs share one currency");
  for (let attempt = 0; ; attempt++) {
    const ids = await resolveAccounts(client, refs);
    const resolved = legs.map((leg) => ({
      debit: ids.get(refKey(leg.from))!,
      credit: ids.get(refKey(leg.to))!,
      amount: leg.amount,
    }));
    if (resolved.some((leg) => leg.debit === leg.credit)) throw new Error("ledger: a transfer needs two accounts");

    const { rows } = await client.query<{
      status: "ok" | "insufficient" | "unknown";
      id: bigint | null;
      debit_account_id: bigint;
      credit_account_id: bigint;
      amount: bigint;
      debit_balance_after: bigint;
      credit_balance_after: bigint;
    }>({
      // A named statement: parsed and planned once per connection, not at every operation.
      name: "ledger_apply_legs",
      text: APPLY_LEGS_SQL,
      values: [
        operationId.toString(),
        resolved.map((leg) => leg.debit.toString()),
        resolved.map((leg) => leg.credit.toString()),
        resolved.map((leg) => leg.amount.toString()),
        currency,
      ],
    });
    const status = rows[0]?.status;
    if (status === "unknown") {
      if (attempt > 0) throw new Error("ledger: an account vanished");
      forgetAccounts(client, refs);
      continue;
    }
    if (status === "insufficient") throw new AppError("insufficient_balance");
    if (status !== "ok" || rows.length !== resolved.length) throw new Error("ledger: legs not applied");
    return rows.map((row) => ({
      id: row.id!,
      debitAccountId: row.debit_account_id,
      creditAccountId: row.credit_account_id,
      amount: row.amount,
      debitBalanceAfter: row.debit_balance_after,
      creditBalanceAfter: row.credit_balance_after,
    }));
  }
}

type Claim = { id: bigint; replayed: boolean; fingerprint_matches: boolean; result: Json };

/**
 * Claims the operation's key (ledger_claim): the new operation's id, or the stored operation.
 * With `begin`, the transaction is opened in the same round trip: one simple-protocol query
 * "begin; select ledger_claim(…)", whose values are then literals quoted by pg's escapeLiteral (the
 * member id is a bigint's digits, the fingerprint hex digits).
 */
async function claimKey(
  client: pg.PoolClient,
  spec: OperationSpec,
  fingerprint: Buffer,
  begin: boolean,
): Promise<Claim> {
  if (!begin) {
    const { rows } = await client.query<Claim>({
      name: "ledger_claim",
      text: "select * from ledger_claim($1, $2, $3, $4, $5, $6)",
      values: [
        spec.memberId == null ? null : spec.memberId.toString(),
        spec.key,
        spec.kind,
        fingerprint,
        spec.reference ?? "",
        spec.remark ?? "",
      ],
    });
    return rows[0]!;
  }
  const values = [
    spec.memberId == null ? "null::int8" : `${BigInt(spec.memberId)}::int8`,
    client.escapeLiteral(spec.key),
    client.escapeLiteral(spec.kind),
    `decode('${fingerprint.toString("hex")}', 'hex')`,
    client.escapeLiteral(spec.reference ?? ""),
    client.escapeLiteral(spec.remark ?? ""),
  ].join(", ");
  const results = (await client.query(
    `begin; select * from ledger_claim(${values})`,
  )) as unknown as pg.QueryResult<Claim>[];
  return results[1]!.rows[0]!;
}

async function startOperation(
  client: pg.PoolClient,
  spec: OperationSpec,
  begin: boolean,
): Promise<{ replayed: true; result: Json; operationId: bigint } | { replayed: false; operation: Operation }> {
  const claim = await claimKey(client, spec, fingerprintOf(spec), begin);
  if (claim.replayed) {
    // The key is taken; a request with the same key still running made the claim wait for its
    // end, and the claim's next statement saw its committed row.
    if (!claim.fingerprint_matches) throw new AppError("idempotency_conflict");
    return { replayed: true, result: claim.result, operationId: claim.id };
  }
  const id = claim.id;
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

/**
 * Starts an operation inside the caller's transaction (`client` must be in `begin`). A repeat of
 * a stored key returns `{ replayed: true, result }` and the caller must do nothing more; another
 * fingerprint under the same key throws idempotency_conflict. A concurrent request with the same
 * key waits here until the first one commits or rolls back.
 */
export function beginOperation(
  client: pg.PoolClient,
  spec: OperationSpec,
): Promise<{ replayed: true; result: Json; operationId: bigint } | { replayed: false; operation: Operation }> {
  return startOperation(client, spec, false);
}

/**
 * The first result of an operation already stored under this key, read without claiming it: null
 * when the key is free (or its operation is still running), idempotency_conflict when it was stored
 * with another fingerprint. Lets a retry answer before checks that only a new request must pass
 * (a password, a throttle); the claim in the transaction stays the authority.
 */
export async function storedResult(
  db: Db | pg.PoolClient,
  spec: Pick<OperationSpec, "key" | "kind" | "memberId" | "fingerprint">,
): Promise<{ result: Json } | null> {
  const scoped = `${spec.memberId == null ? "sys" : `m${BigInt(spec.memberId)}`}:${spec.key}`;
  const { rows } = await db.query<{ fingerprint: Buffer; result: Json }>(
    "select fingerprint, result from ledger_operation where idempotency_key = $1",
    [scoped],
  );
  const row = rows[0];
  if (!row) return null;
  if (!row.fingerprint.equals(fingerprintOf(spec))) throw new AppError("idempotency_conflict");
  return { result: row.result };
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
 *
 * Round trips of a new operation: "begin; select ledger_claim(…)", the legs (one statement), then
 * "update result; commit" — three, plus whatever `work` does itself.
 */
export async function runOperation<T extends Json>(
  db: Db,
  spec: OperationSpec,
  work: (op: Operation) => Promise<T>,
): Promise<OperationOutcome<T>> {
  const client = await db.connect();
  try {
    const started = await startOperation(client, spec, true);
    if (started.replayed) {
      await client.query("commit");
      return { value: started.result as T, replayed: true, operationId: started.operationId };
    }
    const value = await work(started.operation);
    // Simple protocol, so that the result and the commit travel together (escaped literal).
    await client.query(
      `update ledger_operation set result = ${client.escapeLiteral(JSON.stringify(value ?? null))}::jsonb
        where id = ${started.operation.id}; commit`,
    );
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
    [id.kind, id.memberId == null ? null : id.memberId.toString(), id.vendorCode, id.shard, currencyOf(id.kind)],
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

/** A member's balances by wallet: main, every vendor wallet by vendor code, the withdrawal hold. */
export type MemberBalances = {
  main: bigint;
  /** Every vendor wallet of the member by vendor code (including vendors no longer listed). */
  vendors: Map<string, bigint>;
  withdrawalHold: bigint;
};

/** The member's player accounts (main, vendor wallets, withdrawal hold); missing accounts are 0. */
export async function memberBalances(db: Db | pg.PoolClient, memberId: bigint): Promise<MemberBalances> {
  const balances: MemberBalances = { main: 0n, vendors: new Map(), withdrawalHold: 0n };
  for (const account of await memberAccounts(db, memberId)) {
    if (account.kind === "player_main") balances.main += account.balance;
    else if (account.kind === "player_vendor") balances.vendors.set(account.vendorCode, account.balance);
    else if (account.kind === "player_withdrawal_hold") balances.withdrawalHold += account.balance;
  }
  return balances;
}
