// Balance reads per second: the header's balance call through the HTTP API (a real server process,
// 50 concurrent clients) against the same read written as raw SQL by pgbench (50 clients) on the same
// database, in one run; then `npm run ledger:verify` on that database (nothing may have moved).
// Runs under tsx (`node --import tsx balance.mjs`): the set-up (lib/ledger-bench.mjs) reuses the
// server's session and ledger code (members, sessions and opening balances are written straight into
// the database).
import http from "node:http";
import { PATHS } from "@lotus/contracts";
import { createPool } from "../apps/server/src/db/pool.ts";
import {
  databaseUrlOf,
  finishLedgerBench,
  getJson,
  insertFundedBenchMembers,
  ms,
  recreateDatabase as recreate,
  runPgbench as pgbench,
  startBenchServer,
  timedClients,
} from "./lib/ledger-bench.mjs";
import { cpuMeter, postmasterPidOf } from "./lib/cpu.mjs";

/** Ports 4200–4249 belong to this benchmark (BENCH_BALANCE_PORT moves them). */
const PORT = Number(process.env.BENCH_BALANCE_PORT ?? 4200);
/** The machine's PostgreSQL (not the embedded one): pgbench and the server share it. */
const ADMIN_URL = process.env.BENCH_BALANCE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = "lotus_bench_balance";
const CLIENTS = 50;
const MEMBERS_PER_CLIENT = 4;
const MEMBERS = CLIENTS * MEMBERS_PER_CLIENT;
const VENDOR = "GPI";
const SECONDS = Number(process.env.BALANCE_BENCH_SECONDS ?? 20);
const WARM_UP_SECONDS = Number(process.env.BALANCE_BENCH_WARM_UP_SECONDS ?? 3);
const OPENING = 1_000_000_000n;
const GOAL = 0.6;

const databaseUrl = databaseUrlOf(ADMIN_URL, DATABASE);

/** MEMBERS members with a session each and money in MAIN and GPI; `bench_balance_member` for pgbench. */
async function createMembers(db) {
  const members = await insertFundedBenchMembers(db, {
    prefix: "bbench",
    count: MEMBERS,
    vendor: VENDOR,
    opening: OPENING,
    remark: "Balance benchmark",
  });
  await db.query("create table bench_balance_member (n integer primary key, member_id bigint not null)");
  await db.query("insert into bench_balance_member select * from unnest($1::int[], $2::int8[])", [
    members.map((m) => m.n),
    members.map((m) => m.memberId.toString()),
  ]);
  return members;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/** CLIENTS clients, each reading the balance of one of its own members back to back for `seconds`. */
function httpLoad(baseUrl, members, seconds) {
  return timedClients({
    clients: CLIENTS,
    seconds,
    client: (c) => {
      const own = members.slice(c * MEMBERS_PER_CLIENT, (c + 1) * MEMBERS_PER_CLIENT);
      return async () => {
        const member = own[Math.floor(Math.random() * own.length)];
        const res = await getJson(agent, `${baseUrl}${PATHS.balance}`, { authorization: `Bearer ${member.token}` });
        return res.status !== 200 ? `${res.status} ${res.body.slice(0, 300)}` : null;
      };
    },
  });
}

/**
 * The least SQL the answer needs: the member's session (by token hash, not expired or revoked) and its
 * wallet balances (main and vendor wallets with their vendor), one statement per read.
 */
const PGBENCH_SCRIPT = `\\set n :client_id * ${MEMBERS_PER_CLIENT} + random(0, ${MEMBERS_PER_CLIENT - 1})
SELECT a.kind, a.vendor_code, a.balance
  FROM bench_balance_member b
  JOIN member_session s ON s.member_id = b.member_id AND s.revoked_at IS NULL AND s.expires_at > now()
  JOIN ledger_account a ON a.member_id = b.member_id AND a.kind IN ('player_main', 'player_vendor')
 WHERE b.n = :n;
`;

console.log(`database: ${DATABASE} on the machine's PostgreSQL (${new URL(ADMIN_URL).host})`);
await recreate(ADMIN_URL, DATABASE);
const server = await startBenchServer({ name: "balance", port: PORT, databaseUrl, env: { JOBS: "false" } });
const db = createPool(databaseUrl, 4);
let exitCode = 0;
try {
  const pgVersion = (await db.query("select current_setting('server_version') as v")).rows[0].v;
  const postmasterPid = await postmasterPidOf(db);
  const members = await createMembers(db);
  console.log(`${MEMBERS} members with a session and ${OPENING / 100n} VND in MAIN and ${VENDOR} each`);

  await httpLoad(server.baseUrl, members, WARM_UP_SECONDS);
  const apiCpu = cpuMeter({ serverPid: server.pid, postmasterPid });
  const api = await httpLoad(server.baseUrl, members, SECONDS);
  api.cpu = apiCpu.stop();
  console.log(
    `(a) HTTP API: ${api.count} reads (${api.failures} failed) in ${SECONDS} s, ${api.perSecond.toFixed(1)}/s, p50 ${ms(api.p50)}, p99 ${ms(api.p99)}`,
  );
  if (api.failures > 0) throw new Error(`${api.failures} API reads failed, first: ${api.firstFailure}`);

  await server.stop();
  const rawCpu = cpuMeter({ postmasterPid });
  const raw = await pgbench({ script: PGBENCH_SCRIPT, clients: CLIENTS, seconds: SECONDS, databaseUrl });
  raw.cpu = rawCpu.stop();
  console.log(
    `(b) raw SQL (pgbench): ${raw.count} reads (${raw.failures} failed) in ${SECONDS} s, ${raw.perSecond.toFixed(1)}/s, p50 ${ms(raw.p50)}, p99 ${ms(raw.p99)}`,
  );

  const verified = await finishLedgerBench({
    name: "balance",
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
        `Measured on ${date} (load average ${load} at the end), PostgreSQL ${pgVersion} of the machine (database \`${DATABASE}\`), ${CLIENTS} clients, ${MEMBERS} members (each client reads only its own ${MEMBERS_PER_CLIENT}), ${SECONDS} s per side after a ${WARM_UP_SECONDS} s API warm-up.`,
      header: "| Side | Reads/s | p50 | p99 | Reads | Failed |",
      apiLabel: `(a) HTTP API \`GET ${PATHS.balance}\` (server process, pool of 20 connections)`,
      apiCount: api.count,
      rawLabel: `(b) raw SQL, pgbench (session and wallet balances in one select; ${CLIENTS} connections)`,
      rawCount: raw.count,
    },
    readmeSection: "balance-results",
    noReadme: process.env.BALANCE_BENCH_NO_README === "1",
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
