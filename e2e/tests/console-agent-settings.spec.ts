import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CONSOLE_PATHS, type ConsoleAgentSettings } from "@lotus/contracts/web";
import { expect, skipPopupNotice, test } from "../support/fixtures.ts";
import { ownConsoleSession } from "../support/agents-flow.ts";
import { call } from "../support/money.ts";
import { DEMO_AGENT, loginViaApi, useLogin } from "../support/session.ts";

/*
 * Issue 13, console agent settings: the admin opens the page, a smallest transfer above the
 * largest is refused in the form (nothing saved), an edited announcement is saved and agent01
 * reads it in the site's agent centre. The transfer limits are never changed (specs running
 * beside this one transfer money under them) and the announcement is put back afterwards.
 */

test.use({ viewport: { width: 1440, height: 900 } });
// The two languages edit the same announcement: one after the other, never side by side.
test.describe.configure({ mode: "default", timeout: 150_000 });

type ConsoleLanguage = "vi" | "en";
const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/console/src/locales");

function consoleTextIn(lang: ConsoleLanguage, key: string, values: Record<string, string> = {}): string {
  const catalogue: unknown = JSON.parse(fs.readFileSync(path.join(LOCALES, `${lang}.json`), "utf8"));
  const found = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
  if (typeof found !== "string") throw new Error(`no console text ${lang}:${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const lang of ["vi", "en"] as const) {
  test(`the admin edits the agents' announcement, agent01 reads it, and a smallest transfer above the largest is refused (${lang})`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const c = (key: string) => consoleTextIn(lang, key);
    await page.addInitScript((value) => localStorage.setItem("lotusConsoleLang", value), lang);
    // An admin of the test's own, signed in through the API: admin01's one-time codes stay free for
    // the console specs that type them into the login form.
    const session = await ownConsoleSession(request);
    await page.addInitScript((value) => sessionStorage.setItem("lotusConsoleSession", value), JSON.stringify(session));
    const token = session.token;
    const original = await call<ConsoleAgentSettings>(request, "get", CONSOLE_PATHS.agentSettings, token);
    // The demo brand's agents get a Vietnamese announcement on first seed.
    expect(original.announcement.trim()).not.toBe("");

    const saves: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PUT" && r.url().endsWith(CONSOLE_PATHS.agentSettings)) saves.push(r.url());
    });
    // A slower answer, so the loading state is there to be seen.
    await page.route(`**${CONSOLE_PATHS.agentSettings}`, async (route) => {
      if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });

    const line = `E2E ${lang} ${Date.now()}`;
    try {
      await page.goto("/console/agent-settings");
      await expect(page.getByRole("heading", { level: 1, name: c("nav.agentSettings") })).toBeVisible();
      await expect(page.getByRole("status", { name: c("common.loading") })).toBeVisible();
      const announcement = page.getByLabel(c("agents.settings.announcement"), { exact: true });
      await expect(announcement).toHaveValue(original.announcement);
      await expect(page.getByRole("status", { name: c("common.loading") })).toHaveCount(0);

      // A smallest transfer 1,000 đồng above the largest: the form says so under the limits and sends nothing.
      const smallest = page.getByLabel(c("agents.settings.transferMin"), { exact: true });
      const largest = page.getByLabel(c("agents.settings.transferMax"), { exact: true });
      const typedMin = await smallest.inputValue();
      await smallest.fill(String(BigInt(original.transferMax) / 100n + 1000n));
      await page.getByRole("button", { name: c("actions.save"), exact: true }).click();
      await expect(largest).toHaveAttribute("aria-invalid", "true");
      await expect(largest).toHaveAccessibleDescription(new RegExp(escaped(c("agents.settings.maxBelowMin"))));
      expect(saves).toEqual([]);
      expect(await call<ConsoleAgentSettings>(request, "get", CONSOLE_PATHS.agentSettings, token)).toEqual(original);

      // Undo, then change only the announcement.
      await page.getByRole("button", { name: c("actions.reset"), exact: true }).click();
      await expect(smallest).toHaveValue(typedMin);
      await announcement.fill(`${original.announcement}\n${line}`);
      await page.getByRole("button", { name: c("actions.save"), exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: c("agents.settings.saved") })).toBeVisible();
      await expect(largest).not.toHaveAttribute("aria-invalid", "true");
      expect(saves).toHaveLength(1);
      const saved = await call<ConsoleAgentSettings>(request, "get", CONSOLE_PATHS.agentSettings, token);
      expect(saved).toEqual({ ...original, announcement: `${original.announcement}\n${line}` });

      // agent01 reads the new line on the agent centre's announcement page.
      const site = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
      try {
        await useLogin(site, await loginViaApi(request, DEMO_AGENT));
        const agentPage = await site.newPage();
        await skipPopupNotice(agentPage);
        await agentPage.goto("/?agentCentre=announcement");
        await expect(agentPage.getByTestId("agent-announcement")).toContainText(line);
      } finally {
        await site.close();
      }
    } finally {
      await call(request, "put", CONSOLE_PATHS.agentSettings, token, original);
    }
    expect(await call<ConsoleAgentSettings>(request, "get", CONSOLE_PATHS.agentSettings, token)).toEqual(original);
  });
}
