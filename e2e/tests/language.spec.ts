import { LANGUAGE_STORAGE_KEY } from "@lotus/contracts/web";
import { announcements } from "../support/api.ts";
import { text } from "../support/catalogues.ts";
import { expect, skipPopupNotice, test } from "../support/fixtures.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test("English chosen in the header language selector survives a reload", async ({ page, request }) => {
  const english = await announcements(request, "en");
  await skipPopupNotice(page);
  await page.goto("/index");

  const header = page.getByRole("banner");
  await header.getByRole("button", { name: text("vi", "layout", "language.label") }).click();
  await page.getByRole("option", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.reload();
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const nav = page.getByRole("navigation", { name: text("en", "layout", "nav.label") });
  await expect(nav.getByRole("link", { name: text("en", "layout", "nav.promotions") })).toBeVisible();
  await expect(header.getByRole("button", { name: text("en", "layout", "language.label") })).toBeVisible();
  // Server content follows the language too: the announcements come back in English.
  await expect(page.getByText(english.banners[0]!.title).first()).toBeVisible();
});
