import type { DbClient } from "../../db/pool.ts";
import { CURRENCY } from "../ledger/ledger.ts";

/** A game vendor that keeps its own wallet (wallet_mode 'transfer'), in the vendor list's order. */
export type TransferVendor = { code: string; displayName: string };

/** Enabled transfer-wallet vendors, sorted like the game vendor list (sort, account type). */
export async function listTransferVendors(db: DbClient): Promise<TransferVendor[]> {
  const { rows } = await db.query<{ vendor_code: string; display_name: string }>(
    `select vendor_code, display_name from game_vendor
      where enabled and wallet_mode = 'transfer'
      order by sort, account_type_id`,
  );
  return rows.map((row) => ({ code: row.vendor_code, displayName: row.display_name }));
}

/** Whether any enabled vendor keeps its own wallet (GCS_merchantWallet isSingle is the opposite). */
export async function hasTransferVendor(db: DbClient): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    "select exists (select 1 from game_vendor where enabled and wallet_mode = 'transfer') as found",
  );
  return rows[0]!.found;
}

export type MemberBalances = {
  main: bigint;
  /** Every vendor wallet of the member by vendor code (including vendors no longer listed). */
  vendors: Map<string, bigint>;
  withdrawalHold: bigint;
};

/** The member's player accounts (main, vendor wallets, withdrawal hold); missing accounts are 0. */
export async function memberBalances(db: DbClient, memberId: bigint): Promise<MemberBalances> {
  const { rows } = await db.query<{ kind: string; vendor_code: string; balance: bigint }>(
    "select kind, vendor_code, balance from ledger_account where member_id = $1 and currency = $2",
    [memberId.toString(), CURRENCY],
  );
  const balances: MemberBalances = { main: 0n, vendors: new Map(), withdrawalHold: 0n };
  for (const row of rows) {
    if (row.kind === "player_main") balances.main += row.balance;
    else if (row.kind === "player_vendor") balances.vendors.set(row.vendor_code, row.balance);
    else if (row.kind === "player_withdrawal_hold") balances.withdrawalHold += row.balance;
  }
  return balances;
}

/**
 * The transfer vendors and the member's balances in one round trip (the wallet transfer's read
 * before its operation; the balance call).
 */
export async function walletSnapshot(
  db: DbClient,
  memberId: bigint,
): Promise<{ vendors: TransferVendor[]; balances: MemberBalances }> {
  const { rows } = await db.query<{
    part: "vendor" | "account";
    ord: bigint;
    kind: string;
    code: string;
    name: string;
    balance: bigint;
  }>(
    `select 'vendor' as part, row_number() over (order by sort, account_type_id) as ord, '' as kind,
            vendor_code as code, display_name as name, 0::int8 as balance
       from game_vendor where enabled and wallet_mode = 'transfer'
     union all
     select 'account', 0, kind, vendor_code, '', balance from ledger_account where member_id = $1 and currency = $2`,
    [memberId.toString(), CURRENCY],
  );
  const listed: { ord: bigint; vendor: TransferVendor }[] = [];
  const balances: MemberBalances = { main: 0n, vendors: new Map(), withdrawalHold: 0n };
  for (const row of rows) {
    if (row.part === "vendor") listed.push({ ord: row.ord, vendor: { code: row.code, displayName: row.name } });
    else if (row.kind === "player_main") balances.main += row.balance;
    else if (row.kind === "player_vendor") balances.vendors.set(row.code, row.balance);
    else if (row.kind === "player_withdrawal_hold") balances.withdrawalHold += row.balance;
  }
  const vendors = listed.sort((a, b) => (a.ord < b.ord ? -1 : a.ord > b.ord ? 1 : 0)).map((entry) => entry.vendor);
  return { vendors, balances };
}

/**
 * Locks the member's main and vendor accounts in ascending id order (the ledger's lock order) and
 * returns their balances. Taken before a return-balance computes its legs, so no concurrent transfer
 * changes a vendor balance between reading it and moving it.
 */
export async function lockWallets(db: DbClient, memberId: bigint): Promise<MemberBalances> {
  const { rows } = await db.query<{ kind: string; vendor_code: string; balance: bigint }>(
    `select kind, vendor_code, balance from ledger_account
      where member_id = $1 and currency = $2 and kind in ('player_main', 'player_vendor')
      order by id for update`,
    [memberId.toString(), CURRENCY],
  );
  const balances: MemberBalances = { main: 0n, vendors: new Map(), withdrawalHold: 0n };
  for (const row of rows) {
    if (row.kind === "player_main") balances.main += row.balance;
    else balances.vendors.set(row.vendor_code, row.balance);
  }
  return balances;
}

/** Deposit orders of the member that wait for the money and have not expired yet. */
export async function pendingDeposits(db: DbClient, memberId: bigint): Promise<bigint> {
  const { rows } = await db.query<{ total: bigint }>(
    `select coalesce(sum(amount), 0)::int8 as total from deposit_order
      where member_id = $1 and status = 'pending' and expires_at > now()`,
    [memberId.toString()],
  );
  return rows[0]!.total;
}
