import type { FastifyInstance } from "fastify";
import { loadEnv, type Env } from "./env.ts";
import { openDatabase, type OpenDatabase } from "./db/open.ts";
import { StartupError, takeOverShutdownSignals } from "./db/embedded.ts";
import { migrate } from "./db/migrate.ts";
import { seedDemo } from "./seed/demo-seed.ts";
import { buildApp } from "./app.ts";

const started = Date.now();
const say = (message: string) => console.log(`[lotus] ${message}`);

let env: Env | undefined;
let database: OpenDatabase | undefined;
let app: FastifyInstance | undefined;

/** One line that says what went wrong at start and what to do: never a stack, never `undefined`. */
function startupFailure(error: unknown): string {
  if (error instanceof StartupError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EADDRINUSE" && env) {
    return `port ${env.PORT} is in use by another program (an earlier server still running?): stop it, or set PORT to a free port`;
  }
  if (code === "EACCES" && env) return `no permission to listen on port ${env.PORT}: set PORT to a port above 1023`;
  const message =
    error instanceof Error ? error.message : error === undefined ? "an unknown error" : String(error as unknown);
  return `could not start: ${message.replace(/\s*\n\s*/g, "; ")} (see docs/OPERATIONS.md "When something fails")`;
}

let stopping = false;
async function shutdown(reason: string, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  say(`${reason}, shutting down`);
  const timer = setTimeout(() => {
    console.error("[lotus] shutdown took too long, exiting");
    process.exit(1);
  }, 15_000);
  timer.unref();
  try {
    await app?.close();
    await database?.close();
    say("stopped cleanly");
    process.exit(exitCode);
  } catch (error) {
    console.error("[lotus] error during shutdown", error);
    process.exit(1);
  }
}

try {
  env = loadEnv();
  takeOverShutdownSignals();
  process.on("SIGINT", () => void shutdown("SIGINT received"));
  process.on("SIGTERM", () => void shutdown("SIGTERM received"));
  // Started by `npm start` (scripts/start.mjs) with an IPC channel: when that wrapper dies (even by
  // SIGKILL), the server stops too, with its embedded PostgreSQL, instead of living on as an orphan.
  if (process.connected) process.on("disconnect", () => void shutdown("npm start ended"));

  say(env.DATABASE_URL ? "using the PostgreSQL of DATABASE_URL" : `starting embedded PostgreSQL in ${env.DATA_DIR}/pg`);
  database = await openDatabase(env, say);
  const applied = await migrate(database.db);
  if (applied.length > 0) say(`applied migrations: ${applied.join(", ")}`);
  if (env.SEED_DEMO) await seedDemo(database.db, { lotteryChainSecret: env.LOTTERY_CHAIN_SECRET });
  app = await buildApp({ env, db: database.db });
  await app.listen({ host: env.HOST, port: env.PORT });
  say(`ready at http://localhost:${env.PORT} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`[lotus] ${startupFailure(error)}`);
  stopping = true;
  await app?.close().catch(() => {});
  await database?.close().catch(() => {});
  process.exit(1);
}
