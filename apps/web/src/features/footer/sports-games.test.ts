import { describe, expect, it } from "vitest";
import type { GameEntry } from "@lotus/contracts";
import { pickSportGame } from "./api/sports-games";

function game(gameId: number, gameCode: string, extra: Partial<GameEntry> = {}): GameEntry {
  return {
    gameId,
    gameCode,
    gameName: gameCode,
    vassalage: "IBC",
    vendorName: "IBC Sports",
    gameCategory: "SPORTS",
    isNew: 0,
    isHot: 0,
    isRecent: 0,
    isGame: "GAME",
    thumbnail: "",
    rtpBp: 0,
    ...extra,
  };
}

describe("the footer's sports links", () => {
  const ibc = [
    game(1, "virtual.basketball-1"),
    game(2, "virtual.football-1", { isNew: 1 }),
    game(3, "virtual.football-2"),
    game(4, "virtual.tennis-1"),
    game(5, "virtual.footballx-1"),
  ];

  it("opens the IBC game of each sport, preferring one not under maintenance", () => {
    expect(pickSportGame(ibc, "soccer")?.gameId).toBe(3);
    expect(pickSportGame(ibc, "basketball")?.gameId).toBe(1);
    expect(pickSportGame(ibc, "tennis")?.gameId).toBe(4);
  });

  it("takes a game under maintenance when it is the only one (the overlay explains), else none", () => {
    expect(pickSportGame([game(2, "virtual.football-1", { isNew: 1 })], "soccer")?.gameId).toBe(2);
    expect(pickSportGame([game(9, "virtual.lol-1")], "tennis")).toBeNull();
    expect(pickSportGame([game(9, "virtual.tennis-1", { isGame: "VASSALAGE" })], "tennis")).toBeNull();
  });
});
