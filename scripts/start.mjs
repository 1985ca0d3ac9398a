// `npm start`: builds the web app and the console when their sources changed since the last build, then runs
// the API server (embedded PostgreSQL unless DATABASE_URL is set) at http://localhost:3000.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

// The player site and the operator console (served at /console), each rebuilt when its sources
// (or the shared contracts) are newer than its build.
const apps = [
  { workspace: "@lotus/web", dir: "apps/web", label: "the web app" },
  { workspace: "@lotus/console", dir: "apps/console", label: "the operator console" },
  { workspace: "@lotus/demo-vendor", dir: "apps/demo-vendor", label: "the demo game vendor's pages" },
];
for (const app of apps) {
  const builtIndex = path.join(root, app.dir, "dist/index.html");
  const sources = [`${app.dir}/src`, `${app.dir}/public`, `${app.dir}/index.html`, "packages/contracts/src"]
    .map((p) => path.join(root, p))
    .filter((p) => fs.existsSync(p));
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(
    ...sources.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
  );
  if (sourcesAt > builtAt) {
    console.log(`[lotus] building ${app.label}…`);
    const build = spawnSync("npm", ["run", "build", "-w", app.workspace, "--silent"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/main.ts")], {
  cwd: root,
  // The IPC channel tells the server when this wrapper dies, even by SIGKILL: it then stops with its
  // embedded PostgreSQL instead of living on (apps/server/src/main.ts).
  stdio: ["inherit", "inherit", "inherit", "ipc"],
  env: { NODE_ENV: "production", ...process.env },
});
// Ctrl-C reaches the whole process group; SIGTERM sent to this wrapper is passed on.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
