import { MAIN_WALLET, type BalanceValue, type ConsolidatedFundsValue, type MemberEvent } from "@lotus/contracts";
import type { Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { memberBalances, operationFingerprint } from "../ledger/index.ts";
import { contractFlags } from "../agents/index.ts";
import {
  hasTransferVendor,
  pendingDeposits,
  returnBalanceCall,
  transferCall,
  walletBalance,
} from "./wallet.repository.ts";
import { assertEligible } from "../protection/index.ts";

/*
 * The member's wallets (spec §2 header, §3 merchant wallet and balance, §7 wallet calls): the main
 * wallet and one wallet per transfer-wallet vendor. Money moves between them only through the
 * ledger (architecture.md §4); every move is one idempotent operation keyed by the client's
 * requestId, and its answer — the balances right after it — is what a retry gets back. Each move is
 * ONE SQL statement (wallet/sql/*.sql): key claimed, legs applied, result stored, balances read.
 */

/** Where a member's open tabs are signalled (the realtime hub's `notify`). */
export type WalletSignals = { notify(memberId: bigint, event: MemberEvent): Promise<void> };

/** What the wallet's services work with: the pool and the member signals. */
export type WalletDeps = { db: Db; signals: WalletSignals };

/** The wallet's dependencies taken from the server (routes, other modules' routes, tests). */
export function walletDeps(app: { db: Db; realtime: WalletSignals }): WalletDeps {
  return { db: app.db, signals: app.realtime };
}

/** GET balance: main + every vendor wallet; the listed wallets are the enabled transfer vendors. */
export function balance(deps: Pick<WalletDeps, "db">, memberId: bigint): Promise<BalanceValue> {
  return walletBalance(deps.db, memberId);
}

/** GCS_merchantWallet: a single (seamless) wallet when no enabled vendor keeps its own. */
export async function merchantWallet(deps: Pick<WalletDeps, "db">): Promise<{ isSingle: boolean }> {
  return { isSingle: !(await hasTransferVendor(deps.db)) };
}

export async function consolidatedFunds(
  deps: Pick<WalletDeps, "db">,
  memberId: bigint,
): Promise<ConsolidatedFundsValue> {
  const [balances, pending, flags] = await Promise.all([
    memberBalances(deps.db, memberId),
    pendingDeposits(deps.db, memberId),
    contractFlags(deps.db, memberId),
  ]);
  let vendorSum = 0n;
  for (const value of balances.vendors.values()) vendorSum += value;
  return {
    sumBalance: (balances.main + vendorSum).toString(),
    mainBalance: balances.main.toString(),
    vendorBalance: vendorSum.toString(),
    withdrawalHold: balances.withdrawalHold.toString(),
    pendingDeposits: pending.toString(),
    ...flags,
  };
}

export type TransferInput = { from: string; to: string; amount: bigint; requestId: string };

/** The transfer's rule before any SQL: MAIN → vendor or vendor → MAIN, never MAIN → MAIN. */
export function checkTransfer(input: Pick<TransferInput, "from" | "to">): void {
  const { from, to } = input;
  if (from === to || (from !== MAIN_WALLET && to !== MAIN_WALLET)) throw new AppError("wallet_transfer_invalid");
}

/**
 * GCS_walletTransfer: MAIN → vendor or vendor → MAIN, one ledger operation in one round trip. A
 * retry with the same requestId returns the first answer (even if the vendor was disabled since);
 * the same requestId with other fields is refused with idempotency_conflict.
 */
export async function transfer(deps: WalletDeps, memberId: bigint, input: TransferInput): Promise<BalanceValue> {
  checkTransfer(input);
  const { from, to, amount, requestId } = input;
  // Money into a game wallet is play: refused during a time-out or self-exclusion (issue 16).
  if (to !== MAIN_WALLET) await assertEligible(deps.db, memberId, "transfer_in", { amount });
  const outcome = await transferCall(deps.db, {
    memberId,
    key: requestId,
    fingerprint: operationFingerprint({ kind: "wallet_transfer", fingerprint: { from, to, amount } }),
    from,
    to,
    amount,
  });
  if (outcome.moved) await deps.signals.notify(memberId, { type: "balance_changed" });
  return outcome.value;
}

/**
 * GCS_returnBalance: every vendor wallet with money back to MAIN in one operation (vendors no longer
 * listed included: the money is the member's). Nothing to return is a success with no transfer.
 */
export async function returnBalance(deps: WalletDeps, memberId: bigint, requestId: string): Promise<BalanceValue> {
  const outcome = await returnBalanceCall(deps.db, {
    memberId,
    key: requestId,
    fingerprint: operationFingerprint({ kind: "return_balance", fingerprint: {} }),
  });
  if (outcome.moved) await deps.signals.notify(memberId, { type: "balance_changed" });
  return outcome.value;
}
