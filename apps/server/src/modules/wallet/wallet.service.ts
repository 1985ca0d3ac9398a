import type { FastifyInstance } from "fastify";
import { MAIN_WALLET, type BalanceValue, type ConsolidatedFundsValue } from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { main, runOperation, vendorWallet, type Leg } from "../ledger/ledger.ts";
import {
  hasTransferVendor,
  lockWallets,
  memberBalances,
  pendingDeposits,
  walletSnapshot,
  type MemberBalances,
  type TransferVendor,
} from "./wallet.repository.ts";

/*
 * The member's wallets (spec §2 header, §3 merchant wallet and balance, §7 wallet calls): the main
 * wallet and one wallet per transfer-wallet vendor. Money moves between them only through the
 * ledger (architecture.md §4); every move is one idempotent operation keyed by the client's
 * requestId, and its answer — the balances right after it — is what a retry gets back.
 */

function balanceValue(vendors: TransferVendor[], balances: MemberBalances): BalanceValue {
  let vendorSum = 0n;
  for (const balance of balances.vendors.values()) vendorSum += balance;
  return {
    sumBalance: (balances.main + vendorSum).toString(),
    mainBalance: balances.main.toString(),
    wallets: vendors.map((vendor) => ({
      vendorCode: vendor.code,
      displayName: vendor.displayName,
      balance: (balances.vendors.get(vendor.code) ?? 0n).toString(),
    })),
  };
}

/** GET balance: main + every vendor wallet; the listed wallets are the enabled transfer vendors. */
export async function balance(app: FastifyInstance, memberId: bigint): Promise<BalanceValue> {
  const { vendors, balances } = await walletSnapshot(app.db, memberId);
  return balanceValue(vendors, balances);
}

/** GCS_merchantWallet: a single (seamless) wallet when no enabled vendor keeps its own. */
export async function merchantWallet(app: FastifyInstance): Promise<{ isSingle: boolean }> {
  return { isSingle: !(await hasTransferVendor(app.db)) };
}

export async function consolidatedFunds(app: FastifyInstance, memberId: bigint): Promise<ConsolidatedFundsValue> {
  const [balances, pending] = await Promise.all([memberBalances(app.db, memberId), pendingDeposits(app.db, memberId)]);
  let vendorSum = 0n;
  for (const value of balances.vendors.values()) vendorSum += value;
  return {
    sumBalance: (balances.main + vendorSum).toString(),
    mainBalance: balances.main.toString(),
    vendorBalance: vendorSum.toString(),
    withdrawalHold: balances.withdrawalHold.toString(),
    pendingDeposits: pending.toString(),
  };
}

export type TransferInput = { from: string; to: string; amount: bigint; requestId: string };

/**
 * GCS_walletTransfer: MAIN → vendor or vendor → MAIN, one ledger operation. A retry with the same
 * requestId returns the first answer (even if the vendor was disabled since); the same requestId
 * with other fields is refused with idempotency_conflict.
 *
 * Round trips: the read of the vendor list and the member's balances runs on its own pooled
 * connection while the operation begins (its key is stored), so it costs no extra wait; then the
 * ledger's. The answer takes main and the vendor wallet from the ledger's balances after the
 * transfer (read under its row locks) and the member's other vendor wallets from that read.
 */
export async function transfer(app: FastifyInstance, memberId: bigint, input: TransferInput): Promise<BalanceValue> {
  const { from, to, amount, requestId } = input;
  if (from === to || (from !== MAIN_WALLET && to !== MAIN_WALLET)) throw new AppError("wallet_transfer_invalid");
  const outbound = from === MAIN_WALLET;
  const vendorCode = outbound ? to : from;
  const mainRef = main(memberId);
  const vendorRef = vendorWallet(memberId, vendorCode);
  const snapshot = walletSnapshot(app.db, memberId);
  // A replay answers without waiting for the read; its failure then is nobody's concern.
  snapshot.catch(() => {});
  const outcome = await runOperation(
    app.db,
    { key: requestId, kind: "wallet_transfer", memberId, fingerprint: { from, to, amount } },
    async (op) => {
      const { vendors, balances } = await snapshot;
      // Checked inside the operation, after the key: a retry gets its first answer whatever the
      // vendor's state now.
      if (!vendors.some((vendor) => vendor.code === vendorCode)) throw new AppError("wallet_not_found");
      const leg: Leg = outbound ? { from: mainRef, to: vendorRef, amount } : { from: vendorRef, to: mainRef, amount };
      const [row] = await op.transfer([leg]);
      const after: MemberBalances = { ...balances, vendors: new Map(balances.vendors) };
      after.main = outbound ? row!.debitBalanceAfter : row!.creditBalanceAfter;
      after.vendors.set(vendorCode, outbound ? row!.creditBalanceAfter : row!.debitBalanceAfter);
      return balanceValue(vendors, after);
    },
  );
  if (!outcome.replayed) await app.realtime.notify(memberId, { type: "balance_changed" });
  return outcome.value;
}

/**
 * GCS_returnBalance: every vendor wallet with money back to MAIN in one operation (vendors no longer
 * listed included: the money is the member's). Nothing to return is a success with no transfer.
 */
export async function returnBalance(app: FastifyInstance, memberId: bigint, requestId: string): Promise<BalanceValue> {
  const { vendors } = await walletSnapshot(app.db, memberId);
  let moved = false;
  const outcome = await runOperation(
    app.db,
    { key: requestId, kind: "return_balance", memberId, fingerprint: {} },
    async (op) => {
      const locked = await lockWallets(op.client, memberId);
      const legs: Leg[] = [...locked.vendors.entries()]
        .filter(([, balance]) => balance > 0n)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([vendorCode, balance]) => ({
          from: vendorWallet(memberId, vendorCode),
          to: main(memberId),
          amount: balance,
        }));
      if (legs.length > 0) {
        await op.transfer(legs);
        moved = true;
      }
      const returned = legs.reduce((sum, leg) => sum + leg.amount, 0n);
      const after: MemberBalances = {
        main: locked.main + returned,
        vendors: new Map([...locked.vendors.keys()].map((code) => [code, 0n])),
        withdrawalHold: 0n,
      };
      return balanceValue(vendors, after);
    },
  );
  if (moved) await app.realtime.notify(memberId, { type: "balance_changed" });
  return outcome.value;
}
