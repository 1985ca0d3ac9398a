import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { GameEntry } from "@lotus/contracts/web";
import { gameKeys } from "../../../lib/queries/games";
import { applyFavoriteOptimistically, restoreFavorites, withFavorite } from "./set-favorite-game";

const game = (gameId: number): GameEntry => ({
  gameId,
  gameCode: `G${gameId}`,
  gameName: `Game ${gameId}`,
  vassalage: "LOTUS",
  vendorName: "Lotus",
  gameCategory: "RNG",
  isNew: 0,
  isHot: 0,
  isRecent: 0,
  isGame: "GAME",
  thumbnail: "",
  rtpBp: 0,
});

describe("withFavorite", () => {
  it("adds a favorite at the front once and removes it", () => {
    expect(withFavorite([2, 3], 1, true)).toEqual([1, 2, 3]);
    expect(withFavorite([1, 2, 3], 2, true)).toEqual([2, 1, 3]);
    expect(withFavorite([1, 2, 3], 2, false)).toEqual([1, 3]);
    expect(withFavorite([], 9, false)).toEqual([]);
  });
});

describe("optimistic favorites", () => {
  function seeded() {
    const client = new QueryClient();
    client.setQueryData(gameKeys.favoriteIds("tok"), [2]);
    client.setQueryData(gameKeys.favoriteList("tok", "vi"), [game(2)]);
    client.setQueryData(gameKeys.favoriteList("tok", "en"), [game(2)]);
    client.setQueryData(gameKeys.favoriteIds("other"), [7]);
    return client;
  }

  it("shows an added favorite at once in the hearts and every language's strip, and only for this member", () => {
    const client = seeded();
    applyFavoriteOptimistically(client, "tok", game(5), true);
    expect(client.getQueryData(gameKeys.favoriteIds("tok"))).toEqual([5, 2]);
    expect(client.getQueryData<GameEntry[]>(gameKeys.favoriteList("tok", "vi"))?.map((g) => g.gameId)).toEqual([5, 2]);
    expect(client.getQueryData<GameEntry[]>(gameKeys.favoriteList("tok", "en"))?.map((g) => g.gameId)).toEqual([5, 2]);
    expect(client.getQueryData(gameKeys.favoriteIds("other"))).toEqual([7]);
  });

  it("rolls everything back when the server refuses", () => {
    const client = seeded();
    const snapshot = applyFavoriteOptimistically(client, "tok", game(2), false);
    expect(client.getQueryData(gameKeys.favoriteIds("tok"))).toEqual([]);
    expect(client.getQueryData(gameKeys.favoriteList("tok", "vi"))).toEqual([]);
    restoreFavorites(client, "tok", snapshot);
    expect(client.getQueryData(gameKeys.favoriteIds("tok"))).toEqual([2]);
    expect(client.getQueryData<GameEntry[]>(gameKeys.favoriteList("tok", "vi"))?.map((g) => g.gameId)).toEqual([2]);
  });

  it("starts an id list when none was loaded yet", () => {
    const client = new QueryClient();
    applyFavoriteOptimistically(client, "tok", game(4), true);
    expect(client.getQueryData(gameKeys.favoriteIds("tok"))).toEqual([4]);
  });
});
