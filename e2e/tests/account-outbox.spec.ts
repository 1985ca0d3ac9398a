import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  DEMO,
  LANGUAGES,
  SLOW,
  dialog,
  lastMessageId,
  prepare,
  t,
  uniqueMobile,
  waitForCode,
  type Language,
} from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";

/*
 * The demo outbox (issue 11, item 18): with no real SMS gateway, the register and login dialogs say
 * that codes appear on the demo outbox page and link to it; the page shows the code just sent. The
 * site server of the suite sends mail through SMTP, so the outbox holds SMS only — and says so.
 */
test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 90_000 });

const SERVER_I18N = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/server/src/i18n");
/** A text of the server's catalogue (the outbox page is drawn by the server). */
const serverText = (language: Language, key: string): string =>
  (JSON.parse(fs.readFileSync(path.join(SERVER_I18N, `${language}.json`), "utf8")) as Record<string, string>)[key]!;

for (const language of LANGUAGES) {
  test.describe(`demo outbox in ${language}`, () => {
    test.beforeEach(async ({ context }) => prepare(context, language));

    test("the register dialog notes the demo outbox, and its link opens the outbox with the code just sent", async ({
      page,
      context,
    }) => {
      await page.goto("/register");
      const form = dialog(page, language, "register.title");
      await expect(form).toBeVisible();
      const note = form.getByRole("complementary", { name: t(language, "demoOutbox.label") });
      await expect(note).toContainText(t(language, "demoOutbox.note.sms"));

      const mobile = uniqueMobile();
      const to = `${DEMO.dialingCode}${mobile}`;
      const after = await lastMessageId(page.request, to);
      await form.getByRole("textbox", { name: t(language, "fields.mobileNum") }).fill(mobile);
      await form.getByRole("button", { name: t(language, "code.send") }).click();
      const code = await waitForCode(page.request, to, after);

      // A new tab, so the form keeps what was typed.
      const [outbox] = await Promise.all([
        context.waitForEvent("page"),
        note.getByRole("link", { name: new RegExp(t(language, "demoOutbox.link")) }).click(),
      ]);
      await outbox.waitForLoadState();
      await expect(outbox.getByRole("heading", { level: 1, name: serverText(language, "outbox.title") })).toBeVisible();
      await expect(outbox.getByText(serverText(language, "outbox.intro_sms"))).toBeVisible();
      const card = outbox
        .getByRole("listitem")
        .filter({ hasText: `${to.slice(0, 4)}•••${to.slice(-3)}` })
        .first();
      await expect(card.getByText(code, { exact: true })).toBeVisible({ timeout: SLOW });
      await expect(outbox.locator("html")).toHaveAttribute("lang", language);
      // The dialog is still there with the number typed.
      await expect(form.getByRole("textbox", { name: t(language, "fields.mobileNum") })).toHaveValue(mobile);
    });

    test("the login dialog notes the demo outbox too", async ({ page }) => {
      await page.goto("/login");
      const login = dialog(page, language, "login.title");
      await expect(login).toBeVisible();
      const note = login.getByRole("complementary", { name: t(language, "demoOutbox.label") });
      await expect(note).toContainText(t(language, "demoOutbox.note.sms"));
      await expect(note.getByRole("link", { name: new RegExp(t(language, "demoOutbox.link")) })).toHaveAttribute(
        "href",
        `/dev/outbox.html?lang=${language}`,
      );
    });
  });
}
