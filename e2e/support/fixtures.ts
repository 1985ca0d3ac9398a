import AxeBuilder from "@axe-core/playwright";
import { test as base, type Page } from "@playwright/test";
import { POPUP_SHOWN_SESSION_KEY, THEME_STORAGE_KEY } from "@lotus/contracts/web";
import type { Theme } from "./routes.ts";
import { siteSettingsWithRestore, type SiteSettings } from "./site-settings.ts";

type Fixtures = {
  /** Saved theme preference applied before any page script runs; null leaves the site default. */
  theme: Theme | null;
  /** Console errors, uncaught exceptions, failed requests and same-origin HTTP errors of `page`. */
  pageProblems: string[];
  /** Operator settings of the e2e server; whatever a test changes is restored after it. */
  siteSettings: SiteSettings;
};

export const test = base.extend<Fixtures>({
  theme: [null, { option: true }],
  context: async ({ context, theme }, use) => {
    if (theme) {
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: THEME_STORAGE_KEY,
        value: theme,
      });
    }
    await use(context);
  },
  pageProblems: async ({ page, baseURL }, use) => {
    const problems: string[] = [];
    const origin = new URL(baseURL!).origin;
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console error: ${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught exception: ${error.message}`));
    page.on("requestfailed", (request) =>
      problems.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ""}`),
    );
    page.on("response", (response) => {
      if (response.status() >= 400 && new URL(response.url()).origin === origin)
        problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
    await use(problems);
  },
  // Playwright reads a fixture's dependencies from this pattern, so it has to be there, empty.
  // eslint-disable-next-line no-empty-pattern
  siteSettings: async ({}, use) => {
    const { settings, restore } = siteSettingsWithRestore();
    try {
      await use(settings);
    } finally {
      await restore();
    }
  },
});

export { expect } from "@playwright/test";

/** axe-core violations a screen-reader or keyboard user would be blocked by (impact serious or critical). */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe inside the page instead of opening a second page to merge per-frame
  // results, which halves the scan time; the site has no cross-origin frames to merge. Only
  // violations are needed, so the detail of passing checks is skipped too.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ");
      return `${violation.impact} ${violation.id} (${violation.help}), ${violation.nodes.length} node(s): ${where}`;
    });
}

/** How far the page is wider than the window; 0 when nothing makes it scroll sideways. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.scrollingElement!.scrollWidth - window.innerWidth));
}

/** Marks the once-per-session popup notice as already shown, for tests about something else on the home page. */
export async function skipPopupNotice(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, "1"), POPUP_SHOWN_SESSION_KEY);
}
