// Promotions (issue 15), two measurements in one run on the machine's PostgreSQL:
// (a) seamless bet + win pairs per second through the HTTP API of a real server process, for players
//     WITHOUT a bonus grant and players WITH an active grant (real balance 0: every stake comes from the
//     bonus, every win returns to it, progress and entries written), in alternating windows of the same
//     run, with the CPU (server + PostgreSQL) per pair of each — the goal: the bonus path costs ≤ 10 % more;
// (b) the daily rebate of one brand day with 1,000,000 settled rounds of 10,000 players: computed
//     (valid bet per player and category × the VIP rate) and posted (one reward per player in the reward
//     centre, the day's rows) — the goal: ≤ 5 s; run twice, the second posts nothing.
// Then `npm run ledger:verify` (with the grant identities) on that database.
import http from "node:http";
import os from "node:os";
import { createPool } from "../apps/server/src/db/pool.ts";
import { createSession } from "../apps/server/src/modules/account/sessions.ts";
import { main, runOperation, system } from "../apps/server/src/modules/ledger/ledger.ts";
import { createVendorSession } from "../apps/server/src/modules/vendor-api/index.ts";
import { giveGrant, runRebateDay } from "../apps/server/src/modules/promotions/index.ts";
import { offerRewards } from "../apps/server/src/modules/rewards/index.ts";
import {
  databaseUrlOf,
  insertBenchMembers,
  ledgerVerify,
  machine,
  ms,
  recreateDatabase,
  startBenchServer,
  writeReadmeSection,
} from "./lib/ledger-bench.mjs";
import { cpuMeter, cpuPerOperation, postmasterPidOf } from "./lib/cpu.mjs";
import { roundLoad, vendorClient } from "./lib/vendor-rounds.mjs";

const PORT = Number(process.env.BENCH_PROMOTIONS_PORT ?? 4230);
const ADMIN_URL = process.env.BENCH_PROMOTIONS_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = "lotus_bench_promotions";
const CLIENTS = 40;
const MEMBERS_PER_CLIENT = 4;
const VENDOR = "LOTUS_SLOTS";
const SECRET = "bench-promotions-secret-0123456789abcdef0123456789";
/** Seconds per window; the plain and bonus windows alternate WINDOWS times each. */
const SECONDS = Number(process.env.PROMOTIONS_BENCH_SECONDS ?? 10);
const WINDOWS = Number(process.env.PROMOTIONS_BENCH_WINDOWS ?? 2);
const AMOUNT = 100n;
const OPENING = 1_000_000_000n;
const REBATE_ROUNDS = Number(process.env.PROMOTIONS_BENCH_REBATE_ROUNDS ?? 1_000_000);
const REBATE_PLAYERS = 10_000;
const REBATE_DAY = "2026-11-20";
const DAY_MS = 86_400_000;

const databaseUrl = databaseUrlOf(ADMIN_URL, DATABASE);
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/** Players with a vendor session; `bonus`: real balance 0 and an active grant that never converts here. */
async function players(db, prefix, game, bonus) {
  const out = [];
  for (const { memberId } of await insertBenchMembers(db, prefix, CLIENTS * MEMBERS_PER_CLIENT)) {
    if (bonus) {
      await giveGrant(db, {
        memberId,
        source: "bench",
        ref: `${prefix}-${memberId}`,
        amount: OPENING,
        terms: {
          multiplier: 10,
          base: "bonus",
          weights: { default: 0, category: { RNG: 100 } },
          maxBet: null,
          maxConversion: null,
          expiresAt: Date.now() + 30 * DAY_MS,
        },
      });
    } else {
      await runOperation(
        db,
        { key: "bench:opening", kind: "adjustment", memberId, fingerprint: {}, remark: "Promotions benchmark" },
        async (op) => {
          await op.transfer([{ from: system("adjustments", memberId), to: main(memberId), amount: OPENING }]);
          return null;
        },
      );
    }
    const session = await createSession(db, { memberId, method: "username", ip: "127.0.0.1", userAgent: "bench" });
    const vendor = await createVendorSession(db, {
      memberId,
      memberSessionId: session.id,
      vendorCode: VENDOR,
      gameId: game.id,
    });
    out.push({ memberId, token: vendor.token });
  }
  return out;
}

function load(baseUrl, members, gameCode, seconds) {
  const call = vendorClient({ agent, baseUrl, vendor: VENDOR, secret: SECRET });
  const shape = { perClient: MEMBERS_PER_CLIENT, clients: CLIENTS, amount: AMOUNT, prefix: "pb" };
  return roundLoad({ call, members, gameCode, seconds, ...shape });
}

/** REBATE_ROUNDS settled rounds of REBATE_PLAYERS players on REBATE_DAY (slots, live and cards), in SQL. */
async function seedRebateDay(db) {
  const players = await insertBenchMembers(db, "rbench", REBATE_PLAYERS);
  const games = (
    await db.query(
      `select distinct on (v.category) g.id, g.vendor_code from game g join game_vendor v on v.vendor_code = g.vendor_code
        where v.category in ('RNG', 'LIVE', 'PVP') order by v.category, g.id`,
    )
  ).rows;
  await db.query(
    `insert into game_round (vendor_code, round_id, member_id, game_id, bet_amount, win_amount, status, started_at, ended_at)
     select ($6::text[])[1 + i % $7], 'rb-' || i, ($1::int8[])[1 + i % $2], ($5::int[])[1 + i % $7],
            10000 + (i % 97) * 1000, 0, 'settled', t, t
       from generate_series(0, $4 - 1) i,
            lateral (select ($3::date)::timestamp at time zone 'Asia/Ho_Chi_Minh' + (i % 86000) * interval '1 second' as t) x`,
    [
      players.map((p) => p.memberId.toString()),
      REBATE_PLAYERS,
      REBATE_DAY,
      REBATE_ROUNDS,
      games.map((g) => g.id),
      games.map((g) => g.vendor_code),
      games.length,
    ],
  );
}

console.log(`database: ${DATABASE} on the machine's PostgreSQL (${new URL(ADMIN_URL).host})`);
await recreateDatabase(ADMIN_URL, DATABASE);
const server = await startBenchServer({
  name: "promotions",
  port: PORT,
  databaseUrl,
  flags: process.env.PROMOTIONS_BENCH_SERVER_FLAGS,
  env: { DEMO_VENDOR_SECRET: SECRET, JOBS: "false" },
});
const db = createPool(databaseUrl, 4);
let exitCode = 0;
try {
  const pgVersion = (await db.query("select current_setting('server_version') as v")).rows[0].v;
  const postmasterPid = await postmasterPidOf(db);
  const game = (
    await db.query(
      "select id, code from game where vendor_code = $1 and engine = 'slot' and enabled and not maintenance order by id limit 1",
      [VENDOR],
    )
  ).rows[0];
  await db.query("update game_vendor set api_secret = $2 where vendor_code = $1", [VENDOR, SECRET]);
  const plain = await players(db, "pplain", game, false);
  const bonus = await players(db, "pbonus", game, true);
  console.log(`${plain.length} players without a grant, ${bonus.length} with one (${VENDOR} ${game.code})`);

  await load(server.baseUrl, plain, game.code, 2);
  await load(server.baseUrl, bonus, game.code, 2);
  const sides = { plain: { pairs: 0, failures: 0, cpu: { serverSeconds: 0, postgresSeconds: 0 }, p50: [], p99: [] } };
  sides.bonus = structuredClone(sides.plain);
  for (let w = 0; w < WINDOWS; w++) {
    for (const [name, members] of [
      ["plain", plain],
      ["bonus", bonus],
    ]) {
      const meter = cpuMeter({ serverPid: server.pid, postmasterPid });
      const result = await load(server.baseUrl, members, game.code, SECONDS);
      const cpu = meter.stop();
      const side = sides[name];
      side.pairs += result.count;
      side.failures += result.failures;
      side.first ??= result.firstFailure;
      side.cpu.serverSeconds += cpu.serverSeconds;
      side.cpu.postgresSeconds += cpu.postgresSeconds;
      side.p50.push(result.p50);
      side.p99.push(result.p99);
      console.log(
        `window ${w + 1} ${name}: ${(result.count / SECONDS).toFixed(1)} pairs/s, ${cpuPerOperation(cpu, result.count).toFixed(2)} ms CPU per pair`,
      );
    }
  }
  for (const side of Object.values(sides)) {
    if (side.failures > 0) throw new Error(`${side.failures} rounds failed, first: ${side.first}`);
  }
  const perPair = (s) => cpuPerOperation(s.cpu, s.pairs);
  const extra = perPair(sides.bonus) / perPair(sides.plain) - 1;
  const grantRows = (
    await db.query("select count(*)::int as n from promotion_grant_entry where kind in ('bet', 'win')")
  ).rows[0].n;
  console.log(`bonus path: ${(extra * 100).toFixed(1)} % more CPU per pair (${grantRows} grant entries written)`);

  await server.stop();
  await seedRebateDay(db);
  const started = performance.now();
  const first = await runRebateDay(db, offerRewards, REBATE_DAY);
  const rebateSeconds = (performance.now() - started) / 1000;
  const again = await runRebateDay(db, offerRewards, REBATE_DAY);
  const offered = (
    await db.query("select count(*)::int as n, sum(amount)::int8 as total from reward where source = 'rebate'")
  ).rows[0];
  console.log(
    `rebate of ${REBATE_ROUNDS} rounds, ${first.members} players: ${rebateSeconds.toFixed(2)} s; second run posted ${again.ran ? "again (wrong)" : "nothing"}; ${offered.n} rewards, ${offered.total} in total`,
  );
  if (again.ran || offered.n !== first.members) throw new Error("the rebate day was posted twice");

  const verified = (await ledgerVerify(databaseUrl)).passed;
  const date = new Date().toISOString().slice(0, 10);
  const loadAverage = os.loadavg()[0].toFixed(2);
  const section = [
    `Measured on ${date} (load average ${loadAverage} at the end; ${machine()}), PostgreSQL ${pgVersion} of the machine, ${CLIENTS} concurrent vendor clients, ${WINDOWS} alternating ${SECONDS} s windows per side after a warm-up, 1.00 VND bet and won back per round.`,
    "",
    "| Seamless players | Bet+win pairs/s | CPU per pair (server + PostgreSQL) | p50 (pair) | p99 (pair) |",
    "| --- | --- | --- | --- | --- |",
    ...["plain", "bonus"].map((name) => {
      const s = sides[name];
      const label =
        name === "plain"
          ? "without a bonus grant"
          : "with an active grant (stakes from the bonus, progress and entries written)";
      return `| ${label} | ${(s.pairs / (SECONDS * WINDOWS)).toFixed(1)} | ${perPair(s).toFixed(2)} ms | ${ms(Math.max(...s.p50))} | ${ms(Math.max(...s.p99))} |`;
    }),
    "",
    `The bonus path costs **${(extra * 100).toFixed(1)} %** more CPU per pair (goal ≤ 10 %).`,
    "",
    `Daily rebate: ${REBATE_ROUNDS.toLocaleString("en")} settled rounds of ${first.members.toLocaleString("en")} players computed and posted (one reward each) in **${rebateSeconds.toFixed(2)} s** (goal ≤ 5 s); the second run of the day posted nothing.`,
    "",
    `\`npm run ledger:verify\` on the benchmark database: ${verified ? "clean" : "**violations**"}.`,
  ].join("\n");
  console.log(section);
  if (process.env.PROMOTIONS_BENCH_NO_README !== "1") await writeReadmeSection("promotions-results", section);
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
