import type { BrowserContext, Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { LANGUAGE_STORAGE_KEY, MEMBER_CENTRE_PAGES, PATHS } from "@lotus/contracts/web";
import { waitForMail } from "../support/auth-peers-client.ts";
import { format, text } from "../support/catalogues.ts";
import { expect, seriousAccessibilityViolations, skipPopupNotice, test } from "../support/fixtures.ts";
import {
  codeFromOutbox,
  DEMO_MEMBER,
  latestOutboxMessage,
  loginViaApi,
  registerMemberViaApi,
  useLogin,
} from "../support/session.ts";

type Lang = "vi" | "en";
const m = (lang: Lang, key: string) => text(lang, "member", key);

test.use({ viewport: { width: 1440, height: 900 } });

async function inLanguage(context: BrowserContext, lang: Lang) {
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: LANGUAGE_STORAGE_KEY,
    value: lang,
  });
}

/** Opens the member centre from the user menu and returns the dialog. */
async function openMemberCentre(page: Page, lang: Lang, account: string) {
  await skipPopupNotice(page);
  await page.goto("/index");
  await page
    .getByRole("banner")
    .getByRole("button", { name: format(lang, "member", "userMenu.button", { name: account }) })
    .click();
  await page.getByRole("menuitem", { name: m(lang, "userMenu.entries.memberCentre") }).click();
  const centre = page.getByRole("dialog", { name: m(lang, "centre.title") });
  await expect(centre.getByRole("heading", { level: 2, name: m(lang, "pages.securityCenter") })).toBeVisible();
  return centre;
}

/** The security-centre row of one protection (its title is a paragraph inside a list item). */
const row = (centre: ReturnType<Page["getByRole"]>, title: string) =>
  centre.getByRole("listitem").filter({ has: centre.page().getByText(title, { exact: true }) });

for (const lang of ["vi", "en"] as const) {
  test(`opens on the security centre with the spec's menu in order, and the inbox in place (${lang})`, async ({
    page,
    context,
    request,
    pageProblems,
  }) => {
    await inLanguage(context, lang);
    const login = await loginViaApi(request, DEMO_MEMBER);
    await useLogin(context, login);
    const centre = await openMemberCentre(page, lang, DEMO_MEMBER);

    const menu = centre.getByRole("navigation", { name: m(lang, "centre.menu") });
    const expected = MEMBER_CENTRE_PAGES.filter((p) => p !== "transferUpline" || login.member.toUpline);
    // The missions entry may carry its badge (missions ready to claim) after its name.
    await expect(menu.getByRole("button")).toHaveText(
      expected.map((p) =>
        p === "missionLeaderboard" || p === "messageV2"
          ? new RegExp(`^${m(lang, `pages.${p}`)}`)
          : m(lang, `pages.${p}`),
      ),
    );
    await expect(menu.getByRole("button", { name: m(lang, "pages.securityCenter") })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // The profile, the protections, login history with the previous login on top, and sessions.
    await expect(centre.getByText("Minh Anh").first()).toBeVisible();
    await expect(centre.getByTestId("last-login")).toContainText(m(lang, "profile.lastLogin"));
    await expect(row(centre, m(lang, "security.mobile"))).toContainText("678");
    await expect(centre.getByRole("heading", { name: m(lang, "history.title") })).toBeVisible();
    await expect(centre.getByRole("heading", { name: m(lang, "sessions.title") })).toBeVisible();
    await expect(centre.getByText(m(lang, "sessions.thisDevice"))).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The inbox (issue 16) opens in place; a new member's is empty.
    await menu.getByRole("button", { name: new RegExp(`^${m(lang, "pages.messageV2")}`) }).click();
    await expect(centre.getByRole("heading", { level: 2, name: m(lang, "pages.messageV2") })).toBeFocused();
    await expect(centre.getByTestId("messages-page")).toBeVisible();
    await menu.getByRole("button", { name: m(lang, "pages.securityCenter") }).click();
    await expect(centre.getByRole("heading", { level: 2, name: m(lang, "pages.securityCenter") })).toBeVisible();

    // Closing while the page refreshes would abort its calls; let them finish first.
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Escape");
    await expect(centre).toHaveCount(0);
    expect(pageProblems).toEqual([]);
  });
}

test("binds an e-mail with a code mailed to the new address", async ({ page, context, request }) => {
  await inLanguage(context, "en");
  const member = await registerMemberViaApi(request);
  await useLogin(context, member.login);
  const centre = await openMemberCentre(page, "en", member.username);

  const email = row(centre, m("en", "security.email"));
  await expect(email).toContainText(m("en", "security.notBound"));
  await email.getByRole("button", { name: m("en", "actions.bind") }).click();
  await email.getByLabel(m("en", "reauth.password")).fill("not-my-password");
  await email.getByRole("button", { name: m("en", "reauth.submit") }).click();
  await expect(email.getByRole("alert")).toBeVisible();
  await email.getByLabel(m("en", "reauth.password")).fill(member.password);
  await email.getByRole("button", { name: m("en", "reauth.submit") }).click();

  const address = `${member.username}@example.com`;
  await email.getByLabel(m("en", "email.address")).fill(address);
  await email.getByRole("button", { name: m("en", "code.send") }).click();
  await expect(email.getByRole("button", { name: /Resend in \d+s/ })).toBeDisabled();
  // The e2e site sends its mail through SMTP to a local test server (e2e/support/auth-peers.ts).
  const mail = await waitForMail(address, /./);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";
  await email.getByLabel(m("en", "code.label")).fill(code);
  await email.getByRole("button", { name: m("en", "email.submit") }).click();

  await expect(centre.getByRole("status").filter({ hasText: m("en", "email.done") })).toBeVisible();
  await expect(email).toContainText("@example.com");
  await expect(email).not.toContainText(m("en", "security.notBound"));
  const overview = await request.get(PATHS.security, { headers: { Authorization: `Bearer ${member.login.token}` } });
  expect(((await overview.json()) as { value: { email: string } }).value.email).toMatch(/@example\.com$/);
});

test("enrols an authenticator app from the shown secret", async ({ page, context, request }) => {
  await inLanguage(context, "en");
  const member = await registerMemberViaApi(request);
  await useLogin(context, member.login);
  const centre = await openMemberCentre(page, "en", member.username);

  const totp = row(centre, m("en", "security.totp"));
  await totp.getByRole("button", { name: m("en", "totp.setUp") }).click();
  await totp.getByLabel(m("en", "reauth.password")).fill(member.password);
  await totp.getByRole("button", { name: m("en", "reauth.submit") }).click();

  await expect(totp.getByRole("img", { name: m("en", "totp.qrAlt") })).toBeVisible();
  const secret = (await totp.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "");
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await totp.getByLabel(m("en", "totp.code")).fill(code);
  await totp.getByRole("button", { name: m("en", "totp.enable") }).click();

  await expect(centre.getByRole("status").filter({ hasText: m("en", "totp.enabled") })).toBeVisible();
  await expect(totp).toContainText(m("en", "security.on"));
  await expect(totp.getByRole("button", { name: m("en", "totp.disable") })).toBeVisible();
});

test("signs out another device, whose token then stops working", async ({ page, context, request }) => {
  await inLanguage(context, "en");
  const member = await registerMemberViaApi(request);
  // A second login from the address the account registered from (trusted, so no second step).
  const other = await loginViaApi(request, member.username, member.password, {
    "X-Forwarded-For": member.ip,
    "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1",
  });
  await useLogin(context, member.login);
  const centre = await openMemberCentre(page, "en", member.username);

  const sessions = centre.getByTestId("session-item");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText(m("en", "sessions.thisDevice"));
  const iphone = sessions.filter({ hasText: "Safari · iOS" });
  await iphone
    .getByRole("button", { name: format("en", "member", "sessions.revokeLabel", { device: "Safari · iOS" }) })
    .click();
  await iphone.getByRole("button", { name: m("en", "sessions.revokeYes") }).click();

  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText(m("en", "sessions.thisDevice"));
  const revoked = await request.get(PATHS.memberInfo, { headers: { Authorization: `Bearer ${other.token}` } });
  expect(revoked.status()).toBe(401);
  const still = await request.get(PATHS.memberInfo, { headers: { Authorization: `Bearer ${member.login.token}` } });
  expect(still.status()).toBe(200);
});

test("changes the bound mobile number with a code texted to the new number (vi)", async ({
  page,
  context,
  request,
}) => {
  await inLanguage(context, "vi");
  const member = await registerMemberViaApi(request);
  await useLogin(context, member.login);
  const centre = await openMemberCentre(page, "vi", member.username);

  const mobile = row(centre, m("vi", "security.mobile"));
  await expect(mobile).toContainText(member.mobile.slice(-3));
  await mobile.getByRole("button", { name: m("vi", "actions.change") }).click();
  await mobile.getByLabel(m("vi", "reauth.password")).fill(member.password);
  await mobile.getByRole("button", { name: m("vi", "reauth.submit") }).click();

  const next = `3${member.mobile.slice(1, -3)}${String((Number(member.mobile.slice(-3)) + 7) % 1000).padStart(3, "0")}`;
  // Typed the way people write it at home: the trunk prefix 0 and the spaces drop out.
  await mobile.getByLabel(m("vi", "mobile.number")).fill(`0${next.slice(0, 3)} ${next.slice(3)}`);
  await expect(mobile.getByLabel(m("vi", "mobile.number"))).toHaveValue(next);
  const before = (await latestOutboxMessage(request, `+84${next}`))?.id;
  await mobile.getByRole("button", { name: m("vi", "code.send") }).click();
  const code = await codeFromOutbox(request, `+84${next}`, before);
  await mobile.getByLabel(m("vi", "code.label")).fill(code);
  await mobile.getByRole("button", { name: m("vi", "mobile.submit") }).click();

  await expect(centre.getByRole("status").filter({ hasText: m("vi", "mobile.done") })).toBeVisible();
  await expect(mobile).toContainText(next.slice(-3));
});

test("sets the payee name once, then shows it locked, and sets a payment password", async ({
  page,
  context,
  request,
}) => {
  await inLanguage(context, "en");
  const member = await registerMemberViaApi(request);
  await useLogin(context, member.login);
  const centre = await openMemberCentre(page, "en", member.username);

  const payee = row(centre, m("en", "security.payee"));
  await payee.getByRole("button", { name: m("en", "actions.set") }).click();
  await payee.getByLabel(m("en", "payee.label")).fill("Tran Thi Lan");
  await payee.getByRole("button", { name: m("en", "actions.save") }).click();
  await expect(payee.getByRole("alert")).toHaveText(m("en", "payee.confirmRequired"));
  await payee.getByLabel(m("en", "payee.confirm")).check();
  await payee.getByRole("button", { name: m("en", "actions.save") }).click();
  await expect(payee).toContainText("Tran Thi Lan");
  await expect(payee).toContainText(m("en", "payee.locked"));
  await expect(payee.getByRole("button", { name: m("en", "actions.set") })).toHaveCount(0);

  const pin = row(centre, m("en", "security.paymentPassword"));
  await pin.getByRole("button", { name: m("en", "actions.set") }).click();
  await pin.getByLabel(m("en", "reauth.password")).fill(member.password);
  await pin.getByRole("button", { name: m("en", "reauth.submit") }).click();
  await pin.getByLabel(m("en", "paymentPassword.new"), { exact: true }).fill("402913");
  await pin.getByLabel(m("en", "paymentPassword.confirm")).fill("402914");
  await pin.getByRole("button", { name: m("en", "actions.save") }).click();
  await expect(pin.getByRole("alert")).toHaveText(m("en", "paymentPassword.mismatch"));
  await pin.getByLabel(m("en", "paymentPassword.confirm")).fill("402913");
  await pin.getByRole("button", { name: m("en", "actions.save") }).click();
  await expect(pin).toContainText(m("en", "security.paymentPasswordSet"));
  await expect(pin.getByRole("button", { name: m("en", "actions.change") })).toBeFocused();
});
