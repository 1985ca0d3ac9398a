import { PATHS, SESSION_KEYS } from "@lotus/contracts/web";
import { E2E_PORT } from "../playwright.config.ts";
import {
  LANGUAGES,
  SLOW,
  dialog,
  openLoginDialog,
  prepare,
  sessionValues,
  submitUsernameLogin,
  t,
  uniqueUsername,
  welcomeDialog,
} from "../support/accounts.ts";
import { setOidcAccount } from "../support/auth-peers-client.ts";
import { expect, test } from "../support/fixtures.ts";
import {
  asVisitor,
  continueWithGoogle,
  mailsTo,
  registerWithEmail,
  resetMail,
  serverText,
  shootBothSizes,
  signOut,
  strangerCallback,
  userMenuButton,
  visitorIp,
} from "../support/peers-flows.ts";

/**
 * Forgot password by e-mail and social login (issue 3, "Must show") in real Chromium, against the
 * e2e suite's real peers (e2e/support/auth-peers.ts): the site sends its mail through SMTP to a
 * local SMTP server that keeps it, and "Google" is a local OpenID Connect provider.
 *
 * E2E_SHOTS_DIR=<folder> also saves the forgot dialog's answer, the reset dialog and the header
 * after a social login at 390×844 and 1440×900 for review.
 */
test.use({ viewport: { width: 1440, height: 900 } });
// Registration and every password login solve a proof of work and hash with argon2.
test.describe.configure({ timeout: 150_000 });

/** A catalogue text as a pattern, each {{placeholder}} matching anything. */
const templateRegExp = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{\{\s*\w+\s*\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+")}$`,
  );

const NEW_PASSWORD = "Lotus2027e";
const SITE = `http://localhost:${E2E_PORT}`;

for (const language of LANGUAGES) {
  test.describe(`forgot password by e-mail (${language})`, () => {
    // One registration and two password logins, each a proof of work and an argon2 hash.
    test.describe.configure({ timeout: 240_000 });

    test("the reset mail arrives in the reader's language, only for a matching e-mail, and its link works once", async ({
      page,
      context,
      request,
    }) => {
      const ip = visitorIp();
      await prepare(context, language);
      await asVisitor(context, ip);
      const member = await registerWithEmail(request, ip);
      const otherEmail = `${uniqueUsername("other")}@lotus.test`;

      await page.goto("/index");
      await openLoginDialog(page, language);
      await page.getByRole("button", { name: t(language, "login.forgot") }).click();
      let forgot = dialog(page, language, "forgot.title");
      const ask = async (email: string) => {
        await forgot.getByRole("textbox", { name: t(language, "fields.username") }).fill(member.account);
        await forgot.getByRole("textbox", { name: t(language, "fields.email") }).fill(email);
        await forgot.getByRole("button", { name: t(language, "forgot.sendLink") }).click();
        const answer = forgot.getByRole("status").filter({ hasText: t(language, "forgot.sentTitle") });
        await expect(answer).toContainText(t(language, "forgot.in_been_out"), { timeout: SLOW });
      };

      // An e-mail that is not the bound one gets the very answer a match gets (no enumeration)…
      await ask(otherEmail);
      await forgot.getByRole("button", { name: t(language, "forgot.backToLogin") }).click();
      await page.getByRole("button", { name: t(language, "login.forgot") }).click();
      forgot = dialog(page, language, "forgot.title");
      await ask(member.email.toUpperCase());
      await shootBothSizes(page, `forgot-sent-${language}`);

      // …but only the match is mailed: the SMTP server holds one reset mail, to the bound address.
      const mail = await resetMail(member.email, language);
      const greeting = serverText(language, "message.reset_body").split("\n")[0]!.replace("{account}", member.account);
      expect(mail.text).toContain(greeting);
      expect(mail.link.origin, "the link points at the site's public address").toBe(SITE);
      expect(await mailsTo(otherEmail), "the mismatched address got nothing").toEqual([]);
      expect(await mailsTo(member.email)).toHaveLength(1);

      await page.goto(`${mail.link.pathname}${mail.link.search}`);
      let reset = dialog(page, language, "reset.title");
      await expect(reset.getByText(t(language, "reset.intro"))).toBeVisible();
      await expect(page, "the token left the address bar").not.toHaveURL(/resetToken/);
      await shootBothSizes(page, `reset-${language}`);
      await reset.getByLabel(t(language, "fields.newPassword"), { exact: true }).fill(NEW_PASSWORD);
      await reset.getByLabel(t(language, "fields.confirmNewPassword"), { exact: true }).fill(NEW_PASSWORD);
      await reset.getByRole("button", { name: t(language, "reset.submit") }).click();
      await expect(reset.getByRole("status")).toContainText(t(language, "reset.done"), { timeout: SLOW });

      // The reset ended the session the registration opened.
      const registrationSession = await request.get(PATHS.memberInfo, {
        headers: { Authorization: `Bearer ${member.login.token}` },
      });
      expect(registrationSession.status()).toBe(401);

      // The link is single use: opened again, it says so in the reader's language.
      await page.goto(`${mail.link.pathname}${mail.link.search}`);
      reset = dialog(page, language, "reset.title");
      await reset.getByLabel(t(language, "fields.newPassword"), { exact: true }).fill("Lotus2028e");
      await reset.getByLabel(t(language, "fields.confirmNewPassword"), { exact: true }).fill("Lotus2028e");
      await reset.getByRole("button", { name: t(language, "reset.submit") }).click();
      await expect(reset.getByRole("alert")).toContainText(serverText(language, "reset_link_invalid"), {
        timeout: SLOW,
      });
      await page.keyboard.press("Escape");
      await expect(reset).toBeHidden();

      // The old password no longer opens the account; the new one does.
      const login = await openLoginDialog(page, language);
      await submitUsernameLogin(page, language, member.account, member.password);
      await expect(
        login.getByRole("alert").filter({ hasText: serverText(language, "invalid_credentials") }),
      ).toBeVisible({ timeout: SLOW });
      await login.getByLabel(t(language, "fields.password"), { exact: true }).fill(NEW_PASSWORD);
      await login.getByRole("button", { name: t(language, "login.submit"), exact: true }).click();
      await expect(welcomeDialog(page, language)).toBeVisible({ timeout: SLOW });
      await page.keyboard.press("Escape");
      await expect(userMenuButton(page, language, member.account)).toBeVisible();
    });
  });

  test.describe(`social login with Google (${language})`, () => {
    // The provider signs in one preset account at a time: this file's social tests take turns.
    test.describe.configure({ mode: "default" });

    test("Google signs in a member of its own, keyed on the Google subject and never on the e-mail", async ({
      page,
      context,
      request,
    }) => {
      await prepare(context, language);
      const sub = uniqueUsername("google");
      const name = language === "vi" ? "Trần Thu Hà" : "Grace Hopper";
      // The provider says this person owns demo01's e-mail: that must not hand them demo01.
      await setOidcAccount({ sub, email: "demo01@lotus.local", name });

      let ticket = "";
      page.on("request", (r) => {
        const found = new URL(r.url()).searchParams.get("oauthTicket");
        if (r.isNavigationRequest() && found) ticket = found;
      });
      await page.goto("/index");
      await continueWithGoogle(page, await openLoginDialog(page, language), language, sub);
      const welcome = welcomeDialog(page, language);
      await expect(welcome).toBeVisible({ timeout: SLOW });
      await expect(welcome, "a first social login is a first login").toHaveAccessibleName(
        templateRegExp(t(language, "welcome.firstTitle")),
      );
      expect(page.url(), "the one-time ticket left the address bar").not.toContain("oauthTicket");
      expect(ticket, "the provider came back with a ticket").not.toBe("");
      const first = await sessionValues(page);
      const account = first[SESSION_KEYS.account]!;
      expect(account).toMatch(/^g_[a-z0-9]+$/);
      expect(account).not.toBe("demo01");

      await page.keyboard.press("Escape");
      const userMenu = userMenuButton(page, language, account);
      await expect(userMenu).toContainText(name);
      await shootBothSizes(page, `social-header-${language}`);

      await signOut(page, language, account);
      const revoked = await request.get(PATHS.memberInfo, {
        headers: { Authorization: `Bearer ${first[SESSION_KEYS.token]}` },
      });
      expect(revoked.status(), "logout revoked the token on the server").toBe(401);

      // The ticket was single use: replaying it signs nobody in.
      await page.goto(`/?oauthTicket=${encodeURIComponent(ticket)}`);
      const replay = page.getByRole("dialog", { name: t(language, "social.returnTitle") });
      await expect(replay.getByRole("alert")).toContainText(serverText(language, "oauth_failed"), { timeout: SLOW });
      expect((await sessionValues(page))[SESSION_KEYS.token]).toBeNull();
      await replay.getByRole("button", { name: t(language, "social.tryAgain") }).click();

      // The same Google subject comes back to the same member, in a new session.
      const login = dialog(page, language, "login.title");
      await continueWithGoogle(page, login, language, sub);
      await expect(welcomeDialog(page, language)).toBeVisible({ timeout: SLOW });
      const second = await sessionValues(page);
      expect(second[SESSION_KEYS.account]).toBe(account);
      expect(second[SESSION_KEYS.token]).not.toBe(first[SESSION_KEYS.token]);
      await page.keyboard.press("Escape");
      await signOut(page, language, account);

      // Another subject with the same e-mail is another person: another member.
      const otherSub = uniqueUsername("google");
      await setOidcAccount({ sub: otherSub, email: "demo01@lotus.local", name });
      await page.goto("/index");
      await continueWithGoogle(page, await openLoginDialog(page, language), language, otherSub);
      await expect(welcomeDialog(page, language)).toBeVisible({ timeout: SLOW });
      const third = (await sessionValues(page))[SESSION_KEYS.account];
      expect(third).toMatch(/^g_/);
      expect(third).not.toBe(account);
    });

    test("a Google callback that another browser started signs nobody in (login CSRF)", async ({ page, context }) => {
      await prepare(context, language);
      const sub = uniqueUsername("stranger");
      await setOidcAccount({ sub, email: `${sub}@gmail.test`, name: "Stranger" });
      // A stranger signs in at the provider with their own account and keeps the way back unused…
      const stranger = await strangerCallback(sub);

      // …then makes this browser open it: the state was not started here, so nobody is signed in.
      await page.goto(`${stranger.callback.pathname}${stranger.callback.search}`);
      const failed = dialog(page, language, "social.errorTitle");
      await expect(failed.getByText(t(language, "social.errors.oauth_failed"))).toBeVisible({ timeout: SLOW });
      await expect(page).not.toHaveURL(/oauthError|code=/);
      expect((await sessionValues(page))[SESSION_KEYS.token]).toBeNull();
      await failed.getByRole("button", { name: t(language, "social.tryAgain") }).click();
      await expect(dialog(page, language, "login.title")).toBeVisible();

      // The refused attempt used the state up: not even the stranger can finish with it now.
      const back = await stranger.open();
      expect(back.searchParams.get("oauthError")).toBe("oauth_failed");
      expect(back.searchParams.has("oauthTicket")).toBe(false);
    });
  });
}
