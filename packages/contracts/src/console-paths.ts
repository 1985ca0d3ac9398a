/** The operator console's paths, roles and permissions (zod-free, for apps/console); schemas in console.ts. */
export const OPERATOR_ROLES = ["admin", "cashier"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const CONSOLE_PATHS = {
  login: "/console/api/session",
  logout: "/console/api/session",
  me: "/console/api/me",
  deposits: "/console/api/deposits",
  depositConfirm: "/console/api/deposits/:orderNo/confirm",
  depositReject: "/console/api/deposits/:orderNo/reject",
  withdrawals: "/console/api/withdrawals",
  withdrawalApprove: "/console/api/withdrawals/:orderNo/approve",
  withdrawalPay: "/console/api/withdrawals/:orderNo/pay",
  withdrawalReject: "/console/api/withdrawals/:orderNo/reject",
  withdrawalResolve: "/console/api/withdrawals/:orderNo/resolve",
  withdrawalProof: "/console/api/withdrawals/:orderNo/proofs/:proofId",
  members: "/console/api/members",
  member: "/console/api/members/:id",
  memberLedger: "/console/api/members/:id/ledger",
  memberAdjust: "/console/api/members/:id/adjustments",
  receivingAccounts: "/console/api/receiving-accounts",
  receivingAccount: "/console/api/receiving-accounts/:id",
  cashierSettings: "/console/api/cashier-settings",
  system: "/console/api/system",
  whitelabel: "/console/api/whitelabel",
  registerRules: "/console/api/register-rules",
  audit: "/console/api/audit",
  ledgerStatus: "/console/api/ledger/status",
  gameVendors: "/console/api/game-vendors",
  gameVendor: "/console/api/game-vendors/:code",
  games: "/console/api/games",
  gameFlags: "/console/api/games/flags",
  gameRounds: "/console/api/game-rounds",
  vendorTransaction: "/console/api/vendor-transaction",
} as const;

/** Which roles may call what: admin everything; cashier the queues and read-only member views. */
export const CONSOLE_PERMISSIONS = {
  queues: ["admin", "cashier"],
  members: ["admin", "cashier"],
  adjust: ["admin"],
  settings: ["admin"],
  audit: ["admin"],
  /** Reading the game catalogue, vendors, rounds and vendor transactions. */
  gamesRead: ["admin", "cashier"],
  /** Changing games and vendors (enable, maintenance, hot). */
  games: ["admin"],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type ConsolePermission = keyof typeof CONSOLE_PERMISSIONS;
