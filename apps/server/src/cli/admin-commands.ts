import type { PoolClient } from "pg";
import { inTransaction, type Db, type DbClient } from "../db/pool.ts";
import * as repo from "../modules/system/system.repository.ts";
import { CliError } from "./cli-database.ts";
import { ISO_COUNTRY_CODES } from "./iso-countries.ts";

/** Wrong arguments: the caller prints the message with the usage and exits with status 2. */
export class UsageError extends Error {}

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

Commands:
  status                                 show maintenance, login-required, restricted countries and settings
  maintenance on|off                     replace the site with the maintenance page (or restore it)
  restrict-countries list                list the countries whose visitors see the access-denied page
  restrict-countries add <CC...>         add ISO 3166-1 alpha-2 codes, e.g. add US SG
  restrict-countries remove <CC...>      remove codes
  restrict-countries clear               remove every code
  login-required on|off                  require a login for every page except the exempt ones
  setting <MODID> on|off                 switch a white-label setting, e.g. setting FREEPLAY3 off
  help                                   show this text

Every change is written to the audit log with the operator's name.`;

export type AdminContext = { actor: string };

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
const onOff = (on: boolean) => (on ? "on" : "off");

/** Runs one admin command against `db` and returns what to print. */
export async function runAdminCommand(db: Db, args: readonly string[], context: AdminContext): Promise<string> {
  const [command, ...rest] = args;
  switch (command) {
    case undefined:
      throw new UsageError("No command given.");
    case "help":
    case "--help":
    case "-h":
      expectArgs(rest, 0, command);
      return ADMIN_USAGE;
    case "status":
      expectArgs(rest, 0, "status");
      return describeStatus(db);
    case "maintenance": {
      expectArgs(rest, 1, "maintenance on|off");
      const on = parseOnOff(rest[0], "maintenance");
      return change(db, context, async (tx, brand) => {
        await repo.setMaintenance(tx, on);
        return {
          action: "maintenance.set",
          detail: { from: brand.maintenance, to: on },
          result: `maintenance: ${onOff(on)}`,
        };
      });
    }
    case "login-required": {
      expectArgs(rest, 1, "login-required on|off");
      const on = parseOnOff(rest[0], "login-required");
      return change(db, context, async (tx, brand) => {
        await repo.setLoginRequired(tx, on);
        return {
          action: "login_required.set",
          detail: { from: brand.login_required, to: on },
          result: `login required: ${onOff(on)}`,
        };
      });
    }
    case "setting": {
      expectArgs(rest, 2, "setting <MODID> on|off");
      const modId = rest[0]!.toUpperCase();
      const on = parseOnOff(rest[1], "setting");
      return change(db, context, async (tx) => {
        const settings = await repo.listSettings(tx);
        const current = settings.find((s) => s.mod_id === modId);
        if (!current) {
          throw new UsageError(
            `Unknown setting "${rest[0]}". Known settings: ${settings.map((s) => s.mod_id).join(", ")}.`,
          );
        }
        await repo.setSettingEnabled(tx, modId, on);
        return {
          action: "setting.set",
          detail: { modId, from: current.enabled, to: on },
          result: `${modId}: ${onOff(on)}`,
        };
      });
    }
    case "restrict-countries":
      return restrictCountries(db, rest, context);
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

async function restrictCountries(db: Db, args: readonly string[], context: AdminContext): Promise<string> {
  const [action, ...codes] = args;
  switch (action) {
    case "list":
      expectArgs(codes, 0, "restrict-countries list");
      return `restricted countries: ${describeCountries((await loadBrand(db)).restricted_countries)}`;
    case "clear":
      expectArgs(codes, 0, "restrict-countries clear");
      return updateCountries(db, context, () => []);
    case "add": {
      const added = parseCountryCodes(codes);
      return updateCountries(db, context, (current) => [...new Set([...current, ...added])].sort());
    }
    case "remove": {
      const removed = new Set(parseCountryCodes(codes));
      return updateCountries(db, context, (current) => current.filter((c) => !removed.has(c)));
    }
    default:
      throw new UsageError(
        action === undefined
          ? "restrict-countries needs list, add, remove or clear."
          : `Unknown restrict-countries action "${action}": use list, add, remove or clear.`,
      );
  }
}

function updateCountries(db: Db, context: AdminContext, next: (current: string[]) => string[]): Promise<string> {
  return change(db, context, async (tx, brand) => {
    const to = next(brand.restricted_countries);
    await repo.setRestrictedCountries(tx, to);
    return {
      action: "restricted_countries.set",
      detail: { from: brand.restricted_countries, to },
      result: `restricted countries: ${describeCountries(to)}`,
    };
  });
}

type Change = { action: string; detail: object; result: string };

/** One change and its audit row, in one transaction: both happen or neither does. */
function change(
  db: Db,
  context: AdminContext,
  work: (tx: PoolClient, brand: repo.BrandRow) => Promise<Change>,
): Promise<string> {
  return inTransaction(db, async (tx) => {
    const brand = await loadBrand(tx);
    const { action, detail, result } = await work(tx, brand);
    await repo.writeAudit(tx, context.actor, action, detail);
    return result;
  });
}

const UNDEFINED_TABLE = "42P01";

async function loadBrand(db: DbClient): Promise<repo.BrandRow> {
  const brand = await repo.findBrand(db).catch((error: unknown) => {
    if ((error as { code?: string }).code !== UNDEFINED_TABLE) throw error;
    throw new CliError(
      "This database is not migrated. Run npm run db:migrate && npm run db:seed, or start the server once.",
    );
  });
  if (!brand) throw new CliError("This database has no brand yet. Run npm run db:seed, or start the server once.");
  return brand;
}

async function describeStatus(db: Db): Promise<string> {
  const [brand, settings] = await Promise.all([loadBrand(db), repo.listSettings(db)]);
  const depth = (modId: string | null): number => {
    const parent = settings.find((s) => s.mod_id === modId)?.parent_mod_id ?? null;
    return modId === null || parent === null ? 0 : 1 + depth(parent);
  };
  const lines = [
    `brand:                ${brand.name} (merchant code ${brand.merchant_code})`,
    `maintenance:          ${onOff(brand.maintenance)}`,
    `login required:       ${onOff(brand.login_required)}`,
    `restricted countries: ${describeCountries(brand.restricted_countries)}`,
    "settings:",
    ...settings.map((s) => `  ${"  ".repeat(depth(s.mod_id))}${s.mod_id.padEnd(24)} ${onOff(s.enabled)}`),
  ];
  return lines.join("\n");
}

function describeCountries(codes: readonly string[]): string {
  return codes.length === 0 ? "none" : codes.map((c) => `${c} (${regionNames.of(c)})`).join(", ");
}

function parseCountryCodes(raw: readonly string[]): string[] {
  const codes = raw
    .flatMap((r) => r.split(","))
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  if (codes.length === 0) throw new UsageError("Give at least one country code, e.g. US or SG.");
  const invalid = codes.filter((c) => !ISO_COUNTRY_CODES.has(c));
  if (invalid.length > 0) {
    throw new UsageError(`Not an ISO 3166-1 alpha-2 country code: ${invalid.map((c) => `"${c}"`).join(", ")}.`);
  }
  return codes;
}

function parseOnOff(raw: string | undefined, command: string): boolean {
  const value = raw?.toLowerCase();
  if (value === "on") return true;
  if (value === "off") return false;
  throw new UsageError(`${command} takes on or off, not "${raw}".`);
}

function expectArgs(args: readonly string[], count: number, form: string): void {
  if (args.length !== count) throw new UsageError(`Wrong number of arguments. Use: ${form}`);
}
