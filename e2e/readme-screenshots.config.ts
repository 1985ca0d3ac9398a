import { defineConfig } from "@playwright/test";
import suite, { siteServer } from "./playwright.config.ts";

/**
 * Takes the README screenshots from the built site (not part of the suite):
 * `npm run build && cd e2e && npx playwright test -c readme-screenshots.config.ts`.
 */
export default defineConfig({ ...suite, testDir: "./readme", projects: [{ name: "readme" }], webServer: siteServer });
