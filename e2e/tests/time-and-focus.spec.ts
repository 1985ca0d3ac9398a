import type { Locator } from "@playwright/test";
import { PATHS } from "@lotus/contracts/web";
import { openLoginDialog } from "../support/accounts.ts";
import { text } from "../support/catalogues.ts";
import { expect, skipPopupNotice, test } from "../support/fixtures.ts";
import { DEMO_MEMBER, loginViaApi, useLogin } from "../support/session.ts";

/**
 * Issue 11 items 16 and 17: one time zone everywhere (the brand's, labelled), and dialogs that
 * open with focus on their first field and no focus ring around the dialog itself.
 */

test.use({ viewport: { width: 1440, height: 900 } });

test.describe("on a device in New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("the winners board and the transaction record show Vietnam time with the same GMT+7 label", async ({
    page,
    context,
    request,
  }) => {
    // A win at 17:05 UTC: 12:05 in New York, 00:05 the next day in Vietnam.
    const win = { account: "de***01", gameId: 1, gameName: "Tài Xỉu", vassalage: "LOTUS_MINI" };
    const entry = { ...win, winAmount: "1250000", multiplier: "12.50", at: "2026-11-22T17:05:09.000Z" };
    await page.route(`**${PATHS.rankList}?*`, (route) =>
      route.fulfill({
        json: { success: true, code: "ok", message: "", value: { type: "latest", list: [entry] } },
      }),
    );

    await useLogin(context, await loginViaApi(request, DEMO_MEMBER));
    await skipPopupNotice(page);
    await page.goto("/index");
    const board = page.getByTestId("rank-board");
    // The board loads when it scrolls into view.
    await expect(async () => {
      await page.mouse.wheel(0, 700);
      await expect(board).toBeAttached({ timeout: 500 });
    }).toPass();
    await expect(board.locator("time").first()).toHaveText("00:05");
    await expect(board.getByTestId("winners-time-zone")).toContainText("GMT+7");

    await page
      .getByRole("banner")
      .getByRole("button", { name: new RegExp(DEMO_MEMBER) })
      .click();
    await page.getByRole("menuitem", { name: text("vi", "member", "userMenu.entries.memberCentre") }).click();
    const centre = page.getByRole("dialog", { name: text("vi", "member", "centre.title") });
    await centre.getByRole("button", { name: text("vi", "member", "pages.transactionHistory") }).click();
    const table = centre.getByTestId("records-table");
    await expect(table.getByRole("columnheader").first()).toContainText("(GMT+7)");
  });
});

/** Whether the element draws a focus ring now. */
const hasRing = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return style.outlineStyle !== "none" && style.outlineWidth !== "0px";
  });

test("the login dialog opened by mouse focuses its first field and draws no ring around itself", async ({ page }) => {
  await skipPopupNotice(page);
  await page.goto("/index");
  const login = await openLoginDialog(page, "vi");
  const firstField = login.getByRole("textbox").first();
  await expect(firstField).toBeFocused();
  expect(await hasRing(login), "focus ring around the dialog").toBe(false);
});

test("the login dialog opened from the keyboard also starts on its first field, ring on the field only", async ({
  page,
}) => {
  await skipPopupNotice(page);
  await page.goto("/index");
  const button = page
    .getByRole("banner")
    .getByRole("button", { name: text("vi", "layout", "account.login"), exact: true })
    .first();
  await button.focus();
  await page.keyboard.press("Enter");
  const login = page.getByRole("dialog", { name: text("vi", "account", "login.title") });
  await expect(login).toBeVisible();
  await expect(login.getByRole("textbox").first()).toBeFocused();
  expect(await hasRing(login), "focus ring around the dialog").toBe(false);
});
