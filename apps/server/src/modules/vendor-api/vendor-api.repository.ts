import type pg from "pg";
import type { ErrorCode, VendorAnswerValue } from "@lotus/contracts";
import type { Db } from "../../db/pool.ts";

/*
 * SQL of the seamless wallet API. A money call (bet, win, rollback) is one database transaction:
 *   1. beginCall: "begin; lock; lock" in one round trip, then the lookup (a prepared statement);
 *   2. the ledger's operation and its legs (ledger.ts) when money moves;
 *   3. commitCall: "insert vendor_transaction; insert/update game_round; commit" in one round trip.
 * Every value put into a literal is escaped by pg's escapeLiteral, or is a bigint / hex string
 * the code produced itself.
 */

export type WalletMode = "seamless" | "transfer";
export type Vendor = { code: string; walletMode: WalletMode; secret: string };

/** How long a vendor's row (secret, wallet mode, enabled) is trusted without a new read. */
export const VENDOR_CACHE_MS = 5_000;

type CachedVendor = { at: number; vendor: Promise<Vendor | null> };
const vendorCaches = new WeakMap<Db, Map<string, CachedVendor>>();

/** The enabled vendor with a wallet API secret, or null; cached VENDOR_CACHE_MS per database pool. */
export function findVendor(db: Db, code: string): Promise<Vendor | null> {
  let cache = vendorCaches.get(db);
  if (!cache) {
    cache = new Map();
    vendorCaches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(code);
  if (hit && now - hit.at < VENDOR_CACHE_MS) return hit.vendor;
  const vendor = db
    .query<{ wallet_mode: WalletMode; api_secret: string }>({
      name: "vendor_api_vendor",
      text: `select wallet_mode, api_secret from game_vendor
              where vassalage = $1 and enabled and api_secret is not null and api_secret <> ''`,
      values: [code],
    })
    .then(({ rows }) => (rows[0] ? { code, walletMode: rows[0].wallet_mode, secret: rows[0].api_secret } : null));
  // A failed read is not remembered: the next call asks the database again.
  vendor.catch(() => cache.delete(code));
  cache.set(code, { at: now, vendor });
  return vendor;
}

/** Drops the cached vendor rows of a database (after an operator changes a vendor, and in tests). */
export function forgetVendorCache(db: Db): void {
  vendorCaches.delete(db);
}

/**
 * The player's wallet account in ledger_account terms: the main wallet for seamless vendors, the
 * vendor wallet for transfer vendors (the ledger's main() / vendorWallet() refs; player accounts
 * are never sharded).
 */
export type WalletKey = { kind: "player_main" | "player_vendor"; vendorCode: string };

/** A session is live while the vendor session, the player's session and the member all are. */
const LIVE_SESSION = `(vs.revoked_at is null and vs.expires_at > now()
                       and ms.revoked_at is null and ms.expires_at > now() and m.status = 'active')`;

export type PlayerBalance = { memberId: bigint; live: boolean; balance: bigint };

/** The balance call: the token's player (null for an unknown token of this vendor) and the wallet's balance. */
export async function findPlayerBalance(
  db: Db,
  vendorCode: string,
  tokenHash: Buffer,
  wallet: WalletKey,
): Promise<PlayerBalance | null> {
  const { rows } = await db.query<{ member_id: bigint; live: boolean; balance: bigint | null }>({
    name: "vendor_api_balance",
    text: `select vs.member_id, ${LIVE_SESSION} as live, a.balance
             from vendor_session vs
             join member_session ms on ms.id = vs.member_session_id
             join member m on m.id = vs.member_id
             left join ledger_account a
               on a.kind = $3 and coalesce(a.member_id, 0) = vs.member_id and a.vendor_code = $4
              and a.shard = 0 and a.currency = 'VND'
            where vs.token_hash = $1 and vs.vendor_code = $2`,
    values: [tokenHash, vendorCode, wallet.kind, wallet.vendorCode],
  });
  const row = rows[0];
  return row ? { memberId: row.member_id, live: row.live, balance: row.balance ?? 0n } : null;
}

/** The first answer of a transaction, replayed to every repeat (the message is localized per call). */
export type StoredAnswer = {
  code: "ok" | ErrorCode;
  params?: Record<string, string | number>;
  value: VendorAnswerValue | null;
};

export type RoundState = {
  id: bigint;
  memberId: bigint;
  gameId: number;
  status: "open" | "settled" | "rolled_back";
  ended: boolean;
  betAmount: bigint;
};

export type CallState = {
  /** The token's player; null when the token is unknown (or another vendor's). */
  memberId: bigint | null;
  /** Whether the token may still open new bets (see LIVE_SESSION). */
  live: boolean;
  /** The wallet's balance when the call started (0 when the account does not exist yet). */
  balance: bigint;
  game: { id: number; enabled: boolean } | null;
  /** This call's transaction id, when stored already. */
  own: { fingerprint: Buffer; answer: StoredAnswer } | null;
  /** The bet a rollback names, when stored. */
  bet: {
    kind: string;
    memberId: bigint;
    roundId: string;
    gameId: number;
    amount: bigint;
    outcome: string;
    moved: boolean;
  } | null;
  /** The rollback that took the bet (a bet's tombstone, or a rollback's earlier rollback). */
  rolledBackBy: string | null;
  round: RoundState | null;
};

export type CallKey = {
  vendorCode: string;
  transactionId: string;
  roundId: string;
  gameCode: string;
  tokenHash: Buffer;
  /** The bet the call concerns: its own id for a bet, the referenced one for a rollback, null for a win. */
  betTransactionId: string | null;
  wallet: WalletKey;
};

// Advisory lock classes (two-key form): a call holds its transaction's (or its bet's) lock and its
// round's lock, always in that order, before it reads anything; see vendor-api.service.ts.
const TRANSACTION_LOCK = 1_447_121_476;
const ROUND_LOCK = 1_447_121_477;

type CallRow = {
  member_id: bigint | null;
  live: boolean | null;
  balance: bigint | null;
  game_id: number | null;
  game_enabled: boolean | null;
  own_fingerprint: Buffer | null;
  own_answer: StoredAnswer | null;
  bet_kind: string | null;
  bet_member: bigint | null;
  bet_round: string | null;
  bet_game: number | null;
  bet_amount: bigint | null;
  bet_outcome: string | null;
  bet_moved: boolean | null;
  rolled_back_by: string | null;
  round_pk: bigint | null;
  round_member: bigint | null;
  round_game: number | null;
  round_status: RoundState["status"] | null;
  round_ended: boolean | null;
  round_bet: bigint | null;
};

const bytea = (value: Buffer) => `decode('${value.toString("hex")}', 'hex')`;

/** The lookup of a money call: everything it decides on, in one statement (planned once per connection). */
const CALL_STATE_SQL = `
select s.member_id, s.live, a.balance, g.id as game_id, g.enabled as game_enabled,
       t.fingerprint as own_fingerprint, t.answer as own_answer,
       b.kind as bet_kind, b.member_id as bet_member, b.round_id as bet_round, b.game_id as bet_game,
       b.amount as bet_amount, b.outcome as bet_outcome, b.operation_id is not null as bet_moved,
       rb.transaction_id as rolled_back_by,
       r.id as round_pk, r.member_id as round_member, r.game_id as round_game, r.status as round_status,
       r.ended_at is not null as round_ended, r.bet_amount as round_bet
  from (select 1) as one
  left join lateral (
    select vs.member_id, ${LIVE_SESSION} as live
      from vendor_session vs
      join member_session ms on ms.id = vs.member_session_id
      join member m on m.id = vs.member_id
     where vs.token_hash = $1 and vs.vendor_code = $2
  ) s on true
  left join ledger_account a
    on a.kind = $3 and coalesce(a.member_id, 0) = s.member_id and a.vendor_code = $4 and a.shard = 0
   and a.currency = 'VND'
  left join game g on g.vendor_code = $2 and g.code = $5
  left join vendor_transaction t on t.vendor_code = $2 and t.transaction_id = $6
  left join vendor_transaction b on b.vendor_code = $2 and b.transaction_id = $7
  left join vendor_transaction rb on rb.vendor_code = $2 and rb.reference_transaction_id = $7 and rb.kind = 'rollback'
  left join game_round r on r.vendor_code = $2 and r.round_id = $8`;

/**
 * Opens the call's transaction and takes its locks (one round trip: "begin; lock; lock"), then
 * reads everything the call decides on (a second one: a prepared statement, because planning this
 * join costs several times its execution). The locks serialize the calls that could race: repeats
 * of one transaction id, a bet and the rollback naming it (both lock the bet's id), and the calls
 * of one round. The lookup runs after the locks are held, so it sees every call that held them
 * before (READ COMMITTED: each statement its own snapshot).
 */
export async function beginCall(client: pg.PoolClient, key: CallKey): Promise<CallState> {
  const lockedId = client.escapeLiteral(`${key.vendorCode}:${key.betTransactionId ?? key.transactionId}`);
  const roundKey = client.escapeLiteral(`${key.vendorCode}:${key.roundId}`);
  await client.query(`begin;
    select pg_advisory_xact_lock(${TRANSACTION_LOCK}, hashtext(${lockedId}));
    select pg_advisory_xact_lock(${ROUND_LOCK}, hashtext(${roundKey}))`);
  const { rows } = await client.query<CallRow>({
    name: "vendor_api_call_state",
    text: CALL_STATE_SQL,
    values: [
      key.tokenHash,
      key.vendorCode,
      key.wallet.kind,
      key.wallet.vendorCode,
      key.gameCode,
      key.transactionId,
      key.betTransactionId,
      key.roundId,
    ],
  });
  const row = rows[0]!;
  return {
    memberId: row.member_id,
    live: row.live === true,
    balance: row.balance ?? 0n,
    game: row.game_id === null ? null : { id: row.game_id, enabled: row.game_enabled === true },
    own: row.own_fingerprint === null ? null : { fingerprint: row.own_fingerprint, answer: row.own_answer! },
    bet:
      row.bet_kind === null
        ? null
        : {
            kind: row.bet_kind,
            memberId: row.bet_member!,
            roundId: row.bet_round!,
            gameId: row.bet_game!,
            amount: row.bet_amount!,
            outcome: row.bet_outcome!,
            moved: row.bet_moved === true,
          },
    rolledBackBy: row.rolled_back_by,
    round:
      row.round_pk === null
        ? null
        : {
            id: row.round_pk,
            memberId: row.round_member!,
            gameId: row.round_game!,
            status: row.round_status!,
            ended: row.round_ended === true,
            betAmount: row.round_bet!,
          },
  };
}

export type TransactionRow = {
  vendorCode: string;
  transactionId: string;
  kind: "bet" | "win" | "rollback";
  memberId: bigint;
  roundId: string;
  gameId: number;
  amount: bigint;
  referenceTransactionId: string | null;
  fingerprint: Buffer;
  operationId: bigint | null;
  answer: StoredAnswer;
};

/** What a call does to its round (game_round). */
export type RoundChange =
  | { type: "open"; vendorCode: string; roundId: string; memberId: bigint; gameId: number; amount: bigint }
  | { type: "bet"; id: bigint; amount: bigint }
  | { type: "win"; id: bigint; amount: bigint; end: boolean }
  | { type: "rollback"; id: bigint; amount: bigint };

function insertTransactionSql(client: pg.PoolClient, row: TransactionRow): string {
  const lit = (text: string) => client.escapeLiteral(text);
  return `insert into vendor_transaction
      (vendor_code, transaction_id, kind, member_id, round_id, game_id, amount, reference_transaction_id,
       fingerprint, operation_id, outcome, answer)
    values (${lit(row.vendorCode)}, ${lit(row.transactionId)}, ${lit(row.kind)}, ${BigInt(row.memberId)},
       ${lit(row.roundId)}, ${Number(row.gameId) | 0}, ${BigInt(row.amount)},
       ${row.referenceTransactionId === null ? "null" : lit(row.referenceTransactionId)},
       ${bytea(row.fingerprint)}, ${row.operationId === null ? "null" : BigInt(row.operationId)},
       ${lit(row.answer.code)}, ${lit(JSON.stringify(row.answer))}::jsonb)`;
}

function roundChangeSql(client: pg.PoolClient, change: RoundChange): string {
  switch (change.type) {
    case "open":
      return `insert into game_round (vendor_code, round_id, member_id, game_id, bet_amount)
        values (${client.escapeLiteral(change.vendorCode)}, ${client.escapeLiteral(change.roundId)},
                ${BigInt(change.memberId)}, ${Number(change.gameId) | 0}, ${BigInt(change.amount)})`;
    case "bet":
      // A new bet on a round whose earlier bets were all rolled back makes it a live round again.
      return `update game_round set bet_amount = bet_amount + ${BigInt(change.amount)}, status = 'open'
               where id = ${BigInt(change.id)}`;
    case "win":
      return change.end
        ? `update game_round set win_amount = win_amount + ${BigInt(change.amount)}, ended_at = now(),
                  status = case when bet_amount > 0 then 'settled' else 'rolled_back' end
            where id = ${BigInt(change.id)}`
        : `update game_round set win_amount = win_amount + ${BigInt(change.amount)} where id = ${BigInt(change.id)}`;
    case "rollback":
      return `update game_round set bet_amount = bet_amount - ${BigInt(change.amount)},
                status = case when bet_amount - ${BigInt(change.amount)} = 0 then 'rolled_back' else status end
               where id = ${BigInt(change.id)}`;
  }
}

/** Stores the call's transaction (and its round change) and commits, in one round trip. */
export async function commitCall(client: pg.PoolClient, row: TransactionRow, round: RoundChange | null): Promise<void> {
  const statements = [insertTransactionSql(client, row)];
  if (round) statements.push(roundChangeSql(client, round));
  statements.push("commit");
  await client.query(statements.join(";\n"));
}

/**
 * Ends the call's transaction (its money legs were refused) and stores the refusal in its own
 * small transaction. Returns the stored first answer when a concurrent repeat stored one first.
 */
export async function rollbackAndStoreRefusal(
  client: pg.PoolClient,
  row: TransactionRow,
): Promise<{ fingerprint: Buffer; answer: StoredAnswer } | null> {
  const results = (await client.query(
    `rollback; ${insertTransactionSql(client, row)} on conflict (vendor_code, transaction_id) do nothing`,
  )) as unknown as [unknown, pg.QueryResult];
  if ((results[1].rowCount ?? 0) > 0) return null;
  const { rows } = await client.query<{ fingerprint: Buffer; answer: StoredAnswer }>(
    "select fingerprint, answer from vendor_transaction where vendor_code = $1 and transaction_id = $2",
    [row.vendorCode, row.transactionId],
  );
  return rows[0] ?? null;
}
