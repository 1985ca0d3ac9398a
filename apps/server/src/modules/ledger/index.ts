/*
 * The ledger's public surface (architecture.md §4). Other modules move money and read balances,
 * operations and transfers only through these functions (in TypeScript) or the ledger's SQL
 * functions (ledger/sql/*.sql: ledger_claim, ledger_apply_legs, ledger_account_id,
 * ledger_member_accounts, ledger_finish) called from their own SQL functions: the ledger's table
 * layout is known here only.
 */
export {
  CURRENCY,
  POINTS_CURRENCY,
  PLAYER_KINDS,
  SYSTEM_KINDS,
  SYSTEM_SHARDS,
  balanceOf,
  bonusAccount,
  currencyOf,
  beginOperation,
  finishOperation,
  main,
  memberAccounts,
  memberBalances,
  operationFingerprint,
  pointsAccount,
  runOperation,
  storedResult,
  system,
  vendorWallet,
  withdrawalHold,
  type AccountKind,
  type AccountRef,
  type Leg,
  type MemberBalances,
  type Operation,
  type OperationKind,
  type OperationOutcome,
  type OperationSpec,
  type PlayerKind,
  type SystemKind,
  type TransferRow,
} from "./ledger.ts";
export {
  STATEMENT_SQL,
  mainWalletStatement,
  memberTransfers,
  type AccountName,
  type MemberTransferRow,
  type StatementPage,
  type StatementQuery,
  type StatementRow,
} from "./ledger.statement.ts";
export { sealLedger, type SealResult } from "./ledger.seal.ts";
export { verifyLedger, type LedgerReport } from "./ledger.verify.ts";
export { ledgerConsoleRoutes } from "./ledger.console.routes.ts";
export { ledgerJobs, SEAL_JOB } from "./ledger.jobs.ts";
