import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { GameEntry } from "@lotus/contracts/web";
import { applyFavouriteOptimistically, gameKeys, restoreFavourites, withFavourite } from "./games";

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

describe("withFavourite", () => {
  it("adds a favourite at the front once and removes it", () => {
    expect(withFavourite([2, 3], 1, true)).toEqual([1, 2, 3]);
    expect(withFavourite([1, 2, 3], 2, true)).toEqual([2, 1, 3]);
    expect(withFavourite([1, 2, 3], 2, false)).toEqual([1, 3]);
    expect(withFavourite([], 9, false)).toEqual([]);
  });
});

describe("optimistic favourites", () => {
  function seeded() {
    const client = new QueryClient();
    client.setQueryData(gameKeys.favouriteIds("tok"), [2]);
    client.setQueryData(gameKeys.favouriteList("tok", "vi"), [game(2)]);
    client.setQueryData(gameKeys.favouriteList("tok", "en"), [game(2)]);
    client.setQueryData(gameKeys.favouriteIds("other"), [7]);
    return client;
  }

  it("shows an added favourite at once in the hearts and every language's strip, and only for this member", () => {
    const client = seeded();
    applyFavouriteOptimistically(client, "tok", game(5), true);
    expect(client.getQueryData(gameKeys.favouriteIds("tok"))).toEqual([5, 2]);
    expect(client.getQueryData<GameEntry[]>(gameKeys.favouriteList("tok", "vi"))?.map((g) => g.gameId)).toEqual([5, 2]);
    expect(client.getQueryData<GameEntry[]>(gameKeys.favouriteList("tok", "en"))?.map((g) => g.gameId)).toEqual([5, 2]);
    expect(client.getQueryData(gameKeys.favouriteIds("other"))).toEqual([7]);
  });

  it("rolls everything back when the server refuses", () => {
    const client = seeded();
    const snapshot = applyFavouriteOptimistically(client, "tok", game(2), false);
    expect(client.getQueryData(gameKeys.favouriteIds("tok"))).toEqual([]);
    expect(client.getQueryData(gameKeys.favouriteList("tok", "vi"))).toEqual([]);
    restoreFavourites(client, "tok", snapshot);
    expect(client.getQueryData(gameKeys.favouriteIds("tok"))).toEqual([2]);
    expect(client.getQueryData<GameEntry[]>(gameKeys.favouriteList("tok", "vi"))?.map((g) => g.gameId)).toEqual([2]);
  });

  it("starts an id list when none was loaded yet", () => {
    const client = new QueryClient();
    applyFavouriteOptimistically(client, "tok", game(4), true);
    expect(client.getQueryData(gameKeys.favouriteIds("tok"))).toEqual([4]);
  });
});
