import type { CashierSettingsRequest, StoredText, VnBankCode } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

export type BrandRow = {
  name: string;
  merchant_code: string;
  currency: string;
  default_language: string;
  login_required: boolean;
  affiliate_link_enabled: boolean;
  chat_header_color: string;
  maintenance: boolean;
  restricted_countries: string[];
  image_cdns: string[];
  launch_game_cdns: string[];
  domains: string[];
};

export async function findBrand(db: DbClient): Promise<BrandRow | null> {
  const { rows } = await db.query<BrandRow>(
    `select name, merchant_code, currency, default_language, login_required, affiliate_link_enabled,
            chat_header_color, maintenance, restricted_countries, image_cdns, launch_game_cdns, domains
       from brand where id = 1`,
  );
  return rows[0] ?? null;
}

export async function setMaintenance(db: DbClient, on: boolean): Promise<void> {
  await db.query("update brand set maintenance = $1, updated_at = now() where id = 1", [on]);
}

export async function setRestrictedCountries(db: DbClient, countries: string[]): Promise<void> {
  await db.query("update brand set restricted_countries = $1, updated_at = now() where id = 1", [countries]);
}

export async function setLoginRequired(db: DbClient, on: boolean): Promise<void> {
  await db.query("update brand set login_required = $1, updated_at = now() where id = 1", [on]);
}

export type SettingRow = { mod_id: string; parent_mod_id: string | null; enabled: boolean };
export async function listSettings(db: DbClient): Promise<SettingRow[]> {
  const { rows } = await db.query<SettingRow>(
    "select mod_id, parent_mod_id, enabled from setting_node order by sort, mod_id",
  );
  return rows;
}

export async function setSettingEnabled(db: DbClient, modId: string, enabled: boolean): Promise<boolean> {
  const result = await db.query("update setting_node set enabled = $2 where mod_id = $1", [modId, enabled]);
  return result.rowCount === 1;
}

export type RegisterRuleRow = {
  field: string;
  enabled: boolean;
  required: boolean;
  accepted_pattern: string;
  pattern_id: number;
  min_length: number;
  max_length: number;
};
export async function listRegisterRules(db: DbClient): Promise<RegisterRuleRow[]> {
  const { rows } = await db.query<RegisterRuleRow>(
    `select field, enabled, required, accepted_pattern, pattern_id, min_length, max_length
       from register_field_rule order by sort, field`,
  );
  return rows;
}

export type ResourceRow = { resource_type: string; url: string; qr_code_url: string; label_name_en: string };
export async function listResources(db: DbClient): Promise<ResourceRow[]> {
  const { rows } = await db.query<ResourceRow>(
    "select resource_type, url, qr_code_url, label_name_en from resource order by resource_type",
  );
  return rows;
}

export type CustomerServiceRow = { id: number; title: StoredText; cs_type: string; url: string };
export async function listCustomerService(db: DbClient): Promise<CustomerServiceRow[]> {
  const { rows } = await db.query<CustomerServiceRow>(
    "select id, title, cs_type, url from customer_service order by sort, id",
  );
  return rows;
}

export type CountryRow = { country_code: string; dialing_code: string; name: StoredText; mobile_digits: number };
export async function listCountries(db: DbClient): Promise<CountryRow[]> {
  const { rows } = await db.query<CountryRow>(
    "select country_code, dialing_code, name, mobile_digits from country order by sort, country_code",
  );
  return rows;
}

export type HelpRow = {
  category_id: number;
  code: string;
  category_title: StoredText;
  article_id: number | null;
  article_title: StoredText | null;
  article_content: StoredText | null;
};
export async function listHelp(db: DbClient): Promise<HelpRow[]> {
  const { rows } = await db.query<HelpRow>(
    `select c.id as category_id, c.code, c.title as category_title,
            a.id as article_id, a.title as article_title, a.content as article_content
       from help_category c left join help_article a on a.category_id = c.id
      order by c.sort, c.id, a.sort, a.id`,
  );
  return rows;
}

export type VipRow = {
  level: number;
  name: StoredText;
  deposit_requirement: bigint;
  bet_requirement: bigint;
  upgrade_bonus: bigint;
  monthly_bonus: bigint;
  rebate_basis_points: number;
  daily_withdrawals: number;
  benefits: StoredText<string[]>;
};
export async function listVipLevels(db: DbClient): Promise<VipRow[]> {
  const { rows } = await db.query<VipRow>(
    `select level, name, deposit_requirement, bet_requirement, upgrade_bonus, monthly_bonus,
            rebate_basis_points, daily_withdrawals, benefits
       from vip_level order by level`,
  );
  return rows;
}

export async function writeAudit(db: DbClient, actor: string, action: string, detail: object): Promise<void> {
  await db.query("insert into audit_log (actor, action, detail) values ($1, $2, $3)", [actor, action, detail]);
}

/** Locks the brand row until the transaction ends (one change of the site switches at a time). */
export async function lockBrand(db: DbClient): Promise<void> {
  await db.query("select 1 from brand where id = 1 for update");
}

export async function updateRegisterRule(
  db: DbClient,
  rule: {
    field: string;
    enabled: boolean;
    required: boolean;
    patternId: number;
    acceptedPattern: string;
    minLength: number;
    maxLength: number;
  },
): Promise<void> {
  await db.query(
    `update register_field_rule set enabled = $2, required = $3, pattern_id = $4, accepted_pattern = $5,
            min_length = $6, max_length = $7
      where field = $1`,
    [rule.field, rule.enabled, rule.required, rule.patternId, rule.acceptedPattern, rule.minLength, rule.maxLength],
  );
}

/* ---- Cashier configuration the operator sets from the console (receiving accounts, limits) ---- */

export type ReceivingAccountRow = {
  id: bigint;
  bank_code: VnBankCode;
  account_number: string;
  account_name: string;
  enabled: boolean;
};
export type ReceivingAccountInput = {
  bankCode: VnBankCode;
  accountNumber: string;
  accountName: string;
  enabled: boolean;
};
const RECEIVING_COLUMNS = "id, bank_code, account_number, account_name, enabled";

export async function listReceivingAccounts(db: DbClient): Promise<ReceivingAccountRow[]> {
  const { rows } = await db.query<ReceivingAccountRow>(
    `select ${RECEIVING_COLUMNS} from receiving_account order by id`,
  );
  return rows;
}

/** Inserts a receiving account; a duplicate (bank, number) rejects with PostgreSQL's unique violation. */
export async function insertReceivingAccount(db: DbClient, input: ReceivingAccountInput): Promise<ReceivingAccountRow> {
  const { rows } = await db.query<ReceivingAccountRow>(
    `insert into receiving_account (bank_code, account_number, account_name, enabled) values ($1, $2, $3, $4)
     returning ${RECEIVING_COLUMNS}`,
    [input.bankCode, input.accountNumber, input.accountName, input.enabled],
  );
  return rows[0]!;
}

export async function lockReceivingAccount(db: DbClient, id: bigint): Promise<ReceivingAccountRow | null> {
  const { rows } = await db.query<ReceivingAccountRow>(
    `select ${RECEIVING_COLUMNS} from receiving_account where id = $1 for update`,
    [id.toString()],
  );
  return rows[0] ?? null;
}

/** Updates a receiving account; a duplicate (bank, number) rejects with PostgreSQL's unique violation. */
export async function updateReceivingAccount(
  db: DbClient,
  id: bigint,
  input: ReceivingAccountInput,
): Promise<ReceivingAccountRow> {
  const { rows } = await db.query<ReceivingAccountRow>(
    `update receiving_account set bank_code = $2, account_number = $3, account_name = $4, enabled = $5
      where id = $1 returning ${RECEIVING_COLUMNS}`,
    [id.toString(), input.bankCode, input.accountNumber, input.accountName, input.enabled],
  );
  return rows[0]!;
}

/** The cashier_setting row (its one row): deposit and withdrawal limits in minor units. */
export type CashierSettingRow = {
  deposit_enabled: boolean;
  deposit_min: bigint;
  deposit_max: bigint;
  deposit_expiry_minutes: number;
  withdraw_enabled: boolean;
  withdraw_min: bigint;
  withdraw_max: bigint;
  withdraw_daily_count: number;
  auto_receipt_minutes: number;
};

export async function findCashierSettings(db: DbClient, lock = false): Promise<CashierSettingRow | null> {
  const { rows } = await db.query<CashierSettingRow>(`select * from cashier_setting ${lock ? "for update" : ""}`);
  return rows[0] ?? null;
}

/** Limits in minor units (as decimal strings). */
export async function updateCashierSettings(db: DbClient, input: CashierSettingsRequest): Promise<CashierSettingRow> {
  const { rows } = await db.query<CashierSettingRow>(
    `update cashier_setting set deposit_enabled = $1, deposit_min = $2, deposit_max = $3, deposit_expiry_minutes = $4,
            withdraw_enabled = $5, withdraw_min = $6, withdraw_max = $7, withdraw_daily_count = $8,
            auto_receipt_minutes = $9, updated_at = now()
     returning *`,
    [
      input.deposit.enabled,
      input.deposit.minAmount,
      input.deposit.maxAmount,
      input.deposit.expiryMinutes,
      input.withdraw.enabled,
      input.withdraw.minAmount,
      input.withdraw.maxAmount,
      input.withdraw.dailyCount,
      input.withdraw.autoReceiptMinutes,
    ],
  );
  return rows[0]!;
}
