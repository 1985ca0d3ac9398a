import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "@playwright/test";
import { LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY } from "@lotus/contracts/web";
import { format, text } from "../support/catalogues.ts";
import {
  expect,
  horizontalOverflow,
  seriousAccessibilityViolations,
  skipPopupNotice,
  test,
} from "../support/fixtures.ts";
import { consoleLogin, consoleText } from "../support/money.ts";
import { registerMemberViaApi, useLogin } from "../support/session.ts";

/*
 * Issue 16, the inbox: an operator writes a message in the console (Vietnamese and English) to one
 * member; the member's header badge goes from nothing to 1 WITHOUT a reload (the realtime hub's
 * "message" event), the bell opens messageV2, the message shows in the member's language as unread,
 * opening it marks it read and the badge goes away, then the member deletes it and sees the empty
 * inbox. The console's list of sends shows one recipient who has read it. In vi and in en; the vi
 * run also takes the screenshots (360 px and desktop, light and dark) of the inbox and the console.
 */

type Lang = "vi" | "en";
const t = (lang: Lang, key: string) => text(lang, "messages", key);
const m = (lang: Lang, key: string) => text(lang, "member", key);
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.artifacts/messages-shots");

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 180_000 });

async function inLanguage(context: BrowserContext, lang: Lang) {
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: LANGUAGE_STORAGE_KEY,
    value: lang,
  });
}

/** The bell of the header row that is shown at this width (desktop and phone each have one). */
const bell = (page: Page) => page.getByRole("banner").getByTestId("message-bell").locator("visible=true");

for (const lang of ["vi", "en"] as const) {
  test(`an operator's message reaches the member's badge live and is read in the inbox (${lang})`, async ({
    page,
    context,
    browser,
    request,
    pageProblems,
  }) => {
    const stamp = `${lang}-${Date.now().toString(36)}`;
    const titles = { vi: `Quà tặng tháng 12 ${stamp}`, en: `December gift ${stamp}` };
    const bodies = {
      vi: "Chúc mừng! Bạn nhận được vòng quay miễn phí.\nHẹn gặp lại tại Lotus.",
      en: "Congratulations! You have a free spin waiting.\nSee you at Lotus.",
    };

    const member = await registerMemberViaApi(request);
    await inLanguage(context, lang);
    await useLogin(context, member.login);
    await skipPopupNotice(page);
    await page.goto("/index");
    // A new member: the bell, no badge.
    await expect(bell(page)).toHaveAccessibleName(t(lang, "bell.label"));
    await expect(bell(page).getByTestId("message-badge")).toHaveCount(0);

    // The operator writes it in the console: Vietnamese (required) and English.
    const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const staff = await staffContext.newPage();
    await consoleLogin(staff, "admin01");
    await staff.getByTestId("nav-messages").click();
    await expect(staff.getByRole("heading", { level: 1, name: consoleText("nav.messages") })).toBeVisible();
    const form = staff.getByTestId("message-form");
    await form.getByTestId("message-segment").selectOption("member");
    await form.getByTestId("message-account").fill(member.username);
    await form.getByTestId("message-category").selectOption("personal");
    await form.getByTestId("message-title").fill(titles.vi);
    await form.getByTestId("message-body").fill(bodies.vi);
    await form.getByRole("tab", { name: /English/ }).click();
    await form.getByTestId("message-title").fill(titles.en);
    await form.getByTestId("message-body").fill(bodies.en);
    await form.getByTestId("message-send").click();
    const confirm = staff.getByRole("dialog", { name: consoleText("messages.confirm.title") });
    await expect(confirm).toContainText(member.username);
    await confirm.getByTestId("message-confirm").click();
    await expect(staff.getByText(consoleText("messages.sent").replace("{{count}}", "1"))).toBeVisible();
    const sentRow = staff.getByTestId("message-broadcasts").getByRole("row").filter({ hasText: titles.vi });
    await expect(sentRow).toContainText(member.username);
    expect(await seriousAccessibilityViolations(staff)).toEqual([]);

    // The member's badge updates without a reload.
    await expect(bell(page).getByTestId("message-badge")).toHaveText("1");
    await expect(bell(page)).toHaveAccessibleName(format(lang, "messages", "bell.labelUnread_one", { count: "1" }));
    if (lang === "vi") {
      // A 360 px phone has no room for the bell: the menu button carries the count, its sheet the inbox entry.
      await page.setViewportSize({ width: 360, height: 780 });
      const menuButton = page.getByRole("banner").getByRole("button", { name: text(lang, "layout", "header.menu") });
      await expect(menuButton.getByTestId("menu-unread")).toHaveText("1");
      expect(await horizontalOverflow(page)).toBe(0);
      const box = (await menuButton.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      await screenshots(page, "header-badge");
      await page.setViewportSize({ width: 360, height: 780 });
      await menuButton.click();
      const sheet = page.getByRole("dialog", { name: text(lang, "layout", "header.menu") });
      await expect(
        sheet.getByRole("button", { name: format(lang, "messages", "bell.labelUnread_other", { count: "1" }) }),
      ).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(sheet).toHaveCount(0);
      await page.setViewportSize({ width: 1440, height: 900 });
    }

    // The bell opens the inbox: the message in the member's language, unread.
    await bell(page).click();
    const centre = page.getByRole("dialog", { name: m(lang, "centre.title") });
    await expect(centre.getByRole("heading", { level: 2, name: m(lang, "pages.messageV2") })).toBeVisible();
    const item = centre.getByTestId("message-item").filter({ hasText: titles[lang] });
    await expect(item).toHaveAttribute("data-unread", "true");
    await expect(centre.getByTestId("messages-unread")).toHaveText(
      format(lang, "messages", lang === "vi" ? "unreadCount_other" : "unreadCount_one", { count: "1" }),
    );
    if (lang === "vi") await screenshots(page, "inbox-unread");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Opening it shows the whole text and marks it read: the badge goes.
    await item.getByRole("button", { expanded: false }).click();
    await expect(item.getByText(bodies[lang].split("\n")[1]!)).toBeVisible();
    await expect(item).toHaveAttribute("data-unread", "false");
    await expect(bell(page).getByTestId("message-badge")).toHaveCount(0);
    if (lang === "vi") await screenshots(page, "inbox-open");

    // The console counts the read.
    await staff.reload();
    const readRow = staff.getByTestId("message-broadcasts").getByRole("row").filter({ hasText: titles.vi });
    await expect(readRow.locator("td.num")).toHaveText(["1", "1"]);
    if (lang === "vi") await staff.screenshot({ path: path.join(SHOTS, "console-messages-1440-light.png") });
    await staffContext.close();

    // Deleting it leaves the empty inbox.
    await item.getByRole("button", { name: t(lang, "delete") }).click();
    await expect(centre.getByText(t(lang, "deleted"))).toBeVisible();
    await expect(centre.getByText(t(lang, "empty.title"))).toBeVisible();
    if (lang === "vi") await screenshots(page, "inbox-empty");

    await page.waitForLoadState("networkidle");
    expect(pageProblems).toEqual([]);
  });
}

/** The inbox at 360 px and at the desktop width, light and dark (vi run only). */
async function screenshots(page: Page, name: string) {
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate(
      ({ key, value }) => {
        localStorage.setItem(key, value);
        document.documentElement.dataset.theme = value;
      },
      { key: THEME_STORAGE_KEY, value: theme },
    );
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      await page.waitForTimeout(150);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-${theme}.png`) });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
