import { loadEnv } from "./env.ts";
import { openDatabase } from "./db/open.ts";
import { takeOverShutdownSignals } from "./db/embedded.ts";
import { migrate } from "./db/migrate.ts";
import { seedDemo } from "./seed/demo-seed.ts";
import { buildApp } from "./app.ts";

const env = loadEnv();
const started = Date.now();
const say = (message: string) => console.log(`[lotus] ${message}`);

say(env.DATABASE_URL ? "using the PostgreSQL of DATABASE_URL" : `starting embedded PostgreSQL in ${env.DATA_DIR}/pg`);
const database = await openDatabase(env, say);
const applied = await migrate(database.db);
if (applied.length > 0) say(`applied migrations: ${applied.join(", ")}`);
if (env.SEED_DEMO) await seedDemo(database.db);

const app = await buildApp({ env, db: database.db });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  say(`${signal} received, shutting down`);
  const timer = setTimeout(() => {
    console.error("[lotus] shutdown took too long, exiting");
    process.exit(1);
  }, 15_000);
  timer.unref();
  try {
    await app.close();
    await database.close();
    say("stopped cleanly");
    process.exit(0);
  } catch (error) {
    console.error("[lotus] error during shutdown", error);
    process.exit(1);
  }
}
takeOverShutdownSignals();
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

try {
  await app.listen({ host: env.HOST, port: env.PORT });
} catch (error) {
  console.error("[lotus] could not listen", error);
  await database.close();
  process.exit(1);
}
say(`ready at http://localhost:${env.PORT} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
