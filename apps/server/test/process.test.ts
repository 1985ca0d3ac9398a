import type { ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, isListening } from "./ports.ts";
import { runScript, startScript } from "./processes.ts";

type Server = { child: ChildProcessWithoutNullStreams; output: () => string; exited: Promise<number | null> };

let dataDir: string;
let env: NodeJS.ProcessEnv;
let baseUrl: string;
let pgPort: number;
const started: Server[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lotus-process-"));
  // Run as root, the embedded cluster belongs to a postgres user, which must reach the directory.
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  pgPort = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  env = {
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    EMBEDDED_PG_PORT: String(pgPort),
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    LOG_LEVEL: "warn",
  };
});

afterAll(async () => {
  for (const server of started) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startServer(): Server {
  const child = startScript("apps/server/src/main.ts", [], env);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const server = { child, output: () => output, exited };
  started.push(server);
  return server;
}

async function waitUntilReady(server: Server, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}

async function stop(server: Server): Promise<{ code: number | null; ms: number }> {
  const begin = Date.now();
  server.child.kill("SIGTERM");
  const code = await Promise.race([
    server.exited,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no exit 15 s after SIGTERM")), 15_000)),
  ]);
  return { code, ms: Date.now() - begin };
}

const systemStatus = async () =>
  ((await (await fetch(`${baseUrl}/wps/system/status`)).json()) as { value: { status: number } }).value.status;

describe("the server process on its own embedded PostgreSQL", () => {
  it("starts without a web build, takes admin changes, stops cleanly on SIGTERM and keeps its data", async () => {
    const first = startServer();
    await waitUntilReady(first);
    expect(first.output()).toContain("starting embedded PostgreSQL");
    expect(await systemStatus()).toBe(0);
    const page = await fetch(`${baseUrl}/index`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(404);
    expect(await page.json()).toMatchObject({ success: false, code: "not_found" });

    const admin = await runScript("apps/server/src/cli/admin.ts", ["maintenance", "on"], env);
    expect(admin.code, admin.stderr).toBe(0);
    expect(admin.stderr).toContain(`running embedded PostgreSQL on port ${pgPort}`);
    expect(admin.stdout.trim()).toBe("maintenance: on");
    expect(await systemStatus()).toBe(1);

    const stopped = await stop(first);
    expect(stopped.code, first.output()).toBe(0);
    expect(stopped.ms).toBeLessThan(15_000);
    expect(first.output()).toContain("stopped cleanly");
    expect(await isListening(pgPort)).toBe(false);

    const second = startServer();
    await waitUntilReady(second);
    expect(second.output()).not.toContain("applied migrations");
    expect(await systemStatus()).toBe(1);
    const stoppedAgain = await stop(second);
    expect(stoppedAgain.code, second.output()).toBe(0);
    expect(second.output()).toContain("stopped cleanly");
    expect(await isListening(pgPort)).toBe(false);
  }, 60_000);
});
