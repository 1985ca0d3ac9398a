import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAVORITES_MAX,
  PATHS,
  RECENT_GAMES_MAX,
  favoriteGamesListResponseSchema,
  recentGamesResponseSchema,
  type FavoriteGamesListValue,
  type FavoriteGamesValue,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue } from "../http.ts";
import { memberWithSession } from "./fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const setFavorite = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: "POST", url: PATHS.setFavoriteGame, headers, payload: payload as object });
/** Every stored favorite (the only table these calls write). */
const allFavorites = async () =>
  (await t.db.query("select member_id, game_id, created_at from game_favorite order by member_id, game_id")).rows;
const favoriteIds = async (headers: Headers) =>
  okValue<FavoriteGamesValue>(await get(t.app, PATHS.favoriteGames, headers)).gameIds;

describe("favorite games", () => {
  it("adds and removes favorites idempotently and lists them newest first", async () => {
    const m = await memberWithSession(t);
    expect(await favoriteIds(m.headers)).toEqual([]);
    expect(
      okValue<FavoriteGamesValue>(await setFavorite(m.headers, { gameId: 201001, favorite: true })).gameIds,
    ).toEqual([201001]);
    await t.db.query("update game_favorite set created_at = now() - interval '1 minute' where member_id = $1", [m.id]);
    okValue(await setFavorite(m.headers, { gameId: 230002, favorite: true }));
    const again = okValue<FavoriteGamesValue>(await setFavorite(m.headers, { gameId: 230002, favorite: true }));
    expect(again.gameIds).toEqual([230002, 201001]);
    expect(await favoriteIds(m.headers)).toEqual([230002, 201001]);
    const listed = favoriteGamesListResponseSchema.parse(
      (await get(t.app, PATHS.favoriteGamesList, m.headers)).json(),
    ).value;
    expect(listed.list.map((g) => [g.gameId, g.gameName])).toEqual([
      [230002, "Bầu Cua Tôm Cá"],
      [201001, "Bầu Cua Phú Quý"],
    ]);
    expect(
      okValue<FavoriteGamesValue>(await setFavorite(m.headers, { gameId: 201001, favorite: false })).gameIds,
    ).toEqual([230002]);
    expect(
      okValue<FavoriteGamesValue>(await setFavorite(m.headers, { gameId: 201001, favorite: false })).gameIds,
    ).toEqual([230002]);
  });

  it("hides favorites of disabled games, and still lets the member remove them", async () => {
    const m = await memberWithSession(t);
    okValue(await setFavorite(m.headers, { gameId: 202003, favorite: true }));
    await t.db.query("update game set enabled = false where id = 202003");
    try {
      expect(await favoriteIds(m.headers)).toEqual([]);
      expect(okValue<FavoriteGamesListValue>(await get(t.app, PATHS.favoriteGamesList, m.headers)).list).toEqual([]);
      expectError(await setFavorite(m.headers, { gameId: 202003, favorite: true }), "game_not_found");
      okValue(await setFavorite(m.headers, { gameId: 202003, favorite: false }));
      const { rows } = await t.db.query("select 1 from game_favorite where member_id = $1", [m.id]);
      expect(rows).toEqual([]);
    } finally {
      await t.db.query("update game set enabled = true where id = 202003");
    }
  });

  it(`refuses a favorite beyond ${FAVORITES_MAX} with favorites_limit and its max, changing nothing`, async () => {
    const m = await memberWithSession(t);
    await t.db.query(
      `insert into game_favorite (member_id, game_id)
       select $1, id from game where vendor_code = 'DRAGON_REELS' order by id limit $2`,
      [m.id, FAVORITES_MAX],
    );
    const before = await allFavorites();
    const res = await setFavorite({ ...m.headers, language: "en" }, { gameId: 201002, favorite: true });
    expectError(res, "favorites_limit", "en");
    expect(res.json<{ message: string }>().message).toContain(String(FAVORITES_MAX));
    expect(await allFavorites()).toEqual(before);
    // Already a favorite: still fine at the limit; after a removal there is room again.
    okValue(await setFavorite(m.headers, { gameId: 202001, favorite: true }));
    okValue(await setFavorite(m.headers, { gameId: 202001, favorite: false }));
    okValue(await setFavorite(m.headers, { gameId: 201002, favorite: true }));
    expect(await favoriteIds(m.headers)).toHaveLength(FAVORITES_MAX);
  });

  it("keeps the limit when many adds race", async () => {
    const m = await memberWithSession(t);
    await t.db.query(
      `insert into game_favorite (member_id, game_id)
       select $1, id from game where vendor_code = 'DRAGON_REELS' order by id limit $2`,
      [m.id, FAVORITES_MAX - 3],
    );
    const ids = Array.from({ length: 12 }, (_, i) => 204001 + i);
    const answers = await Promise.all(ids.map((gameId) => setFavorite(m.headers, { gameId, favorite: true })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.json<{ code: string }>().code === "favorites_limit")).toHaveLength(9);
    const { rows } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from game_favorite where member_id = $1",
      [m.id],
    );
    expect(rows[0]!.n).toBe(FAVORITES_MAX);
  });

  it("refuses unknown games and bad input, changing nothing", async () => {
    const m = await memberWithSession(t);
    const before = await allFavorites();
    expectError(await setFavorite(m.headers, { gameId: 999_999, favorite: true }), "game_not_found");
    expectError(await setFavorite(m.headers, { gameId: 999_999, favorite: false }), "game_not_found");
    for (const payload of [
      { gameId: 0, favorite: true },
      { gameId: -5, favorite: true },
      { gameId: 1.5, favorite: true },
      { gameId: 2_147_483_648, favorite: true },
      { gameId: "abc", favorite: true },
      { gameId: 201001 },
      { gameId: 201001, favorite: "yes" },
      { gameId: 201001, favorite: true, memberId: 1 },
    ]) {
      expectError(await setFavorite(m.headers, payload), "validation_failed");
    }
    expect(await allFavorites()).toEqual(before);
  });

  it("needs a login (trial accounts welcome) and never shows another member's favorites", async () => {
    expectError(await get(t.app, PATHS.favoriteGames), "please_login_first");
    expectError(await get(t.app, PATHS.favoriteGamesList), "please_login_first");
    expectError(await setFavorite({}, { gameId: 201001, favorite: true }), "please_login_first");
    const trial = await memberWithSession(t, { isAgent: 4 });
    const other = await memberWithSession(t);
    okValue(await setFavorite(trial.headers, { gameId: 205001, favorite: true }));
    expect(await favoriteIds(trial.headers)).toEqual([205001]);
    expect(await favoriteIds(other.headers)).toEqual([]);
    expect(okValue<FavoriteGamesListValue>(await get(t.app, PATHS.favoriteGamesList, other.headers)).list).toEqual([]);
    okValue(await setFavorite(other.headers, { gameId: 205001, favorite: false }));
    expect(await favoriteIds(trial.headers)).toEqual([205001]);
  });
});

describe("GET /wps/relay/GCS_recentGame", () => {
  it(`lists the member's launched games, most recent first, at most ${RECENT_GAMES_MAX}, only their own`, async () => {
    const m = await memberWithSession(t);
    const other = await memberWithSession(t, { isAgent: 4 });
    await t.db.query(
      `insert into game_recent (member_id, game_id, played_at)
       select $1, id, now() - make_interval(mins => row_number() over (order by id)::int)
         from game where vendor_code = 'JADE_SPIN' order by id limit 25`,
      [m.id],
    );
    await t.db.query("insert into game_recent (member_id, game_id) values ($1, 230001)", [other.id]);
    const { list } = recentGamesResponseSchema.parse((await get(t.app, PATHS.recentGames, m.headers)).json()).value;
    expect(list).toHaveLength(RECENT_GAMES_MAX);
    expect(list.map((g) => g.gameId)).toEqual(Array.from({ length: RECENT_GAMES_MAX }, (_, i) => 205001 + i));
    expect(Date.parse(list[0]!.playedAt)).toBeGreaterThan(Date.parse(list[1]!.playedAt));
    expect(list.every((g) => g.vassalage === "JADE_SPIN" && g.thumbnail === `games/${g.gameId}.svg`)).toBe(true);
    const trialList = recentGamesResponseSchema.parse((await get(t.app, PATHS.recentGames, other.headers)).json()).value
      .list;
    expect(trialList.map((g) => g.gameName)).toEqual(["Tài Xỉu"]);
  });

  it("needs a login and takes no parameters", async () => {
    expectError(await get(t.app, PATHS.recentGames), "please_login_first");
    const m = await memberWithSession(t);
    expectError(await get(t.app, `${PATHS.recentGames}?memberId=1`, m.headers), "validation_failed");
  });
});
