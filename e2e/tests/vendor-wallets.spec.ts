import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { LANGUAGE_STORAGE_KEY, MAIN_WALLET, PATHS, formatMinor, type BalanceValue } from "@lotus/contracts/web";
import { format, text } from "../support/catalogues.ts";
import { expect, seriousAccessibilityViolations, skipPopupNotice, test } from "../support/fixtures.ts";
import { fundMember } from "../support/games.ts";
import { registerMemberViaApi, useLogin } from "../support/session.ts";

/*
 * Issue 11 item 12: a transfer-wallet game (GPI) takes the whole main balance while it is played.
 * The withdraw and deposit pages show which game wallets hold money with a one-press "return all",
 * and leaving the game brings the money back by itself (architecture.md decision 53).
 */

type Lang = "vi" | "en";
/** The figure: 1,516,950.00 VND. */
const FUNDS = 151_695_000n;
const w = (lang: Lang, key: string) => text(lang, "wallet", key);
const m = (lang: Lang, key: string) => text(lang, "member", key);

test.describe.configure({ timeout: 120_000 });

async function inLanguage(context: BrowserContext, lang: Lang) {
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: LANGUAGE_STORAGE_KEY,
    value: lang,
  });
}

async function balances(request: APIRequestContext, token: string): Promise<BalanceValue> {
  const response = await request.get(PATHS.balance, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { value: BalanceValue }).value;
}

const gpiBalance = async (request: APIRequestContext, token: string) =>
  BigInt((await balances(request, token)).wallets.find((wallet) => wallet.vendorCode === "GPI")?.balance ?? "-1");

const headerBalance = (page: Page) => page.getByTestId("header-balance-wide").getByTestId("header-balance-amount");

/** A fresh member holding FUNDS, logged in, in `lang`. */
async function fundedMember(request: APIRequestContext, context: BrowserContext, lang: Lang) {
  const member = await registerMemberViaApi(request);
  await fundMember(request, member.username, FUNDS);
  await inLanguage(context, lang);
  await useLogin(context, member.login);
  return member;
}

/** Launches a GPI game from the live lobby, as a member would; the whole balance moves into GPI. */
async function playGpi(page: Page, request: APIRequestContext, token: string) {
  await skipPopupNotice(page);
  await page.goto("/live?page=GPI");
  await page.locator("#vendor-GPI").getByRole("button").first().click();
  const games = page.getByRole("dialog").getByTestId("vendor-game");
  await games.first().click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('[data-testid="game-frame"]').locator("body")).not.toBeEmpty({ timeout: 20_000 });
  await expect.poll(() => gpiBalance(request, token), { timeout: 15_000 }).toBe(FUNDS);
}

/** Opens `target` in the member centre: from its menu, opening it first from the header's deposit button. */
async function openCentrePage(page: Page, lang: Lang, target: "withdraw" | "depositv2" | "transferFund") {
  const centre = page.getByRole("dialog", { name: m(lang, "centre.title") });
  if ((await centre.count()) === 0) {
    await page
      .getByRole("banner")
      .getByRole("button", { name: m(lang, "userMenu.deposit") })
      .first()
      .click();
    await expect(centre.getByRole("heading", { level: 2, name: m(lang, "pages.depositv2") })).toBeVisible();
  }
  const heading = centre.getByRole("heading", { level: 2, name: m(lang, `pages.${target}`) });
  if ((await heading.count()) === 0) {
    // Desktop: the menu's page buttons; phones: the labelled page select above the page.
    const menu = centre.getByRole("navigation", { name: m(lang, "centre.menu") });
    if (await menu.isVisible()) await menu.getByRole("button", { name: m(lang, `pages.${target}`) }).click();
    else await centre.getByLabel(m(lang, "centre.menuSelect"), { exact: true }).selectOption(target);
  }
  await expect(heading).toBeVisible();
  return centre;
}

test.describe("the withdraw page after a transfer-wallet game", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const lang of ["vi", "en"] as const) {
    test(`after a GPI game the withdraw page shows the game wallet and returns it to the main wallet in one press (${lang})`, async ({
      page,
      context,
      request,
    }) => {
      const member = await fundedMember(request, context, lang);
      const token = member.login.token;
      await playGpi(page, request, token);
      const total = formatMinor(FUNDS, lang);
      await expect(headerBalance(page)).toHaveText(total);

      // The game is still open behind the member centre: the money is in GPI, nothing in main.
      const centre = await openCentrePage(page, lang, "withdraw");
      const panel = centre.getByRole("region", { name: w(lang, "gameWallets.title") });
      await expect(panel.getByTestId("game-wallet-GPI")).toBeVisible();
      await expect(panel.getByTestId("game-wallet-balance-GPI")).toHaveText(total);
      await expect(centre.getByTestId("withdraw-available")).toContainText(formatMinor(0n, lang));
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // One press: every game wallet back to main; "available" follows, the total does not move.
      await panel.getByRole("button", { name: w(lang, "returnAll.actionFull") }).click();
      await expect(panel.getByRole("status")).toHaveText(
        format(lang, "wallet", "returnAll.done", { amount: formatMinor(FUNDS, lang) }),
      );
      await expect(centre.getByTestId("withdraw-available")).toContainText(total);
      await expect(panel.getByTestId("game-wallet-GPI")).toHaveCount(0);
      await expect(panel.getByRole("button", { name: w(lang, "returnAll.actionFull") })).toBeDisabled();
      await expect(headerBalance(page)).toHaveText(total);
      expect(await gpiBalance(request, token)).toBe(0n);
      expect((await balances(request, token)).mainBalance).toBe(FUNDS.toString());
    });
  }
});

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("leaving the game page inside the site returns the GPI wallet to the main wallet", async ({
    page,
    context,
    request,
  }) => {
    const member = await fundedMember(request, context, "en");
    await playGpi(page, request, member.login.token);

    await page.getByTestId("game-frame-back").click();
    await expect(page).not.toHaveURL(/\/game$/);
    await expect.poll(() => gpiBalance(request, member.login.token), { timeout: 10_000 }).toBe(0n);

    const centre = await openCentrePage(page, "en", "transferFund");
    await expect(centre.getByTestId("wallet-balance-GPI")).toHaveText(formatMinor(0n, "en"));
    await expect(centre.getByTestId(`wallet-balance-${MAIN_WALLET}`)).toHaveText(formatMinor(FUNDS, "en"));
    // The deposit page has nothing to say about game wallets now.
    const deposit = await openCentrePage(page, "en", "depositv2");
    await expect(deposit.getByTestId("game-wallets-panel")).toHaveCount(0);
  });

  test("a game page left by a reload elsewhere (the tab went away) is returned at the next page load", async ({
    page,
    context,
    request,
  }) => {
    const member = await fundedMember(request, context, "vi");
    await playGpi(page, request, member.login.token);
    // A full page load: no in-site leave runs, the tab's mark stays in local storage.
    await page.goto("/index");
    await expect.poll(() => gpiBalance(request, member.login.token), { timeout: 10_000 }).toBe(0n);
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("lotusGameWallet:"))))
      .toEqual([]);
  });

  test("a reload of /game keeps the game's money in its wallet", async ({ page, context, request }) => {
    const member = await fundedMember(request, context, "vi");
    await playGpi(page, request, member.login.token);
    await page.reload();
    await expect(page.frameLocator('[data-testid="game-frame"]').locator("body")).not.toBeEmpty();
    // Give a wrong return the time it would need, then check nothing moved.
    await page.waitForTimeout(1_500);
    expect(await gpiBalance(request, member.login.token)).toBe(FUNDS);
  });
});

/** Screens of the panel: money parked in GPI by a wallet transfer, then the withdraw and deposit pages. */
for (const viewport of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  // The narrowest phone once (light); 390 and 1440 px in both themes.
  for (const theme of viewport.width === 360 ? (["light"] as const) : (["light", "dark"] as const)) {
    test.describe(`${viewport.width} px, ${theme}`, () => {
      test.use({ viewport, theme });

      test("the withdraw and deposit pages show the game wallet without overflow", async ({
        page,
        context,
        request,
      }, testInfo) => {
        const member = await fundedMember(request, context, "vi");
        const response = await request.post(PATHS.walletTransfer, {
          headers: { Authorization: `Bearer ${member.login.token}` },
          data: {
            from: MAIN_WALLET,
            to: "GPI",
            amount: "100000000",
            requestId: `e2e-park-${Date.now().toString(36)}-${viewport.width}${theme}`,
          },
        });
        expect(response.ok()).toBe(true);
        await skipPopupNotice(page);
        await page.goto("/index");
        for (const target of ["withdraw", "depositv2"] as const) {
          const centre = await openCentrePage(page, "vi", target);
          const panel = centre.getByTestId("game-wallets-panel");
          await expect(panel.getByTestId("game-wallet-balance-GPI")).toHaveText(formatMinor(100_000_000n, "vi"));
          const box = await panel.boundingBox();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
          await panel.scrollIntoViewIfNeeded();
          await page.screenshot({
            path: testInfo.outputPath(`${target}-${viewport.width}-${theme}.png`),
          });
          await page.keyboard.press("Escape");
          await expect(centre).toHaveCount(0);
        }
      });
    });
  }
}
