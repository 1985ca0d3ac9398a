import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "@playwright/test";
import { LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY } from "@lotus/contracts/web";
import { DEMO, openLoginDialog, submitUsernameLogin, SLOW, welcomeDialog, type Language } from "../support/accounts.ts";
import { DESKTOP, PHONE } from "../support/agents.ts";
import { ownConsoleSession } from "../support/agents-flow.ts";
import { text } from "../support/catalogues.ts";
import { expect, seriousAccessibilityViolations, test } from "../support/fixtures.ts";

/*
 * Issue 16 items 2 and 5, in real Chromium, in vi and en (the member is the demo's demo01).
 *  1. An operator edits the "about us" page in the console (the page's language tab, a live preview),
 *     publishes it, and the site's /about-us shows the new text; the footer and the help centre link to
 *     it. Screenshots of the page, phone 360 px and desktop, light and dark: /tmp/shots-content-flow/.
 *  2. An operator creates a popup announcement for logged-in members in the console. A visitor on the
 *     home page sees the visitors' popup, not this one; after logging in through the login dialog — no
 *     reload of the page — the announcements are fetched again for the member and this popup opens.
 */

test.describe.configure({ timeout: 3 * 60_000 });

const SHOTS = "/tmp/shots-content-flow";
const CONSOLE_LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/console/src/locales");
const c = (lang: Language, key: string) => text(lang, "content", key);

function consoleText(lang: Language, key: string): string {
  const catalogue: unknown = JSON.parse(fs.readFileSync(path.join(CONSOLE_LOCALES, `${lang}.json`), "utf8"));
  const found = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
  if (typeof found !== "string") throw new Error(`no console text ${lang}:${key}`);
  return found;
}

/** The site in `lang`, popups left as they are (the e2e's usual `prepare` turns them off). */
async function siteLanguage(context: BrowserContext, lang: Language) {
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: LANGUAGE_STORAGE_KEY,
    value: lang,
  });
}

async function consolePage(context: BrowserContext, lang: Language, session: unknown): Promise<Page> {
  const staff = await context.newPage();
  await staff.addInitScript((value) => localStorage.setItem("lotusConsoleLang", value), lang);
  await staff.addInitScript((value) => sessionStorage.setItem("lotusConsoleSession", value), JSON.stringify(session));
  return staff;
}

async function shots(page: Page, lang: Language, title: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: THEME_STORAGE_KEY, value: theme });
    for (const [size, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      // The page's own parts (menu, article, footer) stay inside the window; the menu scrolls sideways.
      const wide = await page.evaluate(() =>
        Array.from(document.querySelectorAll("main *, footer *"))
          .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest("[class*=overflow-x]"))
          .slice(0, 5)
          .map(
            (e) => `${e.tagName}.${e.className.toString().slice(0, 60)} ${Math.round(e.getBoundingClientRect().right)}`,
          ),
      );
      expect(wide, `${size} ${theme}: parts wider than the window`).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `${lang}-about-us-${size}-${theme}.png`), fullPage: true });
    }
  }
  await page.setViewportSize(DESKTOP);
}

for (const lang of ["vi", "en"] as const) {
  test(`${lang}: an operator edits and publishes a content page in the console and the site shows it`, async ({
    browser,
    request,
  }) => {
    const admin = await ownConsoleSession(request);
    const stamp = Date.now().toString(36);
    const title = lang === "vi" ? `Về Lotus ${stamp}` : `About Lotus ${stamp}`;
    const heading = lang === "vi" ? "Cam kết mới" : "Our new promise";
    const line =
      lang === "vi"
        ? `Chúng tôi trả lời mọi khiếu nại trong 24 giờ (${stamp}).`
        : `We answer every complaint within 24 hours (${stamp}).`;
    const body = `## ${heading}\n${line}\n\n- **VietQR**\n- [${lang === "vi" ? "Điều khoản" : "Terms"}](/terms)\n\n<script>window.__pwned = 1</script>`;

    const staffContext = await browser.newContext({ viewport: DESKTOP });
    const staff = await consolePage(staffContext, lang, admin);
    await staff.goto("/console/content-pages");
    await expect(staff.getByRole("heading", { level: 1, name: consoleText(lang, "nav.contentPages") })).toBeVisible();
    await staff.getByTestId("content-open-about-us").click();
    await staff.getByRole("tab", { name: lang.toUpperCase() }).click();
    await expect(staff.getByTestId("content-title")).not.toHaveValue("");
    await staff.getByTestId("content-title").fill(title);
    await staff.getByTestId("content-body").fill(body);
    const preview = staff.getByRole("region", { name: consoleText(lang, "content.preview") });
    await expect(preview.getByRole("heading", { name: heading })).toBeVisible();
    await expect(preview).toContainText("<script>window.__pwned = 1</script>");
    await staff.getByTestId("content-publish").click();
    await expect(staff.getByText(consoleText(lang, "content.published")).first()).toBeVisible();
    // The new version heads the history, published, by this operator.
    const newest = staff.getByRole("row").filter({ hasText: title }).first();
    await expect(newest).toContainText(String(admin.operator.username));
    await expect(newest).toContainText(consoleText(lang, "content.state.published"));
    if (lang === "vi") await staff.screenshot({ path: path.join(SHOTS, "console-editor.png"), fullPage: true });
    await staffContext.close();

    // The site: the footer's link, then the page with the new text (the script only as text).
    const context = await browser.newContext({ viewport: DESKTOP });
    await siteLanguage(context, lang);
    const page = await context.newPage();
    await page.goto("/help");
    await expect(page.getByTestId("help-page-about-us")).toHaveText(title);
    await expect(page.getByTestId("help-notices")).toContainText(lang === "vi" ? "Mới đến Lotus?" : "New to Lotus?");
    if (lang === "vi") {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: path.join(SHOTS, "help-centre-phone.png") });
      await page.setViewportSize(DESKTOP);
    }
    await page.getByRole("contentinfo").getByTestId("footer-content-about-us").click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const article = page.getByTestId("content-page");
    await expect(article.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(article).toContainText(line);
    await expect(article.getByRole("link", { name: lang === "vi" ? "Điều khoản" : "Terms" })).toHaveAttribute(
      "href",
      "/terms",
    );
    await expect(article).toContainText("<script>window.__pwned = 1</script>");
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page).toHaveTitle(new RegExp(`^${c(lang, "pageMeta.aboutUs.title")} — `));
    expect(await seriousAccessibilityViolations(page), "serious or critical axe-core violations").toEqual([]);
    // Another page of the menu opens in place.
    await page.getByTestId("content-nav-responsible-gaming").click();
    await expect(page).toHaveURL(/\/responsible-gaming$/);
    await expect(page.getByTestId("content-page").getByRole("heading", { level: 1 })).toHaveText(
      lang === "vi" ? "Chơi có trách nhiệm" : "Responsible gaming",
    );
    await page.getByTestId("content-nav-about-us").click();
    if (lang === "vi") await shots(page, lang, title);
    await context.close();
  });

  test(`${lang}: a popup announcement for logged-in members opens after a login, without a reload`, async ({
    browser,
    request,
  }) => {
    const admin = await ownConsoleSession(request);
    const stamp = Date.now().toString(36);
    // Each language its own text (the popup stays up for other specs' members: an English reader
    // must never meet Vietnamese words in it).
    const titles = { vi: `Chào thành viên ${stamp}`, en: `Welcome back ${stamp}` };
    const contents = {
      vi: "Thông báo chỉ dành cho thành viên đã đăng nhập.",
      en: "A notice for logged-in members only.",
    };
    const title = titles[lang];
    const content = contents[lang];

    // The operator creates it in the console: popup, logged-in members, texts in vi and en.
    const staffContext = await browser.newContext({ viewport: DESKTOP });
    const staff = await consolePage(staffContext, lang, admin);
    await staff.goto("/console/notices");
    await expect(staff.getByRole("heading", { level: 1, name: consoleText(lang, "nav.notices") })).toBeVisible();
    await staff.getByTestId("notice-create").click();
    const form = staff.getByRole("dialog");
    await form.getByTestId("notice-type").selectOption("PU");
    await form.getByTestId("notice-audience").selectOption("members");
    for (const l of ["vi", "en"] as const) {
      await form.getByTestId(`notice-title-${l}`).fill(titles[l]);
      await form.getByTestId(`notice-content-${l}`).fill(contents[l]);
    }
    await form.getByLabel(consoleText(lang, "notices.form.sort")).fill("0");
    if (lang === "vi") await staff.screenshot({ path: path.join(SHOTS, "console-notice-dialog.png") });
    await form.getByTestId("notice-save").click();
    await expect(form).toBeHidden();
    const row = staff.getByRole("row").filter({ hasText: stamp });
    await expect(row).toContainText(consoleText(lang, "notices.audience.members"));
    await expect(row).toContainText(consoleText(lang, "notices.state.running"));
    if (lang === "vi") await staff.screenshot({ path: path.join(SHOTS, "console-notices.png"), fullPage: true });
    await staffContext.close();

    // A visitor: the visitors' popup, never the members' one.
    const context = await browser.newContext({ viewport: DESKTOP });
    await siteLanguage(context, lang);
    const page = await context.newPage();
    await page.goto("/index");
    const guestPopup = page.getByRole("dialog", { name: lang === "vi" ? "Ưu đãi thành viên mới" : "New member offer" });
    await expect(guestPopup).toBeVisible({ timeout: SLOW });
    await guestPopup.getByRole("button", { name: text(lang, "common", "actions.close") }).click();
    await expect(guestPopup).toBeHidden();
    await expect(page.getByRole("dialog", { name: title })).toHaveCount(0);

    // Log in through the dialog: the same page, no reload.
    await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
    await openLoginDialog(page, lang);
    await submitUsernameLogin(page, lang, DEMO.account, DEMO.password);
    const welcome = welcomeDialog(page, lang);
    await expect(welcome).toBeVisible({ timeout: SLOW });
    await page.keyboard.press("Escape");
    await expect(welcome).toBeHidden();
    // Popups show one at a time (the other language's test may have made one too): close others first.
    const memberPopup = page.getByRole("dialog", { name: title });
    for (let i = 0; i < 4 && !(await memberPopup.isVisible()); i += 1) {
      const open = page.getByRole("dialog").first();
      await expect(open).toBeVisible({ timeout: SLOW });
      if (await memberPopup.isVisible()) break;
      const labelId = await open.getAttribute("aria-labelledby");
      const name = (await page.locator(`[id="${labelId}"]`).textContent()) ?? "";
      await open
        .getByRole("button", { name: text(lang, "common", "actions.close") })
        .first()
        .click();
      await expect(page.getByRole("dialog", { name, exact: true })).toBeHidden();
    }
    await expect(memberPopup).toBeVisible({ timeout: SLOW });
    await expect(memberPopup).toContainText(content);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    if (lang === "vi") {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, "member-popup-desktop.png") });
    }
    await memberPopup.getByRole("button", { name: text(lang, "common", "actions.close") }).click();
    await expect(memberPopup).toBeHidden();
    await context.close();
  });
}
