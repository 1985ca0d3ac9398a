import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HOT_GAMES_MAX,
  PATHS,
  gameMenusResponseSchema,
  hotGamesResponseSchema,
  roomListResponseSchema,
  vassGameTypeResponseSchema,
  type GameMenusValue,
  type HotGamesValue,
  type RoomListValue,
  type VassGameTypeValue,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue } from "../http.ts";
import { expectWellFormedXml, insertRound } from "./fixtures.ts";
import { createMember } from "../support/members.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /wps/relay/GCSGAME_getVassGameType", () => {
  it("counts a vendor's enabled games by type, largest first", async () => {
    const res = await get(t.app, `${PATHS.vassGameType}?vassalage=DRAGON_REELS`);
    const value = vassGameTypeResponseSchema.parse(res.json()).value;
    expect(value.vassalage).toBe("DRAGON_REELS");
    expect(value.types.map((x) => x.gameType).sort()).toEqual(["classic", "jackpot", "megaways", "video"]);
    expect(value.types.reduce((sum, x) => sum + x.count, 0)).toBe(640);
    expect(value.types[0]!.gameType).toBe("video");
    const pvp = okValue<VassGameTypeValue>(await get(t.app, `${PATHS.vassGameType}?vassalage=PVP_POKER`));
    expect(pvp.types).toEqual([{ gameType: "room", count: 3 }]);
  });

  it("refuses a missing or unknown vendor", async () => {
    expectError(await get(t.app, PATHS.vassGameType), "validation_failed");
    expectError(await get(t.app, `${PATHS.vassGameType}?vassalage=NOPE`, { language: "th" }), "not_found", "th");
  });
});

describe("GET /wps/relay/GCSGAME_hotGamesV2", () => {
  it("answers isPlatform 2 with hot, playable games across vendors, taking turns between vendors", async () => {
    const res = await get(
      t.app,
      `${PATHS.hotGames}?merchantCode=lotusvn&isPlatform=2&vassalage=&platform=flash,html5-desktop&language=vi`,
    );
    const { list } = hotGamesResponseSchema.parse(res.json()).value;
    expect(list).toHaveLength(HOT_GAMES_MAX);
    expect(list.every((g) => g.isHot === 1 && g.isNew === 0)).toBe(true);
    expect(new Set(list.map((g) => g.vassalage)).size).toBeGreaterThan(10);
    expect(new Set(list.map((g) => g.gameId)).size).toBe(list.length);
  });

  it("filters by vendor", async () => {
    const { list } = okValue<HotGamesValue>(await get(t.app, `${PATHS.hotGames}?isPlatform=2&vassalage=LOTUS_MINI`));
    expect(list.map((g) => g.gameName).sort()).toEqual(["Bầu Cua Tôm Cá", "Tài Xỉu"]);
  });

  it("leaves out games under maintenance", async () => {
    await t.db.query("update game set maintenance = true where vendor_code = 'LOTUS_MINI' and code = 'taixiu.classic'");
    try {
      const { list } = okValue<HotGamesValue>(await get(t.app, `${PATHS.hotGames}?vassalage=LOTUS_MINI`));
      expect(list.map((g) => g.gameName)).toEqual(["Bầu Cua Tôm Cá"]);
    } finally {
      await t.db.query("update game set maintenance = false where vendor_code = 'LOTUS_MINI'");
    }
  });

  it("refuses another isPlatform, another merchant and an unknown vendor", async () => {
    expectError(await get(t.app, `${PATHS.hotGames}?isPlatform=1`), "validation_failed");
    expectError(await get(t.app, `${PATHS.hotGames}?isPlatform=two`), "validation_failed");
    expectError(await get(t.app, `${PATHS.hotGames}?merchantCode=other`), "not_found");
    expectError(await get(t.app, `${PATHS.hotGames}?vassalage=NOPE`), "not_found");
  });
});

describe("GET /lgw/games/game_menus", () => {
  it("lists one group per category with vendors, with its localized label, route and vendors", async () => {
    const res = await get(t.app, PATHS.gameMenus, { language: "en" });
    const { gameMenus } = gameMenusResponseSchema.parse(res.json()).value;
    expect(gameMenus.map((m) => m.gameGroupCode)).toEqual(["LIVE", "RNG", "SPORTS", "ESPORTS", "FISH", "PVP", "ELOTT"]);
    expect(gameMenus.find((m) => m.gameGroupCode === "RNG")).toMatchObject({ labelName: "Slots", route: "/rng" });
    expect(gameMenus.find((m) => m.gameGroupCode === "ESPORTS")!.vendors.sort()).toEqual(["AV", "IA", "TF"]);
    expect(gameMenus.find((m) => m.gameGroupCode === "RNG")!.vendors).toContain("LOTUS_MINI");
    const vi = okValue<GameMenusValue>(await get(t.app, PATHS.gameMenus));
    expect(vi.gameMenus.find((m) => m.gameGroupCode === "RNG")!.labelName).toBe("Nổ hũ");
    expectError(await get(t.app, `${PATHS.gameMenus}?x=1`), "validation_failed");
  });
});

describe("GET /wps/relay/GLS2_roomList", () => {
  it("lists the PVP rooms with stakes and seats, and counts members who played the room's game in the last 5 minutes", async () => {
    const before = roomListResponseSchema.parse((await get(t.app, PATHS.roomList)).json()).value.list;
    expect(before.length).toBeGreaterThanOrEqual(10);
    expect(new Set(before.map((r) => r.vassalage))).toEqual(new Set(["PVP_TIENLEN", "PVP_POKER", "PVP_XOCDIA"]));
    expect(before.every((r) => r.players === 0 && BigInt(r.minBet) > 0n && BigInt(r.maxBet) >= BigInt(r.minBet))).toBe(
      true,
    );
    const room = before[0]!;
    const a = await createMember(t.db);
    const b = await createMember(t.db);
    const c = await createMember(t.db);
    await insertRound(t.db, { memberId: a.id, gameId: room.gameId, bet: 100_000n, win: 0n, status: "open" });
    await insertRound(t.db, { memberId: a.id, gameId: room.gameId, bet: 100_000n, win: 200_000n });
    await insertRound(t.db, { memberId: b.id, gameId: room.gameId, bet: 100_000n, win: 0n, minutesAgo: 3 });
    await insertRound(t.db, { memberId: c.id, gameId: room.gameId, bet: 100_000n, win: 0n, minutesAgo: 6 });
    const after = okValue<RoomListValue>(await get(t.app, `${PATHS.roomList}?vassalage=${room.vassalage}`)).list;
    expect(after.every((r) => r.vassalage === room.vassalage)).toBe(true);
    for (const r of after) expect(r.players, r.roomName).toBe(r.gameId === room.gameId ? 2 : 0);
  });

  it("gives an empty list for a vendor without rooms and refuses an unknown vendor", async () => {
    expect(okValue<RoomListValue>(await get(t.app, `${PATHS.roomList}?vassalage=GPI`)).list).toEqual([]);
    expectError(await get(t.app, `${PATHS.roomList}?vassalage=NOPE`), "not_found");
  });
});

describe("GET /media/games/:file", () => {
  it("draws the game's thumbnail: a small valid SVG with its names escaped, cached for a year", async () => {
    await t.db.query("update game set name = 'Koi & <Dragons>' where id = 203005");
    const res = await get(t.app, "/media/games/203005.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.rawPayload.length).toBeLessThan(3 * 1024);
    expect(res.body).toContain("Koi &amp; &lt;Dragons&gt;");
    expect(res.body).toContain("Golden Koi");
    expectWellFormedXml(res.body);
    const again = await get(t.app, "/media/games/203005.svg");
    expect(again.body).toBe(res.body);
  });

  it("answers 404 for an unknown game and for other file names", async () => {
    expectError(await get(t.app, "/media/games/999999.svg"), "not_found");
    expectError(await get(t.app, "/media/games/9999999999.svg"), "not_found");
    expectError(await get(t.app, "/media/games/0.svg"), "validation_failed");
    expectError(await get(t.app, "/media/games/203005.png"), "validation_failed");
    expectError(await get(t.app, "/media/games/..%2F203005.svg"), "validation_failed");
  });
});
