// Wallet transfers per second: main ↔ vendor wallet transfers through the HTTP API (a real server
// process, 50 concurrent clients) against the same debit and credit written as raw SQL by pgbench
// (50 clients) on the same database, in one run; then `npm run ledger:verify` on that database.
// Runs under tsx (`node --import tsx wallet.mjs`): the set-up (lib/ledger-bench.mjs) reuses the
// server's session and ledger code (members, sessions and opening balances are written straight into
// the database).
import http from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { MAIN_WALLET, PATHS } from "@lotus/contracts";
import { createPool } from "../apps/server/src/db/pool.ts";
import {
  databaseUrlOf,
  finishLedgerBench,
  insertFundedBenchMembers,
  ms,
  postJson as post,
  recreateDatabase as recreate,
  runPgbench as pgbench,
  startBenchServer,
  timedClients,
} from "./lib/ledger-bench.mjs";
import { cpuMeter, postmasterPidOf } from "./lib/cpu.mjs";

/** Ports 4150–4199 belong to this benchmark (BENCH_WALLET_PORT moves them). */
const PORT = Number(process.env.BENCH_WALLET_PORT ?? 4150);
/** The machine's PostgreSQL (not the embedded one): pgbench and the server share it. */
const ADMIN_URL = process.env.BENCH_WALLET_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = "lotus_bench_wallet";
const CLIENTS = 50;
/** Members per client: each client moves only its own members' money, as each pgbench client does. */
const MEMBERS_PER_CLIENT = 4;
const MEMBERS = CLIENTS * MEMBERS_PER_CLIENT;
const VENDOR = "GPI";
const SECONDS = Number(process.env.WALLET_BENCH_SECONDS ?? 20);
const WARM_UP_SECONDS = Number(process.env.WALLET_BENCH_WARM_UP_SECONDS ?? 3);
/** 1.00 VND per transfer; every wallet starts with 10,000,000.00 VND, so no transfer is ever short. */
const AMOUNT = 100n;
const OPENING = 1_000_000_000n;
const GOAL = 0.6;

const databaseUrl = databaseUrlOf(ADMIN_URL, DATABASE);
const recreateDatabase = () => recreate(ADMIN_URL, DATABASE);

/**
 * The server on the benchmark database: production mode, migrations and demo seed at start, jobs off
 * unless WALLET_BENCH_JOBS=true. Node flags go through
 * WALLET_BENCH_SERVER_FLAGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
function startServer() {
  return startBenchServer({
    name: "wallet",
    port: PORT,
    databaseUrl,
    flags: process.env.WALLET_BENCH_SERVER_FLAGS,
    // The ledger's sealing job stays off while measuring: pgbench's transfers are not sealed
    // during (b) either. `npm run ledger:verify` seals everything afterwards.
    env: { JOBS: process.env.WALLET_BENCH_JOBS ?? "false" },
  });
}

/**
 * MEMBERS members with a session each and OPENING in both the main wallet and the GPI wallet,
 * and `bench_wallet_pair` (n → member, main account, vendor account) for the pgbench script.
 */
async function createMembers(db) {
  const members = await insertFundedBenchMembers(db, {
    prefix: "wbench",
    count: MEMBERS,
    vendor: VENDOR,
    opening: OPENING,
    remark: "Wallet benchmark",
  });
  await db.query(
    `create table bench_wallet_pair (n integer primary key, member_id bigint not null, main_id bigint not null,
                                     vendor_id bigint not null)`,
  );
  await db.query(
    `insert into bench_wallet_pair (n, member_id, main_id, vendor_id)
     select u.n, m.id, am.id, av.id
       from unnest($1::int[], $2::int8[]) u (n, member_id)
       join member m on m.id = u.member_id
       join ledger_account am on am.member_id = m.id and am.kind = 'player_main'
       join ledger_account av on av.member_id = m.id and av.kind = 'player_vendor' and av.vendor_code = $3`,
    [members.map((m) => m.n), members.map((m) => m.memberId.toString()), VENDOR],
  );
  return members;
}

/* ---- (a) the HTTP API ---- */

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/** One POST with node:http (lighter on the shared cores than fetch). */
const postJson = (baseUrl, urlPath, token, body) =>
  post(agent, `${baseUrl}${urlPath}`, body, { authorization: `Bearer ${token}` });

let requestSeq = 0;
/**
 * CLIENTS clients, each moving AMOUNT between MAIN and GPI of its own members (random member, random
 * direction) back to back for `seconds`; every request has its own requestId.
 */
async function httpLoad(baseUrl, members, seconds) {
  const { count, ...rest } = await timedClients({
    clients: CLIENTS,
    seconds,
    client: (c, run) => {
      const own = members.slice(c * MEMBERS_PER_CLIENT, (c + 1) * MEMBERS_PER_CLIENT);
      return async () => {
        const member = own[Math.floor(Math.random() * own.length)];
        const outbound = Math.random() < 0.5;
        const body = {
          from: outbound ? MAIN_WALLET : VENDOR,
          to: outbound ? VENDOR : MAIN_WALLET,
          amount: AMOUNT.toString(),
          requestId: `wb-${run}-${(requestSeq++).toString(36).padStart(8, "0")}`,
        };
        const res = await postJson(baseUrl, PATHS.walletTransfer, member.token, body);
        return res.status !== 200 ? `${res.status} ${res.body.slice(0, 300)}` : null;
      };
    },
  });
  return { transfers: count, ...rest };
}

/* ---- (b) the same debit and credit as raw SQL, by pgbench ---- */

/**
 * One transaction per transfer, the statements the ledger needs at the least: conditional debit,
 * credit, the operation row (idempotency key, fingerprint, result) and the transfer row with both
 * balances after. Client c uses members 4c…4c+3, like the HTTP clients; the direction is random.
 */
const PGBENCH_SCRIPT = `\\set n :client_id * ${MEMBERS_PER_CLIENT} + random(0, ${MEMBERS_PER_CLIENT - 1})
\\set outbound random(0, 1)
\\set amount ${AMOUNT}
BEGIN;
UPDATE ledger_account SET balance = balance - :amount
 WHERE id = (SELECT CASE WHEN :outbound = 1 THEN main_id ELSE vendor_id END FROM bench_wallet_pair WHERE n = :n)
   AND balance >= :amount
 RETURNING id AS debit_id, balance AS debit_after \\gset
UPDATE ledger_account SET balance = balance + :amount
 WHERE id = (SELECT CASE WHEN :outbound = 1 THEN vendor_id ELSE main_id END FROM bench_wallet_pair WHERE n = :n)
 RETURNING id AS credit_id, balance AS credit_after \\gset
INSERT INTO ledger_operation (idempotency_key, kind, member_id, fingerprint, result)
SELECT 'm' || member_id || ':pgb-' || gen_random_uuid(), 'wallet_transfer', member_id,
       sha256(convert_to(:debit_id || '>' || :credit_id || ':' || :amount, 'UTF8')), '{}'
  FROM bench_wallet_pair WHERE n = :n;
INSERT INTO ledger_transfer (operation_id, debit_account_id, credit_account_id, amount, currency,
                             debit_balance_after, credit_balance_after)
VALUES (currval('ledger_operation_id_seq'), :debit_id, :credit_id, :amount, 'VND', :debit_after, :credit_after);
END;
`;

async function runPgbench(seconds) {
  const result = await pgbench({ script: PGBENCH_SCRIPT, clients: CLIENTS, seconds, databaseUrl });
  return { ...result, transfers: result.count };
}

async function countRows(db) {
  const { rows } = await db.query(
    `select (select count(*) from ledger_transfer)::int8 as transfers, (select count(*) from ledger_operation)::int8 as operations`,
  );
  return rows[0];
}

/* ---- the run ---- */

console.log(`database: ${DATABASE} on the machine's PostgreSQL (${new URL(ADMIN_URL).host})`);
await recreateDatabase();
const server = await startServer();
const db = createPool(databaseUrl, 4);
let exitCode = 0;
try {
  const pgVersion = (await db.query("select current_setting('server_version') as v")).rows[0].v;
  const postmasterPid = await postmasterPidOf(db);
  const members = await createMembers(db);
  console.log(`${MEMBERS} members with a session and ${OPENING / 100n} VND in MAIN and ${VENDOR} each`);

  await httpLoad(server.baseUrl, members, WARM_UP_SECONDS);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const before = await countRows(db);
  const apiCpu = cpuMeter({ serverPid: server.pid, postmasterPid });
  const api = await httpLoad(server.baseUrl, members, SECONDS);
  api.cpu = apiCpu.stop();
  const afterApi = await countRows(db);
  loop.disable();
  console.log(
    `(a) HTTP API: ${api.transfers} transfers (${api.failures} failed) in ${SECONDS} s, ${api.perSecond.toFixed(1)}/s, p50 ${ms(api.p50)}, p99 ${ms(api.p99)}; benchmark client loop delay p99 ${ms(loop.percentile(99) / 1e6)}`,
  );
  if (api.failures > 0) throw new Error(`${api.failures} API transfers failed, first: ${api.firstFailure}`);
  const written = Number(afterApi.transfers - before.transfers);
  if (written !== api.transfers)
    throw new Error(`the API answered ${api.transfers} transfers but ${written} were written`);

  // The server is stopped for (b): its pooled connections and its jobs stay out of the baseline.
  await server.stop();
  const rawCpu = cpuMeter({ postmasterPid });
  const raw = await runPgbench(SECONDS);
  raw.cpu = rawCpu.stop();
  console.log(
    `(b) raw SQL (pgbench): ${raw.transfers} transfers (${raw.failures} failed) in ${SECONDS} s, ${raw.perSecond.toFixed(1)}/s, p50 ${ms(raw.p50)}, p99 ${ms(raw.p99)}`,
  );
  const afterRaw = await countRows(db);
  if (Number(afterRaw.transfers - afterApi.transfers) !== raw.transfers) {
    throw new Error("pgbench's transfer count does not match the rows written");
  }

  const verified = await finishLedgerBench({
    name: "wallet",
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
        `Measured on ${date} (load average ${load} at the end), PostgreSQL ${pgVersion} of the machine (database \`${DATABASE}\`, fsync and synchronous_commit on), ${CLIENTS} clients, ${MEMBERS} members (each client moves only its own ${MEMBERS_PER_CLIENT}), ${SECONDS} s per side after a ${WARM_UP_SECONDS} s API warm-up, 1.00 VND per transfer in a random direction.`,
      header: "| Side | Transfers/s | p50 | p99 | Transfers | Failed |",
      apiLabel: `(a) HTTP API \`POST ${PATHS.walletTransfer}\` (server process, pool of 20 connections)`,
      apiCount: api.transfers,
      rawLabel: `(b) raw SQL, pgbench (debit, credit, operation row, transfer row; ${CLIENTS} connections)`,
      rawCount: raw.transfers,
      verifiedNote: ", hash chain sealed and recomputed",
    },
    readmeSection: "wallet-results",
    noReadme: process.env.WALLET_BENCH_NO_README === "1",
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
