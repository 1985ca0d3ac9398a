import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { CHAT_PATHS, THEME_STORAGE_KEY } from "@lotus/contracts/web";
import { prepare, type Language } from "../support/accounts.ts";
import { DESKTOP, PHONE } from "../support/agents.ts";
import { ownConsoleSession } from "../support/agents-flow.ts";
import { text } from "../support/catalogues.ts";
import { expect, horizontalOverflow, seriousAccessibilityViolations, test } from "../support/fixtures.ts";
import { registerMemberViaApi, useLogin } from "../support/session.ts";

/*
 * Issue 16 item 3 (Must show), in real Chromium, in vi and en: two members (two browser contexts)
 * open the chat room from the header and talk in the lobby — each sees the other's message live,
 * with nickname, and the own message marked. An admin mutes one of them from the console's chat
 * page; that member's dialog turns read-only at once with the reason (the server's catalogue
 * message), and a post through the API from the same browser is refused with the same reason and
 * code. Screenshots of the dialog (phone 360 px and desktop, light and dark) go to /tmp/shots-chat-flow/.
 */

test.describe.configure({ timeout: 180_000 });

const SHOTS = "/tmp/shots-chat-flow";
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const c = (lang: Language, key: string) => text(lang, "chat", key);

function consoleText(lang: Language, key: string): string {
  const catalogue: unknown = JSON.parse(
    fs.readFileSync(path.join(ROOT, "apps/console/src/locales", `${lang}.json`), "utf8"),
  );
  const found = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
  if (typeof found !== "string") throw new Error(`no console text ${lang}:${key}`);
  return found;
}

/** The server's catalogue message up to its first placeholder. */
function serverMessagePrefix(lang: Language, code: string): string {
  const catalogue = JSON.parse(
    fs.readFileSync(path.join(ROOT, "apps/server/src/i18n", `${lang}.json`), "utf8"),
  ) as Record<string, string>;
  return catalogue[code]!.split("{")[0]!;
}

async function openChat(page: Page, lang: Language): Promise<Locator> {
  await page.goto("/");
  // Desktops: in the header; phones: in the menu sheet.
  if ((page.viewportSize()?.width ?? 0) < 1280) {
    await page.getByRole("button", { name: text(lang, "layout", "header.menu"), exact: true }).click();
  }
  await page
    .getByRole("button", { name: text(lang, "layout", "header.chatRoom") })
    .filter({ visible: true })
    .click();
  const dialog = page.getByRole("dialog", { name: c(lang, "title") });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("tab", { name: lang === "vi" ? "Sảnh chung" : "Lobby" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  // The demo conversation is there before anybody types.
  await expect(dialog.getByTestId("chat-message").first()).toBeVisible();
  return dialog;
}

async function send(dialog: Locator, lang: Language, message: string) {
  await dialog.getByRole("textbox", { name: c(lang, "composer") }).fill(message);
  await dialog.getByRole("button", { name: c(lang, "send"), exact: true }).click();
  await expect(dialog.getByRole("textbox", { name: c(lang, "composer") })).toHaveValue("");
}

async function shots(page: Page, lang: Language) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: THEME_STORAGE_KEY, value: theme });
    for (const [size, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.reload();
      const dialog = await openChat(page, lang);
      await expect(dialog.getByTestId("chat-permission")).toBeVisible();
      expect(await horizontalOverflow(page), `${size} ${theme}: pixels of horizontal overflow`).toBe(0);
      await page.screenshot({ path: path.join(SHOTS, `${lang}-muted-${size}-${theme}.png`), animations: "disabled" });
    }
  }
  await page.setViewportSize(DESKTOP);
}

for (const lang of ["vi", "en"] as const) {
  test(`two members chat in a room and a moderator mutes one from the console (${lang})`, async ({
    browser,
    request,
  }) => {
    const [anna, binh] = [await registerMemberViaApi(request), await registerMemberViaApi(request)];
    const admin = await ownConsoleSession(request);
    const stamp = Date.now().toString(36);

    const contexts = await Promise.all([
      browser.newContext({ viewport: DESKTOP }),
      browser.newContext({ viewport: PHONE }),
    ]);
    for (const [context, member] of [
      [contexts[0]!, anna],
      [contexts[1]!, binh],
    ] as const) {
      await prepare(context, lang);
      await useLogin(context, member.login);
    }
    const pageA = await contexts[0]!.newPage();
    const pageB = await contexts[1]!.newPage();
    const dialogA = await openChat(pageA, lang);
    const dialogB = await openChat(pageB, lang);

    // Anna writes; Binh sees it arrive without reloading, and Anna's own message is marked as hers.
    const hello = `${lang === "vi" ? "Chào mọi người" : "Hello everyone"} ${stamp}`;
    await send(dialogA, lang, hello);
    await expect(dialogB.getByTestId("chat-message").filter({ hasText: hello })).toBeVisible();
    await expect(dialogA.getByTestId("chat-message").filter({ hasText: hello })).toContainText(
      c(lang, "you").replace("{{name}}", ""),
    );
    const reply = `${lang === "vi" ? "Chào Anna" : "Hi Anna"} ${stamp}`;
    await send(dialogB, lang, reply);
    await expect(dialogA.getByTestId("chat-message").filter({ hasText: reply })).toBeVisible();
    // The counter follows what is typed.
    await dialogA.getByRole("textbox", { name: c(lang, "composer") }).fill("abc");
    await expect(
      dialogA.getByText(c(lang, "counter").replace("{{count}}", "3").replace("{{max}}", "200")),
    ).toBeVisible();
    await dialogA.getByRole("textbox", { name: c(lang, "composer") }).fill("");
    expect(await seriousAccessibilityViolations(pageA), "serious or critical axe-core violations").toEqual([]);

    // An admin mutes Binh for an hour from the console's chat page.
    const staff = await browser.newPage({ viewport: DESKTOP });
    await staff.addInitScript((value) => localStorage.setItem("lotusConsoleLang", value), lang);
    await staff.addInitScript((value) => sessionStorage.setItem("lotusConsoleSession", value), JSON.stringify(admin));
    await staff.goto("/console/chat");
    await expect(staff.getByRole("heading", { level: 1, name: consoleText(lang, "nav.chat") })).toBeVisible();
    const row = staff.getByTestId("console-chat-message").filter({ hasText: reply });
    await expect(row).toBeVisible();
    await row.getByTestId(`chat-mute-${binh.username}`).click();
    const muteDialog = staff.getByRole("dialog", { name: consoleText(lang, "chat.mute.title") });
    await expect(muteDialog.getByLabel(consoleText(lang, "chat.messages.account"))).toHaveValue(binh.username);
    await muteDialog.getByLabel(consoleText(lang, "chat.mute.length")).selectOption("60");
    await muteDialog.getByLabel(consoleText(lang, "chat.mute.reason")).fill("spam");
    await muteDialog.getByTestId("chat-mute-dialog").click();
    await expect(muteDialog).toBeHidden();
    await expect(staff.getByRole("cell", { name: binh.username }).first()).toBeVisible();

    // Binh's open dialog turns read-only at once, with the reason.
    const mutedPrefix = serverMessagePrefix(lang, "chat_muted");
    await expect(dialogB.getByTestId("chat-permission")).toContainText(mutedPrefix);
    await expect(dialogB.getByRole("button", { name: c(lang, "send"), exact: true })).toBeDisabled();
    // A post through the API from Binh's browser (as a second tab would) is refused with the same reason.
    const refused = await pageB.evaluate(
      async ({ url, token, language }) => {
        const response = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, Language: language },
          body: JSON.stringify({ requestId: `e2e-chat-${Date.now()}-refused`, text: "still here?" }),
        });
        return { status: response.status, body: (await response.json()) as { code: string; message: string } };
      },
      { url: CHAT_PATHS.messages.replace(":room", "lobby"), token: binh.login.token, language: lang },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("chat_muted");
    expect(refused.body.message.startsWith(mutedPrefix)).toBe(true);
    // Anna still posts, and Binh still reads.
    const after = `${lang === "vi" ? "Vẫn trò chuyện" : "Still chatting"} ${stamp}`;
    await send(dialogA, lang, after);
    await expect(dialogB.getByTestId("chat-message").filter({ hasText: after })).toBeVisible();
    await expect(dialogB.getByTestId("chat-message").filter({ hasText: "still here?" })).toHaveCount(0);

    if (lang === "vi") {
      fs.mkdirSync(SHOTS, { recursive: true });
      await staff.screenshot({ path: path.join(SHOTS, "console-chat.png"), fullPage: true });
      await shots(pageB, lang);
    }
    await staff.close();
    for (const context of contexts) await context.close();
  });
}
