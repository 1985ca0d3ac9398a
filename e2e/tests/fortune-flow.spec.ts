import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  FORTUNE_CONSOLE_PATHS,
  FORTUNE_PATHS,
  FORTUNE_ROUTES,
  PATHS,
  formatMinor,
  type BalanceValue,
  type FortuneEnvelope,
  type FortuneSpin,
  type FortuneWheel,
} from "@lotus/contracts/web";
import { prepare, type Language } from "../support/accounts.ts";
import { DESKTOP, PHONE, useTheme } from "../support/agents.ts";
import { ownConsoleToken } from "../support/agents-flow.ts";
import { format, text } from "../support/catalogues.ts";
import { expect, test } from "../support/fixtures.ts";
import { call } from "../support/money.ts";
import { registerMemberViaApi, useLogin } from "../support/session.ts";

/*
 * Issue 15, fortune, in real Chromium, in vi and in en. A fresh member gets wheel tickets from an
 * operator (the console call, audited), opens /luckyWheel, spins: the wheel stops, the prize shows and
 * the main balance grows by it through the ledger. The spin's verification page first says the server
 * seed is not revealed; "change seeds and reveal" rotates the pair and the browser recomputes the spin:
 * "Khớp" / "Match". Then /redEnvelope: the demo's welcome rain is open, the member opens an envelope,
 * its amount is revealed and equals the balance change; a second press is not offered (one per member).
 * Screenshots: /tmp/shots-fortune-flow/<lang>-<step>.png (desktop and 360 px phone, dark and light).
 */

test.describe.configure({ timeout: 3 * 60_000 });

const SHOTS = "/tmp/shots-fortune-flow";
const t = (lang: Language, key: string) => text(lang, "fortune", key);

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function mainBalance(request: APIRequestContext, token: string): Promise<bigint> {
  return BigInt((await call<BalanceValue>(request, "get", PATHS.balance, token)).mainBalance);
}

for (const lang of ["vi", "en"] as const) {
  test(`${lang}: a member spins the lucky wheel, verifies the spin and grabs a red envelope`, async ({
    browser,
    request,
  }) => {
    const member = await registerMemberViaApi(request);
    const token = member.login.token;
    const operator = await ownConsoleToken(request);
    const wheels = await call<FortuneWheel[]>(request, "get", FORTUNE_PATHS.wheels, token);
    expect(wheels.length).toBeGreaterThan(0);
    const wheel = wheels[0]!;
    await call(request, "post", FORTUNE_CONSOLE_PATHS.tickets, operator, {
      account: member.username,
      campaignId: wheel.id,
      tickets: 2,
      reason: "e2e fortune flow",
      requestId: `e2e-fortune-${lang}-${Date.now()}`,
    });

    const context = await browser.newContext({ viewport: DESKTOP, colorScheme: "dark" });
    await prepare(context, lang);
    await useLogin(context, member.login);
    const page = await context.newPage();
    await page.goto(FORTUNE_ROUTES.wheel);
    await expect(page.getByRole("heading", { level: 1, name: t(lang, "wheel.title") })).toBeVisible();
    await expect(page.getByTestId("wheel-tickets")).toHaveText(
      format(lang, "fortune", "wheel.tickets", { count: "2" }),
    );
    await expect(page.getByTestId("wheel-prize-table").locator("tbody tr")).toHaveCount(wheel.prizes.length);
    const seedHash = (await page.getByTestId("seed-hash").textContent())!.trim();
    expect(seedHash).toMatch(/^[0-9a-f]{64}$/);
    await shot(page, `${lang}-1-wheel`);

    const before = await mainBalance(request, token);
    await page.getByTestId("wheel-spin").click();
    const verifyLink = page.getByTestId("wheel-verify-link");
    await expect(verifyLink).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("wheel-tickets")).toHaveText(
      format(lang, "fortune", "wheel.tickets", { count: "1" }),
    );
    const spins = await call<{ total: number; list: FortuneSpin[] }>(request, "get", FORTUNE_PATHS.spins, token);
    expect(spins.total).toBe(1);
    const spin = spins.list[0]!;
    expect(spin.seedHash).toBe(seedHash);
    expect(await mainBalance(request, token)).toBe(before + BigInt(spin.amount));
    const result = page.getByTestId("wheel-result");
    if (spin.amount === "0") await expect(result).toContainText(t(lang, "wheel.resultNothing"));
    else await expect(result).toContainText(formatMinor(spin.amount, lang, { decimals: 0 }));
    await shot(page, `${lang}-2-spun`);

    await verifyLink.click();
    await expect(page.getByRole("heading", { level: 1, name: t(lang, "verify.title") })).toBeVisible();
    await page.getByTestId("verify-reveal").click();
    const verdict = page.getByTestId("verify-verdict");
    await expect(verdict).toHaveText(t(lang, "verify.match"), { timeout: 15_000 });
    await expect(verdict).toHaveAttribute("data-match", "true");
    await expect(page.getByTestId("verify-seed-check")).toHaveAttribute("data-ok", "true");
    await expect(page.getByTestId("verify-segment-check")).toHaveAttribute("data-ok", "true");
    const revealed = (await page.getByTestId("verify-server-seed").textContent())!.trim();
    expect(revealed).toMatch(/^[0-9a-f]{64}$/);
    expect(
      (await call<FortuneSpin>(request, "get", FORTUNE_PATHS.spin.replace(":id", spin.id), token)).serverSeed,
    ).toBe(revealed);
    await shot(page, `${lang}-3-verified`);

    // The red envelope rain: the demo's welcome rain is open to everyone.
    const envelopes = await call<FortuneEnvelope[]>(request, "get", FORTUNE_PATHS.envelopes, token);
    const open = envelopes.find((e) => e.state === "open" && e.eligible && e.taken < e.packets);
    expect(open, "an open red envelope rain").toBeTruthy();
    await page.goto(FORTUNE_ROUTES.envelopes);
    await expect(page.getByRole("heading", { level: 1, name: t(lang, "envelopes.title") })).toBeVisible();
    const card = page.locator(`[data-testid="envelope-card"][data-id="${open!.id}"]`);
    await shot(page, `${lang}-4-rain`);
    const beforeGrab = await mainBalance(request, token);
    await card.getByTestId("envelope-grab").click();
    const amount = card.getByTestId("envelope-amount");
    await expect(amount).toBeVisible();
    const mine = (await call<FortuneEnvelope[]>(request, "get", FORTUNE_PATHS.envelopes, token)).find(
      (e) => e.id === open!.id,
    )!.mine!;
    await expect(amount).toHaveText(`${formatMinor(mine.amount, lang, { decimals: 0 })} ₫`);
    expect(await mainBalance(request, token)).toBe(beforeGrab + BigInt(mine.amount));
    await expect(card.getByTestId("envelope-grab")).toHaveCount(0);
    await shot(page, `${lang}-5-grabbed`);

    // The reward centre (helper R's page) shows the fortune summary: one ticket left, the envelope opened.
    await page
      .getByRole("banner")
      .getByRole("button", { name: format(lang, "member", "userMenu.button", { name: member.username }) })
      .click();
    await page.getByRole("menuitem", { name: text(lang, "member", "userMenu.entries.memberCentre") }).click();
    const centre = page.getByRole("dialog", { name: text(lang, "member", "centre.title") });
    await centre
      .getByRole("navigation", { name: text(lang, "member", "centre.menu") })
      .getByRole("button", { name: text(lang, "member", "pages.rewardCenter") })
      .click();
    const summary = centre.getByTestId("fortune-summary");
    await expect(summary.getByTestId("summary-tickets").first()).toHaveText(
      format(lang, "fortune", "wheel.tickets", { count: "1" }),
    );
    await expect(summary).toContainText(t(lang, "summary.grabbed"));
    await shot(page, `${lang}-6-reward-centre`);
    await summary.getByRole("link", { name: t(lang, "summary.toWheel") }).click();
    await expect(page).toHaveURL(new RegExp(`${FORTUNE_ROUTES.wheel}$`));
    await expect(page.getByRole("heading", { level: 1, name: t(lang, "wheel.title") })).toBeVisible();

    // The promotions centre leads to both pages.
    await page.goto("/promotions");
    await page
      .getByTestId("fortune-links")
      .getByRole("link", { name: new RegExp(t(lang, "envelopes.title")) })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: t(lang, "envelopes.title") })).toBeVisible();

    // Phone layout, light theme.
    await useTheme(page, "light");
    await page.setViewportSize(PHONE);
    await page.goto(FORTUNE_ROUTES.wheel);
    await expect(page.getByTestId("wheel-spin")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, `${lang}-7-phone-wheel`);
    await page.goto(FORTUNE_ROUTES.envelopes);
    await expect(card.getByTestId("envelope-amount")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, `${lang}-8-phone-envelopes`);
    await context.close();
  });
}
