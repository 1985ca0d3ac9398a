import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import {
  VENDOR_API_ACTIONS,
  VENDOR_TIMESTAMP_SKEW_SECONDS,
  vendorBalanceRequestSchema,
  vendorBetRequestSchema,
  vendorRollbackRequestSchema,
  vendorWinRequestSchema,
  verifyVendorSignature,
  type ErrorCode,
  type VendorApiAction,
  type VendorAnswerValue,
} from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { hashToken } from "../auth/sessions.ts";
import { beginOperation, main, system, vendorWallet, type AccountRef, type Leg } from "../ledger/ledger.ts";
import {
  beginCall,
  commitCall,
  findPlayerBalance,
  findVendor,
  rollbackAndStoreRefusal,
  type CallState,
  type RoundChange,
  type StoredAnswer,
  type TransactionRow,
  type Vendor,
  type WalletKey,
} from "./vendor-api.repository.ts";

/*
 * The seamless wallet API (architecture.md §5, docs/VENDOR-API.md). A call is checked in a fixed
 * order, each failure with its own code and nothing changed: the vendor (vendor_unknown), the
 * timestamp (vendor_timestamp_invalid), the signature of the raw body (vendor_signature_invalid),
 * the body (validation_failed), the token (vendor_token_invalid), the game (game_not_found).
 *
 * Money calls run in one database transaction that first takes two advisory locks — the
 * transaction id (for a rollback: the id of the bet it names) and the round — and then reads
 * everything it decides on. Repeats of one transaction id, a bet racing the rollback that names it,
 * and the calls of one round therefore run one after the other; calls of different rounds never
 * wait on each other except on the ledger's account rows.
 *
 * Round trips of a money call that moves money: 5 ("begin; lock; lock", the lookup, the ledger
 * operation's key, its legs, "insert transaction; update round; commit"); a call that moves nothing
 * (a win of 0, a tombstone, a stored refusal): 3; a repeat: 3 (the last one a rollback); balance: 1.
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
export async function handleVendorRequest(app: FastifyInstance, request: VendorRequest): Promise<VendorAnswerValue> {
  const vendor = VENDOR_CODE.test(request.vendorCode) ? await findVendor(app.db, request.vendorCode) : null;
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
      return balance(app, vendor, parseBody(vendorBalanceRequestSchema, request.rawBody).token);
    case "bet": {
      const body = parseBody(vendorBetRequestSchema, request.rawBody);
      return moneyCall(app, vendor, { action: "bet", ...body });
    }
    case "win": {
      const body = parseBody(vendorWinRequestSchema, request.rawBody);
      return moneyCall(app, vendor, { action: "win", ...body });
    }
    case "rollback": {
      const body = parseBody(vendorRollbackRequestSchema, request.rawBody);
      return moneyCall(app, vendor, { action: "rollback", ...body });
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
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`)
      .join("; ");
    throw new AppError("validation_failed", { detail });
  }
  return parsed.data;
}

/** The player's wallet this vendor plays with: main (seamless) or the vendor wallet (transfer). */
function walletKeyOf(vendor: Vendor): WalletKey {
  return vendor.walletMode === "transfer"
    ? { kind: "player_vendor", vendorCode: vendor.code }
    : { kind: "player_main", vendorCode: "" };
}

function walletOf(vendor: Vendor, memberId: bigint): AccountRef {
  return vendor.walletMode === "transfer" ? vendorWallet(memberId, vendor.code) : main(memberId);
}

function answerValue(
  memberId: bigint,
  balance: bigint,
  transactionId?: string,
  operationId?: bigint,
): VendorAnswerValue {
  return {
    playerId: memberId.toString(),
    currency: "VND",
    balance: balance.toString(),
    ...(transactionId === undefined ? {} : { transactionId }),
    ...(operationId === undefined ? {} : { platformTransactionId: operationId.toString() }),
  };
}

async function balance(app: FastifyInstance, vendor: Vendor, token: string): Promise<VendorAnswerValue> {
  const player = await findPlayerBalance(app.db, vendor.code, hashToken(token), walletKeyOf(vendor));
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

/**
 * The fields a repeat must match: the player behind the token (not the token itself: a player who
 * relaunched the game has a new one), the round, the game, the amount and the action's own fields.
 */
function fingerprintOf(call: MoneyCall, memberId: bigint): Buffer {
  const fields = [
    call.action,
    memberId.toString(),
    call.roundId,
    call.gameCode,
    call.amount.toString(),
    call.action === "win" ? call.endRound : null,
    call.action === "rollback" ? call.referenceTransactionId : null,
  ];
  return createHash("sha256").update(JSON.stringify(fields)).digest();
}

export type Decision =
  /** `store`: the refusal is the transaction's first answer (a repeat gets it again). */
  | { type: "refuse"; code: ErrorCode; params?: Record<string, string>; store: boolean }
  /** Accepted without moving money (a win of 0, a tombstone, a rollback of a bet already rolled back). */
  | { type: "record"; reference: string | null; round: RoundChange | null }
  | { type: "move"; direction: "debit" | "credit"; reference: string | null; round: RoundChange };

const ROUND_OF_ANOTHER: Decision = {
  type: "refuse",
  code: "validation_failed",
  params: { detail: "roundId: the round belongs to another player or game" },
  store: true,
};

/**
 * What a call does, decided from the state read under its locks (a pure function). The rules are
 * those of docs/VENDOR-API.md: bets need a live token, wins and rollbacks settle with any token of
 * the player; a bet whose rollback arrived first is refused; rounds are the player's and close at
 * endRound; a rollback must match its bet and returns its money once.
 */
export function decide(
  call: MoneyCall,
  state: CallState,
  player: { vendorCode: string; memberId: bigint; gameId: number },
): Decision {
  const { vendorCode, memberId, gameId } = player;
  const round = state.round;
  const foreignRound = round !== null && (round.memberId !== memberId || round.gameId !== gameId);
  switch (call.action) {
    case "bet": {
      if (!state.live) return { type: "refuse", code: "vendor_token_invalid", store: false };
      if (!state.game?.enabled) return { type: "refuse", code: "game_not_found", store: false };
      if (state.rolledBackBy !== null) return { type: "refuse", code: "vendor_bet_rolled_back", store: true };
      if (foreignRound) return ROUND_OF_ANOTHER;
      if (round?.ended) return { type: "refuse", code: "vendor_round_closed", store: true };
      const change: RoundChange = round
        ? { type: "bet", id: round.id, amount: call.amount }
        : { type: "open", vendorCode, roundId: call.roundId, memberId, gameId, amount: call.amount };
      return { type: "move", direction: "debit", reference: null, round: change };
    }
    case "win": {
      if (round === null) return { type: "refuse", code: "vendor_round_unknown", store: false };
      if (foreignRound) return ROUND_OF_ANOTHER;
      if (round.ended) return { type: "refuse", code: "vendor_round_closed", store: true };
      if (round.status === "rolled_back" && call.amount > 0n) {
        return { type: "refuse", code: "vendor_bet_rolled_back", store: true };
      }
      const change: RoundChange = { type: "win", id: round.id, amount: call.amount, end: call.endRound };
      if (call.amount === 0n) return { type: "record", reference: null, round: change };
      return { type: "move", direction: "credit", reference: null, round: change };
    }
    case "rollback": {
      const bet = state.bet;
      if (bet === null) {
        // The bet has not arrived: the first rollback is its tombstone (the late bet is refused).
        return {
          type: "record",
          reference: state.rolledBackBy === null ? call.referenceTransactionId : null,
          round: null,
        };
      }
      if (
        bet.kind !== "bet" ||
        bet.memberId !== memberId ||
        bet.roundId !== call.roundId ||
        bet.gameId !== gameId ||
        bet.amount !== call.amount
      ) {
        return { type: "refuse", code: "vendor_rollback_mismatch", store: true };
      }
      // Rolled back already (under another transaction id): accepted, nothing moves again.
      if (state.rolledBackBy !== null) return { type: "record", reference: null, round: null };
      // The bet was refused (it took no money): nothing to return.
      if (!bet.moved) return { type: "record", reference: call.referenceTransactionId, round: null };
      if (round === null || round.ended) return { type: "refuse", code: "vendor_round_closed", store: true };
      return {
        type: "move",
        direction: "credit",
        reference: call.referenceTransactionId,
        round: { type: "rollback", id: round.id, amount: call.amount },
      };
    }
  }
}

function replay(answer: StoredAnswer): VendorAnswerValue {
  if (answer.code === "ok" && answer.value) return answer.value;
  throw new AppError(answer.code === "ok" ? "system_error" : answer.code, answer.params ?? {});
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === "23505";

/**
 * A bet, win or rollback. A unique violation can only come from a repeat that is not serialized by
 * the locks (the same transaction id sent as another action or for another bet): the call then runs
 * once more and meets the stored transaction (its answer, or idempotency_conflict).
 */
async function moneyCall(app: FastifyInstance, vendor: Vendor, call: MoneyCall): Promise<VendorAnswerValue> {
  try {
    return await moneyCallOnce(app, vendor, call);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return moneyCallOnce(app, vendor, call);
  }
}

async function moneyCallOnce(app: FastifyInstance, vendor: Vendor, call: MoneyCall): Promise<VendorAnswerValue> {
  const client = await app.db.connect();
  let open = true;
  let broken: Error | undefined;
  try {
    const state = await beginCall(client, {
      vendorCode: vendor.code,
      transactionId: call.transactionId,
      roundId: call.roundId,
      gameCode: call.gameCode,
      tokenHash: hashToken(call.token),
      betTransactionId:
        call.action === "bet" ? call.transactionId : call.action === "rollback" ? call.referenceTransactionId : null,
      wallet: walletKeyOf(vendor),
    });
    const memberId = state.memberId;
    if (memberId === null) throw new AppError("vendor_token_invalid");
    const fingerprint = fingerprintOf(call, memberId);
    if (state.own) {
      if (!state.own.fingerprint.equals(fingerprint)) throw new AppError("idempotency_conflict");
      return replay(state.own.answer);
    }
    if (!state.game) throw new AppError("game_not_found");
    const gameId = state.game.id;
    const decision = decide(call, state, { vendorCode: vendor.code, memberId, gameId });
    const row = (answer: StoredAnswer, reference: string | null, operationId: bigint | null): TransactionRow => ({
      vendorCode: vendor.code,
      transactionId: call.transactionId,
      kind: call.action,
      memberId,
      roundId: call.roundId,
      gameId,
      amount: call.amount,
      referenceTransactionId: reference,
      fingerprint,
      operationId,
      answer,
    });

    if (decision.type === "refuse") {
      const error = new AppError(decision.code, decision.params ?? {});
      if (decision.store) {
        await commitCall(client, row({ code: decision.code, params: decision.params, value: null }, null, null), null);
        open = false;
      }
      throw error;
    }
    if (decision.type === "record") {
      const value = answerValue(memberId, state.balance, call.transactionId);
      await commitCall(client, row({ code: "ok", value }, decision.reference, null), decision.round);
      open = false;
      return value;
    }

    const wallet = walletOf(vendor, memberId);
    const clearing = system("vendor_clearing", memberId, vendor.code);
    const started = await beginOperation(client, {
      key: `vendor:${vendor.code}:${call.transactionId}`,
      kind: call.action,
      memberId,
      fingerprint: { vendorCode: vendor.code, transactionId: call.transactionId, amount: call.amount },
      reference: call.roundId,
    });
    // The key is claimed only together with the vendor_transaction row, under the same lock.
    if (started.replayed) throw new Error("vendor-api: a ledger operation without its vendor transaction");
    const { operation } = started;
    const leg: Leg =
      decision.direction === "debit"
        ? { from: wallet, to: clearing, amount: call.amount }
        : { from: clearing, to: wallet, amount: call.amount };
    let transfers;
    try {
      transfers = await operation.transfer([leg]);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "insufficient_balance") throw error;
      open = false;
      const first = await rollbackAndStoreRefusal(client, row({ code: error.code, value: null }, null, null));
      if (first === null) throw error;
      if (!first.fingerprint.equals(fingerprint)) throw new AppError("idempotency_conflict");
      return replay(first.answer);
    }
    const after = decision.direction === "debit" ? transfers[0]!.debitBalanceAfter : transfers[0]!.creditBalanceAfter;
    const value = answerValue(memberId, after, call.transactionId, operation.id);
    await commitCall(client, row({ code: "ok", value }, decision.reference, operation.id), decision.round);
    open = false;
    void app.realtime.notify(memberId, { type: "balance_changed" });
    return value;
  } finally {
    if (open) {
      await client.query("rollback").catch((error: Error) => {
        broken = error;
      });
    }
    // A connection that could not roll back is closed instead of going back to the pool.
    client.release(broken);
  }
}
