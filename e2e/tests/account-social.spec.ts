import { PATHS } from "@lotus/contracts/web";
import { LANGUAGES, dialog, openLoginDialog, prepare, t } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";

/**
 * The social-login dialogs of the login flow. Signing in with "Google" end to end, against the
 * local OpenID Connect provider, is in account-email-social.spec.ts: that provider signs in one
 * preset account at a time, so one file drives it.
 */
test.use({ viewport: { width: 1440, height: 900 } });

for (const language of LANGUAGES) {
  test(`a failed social login says so in the reader's language and leads back to the login (${language})`, async ({
    page,
    context,
  }) => {
    await prepare(context, language);
    await page.goto("/index?oauthError=oauth_failed");
    const failed = dialog(page, language, "social.errorTitle");
    await expect(failed.getByText(t(language, "social.errors.oauth_failed"))).toBeVisible();
    await failed.getByRole("button", { name: t(language, "social.tryAgain") }).click();
    await expect(dialog(page, language, "login.title")).toBeVisible();
  });
}

test("the login dialog offers each enabled provider as a link to its start address", async ({ page, context }) => {
  await prepare(context, "en");
  await page.goto("/index");
  const login = await openLoginDialog(page, "en");
  const google = login.getByRole("link", { name: t("en", "social.continueWith").replace("{{provider}}", "Google") });
  await expect(google).toHaveAttribute("href", PATHS.oauthStart.replace(":provider", "google"));
  await expect(
    login.getByRole("link", { name: /Facebook/ }),
    "Facebook is not configured on the e2e server",
  ).toHaveCount(0);
});

test("an unknown failure code from the provider still gets a readable message", async ({ page, context }) => {
  await prepare(context, "vi");
  await page.goto("/index?oauthError=something_else");
  const failed = dialog(page, "vi", "social.errorTitle");
  await expect(failed.getByText(t("vi", "social.errors.oauth_failed"))).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
});
