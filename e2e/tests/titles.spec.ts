import { LANGUAGE_STORAGE_KEY, PATHS } from "@lotus/contracts/web";
import { text } from "../support/catalogues.ts";
import { expect, skipPopupNotice, test } from "../support/fixtures.ts";
import { ROUTES } from "../support/routes.ts";

/**
 * Issue 11 item 15: every route has its own `<title>` and meta description in the page's
 * language, with the brand from the site block; they follow a language change without a reload.
 */

/** Aliases of one page (spec §2) share its title; every other route has a title of its own. */
const PAGE_OF: Record<string, string> = { "/index.html": "/index", "/register.html": "/register" };

test.use({ viewport: { width: 1440, height: 900 } });

for (const language of ["vi", "en"] as const) {
  test(`each route has its own ${language} title and description with the brand`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const permission = await request.get(PATHS.permission, { params: { url: "localhost" } });
    const brand = ((await permission.json()) as { value: { site: { brandName: string } } }).value.site.brandName;
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: LANGUAGE_STORAGE_KEY,
      value: language,
    });
    await skipPopupNotice(page);

    const pageOfTitle = new Map<string, string>();
    const pageOfDescription = new Map<string, string>();
    for (const { path, landsOn } of ROUTES) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === landsOn);
      // The app has rendered (the static page's default title is gone by then).
      const heading = page.getByRole("heading", { level: 1 }).or(page.getByRole("dialog").getByRole("heading"));
      await expect(heading.first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(` — ${brand}$`));
      await page.waitForLoadState("networkidle");
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect(title, path).not.toBe(brand);
      expect(description, path).not.toBe("");

      const pageName = PAGE_OF[landsOn] ?? landsOn;
      for (const [seen, text] of [
        [pageOfTitle, title],
        [pageOfDescription, description],
      ] as const) {
        const seenOn = seen.get(text);
        expect(seenOn ?? pageName, `"${text}" is on ${seenOn} and ${pageName}`).toBe(pageName);
        seen.set(text, pageName);
      }
    }
    expect(pageOfTitle.get(`${text(language, "slots", "pageMeta.egame.title")} — ${brand}`)).toBe("/rng");
    expect(pageOfDescription.get(text(language, "slots", "pageMeta.egame.description"))).toBe("/rng");
  });
}

test("the title and description follow a language change without a reload", async ({ page }) => {
  await skipPopupNotice(page);
  await page.goto("/rng");
  await expect(page).toHaveTitle(new RegExp(`^${text("vi", "slots", "pageMeta.egame.title")} — `));

  await page
    .getByRole("banner")
    .getByRole("button", { name: text("vi", "layout", "language.label") })
    .click();
  await page.getByRole("option", { name: "English" }).click();
  await expect(page).toHaveTitle(new RegExp(`^${text("en", "slots", "pageMeta.egame.title")} — `));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    text("en", "slots", "pageMeta.egame.description"),
  );

  await page
    .getByRole("navigation", { name: text("en", "layout", "nav.label") })
    .getByRole("link", {
      name: text("en", "layout", "nav.promotions"),
    })
    .click();
  await expect(page).toHaveTitle(new RegExp(`^${text("en", "pages", "pageMeta.promo.title")} — `));
});
