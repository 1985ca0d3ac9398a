import type { ErrorCode, VendorAnswerValue } from "@lotus/contracts";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/pool.ts";

/*
 * SQL of the seamless wallet API. A money call (bet, win, rollback) is one statement in its own
 * transaction (autocommit): the SQL function vendor_api_call, which uses the ledger's own SQL
 * functions (ledger_claim, ledger_apply_legs) to move the money. Balance calls are one query.
 */

export type WalletMode = "seamless" | "transfer";
export type Vendor = { code: string; walletMode: WalletMode; secret: string };

/** How long a vendor's row (secret, wallet mode, enabled) is trusted without a new read. */
export const VENDOR_CACHE_MS = 5_000;

/** Vendors remembered per pool: a kept LRU, each row trusted VENDOR_CACHE_MS. */
const VENDOR_CACHE_MAX = 1_000;
const vendorCaches = new WeakMap<Db, LRUCache<string, { vendor: Promise<Vendor | null> }>>();

/** The enabled vendor with a wallet API secret, or null; cached VENDOR_CACHE_MS per database pool. */
export function findVendor(db: Db, code: string): Promise<Vendor | null> {
  let cache = vendorCaches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: VENDOR_CACHE_MAX, ttl: VENDOR_CACHE_MS });
    vendorCaches.set(db, cache);
  }
  const hit = cache.get(code);
  if (hit) return hit.vendor;
  const vendor = db
    .query<{ wallet_mode: WalletMode; api_secret: string }>({
      name: "vendor_api_vendor",
      text: `select wallet_mode, api_secret from game_vendor
              where vendor_code = $1 and enabled and api_secret is not null and api_secret <> ''`,
      values: [code],
    })
    .then(({ rows }) => (rows[0] ? { code, walletMode: rows[0].wallet_mode, secret: rows[0].api_secret } : null));
  // A failed read is not remembered: the next call asks the database again.
  const entry = { vendor };
  vendor.catch(() => {
    if (cache.peek(code) === entry) cache.delete(code);
  });
  cache.set(code, entry);
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
    // The seamless wallet's playable balance includes the member's active bonus (issue 15).
    text: `select vs.member_id, ${LIVE_SESSION} as live,
                  ledger_balance($3, vs.member_id, $4)
                  + case when $3 = 'player_main'
                         then (select coalesce(sum(g.balance), 0) from promotion_grant g
                                where g.member_id = vs.member_id and g.status = 'active')
                         else 0 end as balance
             from vendor_session vs
             join member_session ms on ms.id = vs.member_session_id
             join member m on m.id = vs.member_id
            where vs.token_hash = $1 and vs.vendor_code = $2`,
    values: [tokenHash, vendorCode, wallet.kind, wallet.vendorCode],
  });
  const row = rows[0];
  return row ? { memberId: row.member_id, live: row.live, balance: row.balance ?? 0n } : null;
}

/** The first answer of a transaction, replayed to every repeat (the message is localized per call). */
export type StoredAnswer = {
  code: "ok" | ErrorCode;
  params?: Record<string, string | number> | null;
  value: VendorAnswerValue | null;
};

export type MoneyCallKey = {
  vendorCode: string;
  wallet: WalletKey;
  action: "bet" | "win" | "rollback";
  tokenHash: Buffer;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: bigint;
  /** A win's endRound (null for bets and rollbacks). */
  endRound: boolean | null;
  /** A rollback's referenceTransactionId (null for bets and wins). */
  referenceTransactionId: string | null;
  /** The ledger operation's fingerprint (the ledger's operationFingerprint). */
  operationFingerprint: Buffer;
};

/** The answer of a money call: the first answer (stored or new) and what the call did. */
export type MoneyCallResult = StoredAnswer & {
  /** The token's player (null: unknown token). */
  memberId: bigint | null;
  /** Whether this call moved money. */
  moved: boolean;
};

/** SQLSTATE of vendor_api_call when the ledger refused the legs (insufficient funds); nothing written. */
export const INSUFFICIENT_FUNDS_SQLSTATE = "LV001";

/**
 * A bet, win or rollback in ONE statement (one round trip, autocommit): vendor_api_call takes the
 * call's advisory locks, reads what it decides on, decides (docs/VENDOR-API.md §5) and writes the
 * transaction, the round and the ledger operation (migration 20261122170000_vendor_api_fast.sql).
 * Throws the database error with code INSUFFICIENT_FUNDS_SQLSTATE when the wallet holds too little
 * (nothing written; see storeInsufficientRefusal), 23505 for a repeat of the transaction id that
 * the locks did not serialize (the call may simply run again).
 */
export async function moneyCall(db: Db, key: MoneyCallKey): Promise<MoneyCallResult> {
  const { rows } = await db.query<{
    code: StoredAnswer["code"];
    params: StoredAnswer["params"];
    value: VendorAnswerValue | null;
    member_id: bigint | null;
    moved: boolean;
  }>({
    name: "vendor_api_call",
    text: "select * from vendor_api_call($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
    values: [
      key.vendorCode,
      key.wallet.kind,
      key.wallet.vendorCode,
      key.action,
      key.tokenHash,
      key.transactionId,
      key.roundId,
      key.gameCode,
      key.amount.toString(),
      key.endRound,
      key.referenceTransactionId,
      key.operationFingerprint,
    ],
  });
  const row = rows[0]!;
  return { code: row.code, params: row.params, value: row.value, memberId: row.member_id, moved: row.moved };
}

/**
 * Stores the refusal of a call the ledger refused (insufficient funds), in its own transaction
 * (`detail` is the member and game id of the error vendor_api_call raised). Answers the first
 * answer of the transaction: insufficient_balance, or that of a concurrent repeat stored first
 * (idempotency_conflict when its fields differ).
 */
export async function storeInsufficientRefusal(db: Db, key: MoneyCallKey, detail: string): Promise<StoredAnswer> {
  const [memberId, gameId] = detail.split(":");
  const { rows } = await db.query<{
    code: StoredAnswer["code"];
    params: StoredAnswer["params"];
    value: VendorAnswerValue | null;
  }>({
    name: "vendor_api_store_refusal",
    text: "select * from vendor_api_store_refusal($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    values: [
      key.vendorCode,
      key.action,
      key.transactionId,
      memberId,
      key.roundId,
      key.gameCode,
      gameId,
      key.amount.toString(),
      key.endRound,
      key.referenceTransactionId,
    ],
  });
  const row = rows[0];
  if (!row) throw new Error("vendor-api: a refused transaction vanished");
  return row;
}
