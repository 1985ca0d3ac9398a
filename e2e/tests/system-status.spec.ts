import type { Page } from "@playwright/test";
import { text } from "../support/catalogues.ts";
import { expect, skipPopupNotice, test } from "../support/fixtures.ts";

/**
 * Spec §4 and §2: the server decides, through the permission call, whether the visitor sees
 * the site, the maintenance page or the access-denied page, and whether pages need a login.
 * Each test switches the setting the way an operator does and puts it back afterwards.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

test("the maintenance page replaces the site while maintenance is on, in Vietnamese and English", async ({
  page,
  siteSettings,
}) => {
  await siteSettings.maintenance(true);
  await page.goto("/vip");
  await expect(heading(page)).toHaveText(text("vi", "system", "maintenance.title"));
  await expect(page.getByText(text("en", "system", "maintenance.title"), { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: text("vi", "system", "maintenance.contact") })).toBeVisible();
  await expect(page.getByRole("navigation")).toHaveCount(0);

  await siteSettings.maintenance(false);
  await page.reload();
  await expect(heading(page)).not.toHaveText(text("vi", "system", "maintenance.title"));
  await expect(page.getByRole("banner")).toBeVisible();
});

test.describe("a visitor from a restricted country (X-Forwarded-For 8.8.8.8, US)", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "8.8.8.8" } });

  test("sees the access-denied page with their IP and country", async ({ page, siteSettings }) => {
    await siteSettings.restrictCountries(["US"]);
    await page.goto("/index");
    await expect(heading(page)).toHaveText(text("vi", "system", "denied.title"));
    await expect(page.getByText("8.8.8.8", { exact: true })).toBeVisible();
    await expect(page.getByText(/\(US\)/)).toBeVisible();
  });

  test("sees the maintenance page when maintenance is on as well: maintenance wins", async ({ page, siteSettings }) => {
    await siteSettings.restrictCountries(["US"]);
    await siteSettings.maintenance(true);
    await page.goto("/index");
    await expect(heading(page)).toHaveText(text("vi", "system", "maintenance.title"));
    await expect(page.getByText("8.8.8.8", { exact: true })).toHaveCount(0);
  });
});

test("a visitor from elsewhere still sees the site while another country is restricted", async ({
  page,
  siteSettings,
}) => {
  await siteSettings.restrictCountries(["US"]);
  await skipPopupNotice(page);
  await page.goto("/index");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(heading(page)).not.toHaveText(text("vi", "system", "denied.title"));
});

test("login-required mode sends /index and /vip to /login but leaves /download and /helpmc open", async ({
  page,
  siteSettings,
}) => {
  await siteSettings.loginRequired(true);
  for (const path of ["/vip", "/index"]) {
    await page.goto(path);
    await expect(page, `${path} redirects`).toHaveURL((url) => url.pathname === "/login");
    await expect(heading(page)).toBeVisible();
  }
  for (const path of ["/download", "/helpmc"]) {
    await page.goto(path);
    await expect(heading(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).pathname, `${path} stays open`).toBe(path);
  }

  await siteSettings.loginRequired(false);
  await page.goto("/vip");
  await expect(heading(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(new URL(page.url()).pathname, "/vip without login-required mode").toBe("/vip");
});
