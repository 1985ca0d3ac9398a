// `npm run bench`: every benchmark in turn, each in its own process; bench/README.md gets the figures.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const failed = [];
for (const script of ["bundle.mjs", "lighthouse.mjs", "cold-start.mjs"]) {
  console.log(`\n=== ${script}`);
  const run = spawnSync(process.execPath, [path.join(here, script)], { stdio: "inherit" });
  if (run.status !== 0) failed.push(script);
}
console.log(failed.length ? `\nfailed: ${failed.join(", ")}` : "\nall benchmarks ran; figures are in bench/README.md");
process.exit(failed.length ? 1 : 0);
