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

/**
 * The stand-ins for services outside the machine (e2e/support/auth-peers.ts): a real SMTP server
 * the site sends its mail to, and a real OpenID Connect provider playing Google.
 */
export const AUTH_PEERS = {
  smtpPort: E2E_PORT + 40,
  oidcPort: E2E_PORT + 41,
  controlPort: E2E_PORT + 42,
  oidcClientId: "lotus-test-client",
  // A fixed test secret: the provider and the site must agree before either starts.
  oidcSecret: "e2e-oidc-client-secret-not-for-production",
} as const;
export const authPeersUrl = `http://127.0.0.1:${AUTH_PEERS.controlPort}`;

const authPeersServer = {
  command: "node --import tsx support/auth-peers.ts",
  url: `${authPeersUrl}/health`,
  timeout: 60_000,
  reuseExistingServer: false,
  env: {
    AUTH_PEERS_SMTP_PORT: String(AUTH_PEERS.smtpPort),
    AUTH_PEERS_OIDC_PORT: String(AUTH_PEERS.oidcPort),
    AUTH_PEERS_CONTROL_PORT: String(AUTH_PEERS.controlPort),
    AUTH_PEERS_OIDC_SECRET: AUTH_PEERS.oidcSecret,
    AUTH_PEERS_SITE_URL: `http://localhost:${E2E_PORT}`,
  },
};

function server(port: number, dataDir: string, extraEnv: Record<string, string> = {}) {
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
      // The proof of work stays real but cheap: the server checks any solution with one hash, so
      // the difficulty only changes how long each browser login spends solving.
      ALTCHA_MAX_NUMBER: "2000",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // A helper building into its own folder points the servers at it.
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? "",
      ...extraEnv,
    },
  };
}

/** The server of the tests that only read the site. */
export const siteServer = server(E2E_PORT, E2E_DATA_DIR, {
  PUBLIC_URL: `http://localhost:${E2E_PORT}`,
  MAIL_TRANSPORT: "smtp",
  SMTP_URL: `smtp://127.0.0.1:${AUTH_PEERS.smtpPort}`,
  GOOGLE_CLIENT_ID: AUTH_PEERS.oidcClientId,
  GOOGLE_CLIENT_SECRET: AUTH_PEERS.oidcSecret,
  GOOGLE_ISSUER: `http://127.0.0.1:${AUTH_PEERS.oidcPort}`,
});

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
  webServer: [authPeersServer, siteServer, server(OPERATOR_PORT, OPERATOR_DATA_DIR)],
});
