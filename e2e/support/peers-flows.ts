import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { PATHS, sealEnvelope, type LoginDone, type PublicKeyValue } from "@lotus/contracts/web";
import { AUTH_PEERS, E2E_PORT, authPeersUrl } from "../playwright.config.ts";
import { t, type Language } from "./accounts.ts";
import { waitForMail, type ReceivedMail } from "./auth-peers-client.ts";
import { format, text } from "./catalogues.ts";
import { codeFromOutbox, latestOutboxMessage, solveHumanVerification } from "./session.ts";

/**
 * Flows of the specs that talk to the e2e suite's real SMTP server and OpenID Connect provider
 * (e2e/support/auth-peers.ts): a member with a bound e-mail, the reset mail in the reader's
 * language, the Google button, the logged-in header, and screenshots for review.
 */

const SITE_URL = `http://localhost:${E2E_PORT}`;
const SERVER_I18N = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/server/src/i18n");

/** A text of the server's catalogue (apps/server/src/i18n), where the mails and error messages come from. */
export function serverText(language: Language, key: string): string {
  const catalogue = JSON.parse(fs.readFileSync(path.join(SERVER_I18N, `${language}.json`), "utf8")) as Record<
    string,
    string
  >;
  const value = catalogue[key];
  if (typeof value !== "string") throw new Error(`no server text ${language}:${key}`);
  return value;
}

/* ---- A visitor of its own ---- */

let sequence = 0;
/**
 * An address of TEST-NET-3 (RFC 5737) for one test. The site trusts X-Forwarded-For from the
 * local machine, so each test is its own visitor: the per-IP budgets (forgot password: 10 per
 * 15 minutes) of tests running side by side never meet, and the account registered from this
 * address trusts it, so logging in from it needs no second verification. Other specs use
 * 198.51.100.x; this range is only used here.
 */
export function visitorIp(): string {
  sequence += 1;
  return `203.0.113.${((Date.now() + process.pid * 7 + sequence * 37) % 254) + 1}`;
}

/** Every request of the browser context, page loads and calls alike, comes from `ip`. */
export async function asVisitor(context: BrowserContext, ip: string): Promise<void> {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
}

/* ---- A member with a bound e-mail ---- */

export type MemberWithEmail = { account: string; password: string; email: string; mobile: string; login: LoginDone };

type Envelope<V> = { success: boolean; code: string; message: string; value: V };
async function valueOf<V>(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<V> {
  const body = (await response.json()) as Envelope<V>;
  if (!response.ok() || !body.success)
    throw new Error(`${what} answered ${response.status()} ${body.code}: ${body.message}`);
  return body.value;
}

/**
 * Registers a member by username from `ip` with the e-mail field filled (the demo register rules
 * enable it), the way the register dialog does: register SMS first, its code from the
 * development outbox, then the sealed register call. Returns the login the registration made.
 */
export async function registerWithEmail(request: APIRequestContext, ip: string): Promise<MemberWithEmail> {
  sequence += 1;
  const unique = `${Date.now().toString(36).slice(-6)}${process.pid.toString(36).slice(-2)}${sequence}`;
  const account = `e1${unique}`.slice(0, 16).toLowerCase();
  const mobile = `9${String(Date.now() * 10 + sequence).slice(-8)}`;
  const email = `${account}@lotus.test`;
  const password = "Lotus2026e";
  const headers = { "X-Forwarded-For": ip };
  const before = (await latestOutboxMessage(request, `+84${mobile}`))?.id;
  await valueOf(
    await request.post(PATHS.smsRegister, {
      data: {
        mobileNo: mobile,
        countryDialingCode: "+84",
        regType: "username",
        username: account,
        humanVerification: await solveHumanVerification(request, headers),
      },
      headers,
    }),
    "register SMS",
  );
  const verificationCode = await codeFromOutbox(request, `+84${mobile}`, before);
  const key = await valueOf<PublicKeyValue>(await request.get(PATHS.publicKey), "public key");
  const sealed = await sealEnvelope(key, {
    username: account,
    password,
    confirmPassword: password,
    email,
    mobileNum: mobile,
    verificationCode,
    countryDialingCode: "+84",
    registerUrl: `${SITE_URL}/register`,
    domain: "localhost",
    registerMethod: "WEB",
    login: true,
    termsAgreed: true,
    ageConfirmed: true,
    humanVerification: await solveHumanVerification(request, headers),
  });
  const login = await valueOf<LoginDone>(await request.post(PATHS.register, { data: sealed, headers }), "register");
  return { account, password, email, mobile, login };
}

/* ---- The reset mail ---- */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The reset mail's subject in `language`, whatever the brand is called. */
export function resetSubject(language: Language): RegExp {
  const [before, after] = serverText(language, "message.reset_subject").split("{brand}");
  return new RegExp(`^${escapeRegExp(before!)}.+${escapeRegExp(after ?? "")}$`);
}

/** Waits for the reset mail to `email` in `language` and returns it with its link. */
export async function resetMail(email: string, language: Language): Promise<ReceivedMail & { link: URL }> {
  const mail = await waitForMail(email, resetSubject(language));
  const link = /https?:\/\/\S+[?&]resetToken=[^\s"<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in ${JSON.stringify(mail.text)}`);
  return { ...mail, link: new URL(link) };
}

/** Every mail the SMTP server has received so far to `address`. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const mails = (await (await fetch(`${authPeersUrl}/mails`)).json()) as ReceivedMail[];
  return mails.filter((mail) => mail.to.includes(address));
}

/* ---- Social login ---- */

/**
 * Clicks "Continue with Google" in the login dialog. The provider signs in the account the
 * auth-peers process was told to use last. The start redirect also gets the standard OpenID
 * Connect `login_hint` naming this test's subject, so a provider that honours the hint signs in
 * this test's account even when a spec running beside this one has chosen another meanwhile.
 * (Playwright only routes the first request of a redirect chain, hence the site's start call is
 * the one rewritten; its binding cookie reaches the browser through the context's cookie jar.)
 */
export async function continueWithGoogle(page: Page, login: Locator, language: Language, sub: string) {
  await page.route(
    (url) => url.pathname === PATHS.oauthStart.replace(":provider", "google"),
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = new URL(response.headers()["location"] ?? "", route.request().url());
      if (location.port === String(AUTH_PEERS.oidcPort)) location.searchParams.set("login_hint", sub);
      await route.fulfill({ response, headers: { ...response.headers(), location: location.href } });
    },
    { times: 1 },
  );
  await login
    .getByRole("link", { name: format(language, "account", "social.continueWith", { provider: "Google" }) })
    .click();
}

/**
 * Someone else's social login, run from a script with its own cookie jar instead of a browser:
 * it starts the Google login at the site, lets the provider sign in (the account set last), and
 * stops at the provider's redirect back to the site, returning that callback address unused,
 * as an attacker who wants to push their own account onto a victim's browser would.
 */
export async function strangerCallback(sub: string): Promise<{ callback: URL; open: () => Promise<URL> }> {
  const stranger = await playwrightRequest.newContext({ baseURL: SITE_URL });
  const start = await stranger.get(PATHS.oauthStart.replace(":provider", "google"), { maxRedirects: 0 });
  let url = new URL(start.headers()["location"] ?? "", SITE_URL);
  url.searchParams.set("login_hint", sub);
  for (let hop = 0; hop < 12 && url.origin !== new URL(SITE_URL).origin; hop += 1) {
    const response = await stranger.get(url.href, { maxRedirects: 0 });
    const location = response.headers()["location"];
    if (!location) throw new Error(`the provider answered ${response.status()} without a redirect`);
    url = new URL(location, url);
  }
  if (!url.pathname.endsWith("/callback") || !url.searchParams.has("code"))
    throw new Error(`the provider did not come back with a code: ${url.href}`);
  const callback = url;
  return {
    callback,
    /** The stranger finishes with its own binding cookie; answers where the site sends it. */
    open: async () => {
      try {
        const response = await stranger.get(callback.href, { maxRedirects: 0 });
        return new URL(response.headers()["location"] ?? "", SITE_URL);
      } finally {
        await stranger.dispose();
      }
    },
  };
}

/** The header's account menu button of a logged-in member (wide screens). */
export const userMenuButton = (page: Page, language: Language, account: string) =>
  page
    .getByRole("banner")
    .getByRole("button", { name: format(language, "member", "userMenu.button", { name: account }) });

/** Signs out through the header's account menu and its confirmation (spec §4 logout). */
export async function signOut(page: Page, language: Language, account: string) {
  await userMenuButton(page, language, account).click();
  await page.getByRole("menuitem", { name: text(language, "member", "userMenu.entries.signOut") }).click();
  const confirm = page.getByRole("dialog", { name: t(language, "logout.title") });
  await confirm.getByRole("button", { name: t(language, "logout.confirm") }).click();
  await expect(confirm).toBeHidden();
}

/* ---- Screenshots for review ---- */

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

/**
 * With E2E_SHOTS_DIR set, saves what the page shows now on a phone and on a desktop
 * (`<name>-390x844.png`, `<name>-1440x900.png`) and leaves the page at desktop size.
 */
export async function shootBothSizes(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    // Let layout, fonts and the dialog's entrance animation settle before the picture.
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(dir, `${name}-${size.width}x${size.height}.png`) });
  }
}
