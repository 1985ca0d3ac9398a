import { POPUP_HIDDEN_DAY_KEY } from "@lotus/contracts/web";
import type { Page } from "@playwright/test";
import { announcements, vendorLanes } from "../support/api.ts";
import { format, text } from "../support/catalogues.ts";
import { expect, seriousAccessibilityViolations, skipPopupNotice, test } from "../support/fixtures.ts";

/** The home page of issue 2: banners, marquee, the PU popup and the navigation's vendor dropdowns. */
test.use({ viewport: { width: 1440, height: 900 } });

/** Waits until the home page has rendered and fetched everything, so an absent popup is really absent. */
async function homeSettled(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState("networkidle");
}

test("the home page shows the banners and the announcement marquee from the notices", async ({ page, request }) => {
  const notices = await announcements(request);
  expect(notices.banners.length, "demo banners").toBeGreaterThan(1);
  await skipPopupNotice(page);
  await page.goto("/index");

  const carousel = page.getByRole("region", { name: text("vi", "home", "banners.label") });
  await expect(carousel.getByRole("heading", { name: notices.banners[0]!.title })).toBeVisible();
  await carousel.getByRole("button", { name: text("vi", "home", "banners.next") }).click();
  await expect(carousel.getByRole("heading", { name: notices.banners[1]!.title })).toBeVisible();
  await expect(carousel.getByRole("heading", { name: notices.banners[0]!.title })).toBeHidden();

  const marquee = page.getByRole("region", { name: text("vi", "home", "marquee.label") });
  for (const notice of notices.player) await expect(marquee.getByText(notice.content).first()).toBeAttached();
  await expect(marquee.getByText(notices.player[0]!.content).first()).toBeVisible();
});

test("the popup notice opens once per session", async ({ page, context, request }) => {
  const popup = (await announcements(request)).popup[0]!;
  await page.goto("/index");
  await expect(page.getByRole("dialog", { name: popup.title })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.reload();
  await homeSettled(page);
  await expect(page.getByRole("dialog"), "after a reload in the same session").toHaveCount(0);

  const secondSession = await context.newPage();
  await secondSession.goto("/index");
  await expect(secondSession.getByRole("dialog", { name: popup.title }), "in a new tab").toBeVisible();
});

test("'don't show again today' keeps the popup closed in later sessions of the day", async ({
  page,
  context,
  request,
}) => {
  const popup = (await announcements(request)).popup[0]!;
  await page.goto("/index");
  const dialog = page.getByRole("dialog", { name: popup.title });
  await dialog.getByRole("checkbox", { name: text("vi", "home", "popup.hideToday") }).check();
  await dialog.getByRole("button", { name: text("vi", "common", "actions.close") }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), POPUP_HIDDEN_DAY_KEY)).toMatch(/^\d{4}-\d\d-\d\d$/);

  const laterSession = await context.newPage();
  await laterSession.goto("/index");
  await homeSettled(laterSession);
  await expect(laterSession.getByRole("dialog"), "in a new tab the same day").toHaveCount(0);
});

test("a modal freezes page scroll, ignores a click outside and closes with Esc", async ({ page, request }) => {
  const popup = (await announcements(request)).popup[0]!;
  await page.goto("/index");
  const dialog = page.getByRole("dialog", { name: popup.title });
  await expect(dialog).toBeVisible();
  expect(await seriousAccessibilityViolations(page), "axe-core, popup open").toEqual([]);

  await page.mouse.wheel(0, 1200);
  await page.mouse.click(8, 450);
  await expect(dialog, "after a click outside").toBeVisible();
  expect(await page.evaluate(() => window.scrollY), "page scrolled under the modal").toBe(0);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: "page scrolls again" }).toBeGreaterThan(0);
});

test("the navigation dropdown lists a category's vendors with a flame on the hot ones", async ({ page, request }) => {
  const live = (await vendorLanes(request)).find((lane) => lane.title === "LIVE")!;
  expect(live.vendors.some((vendor) => vendor.isHot === 1) && live.vendors.some((vendor) => vendor.isHot === 0)).toBe(
    true,
  );
  await skipPopupNotice(page);
  await page.goto("/index");

  const category = text("vi", "common", "categories.LIVE");
  const nav = page.getByRole("navigation", { name: text("vi", "layout", "nav.label") });
  const dropdown = nav.getByRole("list", { name: format("vi", "layout", "nav.vendorsOf", { category }) });
  await nav.getByRole("link", { name: category }).hover();
  await expect(dropdown).toBeVisible();

  const hot = text("vi", "layout", "nav.hotVendor");
  await expect(dropdown.getByRole("link")).toHaveCount(live.vendors.length);
  for (const vendor of live.vendors) {
    const link = dropdown.getByRole("link", { name: vendor.displayName });
    await expect(link).toBeVisible();
    if (vendor.isHot === 1) await expect(link).toHaveAccessibleName(new RegExp(hot));
    else await expect(link).not.toHaveAccessibleName(new RegExp(hot));
  }
});
