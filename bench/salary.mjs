// Real-time salary at scale (issue 13): one 5-minute window for 200,000 agents (tree depth up to 8)
// over 2,000,000 settled rounds, computed (team figures, level difference, statements with hashes) and
// posted through the ledger in one run — against a baseline in the same run: the same per-agent team
// totals computed by one SQL aggregate, nothing stored or posted. Then `npm run ledger:verify`.
// Runs under tsx (`node --import tsx salary.mjs`) to call the settlement service in this process.
import os from "node:os";
import { createPool } from "../apps/server/src/db/pool.ts";
import { settle } from "../apps/server/src/modules/agents/index.ts";
import {
  databaseUrlOf,
  ledgerVerify,
  recreateDatabase,
  startBenchServer,
  writeReadmeSection,
} from "./lib/ledger-bench.mjs";
import { cpuMeter, postmasterPidOf } from "./lib/cpu.mjs";
import { machine } from "./lib/report.mjs";

const PORT = Number(process.env.BENCH_SALARY_PORT ?? 4250);
const ADMIN_URL = process.env.BENCH_SALARY_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = "lotus_bench_salary";
const AGENTS = Number(process.env.SALARY_BENCH_AGENTS ?? 200_000);
const ROUNDS = Number(process.env.SALARY_BENCH_ROUNDS ?? 2_000_000);
/** Ten top agents, then every agent has four sub-agents, level by level: depth 8 at 200,000 agents. */
const TOP = 10;
const FANOUT = 4;
const GOAL_MS = 2000;
const FLOOR_MS = 5000;

const databaseUrl = databaseUrlOf(ADMIN_URL, DATABASE);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The window: 12:00–12:05 brand time yesterday (ended long ago, nothing else in it). */
const windowStart = new Date(Date.now() - 24 * 3600_000);
windowStart.setUTCHours(5, 0, 0, 0); // 12:00 at UTC+7
const windowAt = new Date(windowStart.getTime() + 60_000);

/** Agents `sb0`…, level by level (parent of agent i ≥ TOP is (i − TOP) / FANOUT), one player each. */
async function buildTree(db) {
  const levels = [];
  for (let lo = 0, size = TOP; lo < AGENTS; lo += size, size *= FANOUT) levels.push([lo, Math.min(AGENTS, lo + size)]);
  await db.query("create temporary table sb_id (n int primary key, id bigint not null)");
  for (const [level, [lo, hi]] of levels.entries()) {
    await db.query(
      `with made as (
         insert into member (account, password_hash, first_login_done, is_agent, upline_id)
         select 'sb' || n, 'not-a-hash: bench agent', true, case when $3 = 0 then 1 else 2 end,
                (select id from sb_id where sb_id.n = (g.n - ${TOP}) / ${FANOUT})
           from generate_series($1::int, $2::int - 1) g (n)
          order by n
         returning id, account)
       insert into sb_id select substr(account, 3)::int, id from made`,
      [lo, hi, level],
    );
    // Real-time rates fall with depth (the ratio invariant): loss 0.30 % − 0.03 % per level, win half.
    const loss = 3000 - 300 * level;
    await db.query(
      `insert into agent_contract (kind, upline_id, downline_id, period, terms, ratio_ppm, status, signed_at, effective_from)
       select 'realtime_salary', case when $3 = 0 then null else p.id end, s.id, 'R5',
              jsonb_build_object('winRatePpm', $4::int / 2, 'lossRatePpm', $4::int, 'minBetPerWindow', '0'),
              $4::int, 'signed', now() - interval '10 days', now() - interval '10 days'
         from sb_id s left join sb_id p on p.n = (s.n - ${TOP}) / ${FANOUT} and s.n >= ${TOP}
        where s.n between $1 and $2 - 1`,
      [lo, hi, level, loss],
    );
  }
  await db.query(
    `insert into member (account, password_hash, first_login_done, upline_id)
     select 'sp' || s.n, 'not-a-hash: bench player', true, s.id from sb_id s order by s.n`,
  );
  return levels.length;
}

/** ROUNDS settled rounds in the window, spread over the players; a third won (2× back), the rest lost. */
async function placeRounds(db) {
  const game = (await db.query("select id, vendor_code from game where vendor_code = 'LOTUS_SLOTS' limit 1")).rows[0];
  await db.query(
    `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount, started_at, ended_at)
     select $1, 'sb-' || g.n, p.id, $2, 'settled', b.bet, case when g.n % 3 = 0 then 2 * b.bet else 0 end,
            $3::timestamptz + (g.n % 290) * interval '1 second', $3::timestamptz + (g.n % 290) * interval '1 second'
       from generate_series(0, $4::int - 1) g (n)
       join (select substr(account, 3)::int as n, id from member where account like 'sp%') p on p.n = g.n % $5::int
       cross join lateral (select (100 + (g.n % 97) * 100)::bigint as bet) b`,
    [game.vendor_code, game.id, windowStart, ROUNDS, AGENTS],
  );
  await db.query("analyze");
}

/** The baseline: every agent's team valid bet, won and lost stakes in the window, one aggregate. */
async function baseline(db) {
  const { rows } = await db.query(
    `select count(*)::int as agents, sum(team_bet)::bigint as total from (
       select t.ancestor_id, sum(g.bet_amount) as team_bet,
              sum(g.bet_amount) filter (where g.win_amount >= g.bet_amount) as won,
              sum(g.bet_amount) filter (where g.win_amount < g.bet_amount) as lost
         from agent_contract c
         join member_tree t on t.ancestor_id = c.downline_id
         join game_round g on g.member_id = t.descendant_id
        where c.kind = 'realtime_salary' and g.status = 'settled' and g.ended_at >= $1 and g.ended_at < $2
        group by t.ancestor_id) x`,
    [windowStart, new Date(windowStart.getTime() + 300_000)],
  );
  return rows[0];
}

console.log(`database: ${DATABASE} on the machine's PostgreSQL (${new URL(ADMIN_URL).host})`);
await recreateDatabase(ADMIN_URL, DATABASE);
// The server creates the schema, the SQL functions and the demo brand, then stops: the bench runs in-process.
const server = await startBenchServer({ name: "salary", port: PORT, databaseUrl, env: { JOBS: "false" } });
await server.stop();
// Building 2,000,000 rounds takes longer than the server's statement timeout: the set-up has none; the
// settlement runs on a pool with the server's own timeouts, as the job does.
const setup = createPool(databaseUrl, 2, { statementTimeoutMs: 0 });
const db = createPool(databaseUrl, 8);
let exitCode = 0;
try {
  const pgVersion = (await db.query("select current_setting('server_version') as v")).rows[0].v;
  const postmasterPid = await postmasterPidOf(db);
  let t0 = performance.now();
  const depth = await buildTree(setup);
  console.log(
    `${AGENTS} agents (depth ${depth}) with a real-time contract each, one player each: ${seconds(performance.now() - t0)}`,
  );
  t0 = performance.now();
  await placeRounds(setup);
  console.log(
    `${ROUNDS} settled rounds in the window ${windowStart.toISOString()}: ${seconds(performance.now() - t0)}`,
  );

  // (b) first, so both sides read warm caches alike: the baseline twice, the second one measured.
  await baseline(db);
  const rawCpu = cpuMeter({ serverPid: process.pid, postmasterPid });
  t0 = performance.now();
  const base = await baseline(db);
  const rawMs = performance.now() - t0;
  const raw = rawCpu.stop();
  console.log(`(b) one SQL aggregate: ${base.agents} agents, ${base.total} team valid bet, ${seconds(rawMs)}`);

  const apiCpu = cpuMeter({ serverPid: process.pid, postmasterPid });
  t0 = performance.now();
  const result = await settle(db, "realtime_salary", windowAt);
  const settleMs = performance.now() - t0;
  const cpu = apiCpu.stop();
  console.log(`(a) settle: ${result.statements} statements, paid ${result.paid} (minor units), ${seconds(settleMs)}`);
  const again = await settle(db, "realtime_salary", windowAt);
  if (!again.replayed || again.paid !== result.paid) throw new Error("a second run of the window did not replay");

  const verify = await ledgerVerify(databaseUrl);
  console.log(`ledger:verify ${verify.passed ? "passed" : "FAILED"}\n${verify.output}`);
  if (!verify.passed) exitCode = 1;

  const date = new Date().toISOString().slice(0, 10);
  const load = os.loadavg()[0].toFixed(1);
  const cpuText = (c) =>
    `${(c.serverSeconds + c.postgresSeconds).toFixed(2)} s (Node ${c.serverSeconds.toFixed(2)} s + PostgreSQL ${c.postgresSeconds.toFixed(2)} s)`;
  const met =
    settleMs <= GOAL_MS
      ? "met"
      : settleMs <= FLOOR_MS
        ? "**not met** (within the floor)"
        : "**not met** (over the floor)";
  const text = [
    `Measured on ${date} (load average ${load} at the end), PostgreSQL ${pgVersion} of the machine (database \`${DATABASE}\`): ${AGENTS} agents in a tree of depth ${depth} (${TOP} top agents, ${FANOUT} sub-agents each), one real-time salary contract per agent (rates falling with depth), ${ROUNDS} settled rounds of ${AGENTS} players in one 5-minute window.`,
    "",
    "| Side | Wall time | CPU (Node + PostgreSQL) | Result |",
    "|---|---|---|---|",
    `| (a) \`settle(realtime_salary)\`: team figures, level difference, ${result.statements} hashed statements, one \`commission_payout\` ledger operation | ${seconds(settleMs)} | ${cpuText(cpu)} | ${result.paid} minor units paid |`,
    `| (b) baseline: the same per-agent team totals by one SQL aggregate, nothing stored | ${seconds(rawMs)} | ${cpuText(raw)} | ${base.agents} agents |`,
    "",
    `Ratio (a) / (b): **${(settleMs / rawMs).toFixed(2)}×** — goal ≤ 2 s: ${met}. A second run of the window replayed (nothing paid twice). \`npm run ledger:verify\` afterwards: ${verify.passed ? "passed" : "**failed**"}.`,
    "",
    `Machine: ${machine()}.`,
  ].join("\n");
  console.log(`\n${text}`);
  if (process.env.SALARY_BENCH_NO_README !== "1") await writeReadmeSection("salary-results", text);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await Promise.all([db.end(), setup.end()]);
}
process.exit(exitCode);
