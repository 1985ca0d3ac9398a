import { expect, test } from "@playwright/test";

test("the home page is served by the API server", async ({ page }) => {
  const response = await page.goto("/index");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Lotus/);
});
