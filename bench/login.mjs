// Login throughput and latency at the real argon2id parameters, and whether a login storm blocks
// the event loop: /healthz p99 while logins run, against /healthz p99 at rest in the same run.
// Runs under tsx (`node --import tsx login.mjs`) to reuse the server's own password hashing and
// the contracts' envelope sealing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import pg from "pg";
import * as prettier from "prettier";
import { solveChallenge } from "altcha-lib/v1";
import { PATHS, sealEnvelope } from "@lotus/contracts";
import { embeddedDatabaseUrl } from "../apps/server/src/db/embedded.ts";
import { EMBEDDED_DATABASE } from "../apps/server/src/db/open.ts";
import { hashPassword, parseArgon2Hash } from "../apps/server/src/modules/account/passwords.ts";
import {
  freshTempDir,
  RESULTS_DIR,
  ROOT,
  spawnGroup,
  stopGroup,
  waitFor200,
  waitForPostgresStopped,
} from "./lib/processes.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3300) + 20;
const PG_PORT = PORT + 20000;
const MEMBERS = 64;
const PASSWORD = "Bench-Login-2026!";
/** Concurrency levels and logins per level. */
const LEVELS = [
  { concurrency: 8, logins: Number(process.env.LOGIN_BENCH_LOGINS_8 ?? 160) },
  { concurrency: 32, logins: Number(process.env.LOGIN_BENCH_LOGINS_32 ?? 320) },
];
const HEALTH_GOAL_MS = 10;
const REST_PROBE_MS = 3000;
/**
 * Proof-of-work difficulty for this run. The browser's solving is client work done before the
 * timed call, and the server checks a solution with one hash whatever the difficulty; a low one
 * only keeps the benchmark's own pre-solving of hundreds of challenges short.
 */
const ALTCHA_MAX_NUMBER = 1000;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * Loaded into the server process (`--import`): the server's own view of its event loop, written
 * to a file on SIGUSR2 and then reset — utilization (the share of time the loop ran code rather
 * than waited) and timer delay. If argon2 ran on the loop, a storm would keep it near 100 % busy.
 */
const LOOP_PROBE = `
import fs from "node:fs";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
let since = performance.eventLoopUtilization();
process.on("SIGUSR2", () => {
  const { utilization } = performance.eventLoopUtilization(since);
  const stats = { utilization, p50: delay.percentile(50) / 1e6, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
  fs.writeFileSync(process.env.LOOP_STATS_FILE + ".tmp", JSON.stringify(stats));
  fs.renameSync(process.env.LOOP_STATS_FILE + ".tmp", process.env.LOOP_STATS_FILE);
  delay.reset();
  since = performance.eventLoopUtilization();
});
`;

async function startServer() {
  const dataDir = freshTempDir(`login-${PORT}`);
  const probeFile = path.join(dataDir, "loop-probe.mjs");
  const statsFile = path.join(dataDir, "loop-stats.json");
  fs.writeFileSync(probeFile, LOOP_PROBE);
  const child = spawnGroup(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      probeFile,
      // e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the server's time goes
      ...(process.env.LOGIN_BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean),
      "apps/server/src/main.ts",
    ],
    {
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(PG_PORT),
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        DATABASE_URL: undefined,
        WEB_DIST_DIR: "/nonexistent",
        ALTCHA_MAX_NUMBER: String(ALTCHA_MAX_NUMBER),
        // The clients stand behind this "proxy": each login comes from its own forwarded address.
        TRUSTED_PROXIES: "127.0.0.1,::1,::ffff:127.0.0.1",
        LOOP_STATS_FILE: statsFile,
      },
      logFile: path.join(dataDir, "server.log"),
    },
  );
  const baseUrl = `http://127.0.0.1:${PORT}`;
  await waitFor200(`${baseUrl}/readyz`, { child });
  return {
    baseUrl,
    /** The server's event-loop figures since the previous call. */
    async loopStats() {
      fs.rmSync(statsFile, { force: true });
      process.kill(child.pid, "SIGUSR2");
      for (let i = 0; i < 200 && !fs.existsSync(statsFile); i++) await new Promise((r) => setTimeout(r, 10));
      return JSON.parse(fs.readFileSync(statsFile, "utf8"));
    },
    async stop() {
      await stopGroup(child);
      await waitForPostgresStopped(dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Members straight into the database: one real argon2id hash (its salt shared; verifying costs the
 * same). They have no mobile, e-mail, payee name or authenticator, so no login asks for a second
 * verification whatever the address.
 */
async function createMembers(db) {
  const hash = await hashPassword(PASSWORD);
  const accounts = Array.from({ length: MEMBERS }, (_, i) => `bench${String(i).padStart(3, "0")}`);
  const { rows } = await db.query(
    `insert into member (account, password_hash, first_login_done)
     select a, $2, true from unnest($1::text[]) a returning id`,
    [accounts, hash],
  );
  if (rows.length !== MEMBERS) throw new Error("members not created");
  return accounts;
}

async function getValue(baseUrl, urlPath) {
  const res = await fetch(`${baseUrl}${urlPath}`);
  const body = await res.json();
  if (!body.success) throw new Error(`${urlPath}: ${JSON.stringify(body)}`);
  return body.value;
}

/**
 * A storm comes from many players, not one address: the login counts every attempt in flight
 * against its IP until it succeeds (so parallel guesses cannot slip under the failure limits),
 * and a few parallel logins from one IP would meet the captcha. Each login gets its own address.
 */
const clientIp = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** The browser's part of a login, done before timing: solve a challenge, seal the payload. */
async function prepareLogins(baseUrl, accounts, count) {
  const publicKey = await getValue(baseUrl, PATHS.publicKey);
  const bodies = [];
  for (let i = 0; i < count; i++) {
    const challenge = await getValue(baseUrl, PATHS.humanChallenge);
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    const humanVerification = Buffer.from(
      JSON.stringify({
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: solution.number,
        salt: challenge.salt,
        signature: challenge.signature,
      }),
    ).toString("base64");
    const payload = {
      type: "username",
      username: accounts[i % accounts.length],
      password: PASSWORD,
      humanVerification,
    };
    bodies.push({ body: JSON.stringify(await sealEnvelope(publicKey, payload)), ip: clientIp(i) });
  }
  return bodies;
}

/**
 * /healthz probed back to back from a worker thread, so the benchmark's own login clients on the
 * main thread never delay a probe: what it measures is the server's event loop.
 */
async function startHealthProbe(baseUrl) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require("node:worker_threads");
    const latencies = [];
    let running = true;
    parentPort.on("message", () => { running = false; });
    (async () => {
      const warmUp = await fetch(workerData.url);
      await warmUp.arrayBuffer();
      parentPort.postMessage("ready");
      while (running) {
        const started = performance.now();
        const res = await fetch(workerData.url);
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      parentPort.postMessage(latencies);
    })();
    `,
    { eval: true, workerData: { url: `${baseUrl}/healthz` } },
  );
  // The phase starts once the probe runs: a worker booting under load would otherwise miss it.
  await new Promise((resolve) => worker.once("message", resolve));
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once("message", (latencies) => {
          void worker.terminate();
          resolve(latencies);
        });
        worker.postMessage("stop");
      }),
  };
}

/**
 * The same CPU pressure as a storm, from outside the server: argon2 hashes at the server's
 * parameters on as many threads as libuv gives the server. /healthz under this pressure shows how
 * much of the storm's figure is the operating system sharing the cores, not the server's loop.
 */
async function cpuPressure(durationMs) {
  const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  const until = performance.now() + durationMs;
  let hashes = 0;
  await Promise.all(
    Array.from({ length: threads }, async () => {
      while (performance.now() < until) {
        await hashPassword(PASSWORD);
        hashes++;
      }
    }),
  );
  return hashes;
}

async function loginStorm(baseUrl, bodies, concurrency) {
  const latencies = [];
  let failures = 0;
  let next = 0;
  const client = async () => {
    while (next < bodies.length) {
      const { body, ip } = bodies[next++];
      const started = performance.now();
      const res = await fetch(`${baseUrl}${PATHS.login}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body,
      });
      const answer = await res.json();
      latencies.push(performance.now() - started);
      if (res.status !== 200 || answer.value?.step !== "done") {
        failures++;
        if (failures === 1) console.error(`login failed: ${res.status} ${JSON.stringify(answer)}`);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  return { latencies, failures, perSecond: bodies.length / seconds };
}

function machine() {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? "4 (default)"}`;
}

const README = path.join(ROOT, "bench/README.md");
const START = "<!-- login-results:start -->";
const END = "<!-- login-results:end -->";

async function writeReadme(section) {
  const text = fs.readFileSync(README, "utf8");
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`bench/README.md lacks the ${START} … ${END} markers`);
  const updated = `${text.slice(0, start + START.length)}\n${section}\n${text.slice(end)}`;
  const options = await prettier.resolveConfig(README);
  fs.writeFileSync(README, await prettier.format(updated, { ...options, filepath: README }));
}

/** Runs `work` with /healthz probed throughout and the server's loop figures taken over exactly that span. */
async function phase(name, work) {
  const probe = await startHealthProbe(server.baseUrl);
  await server.loopStats();
  const outcome = await work();
  const health = await probe.stop();
  const loop = await server.loopStats();
  const row = {
    phase: name,
    ...outcome,
    healthP50: percentile(health, 50),
    healthP99: percentile(health, 99),
    healthProbes: health.length,
    loopUtilization: loop.utilization,
    loopDelayP99: loop.p99,
  };
  console.log(
    `${name}: ${row.logins === undefined ? "" : `${row.logins} logins (${row.failures} failed), ${row.perSecond.toFixed(1)}/s, p50 ${ms(row.p50)}, p99 ${ms(row.p99)}; `}` +
      `/healthz p50 ${ms(row.healthP50)}, p99 ${ms(row.healthP99)} (${row.healthProbes} probes); ` +
      `server loop busy ${(row.loopUtilization * 100).toFixed(1)} %, delay p99 ${ms(row.loopDelayP99)}`,
  );
  return row;
}

const server = await startServer();
const db = new pg.Pool({ connectionString: embeddedDatabaseUrl(PG_PORT, EMBEDDED_DATABASE), max: 2 });
const rows = [];
try {
  const accounts = await createMembers(db);
  const stored = (await db.query("select password_hash from member where account = $1", [accounts[0]])).rows[0];
  const params = parseArgon2Hash(stored.password_hash);
  console.log(
    `argon2 parameters of the stored hashes: ${params.algorithm} m=${params.m} KiB, t=${params.t}, p=${params.p}`,
  );

  rows.push(await phase("at rest", () => new Promise((resolve) => setTimeout(() => resolve({}), REST_PROBE_MS))));
  rows.push(
    await phase("same CPU pressure from another process, no logins", async () => ({
      hashes: await cpuPressure(REST_PROBE_MS),
    })),
  );
  for (const level of LEVELS) {
    const bodies = await prepareLogins(server.baseUrl, accounts, level.logins);
    rows.push(
      await phase(`login storm, concurrency ${level.concurrency}`, async () => {
        const storm = await loginStorm(server.baseUrl, bodies, level.concurrency);
        return {
          concurrency: level.concurrency,
          logins: level.logins,
          failures: storm.failures,
          perSecond: storm.perSecond,
          p50: percentile(storm.latencies, 50),
          p99: percentile(storm.latencies, 99),
        };
      }),
    );
  }

  const storms = rows.filter((r) => r.logins !== undefined);
  const failed = storms.reduce((sum, r) => sum + r.failures, 0);
  if (failed > 0) throw new Error(`${failed} logins failed: the figures would not describe successful logins`);
  const met = storms.every((r) => r.healthP99 < HEALTH_GOAL_MS);
  const date = new Date().toISOString().slice(0, 10);
  const load = os.loadavg()[0].toFixed(1);
  const dash = "–";
  const table = [
    `Measured on ${date} (load average ${load} at the end), ${params.algorithm} m=${params.m} KiB, t=${params.t}, p=${params.p}, ${MEMBERS} members, one sealed login with a fresh human-verification solution per request.`,
    "",
    "| Phase | Logins/s | Login p50 | Login p99 | /healthz p50 | /healthz p99 | Server event loop busy | Server loop delay p99 |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.phase} | ${r.logins === undefined ? dash : r.perSecond.toFixed(1)} | ${r.logins === undefined ? dash : ms(r.p50)} | ${r.logins === undefined ? dash : ms(r.p99)} | ${ms(r.healthP50)} | ${ms(r.healthP99)} | ${(r.loopUtilization * 100).toFixed(1)} % | ${ms(r.loopDelayP99)} |`,
    ),
    "",
    `Goal: /healthz p99 < ${HEALTH_GOAL_MS} ms during the storm — ${met ? "met" : "**not met**"} (${storms.map((r) => `concurrency ${r.concurrency}: ${ms(r.healthP99)}`).join(", ")}).`,
    "",
    `Machine: ${machine()}.`,
  ].join("\n");
  console.log(`\n${table}`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS_DIR, "login.json"),
    `${JSON.stringify({ name: "login", measuredOn: date, loadAverage: Number(load), machine: machine(), argon2: params, goalMet: met, rows }, null, 2)}\n`,
  );
  await writeReadme(table);
} finally {
  await db.end();
  await server.stop();
}
