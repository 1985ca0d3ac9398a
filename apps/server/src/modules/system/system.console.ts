import type pg from "pg";
import {
  INT8_MAX,
  patternOf,
  type CashierSettings,
  type CashierSettingsRequest,
  type RegisterFieldRule,
  type VnBankCode,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { ISO_COUNTRY_CODES } from "../../cli/iso-countries.ts";
import * as system from "./system.repository.ts";
import { appendAudit, type Actor, type AuditDetail } from "../operator/index.ts";

/*
 * The operator's configuration from the console: receiving bank accounts, cashier limits, the
 * site switches (maintenance, restricted countries, login required, the same columns the admin
 * CLI changes), white-label flags and registration field rules. Each change and its audit row
 * are one transaction; nothing is cached, so a change is in effect for the next member call.
 */

type Queryable = DbClient;

const UNIQUE_VIOLATION = "23505";
const audit = (tx: pg.PoolClient, actor: Actor, action: string, target: string, detail: AuditDetail) =>
  appendAudit(tx, { operator: actor.session.username, action, target, ip: actor.ip, detail });

/* ---- Receiving accounts ---- */

export type ReceivingAccount = {
  id: string;
  bankCode: VnBankCode;
  accountNumber: string;
  accountName: string;
  enabled: boolean;
};
const toReceiving = (r: system.ReceivingAccountRow): ReceivingAccount => ({
  id: r.id.toString(),
  bankCode: r.bank_code,
  accountNumber: r.account_number,
  accountName: r.account_name,
  enabled: r.enabled,
});

export async function listReceivingAccounts(db: Queryable): Promise<ReceivingAccount[]> {
  return (await system.listReceivingAccounts(db)).map(toReceiving);
}

type ReceivingInput = system.ReceivingAccountInput;

function duplicateAsConflict(error: unknown): never {
  if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new AppError("bank_account_exists");
  throw error;
}

export async function createReceivingAccount(db: Db, input: ReceivingInput, actor: Actor): Promise<ReceivingAccount> {
  return inTransaction(db, async (tx) => {
    const created = toReceiving(await system.insertReceivingAccount(tx, input).catch(duplicateAsConflict));
    await audit(tx, actor, "receiving_account.create", `receiving_account:${created.id}`, { ...input });
    return created;
  });
}

export async function updateReceivingAccount(
  db: Db,
  id: bigint,
  input: ReceivingInput,
  actor: Actor,
): Promise<ReceivingAccount> {
  return inTransaction(db, async (tx) => {
    const before = await system.lockReceivingAccount(tx, id);
    if (!before) throw new AppError("not_found");
    const from = toReceiving(before);
    const to = toReceiving(await system.updateReceivingAccount(tx, id, input).catch(duplicateAsConflict));
    await audit(tx, actor, "receiving_account.update", `receiving_account:${to.id}`, {
      from: { ...from },
      to: { ...to },
    });
    return to;
  });
}

/* ---- Cashier settings ---- */

const toCashier = (r: system.CashierSettingRow): CashierSettings => ({
  deposit: {
    enabled: r.deposit_enabled,
    minAmount: r.deposit_min.toString(),
    maxAmount: r.deposit_max.toString(),
    expiryMinutes: r.deposit_expiry_minutes,
  },
  withdraw: {
    enabled: r.withdraw_enabled,
    minAmount: r.withdraw_min.toString(),
    maxAmount: r.withdraw_max.toString(),
    dailyCount: r.withdraw_daily_count,
    autoReceiptMinutes: r.auto_receipt_minutes,
  },
});

export async function readCashierSettings(db: Queryable, lock = false): Promise<CashierSettings> {
  const row = await system.findCashierSettings(db, lock);
  if (!row) throw new AppError("system_error");
  return toCashier(row);
}

/** Limits in minor units: every amount must fit int8 (the contract's pattern allows 19 digits). */
export function checkCashierAmounts(input: CashierSettingsRequest): void {
  const amounts = [
    input.deposit.minAmount,
    input.deposit.maxAmount,
    input.withdraw.minAmount,
    input.withdraw.maxAmount,
  ];
  if (amounts.some((a) => BigInt(a) > INT8_MAX)) {
    throw new AppError("validation_failed", { detail: "amount above the largest supported value" });
  }
}

export async function updateCashierSettings(
  db: Db,
  input: CashierSettingsRequest,
  actor: Actor,
): Promise<CashierSettings> {
  checkCashierAmounts(input);
  return inTransaction(db, async (tx) => {
    const from = await readCashierSettings(tx, true);
    const to = toCashier(await system.updateCashierSettings(tx, input));
    await audit(tx, actor, "cashier_setting.update", "cashier_setting", {
      from: { deposit: { ...from.deposit }, withdraw: { ...from.withdraw } },
      to: { deposit: { ...to.deposit }, withdraw: { ...to.withdraw } },
    });
    return to;
  });
}

/* ---- Site switches (the same columns as `npm run admin -- maintenance|restrict-countries|login-required`) ---- */

export type SiteSystem = { maintenance: boolean; restrictedCountries: string[]; loginRequired: boolean };

async function loadBrand(db: Queryable): Promise<system.BrandRow> {
  const brand = await system.findBrand(db);
  if (!brand) throw new AppError("system_error");
  return brand;
}

export async function readSystem(db: Queryable): Promise<SiteSystem> {
  const brand = await loadBrand(db);
  return {
    maintenance: brand.maintenance,
    restrictedCountries: brand.restricted_countries,
    loginRequired: brand.login_required,
  };
}

export async function updateSystem(db: Db, input: SiteSystem, actor: Actor): Promise<SiteSystem> {
  const unknown = input.restrictedCountries.filter((c) => !ISO_COUNTRY_CODES.has(c));
  if (unknown.length > 0) {
    throw new AppError("validation_failed", { detail: `not ISO 3166-1 country codes: ${unknown.join(", ")}` });
  }
  const countries = [...new Set(input.restrictedCountries)].sort();
  return inTransaction(db, async (tx) => {
    await system.lockBrand(tx);
    const from = await readSystem(tx);
    const changes: AuditDetail = {};
    if (from.maintenance !== input.maintenance) {
      await system.setMaintenance(tx, input.maintenance);
      changes.maintenance = { from: from.maintenance, to: input.maintenance };
    }
    if (from.restrictedCountries.join(",") !== countries.join(",")) {
      await system.setRestrictedCountries(tx, countries);
      changes.restrictedCountries = { from: from.restrictedCountries, to: countries };
    }
    if (from.loginRequired !== input.loginRequired) {
      await system.setLoginRequired(tx, input.loginRequired);
      changes.loginRequired = { from: from.loginRequired, to: input.loginRequired };
    }
    await audit(tx, actor, "system.update", "brand", changes);
    return readSystem(tx);
  });
}

/* ---- White-label flags (setting_node) ---- */

export type WhitelabelFlag = { modId: string; enabled: boolean };

export async function listWhitelabel(db: Queryable): Promise<WhitelabelFlag[]> {
  return (await system.listSettings(db)).map((s) => ({ modId: s.mod_id, enabled: s.enabled }));
}

/** Switches the given flags; an unknown modId (or one given twice) changes nothing. */
export async function updateWhitelabel(db: Db, flags: WhitelabelFlag[], actor: Actor): Promise<WhitelabelFlag[]> {
  const ids = flags.map((f) => f.modId);
  if (new Set(ids).size !== ids.length) throw new AppError("validation_failed", { detail: "a modId given twice" });
  return inTransaction(db, async (tx) => {
    const current = new Map((await system.listSettings(tx)).map((s) => [s.mod_id, s.enabled]));
    const unknown = ids.filter((id) => !current.has(id));
    if (unknown.length > 0)
      throw new AppError("validation_failed", { detail: `unknown settings: ${unknown.join(", ")}` });
    const changed: AuditDetail[] = [];
    for (const flag of flags) {
      if (current.get(flag.modId) === flag.enabled) continue;
      await system.setSettingEnabled(tx, flag.modId, flag.enabled);
      changed.push({ modId: flag.modId, from: !flag.enabled, to: flag.enabled });
    }
    await audit(tx, actor, "whitelabel.update", "setting_node", { changed });
    return listWhitelabel(tx);
  });
}

/* ---- Registration field rules ---- */

export type ConsoleRegisterRule = Pick<
  RegisterFieldRule,
  "field" | "enabled" | "required" | "patternId" | "minLength" | "maxLength"
>;

export async function listRegisterRules(db: Queryable): Promise<ConsoleRegisterRule[]> {
  return (await system.listRegisterRules(db)).map((r) => ({
    field: r.field as ConsoleRegisterRule["field"],
    enabled: r.enabled,
    required: r.required,
    patternId: r.pattern_id as ConsoleRegisterRule["patternId"],
    minLength: r.min_length,
    maxLength: r.max_length,
  }));
}

/** Replaces the given fields' rules; acceptedPattern follows the pattern catalogue by patternId. */
export async function updateRegisterRules(
  db: Db,
  rules: ConsoleRegisterRule[],
  actor: Actor,
): Promise<ConsoleRegisterRule[]> {
  const fields = rules.map((r) => r.field);
  if (new Set(fields).size !== fields.length)
    throw new AppError("validation_failed", { detail: "a field given twice" });
  return inTransaction(db, async (tx) => {
    const current = new Map((await listRegisterRules(tx)).map((r) => [r.field, r]));
    const unknown = fields.filter((f) => !current.has(f));
    if (unknown.length > 0) throw new AppError("validation_failed", { detail: `no rule for: ${unknown.join(", ")}` });
    const changed: AuditDetail[] = [];
    for (const rule of rules) {
      const from = current.get(rule.field)!;
      if (
        from.enabled === rule.enabled &&
        from.required === rule.required &&
        from.patternId === rule.patternId &&
        from.minLength === rule.minLength &&
        from.maxLength === rule.maxLength
      ) {
        continue;
      }
      await system.updateRegisterRule(tx, { ...rule, acceptedPattern: patternOf(rule.patternId) });
      changed.push({ field: rule.field, from: { ...from }, to: { ...rule } });
    }
    await audit(tx, actor, "register_rules.update", "register_field_rule", { changed });
    return listRegisterRules(tx);
  });
}
