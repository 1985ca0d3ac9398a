import type { PoolClient } from "pg";
import { AGENT_TYPES, SECOND_VERIFICATION_METHODS, WEAK_DEFAULT_PASSWORD } from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../db/pool.ts";
import {
  assertNewPasswordLength,
  hashPassword,
  memberAdmin as accounts,
  publishSessionRevocation,
  recordAuthEvent,
  revokeMemberSessions,
  verifyAuthEventChain,
} from "../modules/account/index.ts";
import * as repo from "../modules/system/index.ts";
import type { Env } from "../env.ts";
import { bankWebhookSecret } from "../modules/cashier/index.ts";
import {
  OPERATOR_USERNAME,
  createOperator,
  disableOperator,
  listOperators,
  verifyOperatorAudit,
} from "../modules/operator/index.ts";
import { AppError } from "../errors.ts";
import { CliError } from "./cli-database.ts";
import { ISO_COUNTRY_CODES } from "./iso-countries.ts";
import { SETTLEMENT_USAGE, SettlementUsageError, settlementCommand } from "./settlement-command.ts";

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
  second-verification SMS|EMAIL|PAYEE_NAME|TOTP|off
                                         what a login from an IP not yet trusted for the account must answer
  member create <account> [--agent] [--mobile +84912345678]
                                         create a member (or agent) with the temporary password ${WEAK_DEFAULT_PASSWORD},
                                         which must be changed at the first login
  member disable <account>               refuse the account's logins and end all its sessions now
  member enable <account>                allow the account's logins again
  member list                            the newest 100 accounts
  auth-events verify                     recompute the hash chain of the authentication event log
  operator create <username> --role admin|cashier [--name "Display Name"]
                                         create a console operator; the password comes from
                                         LOTUS_OPERATOR_PASSWORD or a prompt; prints the TOTP
                                         secret and otpauth URI for the authenticator app
  operator disable <username>            refuse the operator's logins and end its console sessions now
  operator list                          every console operator with role and status
  operator-audit verify                  recompute the hash chain of the operator audit log
  webhook-secret                         print the bank-statement webhook's HMAC secret
${SETTLEMENT_USAGE}
  help                                   show this text

Every change is written to the audit log with the operator's name.`;

export type AdminContext = {
  actor: string;
  /** The new operator's password (`operator create`): LOTUS_OPERATOR_PASSWORD or a prompt. */
  readOperatorPassword?: () => Promise<string>;
  /** For `webhook-secret`; REDIS_URL tells the servers' session caches about a disabled member. */
  env?: Pick<Env, "BANK_WEBHOOK_SECRET"> & Partial<Pick<Env, "REDIS_URL">>;
};

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
    case "second-verification": {
      expectArgs(rest, 1, "second-verification SMS|EMAIL|PAYEE_NAME|TOTP|off");
      const method = parseSecondVerification(rest[0]!);
      return change(db, context, async (tx) => {
        const from = await accounts.readSecondVerification(tx);
        await accounts.setSecondVerification(tx, method);
        return {
          action: "second_verification.set",
          detail: { from, to: method },
          result: `second verification: ${method ?? "off"}`,
        };
      });
    }
    case "member":
      return memberCommand(db, rest, context);
    case "auth-events": {
      expectArgs(rest, 1, "auth-events verify");
      if (rest[0] !== "verify") throw new UsageError(`Unknown auth-events action "${rest[0]}": use verify.`);
      await loadBrand(db);
      const { rows, brokenAt } = await verifyAuthEventChain(db);
      if (brokenAt !== null)
        throw new CliError(`auth_event chain BROKEN at id ${brokenAt} (after ${rows} intact rows)`);
      return `auth_event chain intact: ${rows} rows`;
    }
    case "operator":
      return operatorCommand(db, rest, context);
    case "operator-audit": {
      expectArgs(rest, 1, "operator-audit verify");
      if (rest[0] !== "verify") throw new UsageError(`Unknown operator-audit action "${rest[0]}": use verify.`);
      await loadBrand(db);
      const { rows, brokenAt } = await verifyOperatorAudit(db);
      if (brokenAt !== null)
        throw new CliError(`operator_audit chain BROKEN at id ${brokenAt} (after ${rows} intact rows)`);
      return `operator_audit chain intact: ${rows} rows`;
    }
    case "settlement":
      try {
        return await settlementCommand(db, rest);
      } catch (error) {
        if (error instanceof SettlementUsageError) throw new UsageError(error.message);
        throw error;
      }
    case "webhook-secret": {
      expectArgs(rest, 0, "webhook-secret");
      await loadBrand(db);
      return bankWebhookSecret(db, context.env ?? {});
    }
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

const OPERATOR_ROLE_NAMES = ["admin", "cashier"] as const;

async function operatorCommand(db: Db, args: readonly string[], context: AdminContext): Promise<string> {
  const [action, ...rest] = args;
  switch (action) {
    case "create":
      return createOperatorCommand(db, rest, context);
    case "disable": {
      expectArgs(rest, 1, "operator disable <username>");
      const username = parseOperatorName(rest[0]);
      await loadBrand(db);
      const result = await disableOperator(db, username, context.actor);
      if (result === "unknown") throw new CliError(`No operator "${username}".`);
      if (result === "already") return `${username}: already disabled`;
      const n = result.sessionsRevoked;
      return `${username}: disabled, ${n} console session${n === 1 ? "" : "s"} ended`;
    }
    case "list": {
      expectArgs(rest, 0, "operator list");
      await loadBrand(db);
      const rows = await listOperators(db);
      const day = (d: Date | null) => (d ? d.toISOString().slice(0, 16).replace("T", " ") : "never");
      return [
        `${rows.length} operator${rows.length === 1 ? "" : "s"}`,
        ...rows.map((r) =>
          [
            r.username.padEnd(20),
            r.role.padEnd(8),
            r.status.padEnd(9),
            (r.display_name || "-").padEnd(24),
            `created ${day(r.created_at)}`,
            `last login ${day(r.last_login_at)}`,
          ].join("  "),
        ),
      ].join("\n");
    }
    default:
      throw new UsageError(
        action === undefined
          ? "operator needs create, disable or list."
          : `Unknown operator action "${action}": use create, disable or list.`,
      );
  }
}

function parseOperatorName(raw: string | undefined): string {
  const username = (raw ?? "").trim().toLowerCase();
  if (!OPERATOR_USERNAME.test(username)) {
    throw new UsageError(`"${raw ?? ""}" is not an operator name: 3 to 64 letters, digits, _ . or -.`);
  }
  return username;
}

const OPERATOR_CREATE_FORM = 'operator create <username> --role admin|cashier [--name "Display Name"]';

async function createOperatorCommand(db: Db, args: readonly string[], context: AdminContext): Promise<string> {
  let usernameArg: string | undefined;
  let roleArg: string | undefined;
  let name = "";
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--role") {
      roleArg = args[++i];
      if (roleArg === undefined) throw new UsageError("--role needs admin or cashier.");
    } else if (arg === "--name") {
      const value = args[++i];
      if (value === undefined) throw new UsageError('--name needs a display name, e.g. --name "Tran Thi Binh".');
      name = value.trim();
    } else if (arg.startsWith("--")) throw new UsageError(`Unknown option "${arg}": use --role or --name.`);
    else if (usernameArg === undefined) usernameArg = arg;
    else throw new UsageError(`Wrong number of arguments. Use: ${OPERATOR_CREATE_FORM}`);
  }
  if (usernameArg === undefined) throw new UsageError(`Wrong number of arguments. Use: ${OPERATOR_CREATE_FORM}`);
  const username = parseOperatorName(usernameArg);
  const role = OPERATOR_ROLE_NAMES.find((r) => r === roleArg?.toLowerCase());
  if (!role) {
    throw new UsageError(
      roleArg === undefined
        ? `--role is required. Use: ${OPERATOR_CREATE_FORM}`
        : `--role takes admin or cashier, not "${roleArg}".`,
    );
  }
  if ([...name].length > 64) throw new UsageError("--name is at most 64 characters.");
  await loadBrand(db);
  if (!context.readOperatorPassword) {
    throw new CliError("No password: set LOTUS_OPERATOR_PASSWORD or run the command in a terminal.");
  }
  const password = await context.readOperatorPassword();
  try {
    assertNewPasswordLength(password);
  } catch (error) {
    if (error instanceof AppError) {
      throw new CliError(`The password must be ${error.params.min} to ${error.params.max} characters long.`);
    }
    throw error;
  }
  const created = await createOperator(db, { username, displayName: name, role, password }, context.actor);
  if (created === "exists") throw new CliError(`The operator "${username}" exists already.`);
  return [
    `created ${role} operator ${username} (id ${created.id})`,
    `TOTP secret: ${created.totpSecret}`,
    `otpauth URI: ${created.otpauthUri}`,
    "Add the secret (or a QR code of the URI) to the operator's authenticator app now: it is not shown again.",
  ].join("\n");
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

function parseSecondVerification(raw: string): accounts.SecondVerificationSetting {
  const value = raw.toUpperCase();
  if (value === "OFF") return null;
  const method = SECOND_VERIFICATION_METHODS.find((m) => m === value);
  if (!method) throw new UsageError(`second-verification takes SMS, EMAIL, PAYEE_NAME, TOTP or off, not "${raw}".`);
  return method;
}

const ACCOUNT_NAME = /^[a-z0-9][a-z0-9_.-]{3,31}$/;

function parseAccountName(raw: string | undefined): string {
  const account = (raw ?? "").trim().toLowerCase();
  if (!ACCOUNT_NAME.test(account)) {
    throw new UsageError(
      `"${raw ?? ""}" is not an account name: 4 to 32 letters, digits, _ . or -, starting with a letter or digit.`,
    );
  }
  return account;
}

async function memberCommand(db: Db, args: readonly string[], context: AdminContext): Promise<string> {
  const [action, ...rest] = args;
  switch (action) {
    case "create":
      return createMember(db, rest, context);
    case "disable":
    case "enable": {
      expectArgs(rest, 1, `member ${action} <account>`);
      return setMemberStatus(db, parseAccountName(rest[0]), action === "disable" ? "disabled" : "active", context);
    }
    case "list": {
      expectArgs(rest, 0, "member list");
      await loadBrand(db);
      const { total, rows } = await accounts.listMembers(db, 100);
      const day = (d: Date | null) => (d ? d.toISOString().slice(0, 16).replace("T", " ") : "never");
      const lines = rows.map((r) =>
        [
          String(r.id).padStart(6),
          r.account.padEnd(20),
          `type ${r.is_agent}`.padEnd(8),
          r.status.padEnd(9),
          (r.mobile ?? "-").padEnd(16),
          (r.email ?? "-").padEnd(28),
          `created ${day(r.created_at)}`,
          `last login ${day(r.last_login_at)}`,
          r.must_change_password ? "must change password" : "",
        ]
          .join("  ")
          .trimEnd(),
      );
      return [`${total} accounts${total > rows.length ? ` (newest ${rows.length} shown)` : ""}`, ...lines].join("\n");
    }
    default:
      throw new UsageError(
        action === undefined
          ? "member needs create, disable, enable or list."
          : `Unknown member action "${action}": use create, disable, enable or list.`,
      );
  }
}

/**
 * The only place besides an agent creating a downline where the weak default password exists
 * (spec §9): the account must change it before it can do anything else.
 */
async function createMember(db: Db, args: readonly string[], context: AdminContext): Promise<string> {
  let accountArg: string | undefined;
  let agent = false;
  let mobileArg: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--agent") agent = true;
    else if (arg === "--mobile") {
      mobileArg = args[++i];
      if (mobileArg === undefined) throw new UsageError("--mobile needs a number, e.g. --mobile +84912345678");
    } else if (arg.startsWith("--")) throw new UsageError(`Unknown option "${arg}": use --agent or --mobile.`);
    else if (accountArg === undefined) accountArg = arg;
    else throw new UsageError("Wrong number of arguments. Use: member create <account> [--agent] [--mobile +84…]");
  }
  if (accountArg === undefined) {
    throw new UsageError("Wrong number of arguments. Use: member create <account> [--agent] [--mobile +84…]");
  }
  const account = parseAccountName(accountArg);
  await loadBrand(db);
  const mobile = mobileArg === undefined ? null : await parseMobile(db, mobileArg);
  const passwordHash = await hashPassword(WEAK_DEFAULT_PASSWORD);
  return change(db, context, async (tx) => {
    if (await accounts.accountExists(tx, account)) throw new UsageError(`The account "${account}" exists already.`);
    if (mobile && (await accounts.mobileExists(tx, mobile.dialingCode, mobile.mobileNum))) {
      throw new UsageError(`The mobile number ${mobileArg} belongs to another account.`);
    }
    const isAgent = agent ? AGENT_TYPES[0] : 0;
    const id = await accounts.insertOperatorMember(tx, {
      account,
      passwordHash,
      isAgent,
      dialingCode: mobile?.dialingCode ?? null,
      mobileNum: mobile?.mobileNum ?? null,
    });
    return {
      action: "member.create",
      detail: { account, isAgent, mobile: mobile ? `${mobile.dialingCode}${mobile.mobileNum}` : null },
      result: `created ${agent ? "agent" : "member"} ${account} (id ${id}) with the temporary password ${WEAK_DEFAULT_PASSWORD}; it must be changed at the first login`,
    };
  });
}

async function parseMobile(db: DbClient, raw: string): Promise<{ dialingCode: string; mobileNum: string }> {
  const compact = raw.replace(/[\s().-]/g, "");
  if (!/^\+[0-9]{6,19}$/.test(compact)) {
    throw new UsageError(`"${raw}" is not an international mobile number, e.g. +84912345678.`);
  }
  for (const { dialing_code, mobile_digits } of await accounts.listDialingCodes(db)) {
    // The country table writes dialling codes without the plus; members carry it ("+84").
    const dialingCode = `+${dialing_code.replace(/^\+/, "")}`;
    if (!compact.startsWith(dialingCode)) continue;
    // A national number may be written with its trunk 0 (+84 0912…); the stored form has none.
    const national = compact.slice(dialingCode.length).replace(/^0/, "");
    if (national.length !== mobile_digits) {
      throw new UsageError(
        `A ${dialingCode} mobile number has ${mobile_digits} digits after the dialling code, "${raw}" has ${national.length}.`,
      );
    }
    return { dialingCode, mobileNum: national };
  }
  throw new UsageError(`"${raw}" starts with no dialling code of the country list.`);
}

async function setMemberStatus(
  db: Db,
  account: string,
  status: "active" | "disabled",
  context: AdminContext,
): Promise<string> {
  let memberId: bigint | null = null;
  const result = await change(db, context, async (tx) => {
    const member = await accounts.findMemberStatus(tx, account);
    if (!member) throw new UsageError(`No account "${account}".`);
    memberId = member.id;
    // Closing is final (the console's member state); a frozen account is unfrozen in the console.
    if (member.status === "closed") throw new CliError(`The account "${account}" is closed; it cannot be changed.`);
    await accounts.setMemberStatus(tx, member.id, status);
    // Disabling must end access now, not when the sessions time out.
    const revoked = status === "disabled" ? await revokeMemberSessions(tx, member.id, "account_disabled") : 0;
    if (status === "disabled") {
      await recordAuthEvent(tx, {
        memberId: member.id,
        account,
        event: "account_disabled",
        outcome: "success",
        method: "operator",
        detail: { actor: context.actor, sessionsRevoked: revoked },
      });
    }
    return {
      action: status === "disabled" ? "member.disable" : "member.enable",
      detail: { account, from: member.status, to: status, sessionsRevoked: revoked },
      result:
        status === "disabled"
          ? `${account}: disabled, ${revoked} session${revoked === 1 ? "" : "s"} ended`
          : `${account}: enabled`,
    };
  });
  // The servers keep verified sessions ≤ 10 s in memory: through Redis they drop them at once.
  if (status === "disabled" && memberId !== null && context.env?.REDIS_URL) {
    await publishSessionRevocation(context.env.REDIS_URL, { memberId });
  }
  return result;
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
  const secondVerification = await accounts.readSecondVerification(db);
  const depth = (modId: string | null): number => {
    const parent = settings.find((s) => s.mod_id === modId)?.parent_mod_id ?? null;
    return modId === null || parent === null ? 0 : 1 + depth(parent);
  };
  const lines = [
    `brand:                ${brand.name} (merchant code ${brand.merchant_code})`,
    `maintenance:          ${onOff(brand.maintenance)}`,
    `login required:       ${onOff(brand.login_required)}`,
    `restricted countries: ${describeCountries(brand.restricted_countries)}`,
    `second verification:  ${secondVerification ?? "off"}`,
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
