import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { PATHS, THEME_STORAGE_KEY, formatMinor, type PointsBalance, type PointsConfig } from "@lotus/contracts/web";
import { prepare, type Language } from "../support/accounts.ts";
import { DESKTOP, PHONE } from "../support/agents.ts";
import { ownConsoleSession } from "../support/agents-flow.ts";
import { text } from "../support/catalogues.ts";
import { expect, test } from "../support/fixtures.ts";
import { call } from "../support/money.ts";
import { loginViaApi, useLogin } from "../support/session.ts";

/*
 * Issue 15 item 5 ("exchanges points for a gift and converts points to cash"), in real Chromium, in vi
 * and en. A demo member with points (points02 in vi, points03 in en: 10 days of play accrued by the
 * seed) opens /pointMall, exchanges points for a gift with a delivery address, phone and the payment
 * password and sees the exchange "applying"; an admin approves it on the console's exchanges page and
 * the member sees it "approved". The member then converts 100 points to cash: the points balance
 * follows (−100 after the gift's price), and the conversion is listed with its cash. Screenshots of
 * /pointMall (phone 360 px and desktop, light and dark) go to /tmp/shots-points-flow/.
 */

test.describe.configure({ timeout: 150_000 });

const SHOTS = "/tmp/shots-points-flow";
const CONSOLE_LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/console/src/locales");
const MEMBER: Record<Language, string> = { vi: "points02", en: "points03" };
const PAYMENT_PASSWORD = "246810";
/** A gift of the demo mall (apps/server/src/seed/demo-points.ts): 700 points, no cash. */
const GIFT: Record<Language, string> = { vi: "Hộp trà sen Tây Hồ", en: "West Lake lotus tea box" };
const GIFT_POINTS = 700n;

const p = (lang: Language, key: string) => text(lang, "points", key);
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
const points = (value: bigint, lang: Language) => new Intl.NumberFormat(lang).format(value);

function consoleText(lang: Language, key: string): string {
  const catalogue: unknown = JSON.parse(fs.readFileSync(path.join(CONSOLE_LOCALES, `${lang}.json`), "utf8"));
  const found = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
  if (typeof found !== "string") throw new Error(`no console text ${lang}:${key}`);
  return found;
}

async function shots(page: Page, lang: Language, step: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: THEME_STORAGE_KEY, value: theme });
    for (const [size, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(page.getByTestId("points-balance")).not.toHaveText("…");
      await page.screenshot({
        path: path.join(SHOTS, `${lang}-${step}-${size}-${theme}.png`),
        fullPage: size === "phone",
        animations: "disabled",
      });
    }
  }
  await page.setViewportSize(DESKTOP);
}

for (const lang of ["vi", "en"] as const) {
  test(`a member exchanges points for a gift an operator approves, and converts points to cash (${lang})`, async ({
    browser,
    request,
  }) => {
    const login = await loginViaApi(request, MEMBER[lang]);
    const token = login.token;
    const before = await call<PointsBalance>(request, "get", PATHS.pointsBalance, token);
    const config = await call<PointsConfig>(request, "get", PATHS.pointsConfig, token);
    expect(BigInt(before.balance)).toBeGreaterThan(GIFT_POINTS + 100n);

    const context = await browser.newContext({ viewport: DESKTOP });
    await prepare(context, lang);
    await useLogin(context, login);
    const page = await context.newPage();
    await page.goto("/pointMall");
    await expect(page.getByRole("heading", { level: 1, name: p(lang, "title") })).toBeVisible();
    const balance = page.getByTestId("points-balance");
    await expect(balance).toHaveText(points(BigInt(before.balance), lang));
    if (lang === "vi") await shots(page, lang, "mall");

    // The gift: filter the gifts, open its dialog, fill the delivery and the payment password.
    await page.getByRole("button", { name: p(lang, "goods.types.gift"), exact: true }).click();
    await expect(page.getByRole("button", { name: p(lang, "goods.types.gift"), exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("button", { name: fill(p(lang, "goods.exchangeFor"), { name: GIFT[lang] }) }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(fill(p(lang, "exchange.total"), { points: points(GIFT_POINTS, lang) }));
    // A short address is refused in the form before anything is sent.
    await dialog.getByTestId("points-address").fill("abc");
    await dialog.getByRole("button", { name: p(lang, "exchange.submit") }).click();
    await expect(dialog.getByText(fill(p(lang, "exchange.addressInvalid"), { min: 5, max: 200 }))).toBeVisible();
    await dialog.getByTestId("points-address").fill("72 Lê Thánh Tôn, Quận 1, TP. Hồ Chí Minh");
    await dialog.getByTestId("points-phone").fill("0912 345 678");
    await dialog.getByTestId("points-password").fill(PAYMENT_PASSWORD);
    await dialog.getByRole("button", { name: p(lang, "exchange.submit") }).click();
    const done = dialog.getByTestId("points-exchange-done");
    await expect(done).toContainText(p(lang, "states.applying"));
    const orderNo = /P[XC]\d+/.exec((await done.textContent()) ?? "")?.[0];
    expect(orderNo).toBeTruthy();
    await done.getByRole("button", { name: p(lang, "exchange.close") }).click();
    const afterGift = BigInt(before.balance) - GIFT_POINTS;
    await expect(balance).toHaveText(points(afterGift, lang));

    // My exchanges: the new one is applying.
    await page.getByRole("tab", { name: p(lang, "tabs.exchanges") }).click();
    const row = page.getByTestId("points-exchange-row").filter({ hasText: orderNo! });
    await expect(row.getByTestId("points-exchange-status")).toHaveText(p(lang, "states.applying"));

    // An admin approves it on the console's exchanges page.
    const admin = await ownConsoleSession(request);
    const staff = await browser.newPage({ viewport: DESKTOP });
    await staff.addInitScript((value) => localStorage.setItem("lotusConsoleLang", value), lang);
    await staff.addInitScript((value) => sessionStorage.setItem("lotusConsoleSession", value), JSON.stringify(admin));
    await staff.goto("/console/points-exchanges");
    await expect(
      staff.getByRole("heading", { level: 1, name: consoleText(lang, "nav.pointsExchanges") }),
    ).toBeVisible();
    const consoleRow = staff.getByTestId(`points-exchange-${orderNo!}`);
    await expect(consoleRow).toContainText(MEMBER[lang]);
    await consoleRow.getByTestId("points-approve").click();
    await staff.getByTestId("points-review-confirm").click();
    await expect(staff.getByTestId(`points-exchange-${orderNo!}`)).toHaveCount(0);
    await staff.close();

    // The member sees it approved.
    await page.reload();
    await expect(row.getByTestId("points-exchange-status")).toHaveText(p(lang, "states.approved"));

    // Convert 100 points to cash: the balance follows and the conversion is listed.
    const step = BigInt(config.convert.points);
    const cash = BigInt(config.convert.cash);
    await page.getByRole("tab", { name: p(lang, "tabs.convert") }).click();
    await page.getByTestId("points-convert-amount").fill(step.toString());
    await expect(page.getByText(fill(p(lang, "convert.youGet"), { cash: formatMinor(cash, lang) }))).toBeVisible();
    await page.getByTestId("points-convert-password").fill(PAYMENT_PASSWORD);
    await page
      .getByRole("tabpanel")
      .getByRole("button", { name: p(lang, "convert.submit") })
      .click();
    await expect(balance).toHaveText(points(afterGift - step, lang));
    await expect(page.getByTestId("points-conversions")).toContainText(
      fill(p(lang, "convert.row"), { points: points(step, lang), cash: formatMinor(cash, lang) }),
    );
    const after = await call<PointsBalance>(request, "get", PATHS.pointsBalance, token);
    expect(BigInt(after.balance)).toBe(afterGift - step);
    if (lang === "vi") await shots(page, lang, "after");
    await context.close();
  });
}
