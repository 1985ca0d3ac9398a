// Responsible gaming's eligibility check on the seamless bet (issue 16): CPU per bet+win pair of the
// server process and of PostgreSQL (read from /proc), WITH the check (vendor_api_call as shipped: it
// calls protection_refusal for every bet) and WITHOUT it (the same function with those lines removed,
// re-created in the same database for that phase), alternated with / without / with / without in ONE
// run on the same server, members and data; then the cost for members who do have a protection row
// (a deposit limit only: one more row read) and wager + loss limits (the window sums run per bet).
// Runs under tsx (`node --import tsx protection.mjs`) to reuse the server's session and ledger code.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createPool } from "../apps/server/src/db/pool.ts";
import { createSession } from "../apps/server/src/modules/account/sessions.ts";
import { main, runOperation, system } from "../apps/server/src/modules/ledger/ledger.ts";
import { createVendorSession } from "../apps/server/src/modules/vendor-api/index.ts";
import { databaseUrlOf, insertBenchMembers, ms, recreateDatabase, startBenchServer } from "./lib/ledger-bench.mjs";
import { cpuMeter, postmasterPidOf } from "./lib/cpu.mjs";
import { roundLoad, vendorClient } from "./lib/vendor-rounds.mjs";

/** Ports 4260–4269 belong to this benchmark (BENCH_PROTECTION_PORT moves them). */
const PORT = Number(process.env.BENCH_PROTECTION_PORT ?? 4260);
const ADMIN_URL = process.env.BENCH_PROTECTION_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = "lotus_bench_protection";
const CLIENTS = 20;
const MEMBERS_PER_CLIENT = 4;
const MEMBERS = CLIENTS * MEMBERS_PER_CLIENT;
const VENDOR = "LOTUS_SLOTS";
const SECRET = "bench-protection-secret-0123456789abcdef01234567";
const SECONDS = Number(process.env.PROTECTION_BENCH_SECONDS ?? 8);
const AMOUNT = 100n;
const OPENING = 1_000_000_000n;
/** The goal of issue 16: the check adds at most 5 % CPU per seamless bet. */
const GOAL = 0.05;

const here = path.dirname(fileURLToPath(import.meta.url));
const FUNCTION_FILE = path.join(here, "../apps/server/src/modules/vendor-api/sql/vendor_api_call.sql");
const CHECK = `    select r.code, r.params into v_code, v_params from protection_refusal(v_member, 'bet', p_amount, true) r;
    if v_code is not null then
      null;
    elsif not v_live then`;

const databaseUrl = databaseUrlOf(ADMIN_URL, DATABASE);
const shipped = fs.readFileSync(FUNCTION_FILE, "utf8");
if (!shipped.includes(CHECK))
  throw new Error("vendor_api_call.sql no longer holds the protection check this bench removes");
const withoutCheck = shipped.replace(CHECK, "    if not v_live then");

async function createMembers(db) {
  const game = (
    await db.query(
      "select id, code from game where vendor_code = $1 and engine = 'slot' and enabled and not maintenance order by id limit 1",
      [VENDOR],
    )
  ).rows[0];
  await db.query("update game_vendor set api_secret = $2 where vendor_code = $1", [VENDOR, SECRET]);
  const members = [];
  for (const { n, memberId } of await insertBenchMembers(db, "pbench", MEMBERS)) {
    await runOperation(
      db,
      { key: "bench:opening", kind: "adjustment", memberId, fingerprint: {}, remark: "Protection benchmark" },
      async (op) => {
        await op.transfer([{ from: system("adjustments", memberId), to: main(memberId), amount: OPENING }]);
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
  return { members, gameCode: game.code };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

console.log(`database: ${DATABASE} on the machine's PostgreSQL (${new URL(ADMIN_URL).host})`);
await recreateDatabase(ADMIN_URL, DATABASE);
const server = await startBenchServer({
  name: "protection",
  port: PORT,
  databaseUrl,
  env: { DEMO_VENDOR_SECRET: SECRET, JOBS: "false" },
  // A loaded machine starts the server (migrations and demo seed on a new database) slowly.
  readyTimeoutMs: 400_000,
});
const db = createPool(databaseUrl, 2);
const results = [];
try {
  const postmasterPid = await postmasterPidOf(db);
  const { members, gameCode } = await createMembers(db);
  const call = vendorClient({ agent, baseUrl: server.baseUrl, vendor: VENDOR, secret: SECRET });
  const phase = async (name, seconds = SECONDS) => {
    const meter = cpuMeter({ serverPid: server.pid, postmasterPid });
    const load = await roundLoad({
      call,
      members,
      perClient: MEMBERS_PER_CLIENT,
      clients: CLIENTS,
      gameCode,
      amount: AMOUNT,
      seconds,
      prefix: `pb${results.length}`,
    });
    const cpu = meter.stop();
    if (load.failures > 0) throw new Error(`${name}: ${load.failures} rounds failed, first: ${load.firstFailure}`);
    const row = {
      name,
      pairs: load.count,
      perSecond: load.perSecond,
      p50: load.p50,
      p99: load.p99,
      serverMsPerPair: (cpu.serverSeconds * 1000) / load.count,
      postgresMsPerPair: (cpu.postgresSeconds * 1000) / load.count,
    };
    row.totalMsPerPair = row.serverMsPerPair + row.postgresMsPerPair;
    results.push(row);
    console.log(
      `${name.padEnd(34)} ${row.pairs} pairs, ${row.perSecond.toFixed(0)}/s, p50 ${ms(row.p50)}, p99 ${ms(row.p99)}, CPU/pair server ${row.serverMsPerPair.toFixed(3)} ms + PostgreSQL ${row.postgresMsPerPair.toFixed(3)} ms = ${row.totalMsPerPair.toFixed(3)} ms`,
    );
  };
  const setFunction = (sql) => db.query(sql);

  // A long warm-up (JIT, plan caches, the pool's connections), then with / without in an A B B A B A A B
  // order so that a drift of the machine's load during the run weighs on both sides alike.
  await phase("warm-up", 10);
  results.length = 0;
  for (const withIt of [true, false, false, true, false, true, true, false]) {
    await setFunction(withIt ? shipped : withoutCheck);
    await phase(withIt ? "with the check (no protection row)" : "without the check");
  }
  await setFunction(shipped);
  // Members with a protection row but no play limits: the row is read (and locked) per bet.
  await db.query(
    `insert into member_protection (member_id, deposit_limits) select id, true from member where account like 'pbench%'`,
  );
  await phase("with the check, deposit limit row");
  // Wager and loss limits: the 24 h window sums of the member's rounds run per bet.
  await db.query(
    `insert into protection_limit (member_id, kind, period, source, amount)
     select id, k, 'day', 'self', 9000000000000 from member, unnest(array['wager', 'loss']) k where account like 'pbench%'`,
  );
  await db.query(
    "update member_protection set play_limits = true where member_id in (select id from member where account like 'pbench%')",
  );
  await phase("with the check, wager + loss limits");

  const avg = (prefix) => {
    const rows = results.filter((r) => r.name === prefix);
    return {
      total: rows.reduce((s, r) => s + r.totalMsPerPair, 0) / rows.length,
      server: rows.reduce((s, r) => s + r.serverMsPerPair, 0) / rows.length,
      postgres: rows.reduce((s, r) => s + r.postgresMsPerPair, 0) / rows.length,
      perSecond: rows.reduce((s, r) => s + r.perSecond, 0) / rows.length,
    };
  };
  const withCheck = avg("with the check (no protection row)");
  const without = avg("without the check");
  const added = withCheck.total / without.total - 1;
  const rowCase = results.find((r) => r.name === "with the check, deposit limit row");
  const limitCase = results.find((r) => r.name === "with the check, wager + loss limits");
  const summary = {
    date: new Date().toISOString().slice(0, 10),
    load: fs.readFileSync("/proc/loadavg", "utf8").split(" ")[0],
    pg: (await db.query("select current_setting('server_version') as v")).rows[0].v,
    clients: CLIENTS,
    members: MEMBERS,
    seconds: SECONDS,
    withCheck,
    without,
    added,
    rowAdded: rowCase.totalMsPerPair / without.total - 1,
    limitAdded: limitCase.totalMsPerPair / without.total - 1,
    results,
  };
  console.log(
    `the check adds ${(added * 100).toFixed(1)} % CPU per bet+win pair (goal ≤ ${GOAL * 100} %); with a protection row ${(summary.rowAdded * 100).toFixed(1)} %, with wager + loss limits ${(summary.limitAdded * 100).toFixed(1)} %`,
  );
  fs.mkdirSync(path.join(here, ".results"), { recursive: true });
  fs.writeFileSync(path.join(here, ".results/protection.json"), JSON.stringify(summary, null, 2));
} finally {
  await db.end();
  await server.stop();
  agent.destroy();
}
