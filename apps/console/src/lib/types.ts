import type {
  cashierSettingsResponseSchema,
  consoleAuditResponseSchema,
  consoleLedgerResponseSchema,
  consoleReceivingAccountSchema,
  consoleRegisterRuleSchema,
  consoleSystemSchema,
  consoleWhitelabelSchema,
  ledgerStatusResponseSchema,
} from "@lotus/contracts/web";

/*
 * Value types of the console calls that the contracts name only as schemas. The schemas arrive
 * here as types (the web entry re-exports them type-only), so zod stays out of the bundle; this
 * reads the output type that zod 4 records on every schema.
 */
type Output<S> = S extends { _zod: { output: infer O } } ? O : never;
type Value<S> = Output<S> extends { value: infer V } ? V : never;

export type LedgerPage = Value<typeof consoleLedgerResponseSchema>;
export type LedgerRow = LedgerPage["list"][number];
export type ReceivingAccount = Output<typeof consoleReceivingAccountSchema>;
export type CashierSettingsValue = Value<typeof cashierSettingsResponseSchema>;
export type SystemSettings = Output<typeof consoleSystemSchema>;
export type WhitelabelFlag = Output<typeof consoleWhitelabelSchema>[number];
export type RegisterRule = Output<typeof consoleRegisterRuleSchema>;
export type AuditPage = Value<typeof consoleAuditResponseSchema>;
export type AuditEntry = AuditPage["list"][number];
export type LedgerStatus = Value<typeof ledgerStatusResponseSchema>;

/** A paged list as every console list call answers it. */
export type Paged<T> = { total: number; list: T[] };
