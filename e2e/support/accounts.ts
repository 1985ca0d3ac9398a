import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { solveChallenge } from "altcha-lib/v1";
import {
  LANGUAGE_STORAGE_KEY,
  PATHS,
  POPUP_SHOWN_SESSION_KEY,
  SESSION_KEYS,
  sealEnvelope,
  type HumanChallenge,
  type LoginDone,
  type OutboxMessage,
  type PublicKeyValue,
} from "@lotus/contracts/web";
import { E2E_DATA_DIR, E2E_PORT, embeddedPgPort } from "../playwright.config.ts";
import { text } from "./catalogues.ts";

/**
 * Accounts for the e2e suite: the seeded demo accounts, fresh accounts made through the API
 * (spec style: "log in through the API and seed through shared helpers"), the codes the
 * development outbox "sent", and the admin command against the site server's database.
 *
 * Extra servers (a local SMTP server for forgot-by-e-mail, a local OpenID Connect provider for
 * social login) plug in beside these helpers: their specs read the mail from the SMTP capture
 * instead of `waitForMessage`, and start the social login from the same login dialog.
 */

export type Language = "vi" | "en";
/** How long a login-like step may take on a loaded machine (proof of work, argon2, a fresh session). */
export const SLOW = 45_000;
export const LANGUAGES: readonly Language[] = ["vi", "en"];

/** Seeded by the demo seed (apps/server/src/seed/demo-accounts.ts). */
export const DEMO = { account: "demo01", password: "Lotus@2026", mobile: "912345678", dialingCode: "+84" } as const;
export const NEWBIE = { account: "newbie01", password: "123456" } as const;
export const MERCHANT = "lotusvn";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);

/* ---- Unique data, so tests running side by side never meet ---- */

let sequence = 0;
function uniqueDigits(count: number): string {
  sequence += 1;
  const seed = `${Date.now()}${process.pid}${sequence}${Math.floor(Math.random() * 1e9)}`;
  return seed.slice(-count).padStart(count, "7");
}

/** A username for the demo rule (letter first, letters and digits, 6–16). */
export const uniqueUsername = (prefix = "e2e") => `${prefix}${uniqueDigits(9)}`;
/** A Vietnamese mobile number (9 digits, no leading 0) nobody else uses. */
export const uniqueMobile = () => `9${uniqueDigits(8)}`;
/** A documentation address (RFC 5737), for posing as a visitor from a network the account has not used. */
export const uniqueIp = () => `198.51.100.${1 + (Number(uniqueDigits(3)) % 250)}`;

/* ---- The development outbox ---- */

export async function outbox(request: APIRequestContext, to?: string): Promise<OutboxMessage[]> {
  const response = await request.get(PATHS.devOutbox, { params: to ? { to } : {} });
  expect(response.ok(), "the development outbox answers").toBe(true);
  return ((await response.json()) as { value: OutboxMessage[] }).value;
}

/** The id of the newest message to `to` so far: pass it to `waitForMessage` to wait for a newer one. */
export async function lastMessageId(request: APIRequestContext, to?: string): Promise<number> {
  return Number((await outbox(request, to))[0]?.id ?? 0);
}

/** Waits for a message to `to` newer than `after` (some calls send after they answer). */
export async function waitForMessage(request: APIRequestContext, to: string, after = 0): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(request, to)).find((message) => Number(message.id) > after);
        return found !== undefined;
      },
      { message: `a message to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export function codeIn(message: OutboxMessage): string {
  const match = /\b([0-9]{6})\b/.exec(message.body);
  if (!match) throw new Error(`no code in ${JSON.stringify(message.body)}`);
  return match[1]!;
}

export const waitForCode = async (request: APIRequestContext, to: string, after = 0) =>
  codeIn(await waitForMessage(request, to, after));

/* ---- Calls made the way the web client makes them ---- */

async function value<V>(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<V> {
  const body = (await response.json()) as { success: boolean; code: string; value: V };
  if (!response.ok() || !body.success) throw new Error(`${what} failed: ${response.status()} ${JSON.stringify(body)}`);
  return body.value;
}

/** Solves the server's ALTCHA challenge in node, as the browser's worker does. */
export async function humanVerification(request: APIRequestContext): Promise<string> {
  const challenge = await value<HumanChallenge>(await request.get(PATHS.humanChallenge), "challenge");
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error("ALTCHA challenge without a solution");
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }));
}

async function sealed(request: APIRequestContext, payload: unknown) {
  const key = await value<PublicKeyValue>(await request.get(PATHS.publicKey), "public key");
  return sealEnvelope(key, payload);
}

/** Logs in through the API (from 127.0.0.1, an IP the demo accounts trust). */
export async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<LoginDone> {
  const body = await sealed(request, {
    type: "username",
    username,
    password,
    humanVerification: await humanVerification(request),
  });
  const done = await value<LoginDone | { step: string }>(await request.post(PATHS.login, { data: body }), "login");
  if (done.step !== "done") throw new Error(`login of ${username} asked for ${done.step}`);
  return done as LoginDone;
}

export type FreshAccount = { account: string; password: string; mobile: string; email: string };

/**
 * Registers a new member by mobile through the API, with the SMS code from the outbox, so a test
 * gets an account with a bound mobile and e-mail that no other test touches.
 */
export async function registerAccount(request: APIRequestContext): Promise<FreshAccount> {
  const mobile = uniqueMobile();
  const password = `Lotus${uniqueDigits(4)}a`;
  const email = `${uniqueUsername("mail")}@lotus.test`;
  const to = `${DEMO.dialingCode}${mobile}`;
  const after = await lastMessageId(request, to);
  await value(
    await request.post(PATHS.smsRegister, {
      data: {
        mobileNo: mobile,
        countryDialingCode: DEMO.dialingCode,
        regType: "mobile",
        humanVerification: await humanVerification(request),
      },
    }),
    "register SMS",
  );
  const verificationCode = await waitForCode(request, to, after);
  const body = await sealed(request, {
    username: mobile,
    mobileNum: mobile,
    countryDialingCode: DEMO.dialingCode,
    verificationCode,
    password,
    confirmPassword: password,
    email,
    registerUrl: "http://localhost/register",
    domain: "localhost",
    registerMethod: "WEB",
    login: true,
    termsAgreed: true,
    ageConfirmed: true,
    humanVerification: await humanVerification(request),
  });
  const done = await value<LoginDone>(await request.post(PATHS.registerMobile, { data: body }), "register");
  return { account: done.member.account, password, mobile, email };
}

/** The admin command (`npm run admin -- …`) against the database of the site server. */
export async function siteAdmin(...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: E2E_DATA_DIR,
    EMBEDDED_PG_PORT: String(embeddedPgPort(E2E_PORT)),
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  const { stdout } = await run(process.execPath, ["--import", "tsx", "apps/server/src/cli/admin.ts", ...args], {
    cwd: ROOT,
    env,
  });
  return stdout;
}

/** A member with the weak default password 123456 that must be changed, as an agent or operator creates it. */
export async function createWeakAccount(options: { mobile?: string } = {}): Promise<string> {
  const account = uniqueUsername("weak");
  await siteAdmin(
    "member",
    "create",
    account,
    ...(options.mobile ? ["--mobile", `${DEMO.dialingCode}${options.mobile}`] : []),
  );
  return account;
}

/* ---- The browser side ---- */

/** Language and "popup already shown" before any page script runs. */
export async function prepare(context: BrowserContext, language: Language) {
  await context.addInitScript(
    ({ languageKey, language, popupKey }) => {
      localStorage.setItem(languageKey, language);
      sessionStorage.setItem(popupKey, "1");
    },
    { languageKey: LANGUAGE_STORAGE_KEY, language, popupKey: POPUP_SHOWN_SESSION_KEY },
  );
}

/** Puts a finished login into session storage before the page loads, as the login dialog would. */
export async function useLogin(context: BrowserContext, done: LoginDone) {
  await context.addInitScript(
    ({ keys, done }) => {
      if (sessionStorage.getItem("e2eLoginPlanted")) return;
      sessionStorage.setItem("e2eLoginPlanted", "1");
      sessionStorage.setItem(keys.token, done.token);
      sessionStorage.setItem(keys.isAgent, String(done.member.isAgent));
      sessionStorage.setItem(keys.account, done.member.account);
      sessionStorage.setItem(keys.merchant, done.member.merchant);
      sessionStorage.setItem(keys.cpw, "false");
    },
    { keys: SESSION_KEYS, done },
  );
}

export async function sessionValues(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(
    (keys) => Object.fromEntries(Object.values(keys).map((key) => [key, sessionStorage.getItem(key)])),
    SESSION_KEYS,
  );
}

/** A text of the account catalogue. */
export const t = (language: Language, key: string) => text(language, "account", key);

export const dialog = (page: Page, language: Language, titleKey: string) =>
  page.getByRole("dialog", { name: t(language, titleKey) });

export async function openLoginDialog(page: Page, language: Language) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: text(language, "layout", "account.login"), exact: true })
    .first()
    .click();
  const login = dialog(page, language, "login.title");
  await expect(login).toBeVisible();
  return login;
}

/** Fills and sends the username form of the login dialog. */
export async function submitUsernameLogin(page: Page, language: Language, username: string, password: string) {
  const login = dialog(page, language, "login.title");
  await login.getByRole("textbox", { name: t(language, "fields.username") }).fill(username);
  await login.getByLabel(t(language, "fields.password"), { exact: true }).fill(password);
  await login.getByRole("button", { name: t(language, "login.submit"), exact: true }).click();
}

/** The welcome after a login (spec §4 Login 6), in either variant (first login, or welcome back). */
export const welcomeDialog = (page: Page, language: Language) =>
  page.getByRole("dialog").filter({ has: page.getByRole("navigation", { name: t(language, "welcome.shortcuts") }) });
