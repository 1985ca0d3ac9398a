// Lottery (issue 14), two figures in one run on one database:
// 1. ticket purchases per second through the HTTP API (a real server process, 50 concurrent clients,
//    each purchase three lines — lô 2 số 1 point, đề 10 units, xiên 2 5 units — on the open EL5 draw)
//    against the same stake moved as raw SQL by pgbench (50 clients: the debit of the main wallet, the
//    credit of the vendor's clearing shard, the operation row and the transfer row, as wallet.mjs does);
// 2. the settlement of one draw with 500,000 lines of 10,000 members (written set-wise, their stakes
//    debited by one ledger operation, their rounds in game_round as lottery_buy writes them): one
//    `select * from lottery_settle($1)`, against a baseline in the same run — the same wins computed by
//    one read-only SQL aggregate, nothing stored or paid.
// Then `npm run ledger:verify` over everything, and the database is dropped.
// Runs under tsx (`node --import tsx lottery.mjs`): the set-up reuses the server's session and ledger code.
import { createHash } from "node:crypto";
import http from "node:http";
import os from "node:os";
import pg from "pg";
import { PATHS, drawLotteryResult, lotteryEndingCounts, settleLine } from "@lotus/contracts";
import { createPool } from "../apps/server/src/db/pool.ts";
import {
  databaseUrlOf,
  insertFundedBenchMembers,
  ledgerVerify,
  ms,
  postJson as post,
  recreateDatabase,
  runPgbench,
  startBenchServer,
  timedClients,
  writeReadmeSection,
} from "./lib/ledger-bench.mjs";
import { cpuMeter, cpuPerOperation, postmasterPidOf } from "./lib/cpu.mjs";
import { machine } from "./lib/report.mjs";

/** Ports 4300–4349 belong to this benchmark (BENCH_LOTTERY_PORT moves them). */
const PORT = Number(process.env.BENCH_LOTTERY_PORT ?? 4300);
/** The machine's PostgreSQL (not the embedded one): pgbench and the server share it. */
const ADMIN_URL = process.env.BENCH_LOTTERY_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = "lotus_bench_lottery";
const CLIENTS = 50;
/** Members per client: each client buys only for its own members, as each pgbench client debits only them. */
const MEMBERS_PER_CLIENT = 4;
const MEMBERS = CLIENTS * MEMBERS_PER_CLIENT;
const SECONDS = Number(process.env.LOTTERY_BENCH_SECONDS ?? 20);
const WARM_UP_SECONDS = Number(process.env.LOTTERY_BENCH_WARM_UP_SECONDS ?? 3);
/** The fast game bought through HTTP (its open draw), and the game whose draw is settled. */
const BUY_GAME = process.env.LOTTERY_BENCH_BUY_GAME ?? "EL5";
const SETTLE_GAME = process.env.LOTTERY_BENCH_SETTLE_GAME ?? "MB";
const TICKETS = Number(process.env.LOTTERY_BENCH_TICKETS ?? 500_000);
const PLAYERS = Number(process.env.LOTTERY_BENCH_PLAYERS ?? Math.min(10_000, Math.max(1, Math.floor(TICKETS / 50))));
/** 100,000,000.00 VND per HTTP member and per settlement player: no purchase is ever short. */
const OPENING = 10_000_000_000n;
const PURCHASE_GOAL = 0.75;
const PURCHASE_FLOOR = 0.6;
const SETTLE_GOAL_MS = 2000;
const SETTLE_FLOOR_MS = 5000;
const KEEP_DATABASE = process.env.LOTTERY_BENCH_KEEP_DB === "1";
/** A purchase: lô 2 số 1 point, đề 10 units, xiên 2 5 units (numbers drawn per request). */
const PURCHASE_UNITS = { lo2: 1n, de: 10n, xien2: 5n };

const databaseUrl = databaseUrlOf(ADMIN_URL, DATABASE);
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
const two = (n) => String(n).padStart(2, "0");

/* ---- set-up shared by both parts ---- */

/** The bench database's caps out of the way: no purchase may be refused for a full number. */
async function raiseCaps(db) {
  await db.query("update lottery_odds set cap_per_number = 1000000000000000000, cap_per_member = 1000000000000000000");
}

/** The game's row with its vendor and the odds of the three bet types a purchase uses. */
async function gameOf(db, code) {
  const { rows } = await db.query(
    `select g.code, g.structure, g.prize_mode, g.game_id, gm.vendor_code
       from lottery_game g join game gm on gm.id = g.game_id where g.code = $1`,
    [code],
  );
  if (!rows[0]) throw new Error(`no lottery game ${code}`);
  const odds = await db.query(
    "select bet_type, unit_price, payout_per_hit from lottery_odds where prize_mode = $1 and structure = $2",
    [rows[0].prize_mode, rows[0].structure],
  );
  return { ...rows[0], odds: new Map(odds.rows.map((o) => [o.bet_type, o])) };
}

/* ---- part 1: purchases per second ---- */

/**
 * The open draw of BUY_GAME. The clock is off (JOBS=false), and the draw's close is moved an hour
 * ahead in this throw-away database so that it stays open however long the run takes.
 */
async function openDraw(db) {
  const { rows } = await db.query(
    `update lottery_draw set closes_at = now() + interval '1 hour', draw_at = now() + interval '1 hour'
      where id = (select id from lottery_draw
                   where game_code = $1 and status = 'scheduled' and opens_at <= now() and closes_at > now()
                   order by draw_at limit 1)
      returning id, issue, draw_key`,
    [BUY_GAME],
  );
  if (!rows[0]) throw new Error(`${BUY_GAME} has no open draw`);
  return rows[0];
}

/**
 * MEMBERS members with a session each and OPENING in MAIN (and in a GPI wallet, which the lottery
 * does not use), and `bench_lottery_pair` (n → member, main account, the vendor's clearing shard the
 * purchase credits) for the pgbench script.
 */
async function createBuyers(db, vendor) {
  const members = await insertFundedBenchMembers(db, {
    prefix: "lbuy",
    count: MEMBERS,
    vendor: "GPI",
    opening: OPENING,
    remark: "Lottery benchmark",
  });
  await db.query(
    `create table bench_lottery_pair (n integer primary key, member_id bigint not null, main_id bigint not null,
                                      clearing_id bigint not null)`,
  );
  await db.query(
    `insert into bench_lottery_pair (n, member_id, main_id, clearing_id)
     select u.n, u.member_id, ledger_account_id('player_main', u.member_id, '', 0::smallint, 'VND'),
            ledger_account_id('vendor_clearing', null, $3, (((u.member_id % 16) + 16) % 16)::smallint, 'VND')
       from unnest($1::int[], $2::int8[]) u (n, member_id)`,
    [members.map((m) => m.n), members.map((m) => m.memberId.toString()), vendor],
  );
  return members;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

const randomNumber = () => Math.floor(Math.random() * 100);

/** A purchase's lines with fresh numbers: lô 2 số, đề and a xiên 2 of two distinct numbers. */
function purchaseLines() {
  const a = randomNumber();
  const b = (a + 1 + Math.floor(Math.random() * 99)) % 100;
  return [
    { betType: "lo2", numbers: [two(randomNumber())], units: PURCHASE_UNITS.lo2.toString() },
    { betType: "de", numbers: [two(randomNumber())], units: PURCHASE_UNITS.de.toString() },
    { betType: "xien2", numbers: [two(a), two(b)], units: PURCHASE_UNITS.xien2.toString() },
  ];
}

let requestSeq = 0;
/** CLIENTS clients, each buying for its own members (one at random per purchase) back to back. */
async function httpLoad(baseUrl, members, drawId, stake, seconds) {
  const { count, ...rest } = await timedClients({
    clients: CLIENTS,
    seconds,
    client: (c, run) => {
      const own = members.slice(c * MEMBERS_PER_CLIENT, (c + 1) * MEMBERS_PER_CLIENT);
      return async () => {
        const member = own[Math.floor(Math.random() * own.length)];
        const body = {
          requestId: `lb-${run}-${(requestSeq++).toString(36).padStart(8, "0")}`,
          drawId: drawId.toString(),
          lines: purchaseLines(),
        };
        const res = await post(agent, `${baseUrl}${PATHS.lotteryBuy}`, body, {
          authorization: `Bearer ${member.token}`,
        });
        if (res.status !== 200) return `${res.status} ${res.body.slice(0, 300)}`;
        const value = JSON.parse(res.body).value;
        return value.stake === stake.toString() ? null : `stake ${value.stake}, expected ${stake}`;
      };
    },
  });
  return { purchases: count, ...rest };
}

/**
 * The baseline: one transaction per purchase with the statements the ledger needs at the least —
 * the conditional debit of MAIN, the credit of the vendor's clearing shard, the operation row
 * (idempotency key, fingerprint) and the transfer row with both balances after. Client c debits
 * members 4c…4c+3, like the HTTP clients.
 */
const pgbenchScript = (stake) => `\\set n :client_id * ${MEMBERS_PER_CLIENT} + random(0, ${MEMBERS_PER_CLIENT - 1})
\\set amount ${stake}
BEGIN;
UPDATE ledger_account SET balance = balance - :amount
 WHERE id = (SELECT main_id FROM bench_lottery_pair WHERE n = :n) AND balance >= :amount
 RETURNING id AS debit_id, balance AS debit_after \\gset
UPDATE ledger_account SET balance = balance + :amount
 WHERE id = (SELECT clearing_id FROM bench_lottery_pair WHERE n = :n)
 RETURNING id AS credit_id, balance AS credit_after \\gset
INSERT INTO ledger_operation (idempotency_key, kind, member_id, fingerprint, result)
SELECT 'm' || member_id || ':pgb-' || gen_random_uuid(), 'bet', member_id,
       sha256(convert_to(:debit_id || '>' || :credit_id || ':' || :amount, 'UTF8')), '{}'
  FROM bench_lottery_pair WHERE n = :n;
INSERT INTO ledger_transfer (operation_id, debit_account_id, credit_account_id, amount, currency,
                             debit_balance_after, credit_balance_after)
VALUES (currval('ledger_operation_id_seq'), :debit_id, :credit_id, :amount, 'VND', :debit_after, :credit_after);
END;
`;

async function countRows(db, drawId) {
  const { rows } = await db.query(
    `select (select count(*) from ledger_transfer)::int8 as transfers,
            (select count(*) from lottery_ticket where draw_id = $1)::int8 as lines`,
    [drawId.toString()],
  );
  return rows[0];
}

/* ---- part 2: the settlement of one draw ---- */

/** The farthest scheduled draw of SETTLE_GAME: nothing else will touch it. */
async function settleDraw(db) {
  const { rows } = await db.query(
    `select id, issue, draw_key from lottery_draw where game_code = $1 and status = 'scheduled'
      order by draw_at desc limit 1`,
    [SETTLE_GAME],
  );
  if (!rows[0]) throw new Error(`${SETTLE_GAME} has no scheduled draw`);
  return rows[0];
}

/**
 * PLAYERS members `lp0`… with a main account each, funded by one adjustment operation (a leg per
 * member from the adjustments shard); TICKETS lines of the draw spread over them (member g % PLAYERS),
 * a mix drawn from hashes of the line number: 45 % lô 2 số (1–10 points), 40 % đề (10–200 units),
 * 10 % xiên 2 and 5 % xiên 3 (5–24 units), their stakes at the game's odds; then ONE `bet` ledger
 * operation moving each member's total stake from MAIN to the vendor's clearing shard, and each
 * member's round of the draw (game_round, round_id = draw_key:member) as lottery_buy writes it.
 */
async function placeTickets(db, game, draw) {
  const client = await db.connect();
  try {
    await client.query("begin");
    await client.query("create temporary table lp_id (n int primary key, id bigint not null) on commit drop");
    await client.query(
      `with made as (
         insert into member (account, password_hash, first_login_done)
         select 'lp' || n, 'not-a-hash: bench lottery player', true from generate_series(0, $1::int - 1) g (n) order by n
         returning id, account)
       insert into lp_id select substr(account, 3)::int, id from made`,
      [PLAYERS],
    );
    await client.query(
      `insert into ledger_account (kind, member_id, vendor_code, shard, currency)
       select 'player_main', id, '', 0, 'VND' from lp_id order by id`,
    );
    await client.query(
      `select ledger_account_id('adjustments', null, '', s::smallint, 'VND'),
              ledger_account_id('vendor_clearing', null, $1, s::smallint, 'VND')
         from generate_series(0, 15) s`,
      [game.vendor_code],
    );
    const opening = await client.query(
      `with op as (
         select id from ledger_claim(null, 'bench:lottery:opening', 'adjustment',
                                     sha256(convert_to('bench:lottery:opening', 'UTF8')), '', 'Lottery benchmark')
       ), legs as (
         select array_agg(ledger_account_id('adjustments', null, '', ((p.id % 16 + 16) % 16)::smallint, 'VND') order by p.id) as debits,
                array_agg(ledger_account_id('player_main', p.id, '', 0::smallint, 'VND') order by p.id) as credits,
                array_agg($1::int8 order by p.id) as amounts
           from lp_id p
       )
       select l.status, count(*)::int as legs
         from op, legs, ledger_apply_legs(op.id, legs.debits, legs.credits, legs.amounts, 'VND') l group by l.status`,
      [OPENING.toString()],
    );
    if (opening.rows.length !== 1 || opening.rows[0].status !== "ok") throw new Error("the opening adjustment failed");

    const op = (
      await client.query(
        `select id from ledger_claim(null, 'bench:lottery:stakes:' || $1::text, 'bet',
                                     sha256(convert_to('bench:lottery:stakes:' || $1::text, 'UTF8')), $2, 'Lottery benchmark')`,
        [draw.id.toString(), draw.draw_key],
      )
    ).rows[0].id;
    // h0 picks the bet type, h1–h3 the numbers and the units: hashes of the line number, no randomness.
    await client.query(
      `insert into lottery_ticket (draw_id, member_id, operation_id, bet_type, numbers, number_key, units, stake, payout_per_hit)
       select $1, p.id, $2, x.t, x.ns, x.key, x.u, x.u * o.unit_price, o.payout_per_hit
         from generate_series(0, $3::int - 1) g (n)
         join lp_id p on p.n = g.n % $4::int
         cross join lateral (select (hashint8(g.n::int8 * 4) :: int8 & 2147483647) % 100 as h0,
                                    (hashint8(g.n::int8 * 4 + 1) :: int8 & 2147483647) as h1,
                                    (hashint8(g.n::int8 * 4 + 2) :: int8 & 2147483647) as h2,
                                    (hashint8(g.n::int8 * 4 + 3) :: int8 & 2147483647) as h3) h
         cross join lateral (select case when h.h0 < 45 then 'lo2' when h.h0 < 85 then 'de'
                                         when h.h0 < 95 then 'xien2' else 'xien3' end as t,
                                    h.h1 % 100 as a, (h.h1 % 100 + 1 + h.h2 % 49) % 100 as b,
                                    (h.h1 % 100 + 1 + h.h2 % 49 + 1 + h.h3 % 49) % 100 as c) s
         cross join lateral (
           select s.t, sorted.ns,
                  case cardinality(sorted.ns) when 1 then sorted.ns[1]::int8
                       when 2 then sorted.ns[1] * 100::int8 + sorted.ns[2]
                       else sorted.ns[1] * 10000::int8 + sorted.ns[2] * 100 + sorted.ns[3] end as key,
                  case s.t when 'lo2' then 1 + h.h3 % 10 when 'de' then 10 * (1 + h.h3 % 20) else 5 + h.h3 % 20 end as u
             from (select array(select v from unnest(case s.t when 'xien2' then array[s.a, s.b]
                                                                when 'xien3' then array[s.a, s.b, s.c]
                                                                else array[s.a] end) v order by v)::smallint[] as ns) sorted
         ) x
         join lottery_odds o on o.prize_mode = $5 and o.structure = $6 and o.bet_type = x.t`,
      [draw.id.toString(), op, TICKETS, PLAYERS, game.prize_mode, game.structure],
    );
    const stakes = await client.query(
      `with per_member as (
         select member_id, sum(stake)::int8 as stake from lottery_ticket where draw_id = $1 group by member_id
       ), legs as (
         select array_agg(ledger_account_id('player_main', member_id, '', 0::smallint, 'VND') order by member_id) as debits,
                array_agg(ledger_account_id('vendor_clearing', null, $3, ((member_id % 16 + 16) % 16)::smallint, 'VND') order by member_id) as credits,
                array_agg(stake order by member_id) as amounts,
                sum(stake)::int8 as total
           from per_member
       )
       select l.status, count(*)::int as legs, min(legs.total) as total
         from legs, ledger_apply_legs($2, legs.debits, legs.credits, legs.amounts, 'VND') l group by l.status`,
      [draw.id.toString(), op, game.vendor_code],
    );
    if (stakes.rows.length !== 1 || stakes.rows[0].status !== "ok") throw new Error("the stakes' debit failed");
    await client.query(
      `insert into game_round (vendor_code, round_id, member_id, game_id, bet_amount)
       select $2, $3::text || ':' || member_id, member_id, $4, sum(stake) from lottery_ticket where draw_id = $1
        group by member_id order by member_id`,
      [draw.id.toString(), game.vendor_code, draw.draw_key, game.game_id],
    );
    await client.query("select ledger_finish($1, $2)", [
      op,
      JSON.stringify({ drawId: draw.id.toString(), stake: stakes.rows[0].total.toString() }),
    ]);
    await client.query("commit");
    return { stakeLegs: stakes.rows[0].legs, totalStake: stakes.rows[0].total };
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}

/** The draw's result from drawLotteryResult with a seed derived from its key (no randomness), stored 'drawn'. */
async function markDrawn(db, game, draw) {
  const seed = createHash("sha256").update(`lotus-bench-lottery:${draw.draw_key}`).digest("hex");
  const result = { prizes: drawLotteryResult(game.structure, seed, draw.draw_key).prizes };
  await db.query(
    `update lottery_draw set status = 'drawn', seed = $2, source = 'chain', result = $3, drawn_at = now(),
                             reveal_step_seconds = 0
      where id = $1 and status = 'scheduled'`,
    [draw.id.toString(), seed, JSON.stringify(result)],
  );
  return result;
}

/**
 * The baseline: the wins of the draw by one read-only aggregate — lô 2 số: occurrences of its number
 * among the 2-digit endings; đề: the special prize's last two digits; xiên: every number among the
 * endings (the counts come from lotteryEndingCounts) — nothing stored, nothing paid.
 */
async function baseline(db, drawId, result) {
  const counts = lotteryEndingCounts(result);
  const lo2 = Array.from({ length: 100 }, (_, n) => counts.lo2[two(n)] ?? 0);
  const { rows } = await db.query(
    `select count(*)::int as lines, count(distinct member_id)::int as members, coalesce(sum(amount), 0)::int8 as paid
       from (select t.member_id, h.hits * t.units * t.payout_per_hit as amount
               from lottery_ticket t
               cross join lateral (select case when t.bet_type = 'lo2' then ($2::int[])[t.numbers[1] + 1]
                                               when t.bet_type = 'de' then (t.numbers[1] = $3)::int
                                               when t.bet_type like 'xien%' then (t.numbers <@ $4::smallint[])::int
                                               else 0 end as hits) h
              where t.draw_id = $1 and h.hits > 0) w`,
    [drawId.toString(), lo2, Number(counts.special.slice(-2)), lo2.flatMap((c, n) => (c > 0 ? [n] : []))],
  );
  return rows[0];
}

/** A sample of lines (every `TICKETS / 2000`-th) settled again by settleLine of @lotus/contracts. */
async function checkSample(db, game, drawId, result) {
  const { rows } = await db.query(
    `select t.id, t.bet_type, t.numbers, t.units, t.payout_per_hit, w.hits, w.amount
       from lottery_ticket t left join lottery_win w on w.ticket_id = t.id
      where t.draw_id = $1 and t.id % $2 = 0`,
    [drawId.toString(), Math.max(1, Math.floor(TICKETS / 2000))],
  );
  for (const row of rows) {
    const { hits } = settleLine(game.structure, row.bet_type, row.numbers.map(Number), result);
    const amount = BigInt(hits) * row.units * row.payout_per_hit;
    if ((row.hits ?? 0) !== hits || (row.amount ?? 0n) !== amount) {
      throw new Error(
        `line ${row.id} (${row.bet_type} ${row.numbers}): settled ${row.hits}/${row.amount}, expected ${hits}/${amount}`,
      );
    }
  }
  return rows.length;
}

/* ---- the run ---- */

console.log(
  `database: ${DATABASE} on the machine's PostgreSQL (${new URL(ADMIN_URL).host}); load ${os.loadavg()[0].toFixed(2)}`,
);
const loadAtStart = os.loadavg()[0];
await recreateDatabase(ADMIN_URL, DATABASE);
// The ledger's sealing job and the lottery clock stay off: `npm run ledger:verify` seals afterwards.
const server = await startBenchServer({
  name: "lottery",
  port: PORT,
  databaseUrl,
  flags: process.env.LOTTERY_BENCH_SERVER_FLAGS,
  env: { JOBS: "false" },
});
const db = createPool(databaseUrl, 4);
// Writing 500,000 lines takes longer than the server's statement timeout: the set-up has none; the
// settlement runs on a pool with the server's own timeouts, as the clock job does.
const setup = createPool(databaseUrl, 2, { statementTimeoutMs: 0 });
let exitCode = 0;
try {
  const pgVersion = (await db.query("select current_setting('server_version') as v")).rows[0].v;
  const postmasterPid = await postmasterPidOf(db);
  await raiseCaps(db);

  /* part 1 */
  const buyGame = await gameOf(db, BUY_GAME);
  const stake = [...Object.entries(PURCHASE_UNITS)].reduce(
    (sum, [type, units]) => sum + units * buyGame.odds.get(type).unit_price,
    0n,
  );
  const draw = await openDraw(db);
  const members = await createBuyers(db, buyGame.vendor_code);
  console.log(
    `${MEMBERS} members with a session and ${OPENING / 100n} VND in MAIN; draw ${BUY_GAME} ${draw.issue} (#${draw.id}); ${stake / 100n} VND per purchase`,
  );
  await httpLoad(server.baseUrl, members, draw.id, stake, WARM_UP_SECONDS);
  const before = await countRows(db, draw.id);
  const apiCpu = cpuMeter({ serverPid: server.pid, postmasterPid });
  const api = await httpLoad(server.baseUrl, members, draw.id, stake, SECONDS);
  api.cpu = apiCpu.stop();
  const afterApi = await countRows(db, draw.id);
  console.log(
    `(a) HTTP API: ${api.purchases} purchases (${api.failures} failed) in ${SECONDS} s, ${api.perSecond.toFixed(1)}/s, p50 ${ms(api.p50)}, p99 ${ms(api.p99)}, CPU ${cpuPerOperation(api.cpu, api.purchases).toFixed(2)} ms/purchase`,
  );
  if (api.failures > 0) throw new Error(`${api.failures} purchases failed, first: ${api.firstFailure}`);
  if (Number(afterApi.lines - before.lines) !== 3 * api.purchases)
    throw new Error(
      `the API answered ${api.purchases} purchases but ${afterApi.lines - before.lines} lines were written`,
    );

  // The server is stopped for (b): its pooled connections stay out of the baseline.
  await server.stop();
  const rawCpu = cpuMeter({ postmasterPid });
  const raw = await runPgbench({ script: pgbenchScript(stake), clients: CLIENTS, seconds: SECONDS, databaseUrl });
  raw.cpu = rawCpu.stop();
  const afterRaw = await countRows(db, draw.id);
  console.log(
    `(b) raw SQL (pgbench): ${raw.count} debits (${raw.failures} failed) in ${SECONDS} s, ${raw.perSecond.toFixed(1)}/s, p50 ${ms(raw.p50)}, p99 ${ms(raw.p99)}, CPU ${cpuPerOperation(raw.cpu, raw.count).toFixed(2)} ms/debit`,
  );
  if (Number(afterRaw.transfers - afterApi.transfers) !== raw.count)
    throw new Error("pgbench's transaction count does not match the transfers written");
  const ratio = api.perSecond / raw.perSecond;
  console.log(`ratio API / raw SQL: ${(ratio * 100).toFixed(1)} % (goal ≥ ${PURCHASE_GOAL * 100} %)`);

  /* part 2 */
  const settleGame = await gameOf(db, SETTLE_GAME);
  const target = await settleDraw(db);
  let t0 = performance.now();
  const placed = await placeTickets(setup, settleGame, target);
  const placeMs = performance.now() - t0;
  await setup.query("vacuum analyze");
  console.log(
    `${TICKETS} lines of ${PLAYERS} members on ${SETTLE_GAME} ${target.issue} (#${target.id}), ${placed.totalStake / 100n} VND staked (${placed.stakeLegs} legs): ${seconds(placeMs)}`,
  );
  const result = await markDrawn(db, settleGame, target);

  // (b) first, twice, so that both sides read warm caches alike; the second one is measured.
  await baseline(db, target.id, result);
  const baseCpu = cpuMeter({ postmasterPid });
  t0 = performance.now();
  const base = await baseline(db, target.id, result);
  const baseMs = performance.now() - t0;
  const baseUsage = baseCpu.stop();
  console.log(
    `(b) one read-only aggregate: ${base.lines} winning lines of ${base.members} members, ${base.paid} paid, ${seconds(baseMs)}`,
  );

  const settleCpu = cpuMeter({ postmasterPid });
  t0 = performance.now();
  const settled = (await db.query("select * from lottery_settle($1)", [target.id.toString()])).rows[0];
  const settleMs = performance.now() - t0;
  const settleUsage = settleCpu.stop();
  const facts = (
    await db.query(
      `select (select count(*) from lottery_win where draw_id = $1)::int as wins,
              (select count(*) from ledger_transfer t join lottery_draw d on d.settle_operation_id = t.operation_id
                where d.id = $1)::int as legs,
              (select count(*) from game_round where round_id like $2 || ':%' and status = 'settled')::int as rounds`,
      [target.id.toString(), target.draw_key],
    )
  ).rows[0];
  console.log(
    `(a) lottery_settle: ${settled.winners} winners, ${facts.wins} winning lines, ${facts.legs} legs, ${settled.paid} paid, ${facts.rounds} rounds closed, ${seconds(settleMs)} (PostgreSQL CPU ${settleUsage.postgresSeconds.toFixed(2)} s)`,
  );
  if (settled.code !== "ok" || settled.replayed) throw new Error(`lottery_settle answered ${JSON.stringify(settled)}`);
  if (Number(settled.winners) !== base.members || settled.paid !== base.paid || facts.wins !== base.lines)
    throw new Error("lottery_settle and the baseline disagree on the wins");
  if (facts.legs !== base.members || facts.rounds !== PLAYERS) throw new Error("legs or rounds missing");
  const again = (await db.query("select * from lottery_settle($1)", [target.id.toString()])).rows[0];
  if (!again.replayed) throw new Error("a second lottery_settle of the draw did not replay");
  const sampled = await checkSample(db, settleGame, target.id, result);
  console.log(`${sampled} sampled lines agree with settleLine; a second settlement replayed`);

  const verify = await ledgerVerify(databaseUrl);
  console.log(`ledger:verify ${verify.passed ? "passed" : "FAILED"}\n${verify.output}`);
  if (!verify.passed) exitCode = 1;
  const checked = /checked (\d+) transfer/.exec(verify.output)?.[1] ?? "?";

  /* the report */
  const date = new Date().toISOString().slice(0, 10);
  const load = `${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`;
  const cpuText = (side, count) =>
    `${cpuPerOperation(side.cpu, count).toFixed(2)} ms (${side.cpu.serverSeconds.toFixed(1)} s + ${side.cpu.postgresSeconds.toFixed(1)} s)`;
  const verdict = (met, floor) =>
    met ? "met" : floor ? "**not met** (within the floor)" : "**not met** (below the floor)";
  const settleVerdict =
    settleMs <= SETTLE_GOAL_MS
      ? "met"
      : settleMs <= SETTLE_FLOOR_MS
        ? "**not met** (within the floor)"
        : "**not met** (over the floor)";
  const text = [
    `Measured on ${date} (load average ${load}), PostgreSQL ${pgVersion} of the machine (database \`${DATABASE}\`, fsync and synchronous_commit on).`,
    "",
    `**Purchases**: ${CLIENTS} clients, ${MEMBERS} members (each client buys only for its own ${MEMBERS_PER_CLIENT}), ${SECONDS} s per side after a ${WARM_UP_SECONDS} s API warm-up, on the open ${BUY_GAME} draw; a purchase is three lines (lô 2 số 1 point, đề 10 units, xiên 2 5 units; numbers drawn per request), ${stake / 100n} VND.`,
    "",
    "| Side | Purchases/s | p50 | p99 | Purchases | Failed | CPU per purchase (server + PostgreSQL) |",
    "|---|---|---|---|---|---|---|",
    `| (a) HTTP API \`POST ${PATHS.lotteryBuy}\` (server process, pool of 20 connections; \`lottery_buy\`: claim, draw, odds, caps, one leg, 3 lines, round) | ${api.perSecond.toFixed(1)} | ${ms(api.p50)} | ${ms(api.p99)} | ${api.purchases} | ${api.failures} | ${cpuText(api, api.purchases)} |`,
    `| (b) raw SQL, pgbench: the same stake moved (debit MAIN, credit the clearing shard, operation row, transfer row; ${CLIENTS} connections) | ${raw.perSecond.toFixed(1)} | ${ms(raw.p50)} | ${ms(raw.p99)} | ${raw.count} | ${raw.failures} | ${cpuText(raw, raw.count)} |`,
    "",
    `Ratio (a) / (b): **${(ratio * 100).toFixed(1)} %** — goal ≥ ${PURCHASE_GOAL * 100} % (floor ${PURCHASE_FLOOR * 100} %): ${verdict(ratio >= PURCHASE_GOAL, ratio >= PURCHASE_FLOOR)}.`,
    "",
    `**Settlement**: ${SETTLE_GAME} draw ${target.issue} with ${TICKETS} lines of ${PLAYERS} members (45 % lô 2 số, 40 % đề, 10 % xiên 2, 5 % xiên 3), written set-wise in ${seconds(placeMs)} with their stakes debited by one ledger operation (${placed.stakeLegs} legs) and a round per member; result by \`drawLotteryResult\`.`,
    "",
    "| Side | Wall time | PostgreSQL CPU | Result |",
    "|---|---|---|---|",
    `| (a) \`select * from lottery_settle($1)\` (one statement: wins, one \`win\` operation, rounds closed) | ${seconds(settleMs)} | ${settleUsage.postgresSeconds.toFixed(2)} s | ${settled.winners} winners, ${facts.wins} winning lines, ${facts.legs} legs, ${settled.paid} minor units paid |`,
    `| (b) baseline: the same wins by one read-only aggregate, nothing stored | ${seconds(baseMs)} | ${baseUsage.postgresSeconds.toFixed(2)} s | ${base.lines} winning lines of ${base.members} members |`,
    "",
    `Settlement ${seconds(settleMs)} — goal ≤ 2 s (floor ≤ 5 s): ${settleVerdict}. Both sides agree on every win; ${sampled} sampled lines agree with \`settleLine\`; a second settlement replayed. \`npm run ledger:verify\` afterwards: ${verify.passed ? `passed (${checked} transfers checked, hash chain sealed and recomputed)` : "**failed**"}.`,
    "",
    `Machine: ${machine()}.`,
  ].join("\n");
  console.log(`\n${text}`);
  if (process.env.LOTTERY_BENCH_NO_README !== "1") await writeReadmeSection("lottery-results", text);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  agent.destroy();
  await Promise.all([db.end(), setup.end()]);
  await server.stop();
  if (KEEP_DATABASE) {
    console.log(`kept ${DATABASE} (LOTTERY_BENCH_KEEP_DB=1)`);
  } else {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.end();
  }
}
process.exit(exitCode);
