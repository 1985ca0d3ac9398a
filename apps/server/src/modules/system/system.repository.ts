import type { DbClient } from "../../db/pool.ts";
import type { StoredText } from "@lotus/contracts";

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
