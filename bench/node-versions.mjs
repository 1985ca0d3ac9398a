// The server on the project's Node (24, the `node` dev dependency) against the machine's own Node (the
// baseline, e.g. Debian's 20), in one run: the wallet benchmark (bench/wallet.mjs) is run alternately with
// the server on each binary, on the same database server, and the figures (transfers per second, latency,
// CPU per transfer of server + PostgreSQL) are compared. NODE_BENCH_ROUNDS rounds (default 2) per binary.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { median, RESULTS_DIR, ROOT } from "./lib/processes.mjs";
import { cpuPerOperation } from "./lib/cpu.mjs";
import { machine, ms, writeReadmeSection } from "./lib/ledger-bench.mjs";

const ROUNDS = Number(process.env.NODE_BENCH_ROUNDS ?? 2);
const BASELINE_NODE = process.env.BASELINE_NODE ?? "/usr/bin/node";
const PROJECT_NODE = process.execPath;

const versionOf = (binary) => execFileSync(binary, ["--version"], { encoding: "utf8" }).trim();
const binaries = [
  { label: "project", binary: PROJECT_NODE, version: versionOf(PROJECT_NODE), runs: [] },
  { label: "baseline", binary: BASELINE_NODE, version: versionOf(BASELINE_NODE), runs: [] },
];
if (binaries[0].version === binaries[1].version) {
  console.error(`both binaries are ${binaries[0].version}: set BASELINE_NODE to another Node`);
  process.exit(1);
}

for (let round = 1; round <= ROUNDS; round++) {
  for (const side of binaries) {
    console.log(`\n=== round ${round}/${ROUNDS}: server on Node ${side.version} (${side.binary})`);
    const run = spawnSync(process.execPath, ["--import", "tsx", "wallet.mjs"], {
      cwd: path.join(ROOT, "bench"),
      stdio: "inherit",
      env: { ...process.env, BENCH_SERVER_NODE: side.binary, WALLET_BENCH_NO_README: "1" },
    });
    if (run.status !== 0) {
      console.error(`the wallet benchmark failed with the server on ${side.version}`);
      process.exit(1);
    }
    side.runs.push(JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, "wallet.json"), "utf8")));
  }
}

const summary = binaries.map((side) => {
  const pick = (f) => median(side.runs.map(f));
  return {
    ...side,
    perSecond: pick((r) => r.api.perSecond),
    p50: pick((r) => r.api.p50),
    p99: pick((r) => r.api.p99),
    cpuMs: pick((r) => cpuPerOperation(r.api.cpu, r.api.transfers ?? r.api.count)),
    rawPerSecond: pick((r) => r.raw.perSecond),
    ratio: pick((r) => r.ratio),
    verified: side.runs.every((r) => r.ledgerVerify.passed),
  };
});
const [project, baseline] = summary;
const date = new Date().toISOString().slice(0, 10);
const load = os.loadavg()[0].toFixed(1);
const text = [
  `Measured on ${date} (load average ${load} at the end): \`bench/wallet.mjs\` with the server on each Node binary, alternately, ${ROUNDS} run${ROUNDS === 1 ? "" : "s"} each (medians); the same raw-SQL baseline (pgbench) is measured in every run.`,
  "",
  "| Server on | Transfers/s | p50 | p99 | CPU per transfer (server + PostgreSQL) | Raw SQL, same runs | API / raw SQL | ledger:verify |",
  "|---|---|---|---|---|---|---|---|",
  ...summary.map(
    (s) =>
      `| Node ${s.version}${s === baseline ? " (baseline)" : ""} | ${s.perSecond.toFixed(1)} | ${ms(s.p50)} | ${ms(s.p99)} | ${s.cpuMs.toFixed(2)} ms | ${s.rawPerSecond.toFixed(1)}/s | ${(s.ratio * 100).toFixed(1)} % | ${s.verified ? "passed" : "**failed**"} |`,
  ),
  "",
  `Node ${project.version} / Node ${baseline.version}: throughput ${((project.perSecond / baseline.perSecond) * 100).toFixed(1)} %, CPU per transfer ${((project.cpuMs / baseline.cpuMs) * 100).toFixed(1)} %.`,
  "",
  `Machine: ${machine()}.`,
].join("\n");
console.log(`\n${text}`);
fs.writeFileSync(
  path.join(RESULTS_DIR, "node-versions.json"),
  `${JSON.stringify({ measuredOn: date, loadAverage: Number(load), summary }, null, 2)}\n`,
);
if (process.env.NODE_BENCH_NO_README !== "1") await writeReadmeSection("node-results", text);
process.exit(summary.every((s) => s.verified) ? 0 : 1);
