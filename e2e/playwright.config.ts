import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const here = path.dirname(fileURLToPath(import.meta.url));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = path.join(here, `.artifacts/data-${E2E_PORT}`);
/** A second server for the tests that switch operator settings (see `projects`). */
export const OPERATOR_PORT = E2E_PORT + 1;
export const OPERATOR_DATA_DIR = path.join(here, `.artifacts/data-${OPERATOR_PORT}`);
/** Embedded PostgreSQL of a server listening on `port`. */
export const embeddedPgPort = (port: number) => port + 20000;

function server(port: number, dataDir: string) {
  return {
    command: `rm -rf ${dataDir} && node --import tsx ../apps/server/src/main.ts`,
    url: `http://localhost:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(embeddedPgPort(port)),
      TRUSTED_PROXIES: "127.0.0.1,::1",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // A helper building into its own folder points the servers at it.
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? "",
    },
  };
}

/** The server of the tests that only read the site. */
export const siteServer = server(E2E_PORT, E2E_DATA_DIR);

/**
 * Drives the built site in the system Chromium (no browser download). Each server runs with a
 * throw-away embedded PostgreSQL under e2e/.artifacts and trusts X-Forwarded-For from
 * 127.0.0.1, so a test can pose as a visitor from another country.
 *
 * Tests that only read the site run in parallel against one server (project "site"). Tests
 * that switch operator settings (maintenance, restricted countries, login-required mode)
 * change what every visitor sees, so they run one at a time against a server of their own
 * (project "operator settings") and never disturb the others.
 */
export default defineConfig({
  testDir: "./tests",
  outputDir: `./.artifacts/results-${E2E_PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [["list"]],
  projects: [
    { name: "site", testIgnore: /system-status\.spec\.ts/, fullyParallel: true },
    {
      name: "operator settings",
      testMatch: /system-status\.spec\.ts/,
      fullyParallel: false,
      use: { baseURL: `http://localhost:${OPERATOR_PORT}` },
    },
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    screenshot: "only-on-failure",
  },
  webServer: [siteServer, server(OPERATOR_PORT, OPERATOR_DATA_DIR)],
});
