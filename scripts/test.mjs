// `npm test`: every check the project has, in order, stopping at the first failure.
// The server suite runs against embedded PostgreSQL, and again against TEST_DATABASE_URL when set;
// the Redis fan-out tests run when TEST_REDIS_URL is set.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", "npm run lint --silent"],
  ["typecheck", "npm run typecheck --silent"],
  ["import boundaries", "npm run check:boundaries --silent"],
  [
    "unit tests (contracts, web, console, demo vendor engine)",
    "npx vitest run --project contracts --project web --project console --project demo-vendor",
  ],
  ["server tests on embedded PostgreSQL", "npx vitest run --project server", { TEST_DATABASE_URL: "" }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(["server tests on TEST_DATABASE_URL", "npx vitest run --project server", {}]);
}
// The realtime fan-out between two server processes needs a Redis server (the server-redis project).
if (process.env.TEST_REDIS_URL) {
  steps.push(["Redis fan-out tests on TEST_REDIS_URL", "npx vitest run --project server-redis", {}]);
}
steps.push(["browser tests (Playwright, system Chromium)", "npm run test:e2e --silent"]);

const results = [];
for (const [name, command, env = {}] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command}`);
  const envForStep = { ...process.env, ...env };
  for (const [k, v] of Object.entries(env)) if (v === "") delete envForStep[k];
  const run = spawnSync(command, { shell: true, stdio: "inherit", env: envForStep });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: run.status === 0, seconds });
  if (run.status !== 0) break;
}
console.log("\n=== summary");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
const skipped = steps.length - results.length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || skipped > 0 ? 1 : 0);
