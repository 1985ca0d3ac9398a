import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONSOLE_PATHS,
  PATHS,
  type ConsoleGame,
  type ConsoleGameRound,
  type ConsoleGameVendor,
  type ConsoleVendorTransaction,
  type GameListValue,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { createMember, type CreatedMember } from "../support/members.ts";
import { ADMIN, auditRows, bearer, CASHIER, lastAuditId, operatorToken, touchSession } from "./console-support.ts";

let t: TestApp;
let admin: Record<string, string>;
let cashier: Record<string, string>;
let player: CreatedMember;

const MINI = "LOTUS_MINI";

type Paged<T> = { total: number; list: T[] };
type Rounds = Paged<ConsoleGameRound> & { member: { id: string; account: string } };

const query = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
const put = (url: string, payload: unknown, headers = admin) =>
  t.app.inject({ method: "PUT", url, headers, payload: payload as object });
const vendorUrl = (code: string) => CONSOLE_PATHS.gameVendor.replace(":code", code);
const searchGames = async (params: Record<string, string | number>, headers = admin) =>
  okValue<Paged<ConsoleGame>>(await get(t.app, query(CONSOLE_PATHS.games, params), headers));
const vendors = async (headers = admin) =>
  okValue<ConsoleGameVendor[]>(await get(t.app, CONSOLE_PATHS.gameVendors, headers));
const gameRow = async (id: number) =>
  (
    await t.db.query<{ maintenance: boolean; is_hot: boolean }>("select maintenance, is_hot from game where id = $1", [
      id,
    ])
  ).rows[0]!;
const publicList = async (vassalage: string) =>
  okValue<GameListValue>(await get(t.app, query(PATHS.gameList, { vassalage })));

/** Games of the mini-game vendor, in id order (a small vendor: vendor-wide changes stay cheap). */
let miniIds: number[];

beforeAll(async () => {
  t = await createTestApp({ trustedProxies: ["127.0.0.1"] });
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
  player = await createMember(t.db, { account: "roundplayer" });
  const { rows } = await t.db.query<{ id: number }>("select id from game where vendor_code = $1 order by id", [MINI]);
  miniIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

describe("vendors", () => {
  it("lists every vendor with its game counts, for admin and cashier alike", async () => {
    const list = await vendors();
    const { rows } = await t.db.query<{ n: number }>("select count(*)::int as n from game_vendor");
    expect(list).toHaveLength(rows[0]!.n);
    const mini = list.find((v) => v.code === MINI)!;
    expect(mini).toMatchObject({ name: "Lotus Mini Games", category: "RNG", enabled: true, games: miniIds.length });
    const counts = await t.db.query<{ m: number; h: number }>(
      "select count(*) filter (where maintenance)::int as m, count(*) filter (where is_hot)::int as h from game where vendor_code = $1",
      [MINI],
    );
    expect(mini.maintenanceGames).toBe(counts.rows[0]!.m);
    expect(mini.hotGames).toBe(counts.rows[0]!.h);
    expect(["seamless", "transfer"]).toContain(mini.walletMode);
    expect(await vendors(cashier)).toEqual(list);
  });

  it("disables a vendor (audited; it leaves the lobby at once) and enables it again", async () => {
    expect((await publicList(MINI)).total).toBe(miniIds.length);
    const since = await lastAuditId(t.db);
    const off = okValue<ConsoleGameVendor>(await put(vendorUrl(MINI), { enabled: false }));
    expect(off).toMatchObject({ code: MINI, enabled: false });
    const stored = await t.db.query<{ enabled: boolean }>("select enabled from game_vendor where vendor_code = $1", [
      MINI,
    ]);
    expect(stored.rows[0]!.enabled).toBe(false);
    // The public list was cached a moment ago: the change must show anyway.
    expectError(await get(t.app, query(PATHS.gameList, { vassalage: MINI })), "not_found");
    const audit = await auditRows(t.db, since);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator: ADMIN.username,
      action: "game_vendor.update",
      target: `game_vendor:${MINI}`,
      detail: { from: { enabled: true }, to: { enabled: false } },
    });
    const on = okValue<ConsoleGameVendor>(await put(vendorUrl(MINI), { enabled: true }));
    expect(on.enabled).toBe(true);
    expect((await publicList(MINI)).total).toBe(miniIds.length);
  });

  it("refuses a cashier, an unknown vendor and a bad body, changing nothing", async () => {
    await touchSession(t.app, admin);
    await touchSession(t.app, cashier);
    const before = await snapshotDatabase(t.db);
    expectError(await put(vendorUrl(MINI), { enabled: false }, cashier), "forbidden");
    expectError(await put(vendorUrl("NO_SUCH_VENDOR"), { enabled: false }), "not_found");
    expectError(await put(vendorUrl(MINI), { enabled: "no" }), "validation_failed");
    expectError(await put(vendorUrl(MINI), { enabled: false, extra: 1 }), "validation_failed");
    expectError(await put(vendorUrl("bad-code!"), { enabled: false }), "validation_failed");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("answers only a signed-in operator", async () => {
    expectError(await get(t.app, CONSOLE_PATHS.gameVendors), "please_login_first");
    expectError(
      await get(t.app, CONSOLE_PATHS.gameVendors, { authorization: `Bearer op_${"x".repeat(43)}` }),
      "session_expired",
    );
  });
});

describe("game search", () => {
  it("finds a game by its name with or without diacritics, in any case", async () => {
    const { rows } = await t.db.query<{ id: number; name: string }>(
      "select id, name from game where name ~ '[àáảãạâầấẩẫậăằắẳẵặèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]' order by id limit 1",
    );
    const game = rows[0]!;
    const plain = game.name.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D");
    for (const q of [game.name, plain.toUpperCase(), plain.toLowerCase()]) {
      const found = await searchGames({ q, size: 100 });
      expect(
        found.list.map((g) => g.id),
        q,
      ).toContain(game.id);
      expect(found.total, q).toBeLessThan(100);
    }
  });

  it("finds a game by id first, and by code", async () => {
    const id = miniIds[0]!;
    const byId = await searchGames({ q: String(id) });
    expect(byId.list[0]!.id).toBe(id);
    const { rows } = await t.db.query<{ code: string }>("select code from game where id = $1", [id]);
    const byCode = await searchGames({ q: rows[0]!.code, vendor: MINI });
    expect(byCode.list.map((g) => g.id)).toContain(id);
  });

  it("filters by vendor, maintenance and hot, and pages", async () => {
    const all = await searchGames({ vendor: MINI, size: 100 });
    expect(all.total).toBe(miniIds.length);
    expect(all.list.every((g) => g.vendorCode === MINI)).toBe(true);

    const total = (await t.db.query<{ n: number }>("select count(*)::int as n from game")).rows[0]!.n;
    const page1 = await searchGames({ size: 7 });
    const page2 = await searchGames({ size: 7, page: 2 });
    expect(page1.total).toBe(total);
    expect(page1.list).toHaveLength(7);
    expect(page2.list).toHaveLength(7);
    expect(page2.list.map((g) => g.id).some((id) => page1.list.some((g) => g.id === id))).toBe(false);

    const maint = await searchGames({ maintenance: "on", size: 100 });
    const maintCount = (await t.db.query<{ n: number }>("select count(*)::int as n from game where maintenance"))
      .rows[0]!.n;
    expect(maint.total).toBe(maintCount);
    expect(maint.list.every((g) => g.maintenance)).toBe(true);
    const hot = await searchGames({ hot: "on", maintenance: "off", size: 100 });
    expect(hot.list.every((g) => g.hot && !g.maintenance)).toBe(true);
    const cold = await searchGames({ hot: "off", vendor: MINI, size: 100 }, cashier);
    expect(cold.list.every((g) => !g.hot)).toBe(true);
  });

  it("matches % and _ literally and refuses bad filters", async () => {
    expect((await searchGames({ q: "%" })).total).toBe(0);
    // "_" is a character, not a wildcard: only the codes that contain one (the lottery's station codes).
    const under = await searchGames({ q: "_", size: 100 });
    const withUnderscore = (
      await t.db.query<{ n: number }>("select count(*)::int as n from game where strpos(code, '_') > 0")
    ).rows[0]!.n;
    expect(under.total).toBe(withUnderscore);
    expect(under.list.every((g) => g.code.includes("_"))).toBe(true);
    expectError(await get(t.app, query(CONSOLE_PATHS.games, { maintenance: "maybe" }), admin), "validation_failed");
    expectError(await get(t.app, query(CONSOLE_PATHS.games, { size: 1000 }), admin), "validation_failed");
    expectError(await get(t.app, query(CONSOLE_PATHS.games, { q: "x".repeat(65) }), admin), "validation_failed");
    expectError(await get(t.app, query(CONSOLE_PATHS.games, { other: 1 }), admin), "validation_failed");
  });
});

describe("game flags", () => {
  it("puts one game under maintenance: the lobby shows isNew = 1 at once; audited", async () => {
    const id = miniIds[0]!;
    await t.db.query("update game set maintenance = false, is_hot = false where id = $1", [id]);
    const entry = async () => (await publicList(MINI)).list.find((g) => g.gameId === id)!;
    expect((await entry()).isNew).toBe(0);
    const since = await lastAuditId(t.db);
    const result = okValue<{ matched: number; changed: number }>(
      await put(CONSOLE_PATHS.gameFlags, { ids: [id], maintenance: true }),
    );
    expect(result).toEqual({ matched: 1, changed: 1 });
    expect(await gameRow(id)).toEqual({ maintenance: true, is_hot: false });
    expect((await entry()).isNew).toBe(1);
    const audit = await auditRows(t.db, since);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "game.flags",
      target: `game:${id}`,
      detail: { ids: [id], maintenance: true, hot: null, matched: 1, changed: 1 },
    });
    // The same again changes nothing (but is still an audited request).
    expect(okValue(await put(CONSOLE_PATHS.gameFlags, { ids: [id], maintenance: true }))).toEqual({
      matched: 1,
      changed: 0,
    });
    okValue(await put(CONSOLE_PATHS.gameFlags, { ids: [id], maintenance: false, hot: true }));
    expect(await gameRow(id)).toEqual({ maintenance: false, is_hot: true });
    expect((await entry()).isHot).toBe(1);
  });

  it("changes several games at once (duplicates counted once)", async () => {
    const [a, b] = [miniIds[1]!, miniIds[2]!];
    await t.db.query("update game set is_hot = false where id = any($1::int[])", [[a, b]]);
    const result = okValue<{ matched: number; changed: number }>(
      await put(CONSOLE_PATHS.gameFlags, { ids: [b, a, a], hot: true }),
    );
    expect(result).toEqual({ matched: 2, changed: 2 });
    expect((await gameRow(a)).is_hot).toBe(true);
    expect((await gameRow(b)).is_hot).toBe(true);
    const audit = await auditRows(t.db, (await lastAuditId(t.db)) - 1n);
    expect(audit[0]).toMatchObject({ action: "game.flags", target: "games:2", detail: { ids: [a, b], hot: true } });
  });

  it("puts a whole vendor under maintenance and back (vendor-wide, audited)", async () => {
    const since = await lastAuditId(t.db);
    const on = okValue<{ matched: number; changed: number }>(
      await put(CONSOLE_PATHS.gameFlags, { vendorCode: MINI, maintenance: true }),
    );
    expect(on.matched).toBe(miniIds.length);
    const mini = (await vendors()).find((v) => v.code === MINI)!;
    expect(mini.maintenanceGames).toBe(miniIds.length);
    expect((await publicList(MINI)).list.every((g) => g.isNew === 1)).toBe(true);
    const audit = await auditRows(t.db, since);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "game_vendor.games",
      target: `game_vendor:${MINI}`,
      detail: { maintenance: true, hot: null, matched: miniIds.length, changed: on.changed },
    });
    okValue(await put(CONSOLE_PATHS.gameFlags, { vendorCode: MINI, maintenance: false }));
    expect((await vendors()).find((v) => v.code === MINI)!.maintenanceGames).toBe(0);
  });

  it("refuses a cashier, unknown games or vendors and bad bodies, changing nothing", async () => {
    const id = miniIds[0]!;
    await touchSession(t.app, admin);
    await touchSession(t.app, cashier);
    const before = await snapshotDatabase(t.db);
    expectError(await put(CONSOLE_PATHS.gameFlags, { ids: [id], maintenance: true }, cashier), "forbidden");
    // One unknown id among known ones: not_found, the known one is not changed either.
    expectError(await put(CONSOLE_PATHS.gameFlags, { ids: [id, 2_000_000_000], maintenance: true }), "not_found");
    expectError(await put(CONSOLE_PATHS.gameFlags, { vendorCode: "NO_SUCH_VENDOR", maintenance: true }), "not_found");
    for (const body of [
      {},
      { ids: [id] },
      { ids: [], maintenance: true },
      { ids: [id], vendorCode: MINI, maintenance: true },
      { ids: [0], hot: true },
      { ids: ["1"], hot: true },
      { ids: Array.from({ length: 201 }, (_, i) => i + 1), hot: true },
      { ids: [id], maintenance: "yes" },
      { ids: [id], hot: true, extra: true },
      { vendorCode: "bad code", hot: true },
    ]) {
      expectError(await put(CONSOLE_PATHS.gameFlags, body), "validation_failed");
    }
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});

describe("rounds and vendor transactions", () => {
  let gameId: number;
  beforeAll(async () => {
    gameId = miniIds[0]!;
    const round = (roundId: string, status: string, bet: bigint, win: bigint, startedAt: string) =>
      t.db.query(
        `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount, started_at, ended_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, case when $5 = 'open' then null else $8::timestamptz + interval '5 seconds' end)`,
        [MINI, roundId, player.id, gameId, status, bet.toString(), win.toString(), startedAt],
      );
    await round("r-1", "settled", 100_000n, 250_000n, "2026-11-20T10:00:00Z");
    await round("r-2", "rolled_back", 50_000n, 0n, "2026-11-21T10:00:00Z");
    await round("r-3", "open", 900_000_000_000_000_000n, 0n, "2026-11-22T10:00:00Z");
    await t.db.query(
      `insert into vendor_transaction (vendor_code, transaction_id, kind, member_id, round_id, game_id, amount,
                                       fingerprint, outcome, answer)
       values ($1, 'tx-bet:1', 'bet', $2, 'r-1', $3, 100000, '\\x00', 'ok', $4)`,
      [MINI, player.id, gameId, JSON.stringify({ status: "OK", balance: "99900000", transactionId: "tx-bet:1" })],
    );
  });

  it("lists a member's rounds by account (any case), newest first, paged, for a cashier too", async () => {
    const rounds = okValue<Rounds>(
      await get(t.app, query(CONSOLE_PATHS.gameRounds, { account: "RoundPlayer", size: 2 }), cashier),
    );
    expect(rounds.member).toEqual({ id: player.id.toString(), account: "roundplayer" });
    expect(rounds.total).toBe(3);
    expect(rounds.list.map((r) => r.roundId)).toEqual(["r-3", "r-2"]);
    expect(rounds.list[0]).toMatchObject({
      vendorCode: MINI,
      vendorName: "Lotus Mini Games",
      gameId,
      bet: "900000000000000000",
      win: "0",
      status: "open",
      startedAt: "2026-11-22T10:00:00.000Z",
      endedAt: null,
    });
    const page2 = okValue<Rounds>(
      await get(t.app, query(CONSOLE_PATHS.gameRounds, { account: "roundplayer", size: 2, page: 2 }), admin),
    );
    expect(page2.list).toHaveLength(1);
    expect(page2.list[0]).toMatchObject({
      roundId: "r-1",
      bet: "100000",
      win: "250000",
      status: "settled",
      endedAt: "2026-11-20T10:00:05.000Z",
    });
  });

  it("answers a member without rounds with an empty list, an unknown account with not_found", async () => {
    const other = await createMember(t.db);
    const rounds = okValue<Rounds>(
      await get(t.app, query(CONSOLE_PATHS.gameRounds, { account: other.account }), admin),
    );
    expect(rounds).toEqual({ member: { id: other.id.toString(), account: other.account }, total: 0, list: [] });
    expectError(await get(t.app, query(CONSOLE_PATHS.gameRounds, { account: "nobody_here" }), admin), "not_found");
    expectError(await get(t.app, CONSOLE_PATHS.gameRounds, admin), "validation_failed");
    expectError(await get(t.app, query(CONSOLE_PATHS.gameRounds, { account: " " }), admin), "validation_failed");
  });

  it("shows one vendor transaction with the answer the vendor got", async () => {
    const tx = okValue<ConsoleVendorTransaction>(
      await get(t.app, query(CONSOLE_PATHS.vendorTransaction, { vendor: MINI, transactionId: "tx-bet:1" }), cashier),
    );
    expect(tx).toMatchObject({
      vendorCode: MINI,
      transactionId: "tx-bet:1",
      kind: "bet",
      memberId: player.id.toString(),
      memberAccount: "roundplayer",
      roundId: "r-1",
      gameId,
      amount: "100000",
      referenceTransactionId: null,
      operationId: null,
      outcome: "ok",
      answer: { status: "OK", balance: "99900000", transactionId: "tx-bet:1" },
    });
    expect(typeof tx.gameName).toBe("string");
  });

  it("answers an unknown transaction with not_found and a bad one with validation_failed", async () => {
    const lookup = (params: Record<string, string>) =>
      get(t.app, query(CONSOLE_PATHS.vendorTransaction, params), admin);
    expectError(await lookup({ vendor: MINI, transactionId: "tx-none" }), "not_found");
    expectError(await lookup({ vendor: "GPI", transactionId: "tx-bet:1" }), "not_found");
    expectError(await lookup({ vendor: MINI, transactionId: "has space" }), "validation_failed");
    expectError(await lookup({ vendor: MINI }), "validation_failed");
    expectError(await lookup({ vendor: "bad vendor", transactionId: "tx-bet:1" }), "validation_failed");
  });
});
