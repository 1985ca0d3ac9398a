import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, gameListResponseSchema, type GameEntry, type GameListValue } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue } from "../http.ts";
import { gameListCache } from "../../src/modules/games/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (query: string, headers: Record<string, string> = {}) =>
  okValue<GameListValue>(await get(t.app, `${PATHS.gameList}${query}`, headers));

/** The compressed size the whole RNG list must stay under (about 10,000 entries). */
const RNG_LIST_BROTLI_BUDGET = 220 * 1024;
const RNG_LIST_GZIP_BUDGET = 260 * 1024;

describe("GET /wps/relay/GCSGAME_gameList", () => {
  it("lists every RNG game (10,000 slots and the mini games), hot first, then sort, then name, matching the contract", async () => {
    const res = await get(t.app, `${PATHS.gameList}?gameCategory=RNG`);
    const value = gameListResponseSchema.parse(res.json()).value;
    expect(value.total).toBe(value.list.length);
    expect(value.list.filter((g) => g.gameCode.startsWith("slot."))).toHaveLength(10_000);
    expect(value.list.map((g) => g.vassalage)).toContain("LOTUS_MINI");
    expect(new Set(value.list.map((g) => g.gameCategory))).toEqual(new Set(["RNG"]));
    const { rows } = await t.db.query<{ id: number; sort: number }>("select id, sort from game");
    const sortOf = new Map(rows.map((r) => [r.id, r.sort]));
    const firstCold = value.list.findIndex((g) => g.isHot === 0);
    expect(firstCold).toBeGreaterThan(0);
    expect(value.list.slice(firstCold).every((g) => g.isHot === 0)).toBe(true);
    const inOrder = (a: GameEntry, b: GameEntry) =>
      a.isHot !== b.isHot ? a.isHot > b.isHot : sortOf.get(a.gameId)! <= sortOf.get(b.gameId)!;
    for (let i = 1; i < value.list.length; i++) {
      expect(inOrder(value.list[i - 1]!, value.list[i]!), `${i}`).toBe(true);
    }
  });

  it("describes each entry: thumbnail, vendor name, maintenance as isNew, recent, RTP", async () => {
    const value = await list("?vassalage=LOTUS_SLOTS");
    const bauCua = value.list.find((g) => g.gameName === "Bầu Cua Phú Quý")!;
    expect(bauCua).toMatchObject({
      gameId: 201001,
      vassalage: "LOTUS_SLOTS",
      vendorName: "Lotus Slots",
      gameCategory: "RNG",
      isGame: "GAME",
      thumbnail: "games/201001.svg",
    });
    expect(bauCua.gameCode).toMatch(/^slot\.tet-\d+$/);
    const { rows } = await t.db.query<{ maintenance: number; recent: number; rtp: number }>(
      `select count(*) filter (where maintenance)::int as maintenance,
              count(*) filter (where added_on > current_date - 30)::int as recent, max(rtp_bp) as rtp
         from game where vendor_code = 'LOTUS_SLOTS'`,
    );
    expect(value.list.filter((g) => g.isNew === 1)).toHaveLength(rows[0]!.maintenance);
    expect(value.list.filter((g) => g.isRecent === 1)).toHaveLength(rows[0]!.recent);
    expect(Math.max(...value.list.map((g) => g.rtpBp))).toBe(rows[0]!.rtp);
  });

  it("filters by vendor, by category (e-sports split out of SPORTS) and by both", async () => {
    const koi = await list("?vassalage=GOLDEN_KOI");
    expect(koi.total).toBe(510);
    expect(new Set(koi.list.map((g) => g.vassalage))).toEqual(new Set(["GOLDEN_KOI"]));
    const esports = await list("?gameCategory=ESPORTS");
    expect(new Set(esports.list.map((g) => g.vassalage))).toEqual(new Set(["TF", "IA", "AV"]));
    expect(esports.list.every((g) => g.gameCategory === "ESPORTS" && g.gameCode.startsWith("virtual."))).toBe(true);
    const sports = await list("?gameCategory=SPORTS");
    expect(new Set(sports.list.map((g) => g.vassalage))).toEqual(new Set(["IBC", "SABA_VN"]));
    expect((await list("?gameCategory=ESPORTS&vassalage=TF")).total).toBe(
      esports.list.filter((g) => g.vassalage === "TF").length,
    );
    expect(await list("?gameCategory=SPORTS&vassalage=TF")).toEqual({ total: 0, list: [] });
    // The lottery's games (its draw games: Miền Bắc, every station, the fast games) under their two vendors.
    const lottery = await list("?gameCategory=ELOTT");
    expect(new Set(lottery.list.map((g) => g.vassalage))).toEqual(new Set(["TCG_SEA", "TCG_LOTTO_VN"]));
    expect(lottery.list.every((g) => g.gameCode.startsWith("lottery."))).toBe(true);
    const all = await list("");
    const { rows } = await t.db.query<{ n: number }>("select count(*)::int as n from game");
    expect(all.total).toBe(rows[0]!.n);
  });

  it("leaves out disabled games and disabled vendors (after the cache is cleared)", async () => {
    await t.db.query("update game set enabled = false where id = 202001");
    await t.db.query("update game_vendor set enabled = false where vendor_code = 'TIGER_LUCK'");
    try {
      gameListCache(t.db).clear();
      const rng = await list("?gameCategory=RNG");
      expect(rng.list.some((g) => g.gameId === 202001)).toBe(false);
      expect(rng.list.some((g) => g.vassalage === "TIGER_LUCK")).toBe(false);
      expectError(await get(t.app, `${PATHS.gameList}?vassalage=TIGER_LUCK`), "not_found");
    } finally {
      await t.db.query("update game set enabled = true where id = 202001");
      await t.db.query("update game_vendor set enabled = true where vendor_code = 'TIGER_LUCK'");
      gameListCache(t.db).clear();
    }
  });

  it("refuses an unknown category, an unknown vendor and unknown parameters", async () => {
    expectError(
      await get(t.app, `${PATHS.gameList}?gameCategory=CASINO`, { language: "en" }),
      "validation_failed",
      "en",
    );
    expectError(await get(t.app, `${PATHS.gameList}?vassalage=NOPE`), "not_found");
    expectError(await get(t.app, `${PATHS.gameList}?vassalage=${"X".repeat(33)}`), "validation_failed");
    expectError(await get(t.app, `${PATHS.gameList}?gameCategory=RNG&page=2`), "validation_failed");
  });

  it("answers with a strong ETag and Cache-Control, and 304 without a body on If-None-Match", async () => {
    const first = await get(t.app, `${PATHS.gameList}?gameCategory=FISH`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers["cache-control"]).toBe("public, max-age=60");
    expect(String(first.headers.vary).toLowerCase()).toContain("language");
    const again = await get(t.app, `${PATHS.gameList}?gameCategory=FISH`, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    const weak = await get(t.app, `${PATHS.gameList}?gameCategory=FISH`, { "if-none-match": `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);
    const stale = await get(t.app, `${PATHS.gameList}?gameCategory=FISH`, { "if-none-match": '"not-it"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it("gives each language its own body and ETag (the same games, names and message localized)", async () => {
    const vi = await get(t.app, `${PATHS.gameList}?gameCategory=PVP`);
    const en = await get(t.app, `${PATHS.gameList}?gameCategory=PVP`, { language: "en" });
    const [viList, enList] = [vi, en].map((res) => res.json<{ value: GameListValue }>().value.list);
    expect(enList!.map((g) => g.gameId)).toEqual(viList!.map((g) => g.gameId));
    expect(viList!.map((g) => g.gameName)).toContain("Tài Xỉu Đối Kháng");
    expect(enList!.map((g) => g.gameName)).toContain("Big Small Versus");
    expect(vi.headers.etag).not.toBe(en.headers.etag);
    expect(
      (
        await get(t.app, `${PATHS.gameList}?gameCategory=PVP`, {
          language: "en",
          "if-none-match": vi.headers.etag as string,
        })
      ).statusCode,
    ).toBe(200);
  });

  it("sends the whole RNG list compressed (brotli and gzip) within the byte budget", async () => {
    const raw = await get(t.app, `${PATHS.gameList}?gameCategory=RNG`);
    const br = await get(t.app, `${PATHS.gameList}?gameCategory=RNG`, { "accept-encoding": "br, gzip" });
    const gz = await get(t.app, `${PATHS.gameList}?gameCategory=RNG`, { "accept-encoding": "gzip" });
    expect(raw.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(String(br.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(raw.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(raw.body);
    expect(br.headers.etag).toBe(`${String(raw.headers.etag).slice(0, -1)}-br"`);
    expect(gz.headers.etag).toBe(`${String(raw.headers.etag).slice(0, -1)}-gzip"`);
    const revalidated = await get(t.app, `${PATHS.gameList}?gameCategory=RNG`, {
      "accept-encoding": "gzip",
      "if-none-match": br.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(gz.headers.etag);
    const refused = await get(t.app, `${PATHS.gameList}?gameCategory=RNG`, { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(br.rawPayload.length).toBeLessThan(RNG_LIST_BROTLI_BUDGET);
    expect(gz.rawPayload.length).toBeLessThan(RNG_LIST_GZIP_BUDGET);
    console.info(
      `GCSGAME_gameList?gameCategory=RNG: raw ${raw.rawPayload.length} B, brotli ${br.rawPayload.length} B, gzip ${gz.rawPayload.length} B`,
    );
  });
});
