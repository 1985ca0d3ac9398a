// Shared parts of the money benchmarks (wallet.mjs, seamless.mjs): a fresh database on the machine's
// PostgreSQL, a pgbench run of a raw-SQL script as the baseline, ledger:verify afterwards, keep-alive
// JSON POSTs, and the README section writer.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import * as prettier from "prettier";
import { freshTempDir, ROOT } from "./processes.mjs";

export { machine } from "./report.mjs";

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
