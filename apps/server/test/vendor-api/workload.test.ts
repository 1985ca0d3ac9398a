import { afterAll, beforeAll, expect, it, onTestFailed } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app.ts";
import { loadEnv } from "../../src/env.ts";
import { createPool, type Db } from "../../src/db/pool.ts";
import { createSession } from "../../src/modules/account/index.ts";
import { main, memberAccounts, runOperation, system, vendorWallet, type Leg } from "../../src/modules/ledger/ledger.ts";
import { createVendorSession } from "../../src/modules/vendor-api/index.ts";
import { createTestDatabase } from "../database.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { createTestVendor, vendorFetch, type TestVendor, type VendorHttpAnswer } from "../support/vendor.ts";

/*
 * A randomized concurrent workload over real sockets: 300 players (a third of them on a
 * transfer-wallet vendor), 24 concurrent vendor clients playing rounds of bets and a closing win,
 * 10 % of deliveries duplicated (half of them at the same moment), 5 % of bets rolled back out of
 * order (the rollback before the bet, whose late delivery must be refused, or after it). Then the
 * ledger's own verifier, and a model built from the answers the vendors received: each wallet is
 * its opening balance − accepted bets + wins + returned rollbacks, every repeat got its first
 * answer, and game_round agrees with vendor_transaction. The seed is printed on failure
 * (VENDOR_WORKLOAD_SEED=<seed> replays the same scripts).
 */

const PLAYERS = 300;
const CLIENTS = 24;
const ROUNDS = 500;
const GAME = "slot.load-1";

/** mulberry32: a small seeded PRNG (outcomes of the test must be replayable, no Math.random). */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
  };
}

const seed = Number(process.env.VENDOR_WORKLOAD_SEED ?? Date.now() % 2 ** 31);

type Player = { id: bigint; token: string; vendor: TestVendor; opening: bigint };
type Delivery = {
  action: "bet" | "win" | "rollback";
  body: Record<string, unknown>;
  /** A bet whose rollback was delivered first: it must be refused. */
  mustBeRolledBack?: boolean;
};
type Answer = { status: number; code: string; value: Record<string, string> | null };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: Db;
let app: FastifyInstance;
let baseUrl: string;
let players: Player[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // A pool of its own, larger than the test default, so that calls really overlap in PostgreSQL.
  pool = createPool(database.url, 8);
  app = await buildApp({
    env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST_DIR: "/nonexistent", JOBS: "false" }),
    db: pool,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  const seamless = await createTestVendor(pool, { code: "H2WS", games: [GAME] });
  const transfer = await createTestVendor(pool, { code: "H2WX", walletMode: "transfer", games: [GAME] });
  const gameIds = new Map([
    [seamless.code, seamless.games.get(GAME)!],
    [transfer.code, transfer.games.get(GAME)!],
  ]);
  const { rows } = await pool.query<{ id: bigint }>(
    `insert into member (account, password_hash)
     select 'load' || n, '!workload' from generate_series(1, $1) as n returning id`,
    [PLAYERS],
  );
  const random = prng(seed);
  players = rows.map((row, i) => ({
    id: row.id,
    token: "",
    vendor: i % 3 === 0 ? transfer : seamless,
    // Some players start small, so that bets above the balance happen too.
    opening: BigInt(i % 10 === 0 ? random.int(500, 5_000) : random.int(50_000, 500_000)),
  }));
  // Opening balances in one operation: main wallets, and the vendor wallets of transfer players.
  const legs: Leg[] = players.map((p) => ({
    from: system("adjustments", p.id),
    to: p.vendor.walletMode === "transfer" ? vendorWallet(p.id, p.vendor.code) : main(p.id),
    amount: p.opening,
  }));
  await runOperation(pool, { key: `workload-opening-${seed}`, kind: "adjustment", fingerprint: {} }, async (op) => {
    await op.transfer(legs);
    return null;
  });
  await Promise.all(
    players.map(async (p) => {
      const session = await createSession(pool, { memberId: p.id, method: "username", ip: "127.0.0.1", userAgent: "" });
      const vendorSession = await createVendorSession(pool, {
        memberId: p.id,
        memberSessionId: session.id,
        vendorCode: p.vendor.code,
        gameId: gameIds.get(p.vendor.code)!,
      });
      p.token = vendorSession.token;
    }),
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  await pool?.end();
  await database?.drop();
});

/** The deliveries of one round, in the order a vendor sends them (before duplicates). */
function roundScript(random: ReturnType<typeof prng>, p: Player, roundNo: number): Delivery[] {
  const roundId = `r${seed}-${roundNo}`;
  const base = { token: p.token, roundId, gameCode: GAME };
  const deliveries: Delivery[] = [];
  const bets = random.int(1, 3);
  let staked = 0;
  for (let b = 0; b < bets; b++) {
    const amount = random.int(1, 200) * 100;
    staked += amount;
    const bet = { ...base, transactionId: `${roundId}-b${b}`, amount: String(amount) };
    const rollback = {
      ...base,
      transactionId: `${roundId}-rb${b}`,
      referenceTransactionId: bet.transactionId,
      amount: String(amount),
    };
    if (random.chance(0.05)) {
      if (random.chance(0.5)) {
        deliveries.push({ action: "rollback", body: rollback }, { action: "bet", body: bet, mustBeRolledBack: true });
      } else {
        deliveries.push({ action: "bet", body: bet }, { action: "rollback", body: rollback });
      }
    } else {
      deliveries.push({ action: "bet", body: bet });
    }
  }
  const win = random.chance(0.4) ? 0 : random.int(0, Math.floor((staked * 3) / 100)) * 100;
  deliveries.push({
    action: "win",
    body: { ...base, transactionId: `${roundId}-w`, amount: String(win), endRound: true },
  });
  return deliveries;
}

it(`keeps the ledger and the wallet model exact under a concurrent randomized workload`, async () => {
  onTestFailed(() => {
    console.error(`vendor workload failed with VENDOR_WORKLOAD_SEED=${seed}`);
  });
  const random = prng(seed ^ 0x5eed);
  const scripts = Array.from({ length: ROUNDS }, (_, n) => {
    const p = players[random.int(0, players.length - 1)]!;
    return { player: p, deliveries: roundScript(random, p, n) };
  });

  /** Every answer per (vendor, transaction id), in the order received. */
  const answers = new Map<string, { action: string; player: Player; amount: bigint; list: Answer[] }>();
  const mustBeRolledBack = new Set<string>();
  let calls = 0;
  let duplicates = 0;

  async function send(p: Player, delivery: Delivery): Promise<void> {
    const res: VendorHttpAnswer = await vendorFetch(baseUrl, {
      vendorCode: p.vendor.code,
      secret: p.vendor.secret,
      action: delivery.action,
      body: delivery.body,
    });
    calls++;
    const key = `${p.vendor.code}:${delivery.body.transactionId as string}`;
    let entry = answers.get(key);
    if (!entry) {
      entry = { action: delivery.action, player: p, amount: BigInt(delivery.body.amount as string), list: [] };
      answers.set(key, entry);
    }
    entry.list.push({ status: res.status, code: res.body.code, value: res.body.value });
  }

  let nextScript = 0;
  async function client(clientNo: number): Promise<void> {
    const own = prng(seed + clientNo);
    const later: { p: Player; d: Delivery }[] = [];
    while (nextScript < scripts.length) {
      const script = scripts[nextScript++]!;
      for (const delivery of script.deliveries) {
        if (delivery.mustBeRolledBack) {
          mustBeRolledBack.add(`${script.player.vendor.code}:${delivery.body.transactionId as string}`);
        }
        if (own.chance(0.1)) {
          duplicates++;
          if (own.chance(0.5)) {
            // The same delivery twice at the same moment (a vendor retry racing its first attempt).
            await Promise.all([send(script.player, delivery), send(script.player, delivery)]);
            continue;
          }
          later.push({ p: script.player, d: delivery });
        }
        await send(script.player, delivery);
      }
      // Late retries of earlier deliveries, after the round went on.
      while (later.length > 0 && own.chance(0.5)) {
        const retry = later.shift()!;
        await send(retry.p, retry.d);
      }
    }
    for (const retry of later) await send(retry.p, retry.d);
  }

  const started = Date.now();
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  const seconds = (Date.now() - started) / 1000;
  console.info(
    `vendor workload (seed ${seed}): ${calls} calls (${duplicates} duplicated) in ${seconds.toFixed(1)} s, ` +
      `${Math.round(calls / seconds)} calls/s over ${CLIENTS} clients`,
  );

  // Every repeat got the first answer; no call failed with a server error.
  const expected = new Map<bigint, bigint>(players.map((p) => [p.id, p.opening]));
  let moved = 0;
  const counts: Record<string, number> = {};
  for (const [key, entry] of answers) {
    const first = entry.list[0]!;
    for (const other of entry.list) expect(other, key).toEqual(first);
    expect(first.status, `${key}: ${first.code}`).toBeLessThan(500);
    counts[`${entry.action}:${first.code}`] = (counts[`${entry.action}:${first.code}`] ?? 0) + 1;
    if (mustBeRolledBack.has(key)) expect(first.code, key).toBe("vendor_bet_rolled_back");
    if (first.code !== "ok" || !first.value) continue;
    expect(first.value.playerId).toBe(entry.player.id.toString());
    if (!first.value.platformTransactionId) continue;
    moved++;
    const sign = entry.action === "bet" ? -1n : 1n;
    expected.set(entry.player.id, expected.get(entry.player.id)! + sign * entry.amount);
  }
  console.info(`vendor workload first answers: ${JSON.stringify(counts)}`);
  // The workload reached the paths it is meant to exercise.
  expect(counts["bet:ok"]).toBeGreaterThan(ROUNDS);
  expect(counts["bet:vendor_bet_rolled_back"]).toBeGreaterThan(0);
  expect(counts["rollback:ok"]).toBeGreaterThan(0);
  expect(counts["bet:insufficient_balance"]).toBeGreaterThan(0);
  expect(duplicates).toBeGreaterThan(calls * 0.05);

  await expectLedgerValid(pool);

  for (const p of players) {
    const accounts = await memberAccounts(pool, p.id);
    const kind = p.vendor.walletMode === "transfer" ? "player_vendor" : "player_main";
    const wallet = accounts.find((a) => a.kind === kind)?.balance ?? 0n;
    expect(wallet, `wallet of member ${p.id}`).toBe(expected.get(p.id));
  }

  // Only this workload's players: the demo seed's agent teams have settled rounds of their own.
  const ids = players.map((p) => p.id.toString());
  const { rows: operations } = await pool.query<{ n: number }>(
    "select count(*)::int as n from ledger_operation where kind in ('bet', 'win', 'rollback') and member_id = any($1::int8[])",
    [ids],
  );
  expect(operations[0]!.n).toBe(moved);

  // game_round = the sums of the transactions that moved money (bets net of their rollbacks, wins).
  const { rows: drift } = await pool.query(
    `with sums as (
       select vendor_code, round_id,
              coalesce(sum(amount) filter (where kind = 'bet' and outcome = 'ok'), 0)
                - coalesce(sum(amount) filter (where kind = 'rollback' and operation_id is not null), 0) as bets,
              coalesce(sum(amount) filter (where kind = 'win' and outcome = 'ok'), 0) as wins
         from vendor_transaction group by vendor_code, round_id
     )
     select r.round_id, r.bet_amount, s.bets, r.win_amount, s.wins
       from game_round r left join sums s using (vendor_code, round_id)
      where r.member_id = any($1::int8[]) and (r.bet_amount <> coalesce(s.bets, 0) or r.win_amount <> coalesce(s.wins, 0))`,
    [ids],
  );
  expect(drift).toEqual([]);
  const { rows: open } = await pool.query<{ n: number }>(
    "select count(*)::int as n from game_round where ended_at is null and status <> 'rolled_back' and member_id = any($1::int8[])",
    [ids],
  );
  // Every round got its closing win, except those whose bets were all refused or rolled back.
  expect(open[0]!.n).toBe(0);
}, 120_000);
