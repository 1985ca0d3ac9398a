// Each benchmark saves its figures in bench/.results/<name>.json and rewrites the table in
// bench/README.md between the results markers, so the README always shows the latest run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as prettier from "prettier";
import { RESULTS_DIR, ROOT } from "./processes.mjs";

const README = path.join(ROOT, "bench/README.md");
const START = "<!-- results:start -->";
const END = "<!-- results:end -->";
const ORDER = ["bundle", "lighthouse", "cold-start"];

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
export const ratio = (value, baseline) => `${(value / baseline).toFixed(2)}×`;

export function machine() {
  const cpus = os.cpus();
  const memory = `${Math.round(os.totalmem() / 2 ** 30)} GB RAM`;
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${memory}, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/**
 * rows: { figure, lotus, baseline, ratio, goal, met } — `met` is true, false or null (no goal).
 */
export async function saveResult(name, rows) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const result = {
    name,
    measuredOn: new Date().toISOString().slice(0, 10),
    // The machine is shared: the load at the end of the run says how much noise the figures carry.
    loadAverage: Number(os.loadavg()[0].toFixed(1)),
    machine: machine(),
    rows,
  };
  fs.writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  for (const row of rows) {
    const verdict = row.met === null ? "" : row.met ? "  [goal met]" : "  [GOAL MISSED]";
    console.log(
      `${row.figure}: ${row.lotus} | baseline ${row.baseline} | ratio ${row.ratio} | goal ${row.goal}${verdict}`,
    );
  }
  await updateReadme();
}

export async function updateReadme() {
  const results = ORDER.map((name) => path.join(RESULTS_DIR, `${name}.json`))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, "utf8")));
  if (results.length === 0 || !fs.existsSync(README)) return;
  const lines = [
    "| Measured on (load avg) | Figure | Lotus | Baseline (same run) | Ratio | Goal | Met |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const result of results) {
    for (const row of result.rows) {
      const met = row.met === null ? "–" : row.met ? "yes" : "**no**";
      lines.push(
        `| ${result.measuredOn} (${result.loadAverage ?? "?"}) | ${row.figure} | ${row.lotus} | ${row.baseline} | ${row.ratio} | ${row.goal} | ${met} |`,
      );
    }
  }
  const machines = [...new Set(results.map((result) => result.machine))];
  lines.push("", `Machine: ${machines.join("; ")}.`);
  const text = fs.readFileSync(README, "utf8");
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`bench/README.md lacks the ${START} … ${END} markers`);
  const updated = `${text.slice(0, start + START.length)}\n${lines.join("\n")}\n${text.slice(end)}`;
  // Formatted as `npm run lint` (prettier --check) expects, so a benchmark run leaves the tree clean.
  const options = await prettier.resolveConfig(README);
  fs.writeFileSync(README, await prettier.format(updated, { ...options, filepath: README }));
}
