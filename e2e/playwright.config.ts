import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const here = path.dirname(fileURLToPath(import.meta.url));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = path.join(here, ".artifacts/data");

/**
 * Drives the built site in the system Chromium (no browser download). The server runs with a
 * throw-away embedded PostgreSQL under e2e/.artifacts and trusts X-Forwarded-For from
 * 127.0.0.1, so a test can pose as a visitor from another country.
 */
export default defineConfig({
  testDir: "./tests",
  outputDir: "./.artifacts/results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
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
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx ../apps/server/src/main.ts`,
    url: `http://localhost:${E2E_PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      EMBEDDED_PG_PORT: String(E2E_PORT + 20000),
      TRUSTED_PROXIES: "127.0.0.1,::1",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
  },
});
