import { PATHS, SESSION_KEYS, TRIAL_ACCOUNT_TYPE } from "@lotus/contracts/web";
import { LANGUAGES, SLOW, dialog, prepare, sessionValues, t } from "../support/accounts.ts";
import { text } from "../support/catalogues.ts";
import { expect, test } from "../support/fixtures.ts";

/** Free play (issue 3, Deliver 5): a trial account that can play and is kept out of the member centre. */
test.use({ viewport: { width: 1440, height: 900 } });
// Every login solves a proof of work and hashes with argon2: give a loaded machine room.
test.describe.configure({ timeout: 150_000 });

for (const language of LANGUAGES) {
  test(`free play logs in a trial account, told what it cannot do, refused the member centre (${language})`, async ({
    page,
    context,
  }) => {
    await prepare(context, language);
    await page.goto("/index");
    const freePlay = page.waitForRequest((request) => request.url().endsWith(PATHS.loginFreeplay));
    await page
      .getByRole("banner")
      .getByRole("button", { name: text(language, "layout", "account.freePlay"), exact: true })
      .first()
      .click();
    const trial = dialog(page, language, "trial.title");
    await trial.getByRole("button", { name: t(language, "trial.start") }).click();
    const request = await freePlay;
    expect(request.headers()["x-gateway-version"]).toBe("3");
    expect(request.headers()["x-encryption"]?.length, "the RSA-encrypted reversed nonce").toBeGreaterThan(100);

    const started = dialog(page, language, "trial.startedTitle");
    await expect(started).toBeVisible({ timeout: SLOW });
    const session = await sessionValues(page);
    expect(session[SESSION_KEYS.isAgent]).toBe(String(TRIAL_ACCOUNT_TYPE));
    await expect(started.getByText(session[SESSION_KEYS.account]!)).toBeVisible();
    await started.getByRole("button", { name: t(language, "trial.play") }).click();
    await expect(started).toBeHidden();

    // The member centre is refused on the server too.
    const security = await page.request.get(PATHS.security, {
      headers: { Authorization: `Bearer ${session[SESSION_KEYS.token]}`, Language: language },
    });
    expect(security.status()).toBe(403);
    expect(((await security.json()) as { code: string }).code).toBe("need_real_account");

    // In the page: the trial's register button opens the registration, member-centre entries say why not.
    await page
      .getByRole("banner")
      .getByRole("button", {
        name: text(language, "member", "userMenu.button").replace("{{name}}", session[SESSION_KEYS.account]!),
      })
      .first()
      .click();
    await page.getByRole("menuitem", { name: text(language, "member", "userMenu.entries.memberCentre") }).click();
    await expect(dialog(page, language, "trial.needRealTitle")).toBeVisible();
  });
}
