import type { BrowserContext, Page } from "@playwright/test";
import { LANGUAGE_STORAGE_KEY, PATHS } from "@lotus/contracts/web";
import { format, text } from "../support/catalogues.ts";
import { expect, seriousAccessibilityViolations, skipPopupNotice, test } from "../support/fixtures.ts";
import { DEMO_AGENT, DEMO_MEMBER, freePlayViaApi, loginViaApi, useLogin } from "../support/session.ts";

const LANGUAGES = ["vi", "en"] as const;
type Lang = (typeof LANGUAGES)[number];
const m = (lang: Lang, key: string) => text(lang, "member", key);

async function inLanguage(context: BrowserContext, lang: Lang) {
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: LANGUAGE_STORAGE_KEY,
    value: lang,
  });
}

function userMenuButton(page: Page, lang: Lang, account: string) {
  return page
    .getByRole("banner")
    .getByRole("button", { name: format(lang, "member", "userMenu.button", { name: account }) });
}

test.describe("logged-in header on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const lang of LANGUAGES) {
    test(`shows the member's deposit shortcut and a keyboard-operable user menu (${lang})`, async ({
      page,
      context,
      request,
      pageProblems,
    }) => {
      await inLanguage(context, lang);
      await useLogin(context, await loginViaApi(request, DEMO_MEMBER));
      await skipPopupNotice(page);
      await page.goto("/index");

      const header = page.getByRole("banner");
      await expect(header.getByRole("button", { name: m(lang, "userMenu.deposit") })).toBeVisible();
      await expect(header.getByRole("button", { name: text(lang, "layout", "account.login") })).toHaveCount(0);
      const button = userMenuButton(page, lang, DEMO_MEMBER);
      await expect(button).toContainText("Minh Anh");

      await button.focus();
      await page.keyboard.press("ArrowDown");
      const menu = page.getByRole("menu", { name: m(lang, "userMenu.label") });
      await expect(menu).toBeVisible();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const items = menu.getByRole("menuitem");
      // Spec §2 menu for a member (no agent centre): member centre, withdraw, account records, betting records, sign out.
      await expect(items).toHaveText([
        m(lang, "userMenu.entries.memberCentre"),
        m(lang, "userMenu.entries.withdraw"),
        m(lang, "userMenu.entries.accountRecords"),
        m(lang, "userMenu.entries.bettingRecords"),
        m(lang, "userMenu.entries.signOut"),
      ]);
      await expect(items.first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press("End");
      await expect(items.last()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(items.first()).toBeFocused();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.keyboard.press("Escape");
      await expect(menu).toHaveCount(0);
      await expect(button).toBeFocused();

      // Enter on "withdraw" opens the member centre on that page.
      await page.keyboard.press("Enter");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      const centre = page.getByRole("dialog", { name: m(lang, "centre.title") });
      await expect(centre.getByRole("heading", { level: 2, name: m(lang, "pages.withdraw") })).toBeVisible();
      await expect(centre.getByRole("button", { name: m(lang, "pages.withdraw"), exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      expect(pageProblems).toEqual([]);
    });
  }

  test("the deposit shortcut opens the member centre on the deposit page", async ({ page, context, request }) => {
    await useLogin(context, await loginViaApi(request, DEMO_MEMBER));
    await skipPopupNotice(page);
    await page.goto("/index");
    await page
      .getByRole("banner")
      .getByRole("button", { name: m("vi", "userMenu.deposit") })
      .click();
    const centre = page.getByRole("dialog", { name: m("vi", "centre.title") });
    await expect(centre.getByRole("heading", { level: 2, name: m("vi", "pages.depositv2") })).toBeVisible();
    // The bank-transfer deposit form of issue 4, ready for an amount.
    await expect(centre.getByTestId("deposit-amount")).toBeVisible();
    await expect(centre.getByTestId("deposit-submit")).toBeVisible();
  });

  test("an agent also sees the agent centre entry, which opens the agent centre", async ({
    page,
    context,
    request,
  }) => {
    await useLogin(context, await loginViaApi(request, DEMO_AGENT));
    await skipPopupNotice(page);
    await page.goto("/index");
    await userMenuButton(page, "vi", DEMO_AGENT).click();
    const items = page.getByRole("menu").getByRole("menuitem");
    await expect(items.nth(1)).toHaveText(m("vi", "userMenu.entries.agentCentre"));
    await items.nth(1).click();
    const centre = page.getByRole("dialog", { name: text("vi", "agents", "centre.title") });
    await expect(centre).toBeVisible();
    await expect(centre.getByTestId("agent-centre-account")).toContainText(DEMO_AGENT);
  });

  test("sign out asks first, then ends the session on the server and shows the login button", async ({
    page,
    context,
    request,
  }) => {
    const login = await loginViaApi(request, DEMO_MEMBER);
    await useLogin(context, login);
    await skipPopupNotice(page);
    await page.goto("/index");
    await userMenuButton(page, "vi", DEMO_MEMBER).click();
    await page.getByRole("menuitem", { name: m("vi", "userMenu.entries.signOut") }).click();
    const confirm = page.getByRole("dialog", { name: text("vi", "account", "logout.title") });
    await confirm.getByRole("button", { name: text("vi", "account", "logout.cancel") }).click();
    await expect(userMenuButton(page, "vi", DEMO_MEMBER)).toBeVisible();

    await userMenuButton(page, "vi", DEMO_MEMBER).click();
    await page.getByRole("menuitem", { name: m("vi", "userMenu.entries.signOut") }).click();
    await confirm.getByRole("button", { name: text("vi", "account", "logout.confirm") }).click();
    // Spec §4 logout clears the publicity-closed marker, so the home page's popup notice shows again.
    const popup = page.getByRole("dialog");
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: text("vi", "common", "actions.close") }).click();
    await expect(
      page.getByRole("banner").getByRole("button", { name: text("vi", "layout", "account.login") }),
    ).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
    const after = await request.get(PATHS.memberInfo, { headers: { Authorization: `Bearer ${login.token}` } });
    expect(after.status()).toBe(401);
  });

  test("a trial account sees its chip and a register button, and cannot open the member centre", async ({
    page,
    context,
    request,
  }) => {
    const trial = await freePlayViaApi(request);
    expect(trial.member.isAgent).toBe(4);
    await useLogin(context, trial);
    await skipPopupNotice(page);
    await page.goto("/index");

    const header = page.getByRole("banner");
    await expect(header.getByText(m("vi", "userMenu.trial"))).toBeVisible();
    await expect(header.getByRole("button", { name: m("vi", "userMenu.registerReal") })).toBeVisible();
    await expect(header.getByRole("button", { name: m("vi", "userMenu.deposit") })).toHaveCount(0);

    await userMenuButton(page, "vi", trial.member.account).click();
    await page.getByRole("menuitem", { name: m("vi", "userMenu.entries.memberCentre") }).click();
    await expect(page.getByRole("dialog", { name: text("vi", "account", "trial.needRealTitle") })).toBeVisible();
    await expect(page.getByRole("dialog", { name: m("vi", "centre.title") })).toHaveCount(0);
    // The server agrees: the security centre refuses a trial session.
    const refused = await request.get(PATHS.security, { headers: { Authorization: `Bearer ${trial.token}` } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("need_real_account");
  });
});

test.describe("logged-in header on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of LANGUAGES) {
    test(`keeps a deposit shortcut and moves the user menu into the menu sheet (${lang})`, async ({
      page,
      context,
      request,
      pageProblems,
    }) => {
      await inLanguage(context, lang);
      await useLogin(context, await loginViaApi(request, DEMO_MEMBER));
      await skipPopupNotice(page);
      await page.goto("/index");
      const header = page.getByRole("banner");
      await expect(header.getByRole("button", { name: m(lang, "userMenu.deposit") })).toBeVisible();
      await header.getByRole("button", { name: text(lang, "layout", "header.menu") }).click();
      const sheet = page.getByRole("dialog", { name: text(lang, "layout", "header.menu") });
      await expect(sheet.getByText("Minh Anh")).toBeVisible();
      await sheet.getByRole("button", { name: m(lang, "userMenu.entries.accountRecords") }).click();
      const centre = page.getByRole("dialog", { name: m(lang, "centre.title") });
      await expect(centre.getByRole("heading", { level: 2, name: m(lang, "pages.transactionHistory") })).toBeVisible();
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(pageProblems).toEqual([]);
    });
  }
});
