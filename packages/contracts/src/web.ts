/**
 * The web client's entry: runtime values that need no zod, and the types of every schema.
 * The root entry builds zod schemas at import time, which would put zod in the initial bundle.
 */
export * from "./constants.ts";
export * from "./languages.ts";
export * from "./paths.ts";
export * from "./errors.ts";
export * from "./patterns.ts";
export * from "./service-path.ts";
export * from "./settings.ts";
export * from "./categories.ts";
export * from "./lottery-schedule.ts";
export * from "./lottery-bets.ts";
export * from "./fair.ts";
export * from "./lottery-draw.ts";
export * from "./lottery-states.ts";
export * from "./envelope-crypto.ts";
export * from "./money-units.ts";
export * from "./search-fold.ts";
export * from "./banks.ts";
export * from "./money-enums.ts";
export * from "./console-paths.ts";
export * from "./realtime-close.ts";
export type * from "./envelope.ts";
export type * from "./wire.ts";
export type * from "./account.ts";
export type * from "./verification.ts";
export type * from "./system.ts";
export type * from "./notices.ts";
export type * from "./games.ts";
export type * from "./launch.ts";
export type * from "./wallet.ts";
export type * from "./cashier.ts";
export type * from "./records.ts";
export type * from "./ledger.ts";
export type * from "./game-records.ts";
export type * from "./operator.ts";
export type * from "./dashboard.ts";
export type * from "./realtime.ts";
export type * from "./agents.ts";
export type * from "./lottery.ts";
