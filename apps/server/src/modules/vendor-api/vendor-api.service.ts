import type { z } from "zod";
import {
  VENDOR_API_ACTIONS,
  VENDOR_TIMESTAMP_SKEW_SECONDS,
  vendorBalanceRequestSchema,
  vendorBetRequestSchema,
  vendorRollbackRequestSchema,
  vendorWinRequestSchema,
  verifyVendorSignature,
  type VendorApiAction,
  type VendorAnswerValue,
} from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { parseRequestData } from "../../plugins/errors.ts";
import { hashToken } from "../../lib/tokens.ts";
import type { Db } from "../../db/pool.ts";
import { operationFingerprint } from "../ledger/index.ts";
import {
  findPlayerBalance,
  findVendor,
  INSUFFICIENT_FUNDS_SQLSTATE,
  moneyCall as callInSql,
  storeInsufficientRefusal,
  type MoneyCallKey,
  type MoneyCallResult,
  type StoredAnswer,
  type Vendor,
  type WalletKey,
} from "./vendor-api.repository.ts";

/** What the seamless wallet API works with: the pool and the member signals (balance changed). */
export type VendorApiDeps = {
  db: Db;
  signals: { notify(memberId: bigint, event: { type: "balance_changed" }): Promise<void> };
};

/*
 * The seamless wallet API (architecture.md §5, docs/VENDOR-API.md). A call is checked in a fixed
 * order, each failure with its own code and nothing changed: the vendor (vendor_unknown), the
 * timestamp (vendor_timestamp_invalid), the signature of the raw body (vendor_signature_invalid),
 * the body (validation_failed), the token (vendor_token_invalid), the game (game_not_found).
 *
 * A money call is ONE statement in its own transaction, the SQL function vendor_api_call
 * (migration 20261122170000_vendor_api_fast.sql): it first takes two advisory locks — the
 * transaction id (for a rollback: the id of the bet it names) and the round — and then reads
 * everything it decides on. Repeats of one transaction id, a bet racing the rollback that names it,
 * and the calls of one round therefore run one after the other; calls of different rounds never
 * wait on each other except on the ledger's account rows. Its money moves through the ledger's
 * own SQL functions (ledger_claim, ledger_apply_legs), the ones the TypeScript ledger calls.
 *
 * Round trips: 1 for every bet, win, rollback and repeat; 2 when the wallet holds too little (the
 * refusal is then stored by a second statement); balance: 1.
 */

export type VendorRequest = {
  vendorCode: string;
  /** One of VENDOR_API_ACTIONS; another is not_found (after the vendor check). */
  action: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer;
};

const VENDOR_CODE = /^[A-Z0-9_]{2,32}$/;
const UNIX_SECONDS = /^[0-9]{1,12}$/;

/** Answers one wallet API call, or throws the AppError of its first failed check. */
export async function handleVendorRequest(deps: VendorApiDeps, request: VendorRequest): Promise<VendorAnswerValue> {
  const vendor = VENDOR_CODE.test(request.vendorCode) ? await findVendor(deps.db, request.vendorCode) : null;
  if (!vendor) throw new AppError("vendor_unknown");
  if (!(VENDOR_API_ACTIONS as readonly string[]).includes(request.action)) throw new AppError("not_found");
  const timestamp = request.timestamp;
  if (
    timestamp === undefined ||
    !UNIX_SECONDS.test(timestamp) ||
    Math.abs(Date.now() / 1000 - Number(timestamp)) > VENDOR_TIMESTAMP_SKEW_SECONDS
  ) {
    throw new AppError("vendor_timestamp_invalid");
  }
  if (
    request.signature === undefined ||
    !verifyVendorSignature(vendor.secret, timestamp, request.rawBody, request.signature)
  ) {
    throw new AppError("vendor_signature_invalid");
  }
  switch (request.action as VendorApiAction) {
    case "balance":
      return balance(deps, vendor, parseBody(vendorBalanceRequestSchema, request.rawBody).token);
    case "bet": {
      const body = parseBody(vendorBetRequestSchema, request.rawBody);
      return moneyCall(deps, vendor, { action: "bet", ...body });
    }
    case "win": {
      const body = parseBody(vendorWinRequestSchema, request.rawBody);
      return moneyCall(deps, vendor, { action: "win", ...body });
    }
    case "rollback": {
      const body = parseBody(vendorRollbackRequestSchema, request.rawBody);
      return moneyCall(deps, vendor, { action: "rollback", ...body });
    }
  }
}

function parseBody<S extends z.ZodType>(schema: S, rawBody: Buffer): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw new AppError("validation_failed", { detail: "body: not valid JSON" });
  }
  return parseRequestData(schema, json);
}

/** The player's wallet this vendor plays with: main (seamless) or the vendor wallet (transfer). */
function walletKeyOf(vendor: Vendor): WalletKey {
  return vendor.walletMode === "transfer"
    ? { kind: "player_vendor", vendorCode: vendor.code }
    : { kind: "player_main", vendorCode: "" };
}

function answerValue(memberId: bigint, balance: bigint): VendorAnswerValue {
  return { playerId: memberId.toString(), currency: "VND", balance: balance.toString() };
}

async function balance(deps: VendorApiDeps, vendor: Vendor, token: string): Promise<VendorAnswerValue> {
  const player = await findPlayerBalance(deps.db, vendor.code, hashToken(token), walletKeyOf(vendor));
  if (!player || !player.live) throw new AppError("vendor_token_invalid");
  return answerValue(player.memberId, player.balance);
}

export type MoneyCall =
  | { action: "bet"; token: string; transactionId: string; roundId: string; gameCode: string; amount: bigint }
  | {
      action: "win";
      token: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: bigint;
      endRound: boolean;
    }
  | {
      action: "rollback";
      token: string;
      transactionId: string;
      referenceTransactionId: string;
      roundId: string;
      gameCode: string;
      amount: bigint;
    };

function replay(answer: StoredAnswer): VendorAnswerValue {
  if (answer.code === "ok" && answer.value) return answer.value;
  throw new AppError(answer.code === "ok" ? "system_error" : answer.code, answer.params ?? {});
}

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/**
 * A bet, win or rollback: one statement (vendor_api_call, see vendor-api.repository.ts) that
 * locks, reads, decides and writes. A unique violation can only come from a repeat that is not
 * serialized by the locks (the same transaction id sent as another action or for another bet):
 * the call then runs once more and meets the stored transaction (its answer, or
 * idempotency_conflict). Insufficient funds: nothing was written, and the refusal is stored as
 * the transaction's first answer in a second, small statement.
 */
async function moneyCall(deps: VendorApiDeps, vendor: Vendor, call: MoneyCall): Promise<VendorAnswerValue> {
  const key: MoneyCallKey = {
    vendorCode: vendor.code,
    wallet: walletKeyOf(vendor),
    action: call.action,
    tokenHash: hashToken(call.token),
    transactionId: call.transactionId,
    roundId: call.roundId,
    gameCode: call.gameCode,
    amount: call.amount,
    endRound: call.action === "win" ? call.endRound : null,
    referenceTransactionId: call.action === "rollback" ? call.referenceTransactionId : null,
    operationFingerprint: operationFingerprint({
      kind: call.action,
      fingerprint: { vendorCode: vendor.code, transactionId: call.transactionId, amount: call.amount },
    }),
  };
  let result: MoneyCallResult;
  try {
    result = await moneyCallOnce(deps, key);
  } catch (error) {
    if (codeOf(error) !== "23505") throw error;
    result = await moneyCallOnce(deps, key);
  }
  if (result.moved && result.memberId !== null) void deps.signals.notify(result.memberId, { type: "balance_changed" });
  return replay(result);
}

async function moneyCallOnce(deps: VendorApiDeps, key: MoneyCallKey): Promise<MoneyCallResult> {
  try {
    return await callInSql(deps.db, key);
  } catch (error) {
    if (codeOf(error) !== INSUFFICIENT_FUNDS_SQLSTATE) throw error;
    const first = await storeInsufficientRefusal(deps.db, key, String((error as { detail?: unknown }).detail ?? ""));
    return { ...first, memberId: null, moved: false };
  }
}
