// Shared parts of the money benchmarks (wallet.mjs, balance.mjs, seamless.mjs): a fresh database on the
// machine's PostgreSQL, the server process on it, the benchmark members (with a session and money in
// their wallets), the timed HTTP clients, a pgbench run of
// a raw-SQL script as the baseline, ledger:verify afterwards, keep-alive JSON POSTs, the results JSON
// and table, and the README section writer.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import * as prettier from "prettier";
import { freshTempDir, RESULTS_DIR, ROOT, spawnGroup, stopGroup, waitFor200 } from "./processes.mjs";
import { machine } from "./report.mjs";
import { cpuPerOperation } from "./cpu.mjs";

export { machine };

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const ms = (value) => `${value.toFixed(1)} ms`;

/** The URL of `database` on the server of `adminUrl`. */
export function databaseUrlOf(adminUrl, database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function recreateDatabase(adminUrl, database) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
}

/**
 * Runs pgbench with `script` for `seconds` on `databaseUrl` with `clients` connections; resolves with
 * the script executions per second (pgbench's tps), their count and latency percentiles.
 */
export function runPgbench({ script, clients, seconds, databaseUrl }) {
  const dir = freshTempDir("pgbench");
  const file = path.join(dir, "script.sql");
  fs.writeFileSync(file, script);
  const url = new URL(databaseUrl);
  const args = [
    "-n",
    "-c",
    String(clients),
    "-j",
    String(Math.max(1, Math.min(os.cpus().length, 4))),
    "-T",
    String(seconds),
    "-f",
    file,
    "-l",
    "--log-prefix",
    path.join(dir, "tx"),
    "-h",
    url.hostname,
    "-p",
    url.port || "5432",
    "-U",
    decodeURIComponent(url.username) || "postgres",
    url.pathname.slice(1),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn("/usr/bin/pgbench", args, { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`pgbench exited with ${code}:\n${out}`));
      // Per-transaction log lines: client_id transaction_no latency_us script_no epoch_s epoch_us.
      const latencies = [];
      for (const name of fs.readdirSync(dir).filter((f) => f.startsWith("tx."))) {
        for (const line of fs.readFileSync(path.join(dir, name), "utf8").split("\n")) {
          const fields = line.split(" ");
          if (fields.length >= 3) latencies.push(Number(fields[2]) / 1000);
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
      latencies.sort((a, b) => a - b);
      const tps = /tps = ([0-9.]+) \(without initial connection time\)/.exec(out);
      const failed = /number of failed transactions: (\d+)/.exec(out);
      if (!tps) return reject(new Error(`pgbench output without tps:\n${out}`));
      resolve({
        count: latencies.length,
        failures: failed ? Number(failed[1]) : 0,
        perSecond: Number(tps[1]),
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        output: out,
      });
    });
  });
}

/** `npm run ledger:verify` against `databaseUrl`. */
export function ledgerVerify(databaseUrl) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", "ledger:verify"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("exit", (code) => resolve({ passed: code === 0, code, output: out.trim() }));
  });
}

/** A keep-alive POST of a JSON (or already serialized) body with node:http (lighter than fetch). */
export function postJson(agent, url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const payload = typeof body === "string" ? body : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** A keep-alive GET with node:http; resolves with the status and the body text. */
export function getJson(agent, url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "GET", agent, headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const README = path.join(ROOT, "bench/README.md");

/** Replaces the text between `<!-- ${name}:start -->` and `<!-- ${name}:end -->` in bench/README.md. */
export async function writeReadmeSection(name, section) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = fs.readFileSync(README, "utf8");
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`bench/README.md lacks the ${start} … ${end} markers`);
  const updated = `${text.slice(0, from + start.length)}\n${section}\n${text.slice(to)}`;
  const options = await prettier.resolveConfig(README);
  fs.writeFileSync(README, await prettier.format(updated, { ...options, filepath: README }));
}

/**
 * The server on a benchmark database: production mode, migrations and demo seed at start, no web app;
 * `flags` are extra Node flags (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"), `env` extra settings.
 */
export async function startBenchServer({ name, port, databaseUrl, flags = "", env = {}, readyTimeoutMs = 120_000 }) {
  const dir = freshTempDir(`${name}-${port}`);
  const child = spawnGroup(
    // BENCH_SERVER_NODE runs the server on another Node binary (bench/node-versions.mjs compares two).
    process.env.BENCH_SERVER_NODE || process.execPath,
    ["--import", "tsx", ...flags.split(" ").filter(Boolean), "apps/server/src/main.ts"],
    {
      env: {
        PORT: String(port),
        DATA_DIR: dir,
        DATABASE_URL: databaseUrl,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        WEB_DIST_DIR: "/nonexistent",
        ...env,
      },
      logFile: path.join(dir, "server.log"),
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor200(`${baseUrl}/readyz`, { child, timeoutMs: readyTimeoutMs });
  return {
    baseUrl,
    /** The server process itself (spawned directly, not through npm), for its CPU time. */
    pid: child.pid,
    async stop() {
      await stopGroup(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `count` members named `${prefix}0000`…, who never log in; resolves with `{ n, memberId }` in order. */
export async function insertBenchMembers(db, prefix, count) {
  const accounts = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(4, "0")}`);
  const { rows } = await db.query(
    `insert into member (account, password_hash, first_login_done)
     select a, 'not-a-hash: these members never log in', true from unnest($1::text[]) with ordinality u (a, n)
     order by n returning id, account`,
    [accounts],
  );
  const ids = new Map(rows.map((row) => [row.account, row.id]));
  return accounts.map((account, n) => ({ n, memberId: ids.get(account) }));
}

/**
 * `count` members named `${prefix}0000`…, each with a member session and `opening` in both its main
 * wallet and its `vendor` wallet, put there by one ledger adjustment (the set-up of wallet.mjs and
 * balance.mjs). Resolves with `{ n, memberId, token }` in order. The server's ledger and session code
 * are TypeScript: they load on the first call, so the scripts that only take the report helpers from
 * this file still run without tsx (node-versions.mjs).
 */
export async function insertFundedBenchMembers(db, { prefix, count, vendor, opening, remark }) {
  const { createSession } = await import("../../apps/server/src/modules/account/sessions.ts");
  const { main, runOperation, system, vendorWallet } = await import("../../apps/server/src/modules/ledger/ledger.ts");
  const members = [];
  for (const { n, memberId } of await insertBenchMembers(db, prefix, count)) {
    await runOperation(
      db,
      { key: "bench:opening", kind: "adjustment", memberId, fingerprint: {}, remark },
      async (op) => {
        await op.transfer([
          { from: system("adjustments", memberId), to: main(memberId), amount: 2n * opening },
          { from: main(memberId), to: vendorWallet(memberId, vendor), amount: opening },
        ]);
        return null;
      },
    );
    const session = await createSession(db, { memberId, method: "username", ip: "127.0.0.1", userAgent: "bench" });
    members.push({ n, memberId, token: session.token });
  }
  return members;
}

/**
 * `clients` concurrent clients calling back to back for `seconds`. `client(c, run)` makes client c's
 * call (`run` is an id of this load, for unique keys); a call resolves with null, or with what failed.
 * Resolves with the calls' count, failures, the first failure, calls per second and latency percentiles.
 */
export async function timedClients({ clients, seconds, client }) {
  const latencies = [];
  let failures = 0;
  let firstFailure = null;
  const run = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  const until = performance.now() + seconds * 1000;
  const loop = async (c) => {
    const call = client(c, run);
    while (performance.now() < until) {
      const started = performance.now();
      const failure = await call();
      latencies.push(performance.now() - started);
      if (failure !== null) {
        failures++;
        firstFailure ??= failure;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, c) => loop(c)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    failures,
    firstFailure,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/**
 * The end of a money benchmark: the ratio API / raw SQL against `goal`, `npm run ledger:verify`, the
 * results table (printed, written to bench/.results/`name`.json with the figures, and into the README
 * section `readmeSection` unless `noReadme`). `table` holds the words: `intro(date, load)`, the
 * column header, each side's label and count, and what a passed verification adds. Resolves with
 * whether the ledger verified.
 */
export async function finishLedgerBench({
  name,
  databaseUrl,
  pgVersion,
  clients,
  members,
  seconds,
  goal,
  api,
  raw,
  table,
  readmeSection,
  noReadme,
}) {
  const ratio = api.perSecond / raw.perSecond;
  console.log(`ratio API / raw SQL: ${(ratio * 100).toFixed(1)} % (goal ≥ ${goal * 100} %)`);
  const verify = await ledgerVerify(databaseUrl);
  console.log(`ledger:verify ${verify.passed ? "passed" : `FAILED (exit ${verify.code})`}\n${verify.output}`);

  const date = new Date().toISOString().slice(0, 10);
  const load = os.loadavg()[0].toFixed(1);
  const checked = /checked (\d+) transfer/.exec(verify.output)?.[1] ?? "?";
  // CPU per operation: the server process (API side only) plus the whole PostgreSQL cluster, from /proc.
  const cpu = (side, count) =>
    side.cpu
      ? `${cpuPerOperation(side.cpu, count).toFixed(2)} ms (${side.cpu.serverSeconds.toFixed(1)} s + ${side.cpu.postgresSeconds.toFixed(1)} s)`
      : "–";
  const row = (label, side, count) =>
    `| ${label} | ${side.perSecond.toFixed(1)} | ${ms(side.p50)} | ${ms(side.p99)} | ${count} | ${side.failures} | ${cpu(side, count)} |`;
  const text = [
    table.intro(date, load),
    "",
    `${table.header} CPU per op (server + PostgreSQL) |`,
    "|---|---|---|---|---|---|---|",
    row(table.apiLabel, api, table.apiCount),
    row(table.rawLabel, raw, table.rawCount),
    "",
    `Ratio (a) / (b): **${(ratio * 100).toFixed(1)} %** — goal ≥ ${goal * 100} %: ${ratio >= goal ? "met" : "**not met**"}. \`npm run ledger:verify\` afterwards: ${verify.passed ? `passed (${checked} transfers checked${table.verifiedNote ?? ""})` : "**failed**"}.`,
    "",
    `Machine: ${machine()}.`,
  ].join("\n");
  console.log(`\n${text}`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(RESULTS_DIR, `${name}.json`),
    `${JSON.stringify(
      {
        name,
        measuredOn: date,
        loadAverage: Number(load),
        machine: machine(),
        postgres: pgVersion,
        clients,
        members,
        seconds,
        api: { ...api, firstFailure: undefined },
        raw: { ...raw, output: undefined },
        ratio,
        goalMet: ratio >= goal,
        ledgerVerify: { passed: verify.passed, output: verify.output },
      },
      null,
      2,
    )}\n`,
  );
  if (!noReadme) await writeReadmeSection(readmeSection, text);
  return verify.passed;
}
