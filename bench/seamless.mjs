// Seamless wallet bet + win pairs per second: signed vendor calls (POST /vendor-api/v1/{vendor}/bet then
// /win, 50 concurrent vendor clients) through the HTTP API of a real server process, against the same
// debit and credit written as raw SQL by pgbench (50 clients, one bet transaction and one win transaction
// per script run) on the same database, in one run; then `npm run ledger:verify` on that database.
// Runs under tsx (`node --import tsx seamless.mjs`) to reuse the server's session, vendor-session and
// ledger code for the set-up (members, sessions, opening balances written straight into the database).
import http from "node:http";
import { createPool } from "../apps/server/src/db/pool.ts";
import { createSession } from "../apps/server/src/modules/account/sessions.ts";
import { main, runOperation, system } from "../apps/server/src/modules/ledger/ledger.ts";
import { createVendorSession } from "../apps/server/src/modules/vendor-api/index.ts";
import {
  databaseUrlOf,
  finishLedgerBench,
  insertBenchMembers,
  ms,
  recreateDatabase,
  runPgbench,
  startBenchServer,
} from "./lib/ledger-bench.mjs";
import { cpuMeter, postmasterPidOf } from "./lib/cpu.mjs";
import { roundLoad, vendorClient } from "./lib/vendor-rounds.mjs";

/** Ports 4200–4209 belong to this benchmark (BENCH_SEAMLESS_PORT moves them). */
const PORT = Number(process.env.BENCH_SEAMLESS_PORT ?? 4200);
const ADMIN_URL = process.env.BENCH_SEAMLESS_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = "lotus_bench_seamless";
const CLIENTS = 50;
const MEMBERS_PER_CLIENT = 4;
const MEMBERS = CLIENTS * MEMBERS_PER_CLIENT;
/** A seamless slot vendor of the demo catalogue (its games run on the player's main wallet). */
const VENDOR = "LOTUS_SLOTS";
const SECRET = "bench-seamless-secret-0123456789abcdef0123456789";
const SECONDS = Number(process.env.SEAMLESS_BENCH_SECONDS ?? 20);
const WARM_UP_SECONDS = Number(process.env.SEAMLESS_BENCH_WARM_UP_SECONDS ?? 3);
/** 1.00 VND staked and won back in every round, so balances never run short. */
const AMOUNT = 100n;
const OPENING = 1_000_000_000n;
const GOAL = 0.6;

const databaseUrl = databaseUrlOf(ADMIN_URL, DATABASE);

function startServer() {
  return startBenchServer({
    name: "seamless",
    port: PORT,
    databaseUrl,
    flags: process.env.SEAMLESS_BENCH_SERVER_FLAGS,
    env: {
      // The demo vendor is mounted (it signs with this secret, which the platform gives to the demo
      // vendors' codes at start); the benchmark signs its own calls with the same secret.
      DEMO_VENDOR_SECRET: SECRET,
      JOBS: process.env.SEAMLESS_BENCH_JOBS ?? "false",
    },
  });
}

/**
 * MEMBERS members, each with a player session, a vendor session (the token the vendor sends) and
 * OPENING in the main wallet; `bench_seamless_pair` (n → main account, vendor clearing account) for
 * the pgbench script.
 */
async function createMembers(db) {
  const game = (
    await db.query(
      "select id, code from game where vendor_code = $1 and engine = 'slot' and enabled and not maintenance order by id limit 1",
      [VENDOR],
    )
  ).rows[0];
  if (!game) throw new Error(`the demo catalogue has no playable ${VENDOR} slot`);
  // The benchmark signs as the vendor: the vendor's secret, as an operator would configure it.
  await db.query("update game_vendor set api_secret = $2 where vendor_code = $1", [VENDOR, SECRET]);
  const members = [];
  for (const { n, memberId } of await insertBenchMembers(db, "sbench", MEMBERS)) {
    // The opening balance, and one đồng (0.01) parked in the member's vendor-clearing shard, so that
    // the account exists for the pgbench side too.
    await runOperation(
      db,
      { key: "bench:opening", kind: "adjustment", memberId, fingerprint: {}, remark: "Seamless benchmark" },
      async (op) => {
        await op.transfer([
          { from: system("adjustments", memberId), to: main(memberId), amount: OPENING + 1n },
          { from: main(memberId), to: system("vendor_clearing", memberId, VENDOR), amount: 1n },
        ]);
        return null;
      },
    );
    const session = await createSession(db, { memberId, method: "username", ip: "127.0.0.1", userAgent: "bench" });
    const vendor = await createVendorSession(db, {
      memberId,
      memberSessionId: session.id,
      vendorCode: VENDOR,
      gameId: game.id,
    });
    members.push({ n, memberId, token: vendor.token });
  }
  await db.query(
    `create table bench_seamless_pair (n integer primary key, member_id bigint not null, main_id bigint not null,
                                       clearing_id bigint not null)`,
  );
  await db.query(
    `insert into bench_seamless_pair (n, member_id, main_id, clearing_id)
     select u.n, u.member_id, am.id, ac.id
       from unnest($1::int[], $2::int8[]) u (n, member_id)
       join ledger_account am on am.member_id = u.member_id and am.kind = 'player_main'
       join ledger_account ac on ac.kind = 'vendor_clearing' and ac.vendor_code = $3 and ac.shard = u.member_id % 16`,
    [members.map((m) => m.n), members.map((m) => m.memberId.toString()), VENDOR],
  );
  return { members, gameCode: game.code };
}

/* ---- (a) the HTTP API, signed like a vendor ---- */

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/** CLIENTS vendor clients, each playing rounds (bet then win) of its own members back to back. */
async function httpLoad(baseUrl, members, gameCode, seconds) {
  const call = vendorClient({ agent, baseUrl, vendor: VENDOR, secret: SECRET });
  const { count, ...rest } = await roundLoad({
    call,
    members,
    perClient: MEMBERS_PER_CLIENT,
    clients: CLIENTS,
    gameCode,
    amount: AMOUNT,
    seconds,
    prefix: "sb",
  });
  return { pairs: count, ...rest };
}

/* ---- (b) the same debit and credit as raw SQL, by pgbench ---- */

/**
 * One script run = one round: a bet transaction (conditional debit of the main wallet, credit of the
 * vendor clearing shard, the operation row with its key, the transfer row with both balances after)
 * and a win transaction (the reverse). Client c plays members 4c…4c+3 in turn, like the HTTP clients.
 */
const PGBENCH_SCRIPT = `\\set n :client_id * ${MEMBERS_PER_CLIENT} + random(0, ${MEMBERS_PER_CLIENT - 1})
\\set amount ${AMOUNT}
${pgbenchTransaction("bet", "main_id", "clearing_id", " AND balance >= :amount")}${pgbenchTransaction("win", "clearing_id", "main_id", "")}`;

/** One transaction of the script: `debit` pays `credit` (columns of bench_seamless_pair). */
function pgbenchTransaction(kind, debit, credit, guard) {
  return `BEGIN;
UPDATE ledger_account SET balance = balance - :amount
 WHERE id = (SELECT ${debit} FROM bench_seamless_pair WHERE n = :n)${guard}
 RETURNING id AS debit_id, balance AS debit_after \\gset
UPDATE ledger_account SET balance = balance + :amount
 WHERE id = (SELECT ${credit} FROM bench_seamless_pair WHERE n = :n)
 RETURNING id AS credit_id, balance AS credit_after \\gset
INSERT INTO ledger_operation (idempotency_key, kind, member_id, fingerprint, result)
SELECT 'm' || member_id || ':pgb-' || gen_random_uuid(), '${kind}', member_id,
       sha256(convert_to(:debit_id || '>' || :credit_id || ':' || :amount, 'UTF8')), '{}'
  FROM bench_seamless_pair WHERE n = :n;
INSERT INTO ledger_transfer (operation_id, debit_account_id, credit_account_id, amount, currency,
                             debit_balance_after, credit_balance_after)
VALUES (currval('ledger_operation_id_seq'), :debit_id, :credit_id, :amount, 'VND', :debit_after, :credit_after);
END;
`;
}

async function countRows(db) {
  const { rows } = await db.query("select count(*)::int8 as transfers from ledger_transfer");
  return rows[0].transfers;
}

/* ---- the run ---- */

console.log(`database: ${DATABASE} on the machine's PostgreSQL (${new URL(ADMIN_URL).host})`);
await recreateDatabase(ADMIN_URL, DATABASE);
const server = await startServer();
const db = createPool(databaseUrl, 4);
let exitCode = 0;
try {
  const pgVersion = (await db.query("select current_setting('server_version') as v")).rows[0].v;
  const postmasterPid = await postmasterPidOf(db);
  const { members, gameCode } = await createMembers(db);
  console.log(`${MEMBERS} members with a vendor session of ${VENDOR} (${gameCode}) and ${OPENING / 100n} VND each`);

  await httpLoad(server.baseUrl, members, gameCode, WARM_UP_SECONDS);
  const before = await countRows(db);
  const apiCpu = cpuMeter({ serverPid: server.pid, postmasterPid });
  const api = await httpLoad(server.baseUrl, members, gameCode, SECONDS);
  api.cpu = apiCpu.stop();
  const afterApi = await countRows(db);
  console.log(
    `(a) HTTP API: ${api.pairs} bet+win pairs (${api.failures} failed) in ${SECONDS} s, ${api.perSecond.toFixed(1)}/s, p50 ${ms(api.p50)}, p99 ${ms(api.p99)}`,
  );
  if (api.failures > 0) throw new Error(`${api.failures} rounds failed, first: ${api.firstFailure}`);
  if (Number(afterApi - before) !== 2 * api.pairs)
    throw new Error(`the API answered ${api.pairs} pairs but ${afterApi - before} transfers were written`);

  // The server is stopped for (b): its pooled connections stay out of the baseline.
  await server.stop();
  const rawCpu = cpuMeter({ postmasterPid });
  const raw = await runPgbench({ script: PGBENCH_SCRIPT, clients: CLIENTS, seconds: SECONDS, databaseUrl });
  raw.cpu = rawCpu.stop();
  console.log(
    `(b) raw SQL (pgbench): ${raw.count} pairs (${raw.failures} failed) in ${SECONDS} s, ${raw.perSecond.toFixed(1)}/s, p50 ${ms(raw.p50)}, p99 ${ms(raw.p99)}`,
  );
  if (Number((await countRows(db)) - afterApi) !== 2 * raw.count)
    throw new Error("pgbench's pair count does not match the rows written");

  const verified = await finishLedgerBench({
    name: "seamless",
    databaseUrl,
    pgVersion,
    clients: CLIENTS,
    members: MEMBERS,
    seconds: SECONDS,
    goal: GOAL,
    api,
    raw,
    table: {
      intro: (date, load) =>
        `Measured on ${date} (load average ${load} at the end), PostgreSQL ${pgVersion} of the machine (database \`${DATABASE}\`, fsync and synchronous_commit on), ${CLIENTS} concurrent vendor clients, ${MEMBERS} players (each client plays only its own ${MEMBERS_PER_CLIENT}), ${SECONDS} s per side after a ${WARM_UP_SECONDS} s API warm-up, 1.00 VND bet and 1.00 VND won back per round.`,
      header: "| Side | Bet+win pairs/s | p50 (pair) | p99 (pair) | Pairs | Failed |",
      apiLabel: `(a) HTTP API, HMAC-signed \`bet\` then \`win\` on \`/vendor-api/v1/${VENDOR}/…\` (server process, pool of 20 connections, one SQL statement per call)`,
      apiCount: api.pairs,
      rawLabel: `(b) raw SQL, pgbench (per pair two transactions: debit, credit, operation row, transfer row; ${CLIENTS} connections)`,
      rawCount: raw.count,
    },
    readmeSection: "seamless-results",
    noReadme: process.env.SEAMLESS_BENCH_NO_README === "1",
  });
  if (!verified) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  agent.destroy();
  await db.end();
  await server.stop();
}
process.exit(exitCode);
