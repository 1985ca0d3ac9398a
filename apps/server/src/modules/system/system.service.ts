import { randomBytes } from "node:crypto";
import {
  SYSTEM_STATUS,
  encodeServicePath,
  type CustomerService,
  type HelpCategory,
  localized,
  type Language,
  type PermissionValue,
  type RegisterFieldRule,
  type Resource,
  type SettingNode,
  type VipLevel,
} from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import * as repo from "./system.repository.ts";

export async function loadBrand(db: DbClient): Promise<repo.BrandRow> {
  const brand = await repo.findBrand(db);
  if (!brand) throw new AppError("system_error");
  return brand;
}

/** Spec §4: maintenance wins over region restriction. */
export function systemStatusOf(brand: repo.BrandRow, country: string): 0 | 1 | 2 {
  if (brand.maintenance) return SYSTEM_STATUS.maintenance;
  if (isRegionRestricted(brand, country)) return SYSTEM_STATUS.regionRestricted;
  return SYSTEM_STATUS.normal;
}

export function isRegionRestricted(brand: repo.BrandRow, country: string): boolean {
  return country !== "" && brand.restricted_countries.includes(country);
}

export function buildSettingsTree(rows: repo.SettingRow[]): SettingNode[] {
  const nodes = new Map<string, SettingNode>();
  for (const row of rows)
    nodes.set(row.mod_id, { modId: row.mod_id, enabled: row.enabled ? "1" : "0", childrenNodes: [] });
  const roots: SettingNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.mod_id)!;
    const parent = row.parent_mod_id ? nodes.get(row.parent_mod_id) : undefined;
    if (parent) parent.childrenNodes.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function getSettingsTree(db: DbClient): Promise<SettingNode[]> {
  return buildSettingsTree(await repo.listSettings(db));
}

export async function getRegisterRules(db: DbClient): Promise<RegisterFieldRule[]> {
  return (await repo.listRegisterRules(db)).map((r) => ({
    field: r.field as RegisterFieldRule["field"],
    enabled: r.enabled,
    required: r.required,
    acceptedPattern: r.accepted_pattern,
    patternId: r.pattern_id,
    minLength: r.min_length,
    maxLength: r.max_length,
  }));
}

export async function getResources(db: DbClient): Promise<Resource[]> {
  return (await repo.listResources(db)).map((r) => ({
    resourceType: r.resource_type as Resource["resourceType"],
    url: r.url,
    qrCodeUrl: r.qr_code_url,
    labelNameEn: r.label_name_en,
  }));
}

/** A QR code image of `text`, served by the media routes. */
export function qrCodePath(text: string): string {
  return `/media/qr.svg?text=${encodeURIComponent(text)}`;
}

export async function getCustomerService(db: DbClient, language: Language): Promise<CustomerService[]> {
  return (await repo.listCustomerService(db)).map((r) => ({
    path: encodeServicePath(r.url, randomKey()),
    title: localized(r.title, language),
    csType: r.cs_type,
    qrCodeUrl: qrCodePath(r.url),
  }));
}

function randomKey(): string {
  return randomBytes(6)
    .toString("base64")
    .replace(/[^A-Za-z0-9]/g, "x")
    .slice(0, 8);
}

export async function getPermission(
  db: DbClient,
  language: Language,
  location: { ip: string; country: string },
  demoOutbox: PermissionValue["site"]["demoOutbox"],
): Promise<PermissionValue> {
  const [brand, whitelabel, register, resources, customerService] = await Promise.all([
    loadBrand(db),
    getSettingsTree(db),
    getRegisterRules(db),
    getResources(db),
    getCustomerService(db, language),
  ]);
  return {
    site: {
      brandName: brand.name,
      merchantCode: brand.merchant_code,
      currency: brand.currency,
      defaultLanguage: brand.default_language,
      loginRequired: brand.login_required,
      affiliateLinkEnabled: brand.affiliate_link_enabled,
      chatHeaderColor: brand.chat_header_color,
      demoOutbox,
    },
    whitelabel,
    register,
    resources,
    customerService,
    imageCDNs: brand.image_cdns,
    launchGameCDNs: brand.launch_game_cdns,
    location,
    maintenance: brand.maintenance,
    regionRestriction: isRegionRestricted(brand, location.country),
  };
}

/** Known host check for the permission call's `url` parameter (spec §7 domain check). */
export function isKnownHost(brand: repo.BrandRow, url: string): boolean {
  let host: string;
  try {
    host = new URL(url.includes("://") ? url : `http://${url}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === "localhost" || host === "127.0.0.1" || host === "::1" || host === "[::1]") return true;
  return brand.domains.some((d) => host === d || host.endsWith(`.${d}`));
}

export async function getHelpCenter(db: DbClient, language: Language): Promise<HelpCategory[]> {
  const categories = new Map<number, HelpCategory>();
  for (const row of await repo.listHelp(db)) {
    let category = categories.get(row.category_id);
    if (!category) {
      category = { id: row.category_id, code: row.code, title: localized(row.category_title, language), articles: [] };
      categories.set(row.category_id, category);
    }
    if (row.article_id !== null) {
      category.articles.push({
        id: row.article_id,
        title: row.article_title ? localized(row.article_title, language) : "",
        content: row.article_content ? localized(row.article_content, language) : "",
      });
    }
  }
  return [...categories.values()];
}

export async function getVipLevels(db: DbClient, language: Language): Promise<VipLevel[]> {
  return (await repo.listVipLevels(db)).map((r) => ({
    level: r.level,
    name: localized(r.name, language),
    depositRequirement: Number(r.deposit_requirement),
    betRequirement: Number(r.bet_requirement),
    upgradeBonus: Number(r.upgrade_bonus),
    monthlyBonus: Number(r.monthly_bonus),
    rebatePercent: r.rebate_basis_points / 100,
    dailyWithdrawals: r.daily_withdrawals,
    benefits: localized(r.benefits, language),
  }));
}
