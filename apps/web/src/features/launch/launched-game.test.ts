import { describe, expect, it } from "vitest";
import { GAME_LAUNCH, GAME_URL_STORAGE_KEY, type GameEntry, type Lane } from "@lotus/contracts";
import {
  GAME_META_STORAGE_KEY,
  buildLaunchBody,
  clearLaunchedGame,
  isFrameableUrl,
  isOnGamePage,
  pickGameUrl,
  readLaunchedGame,
  writeLaunchedGame,
} from "./launched-game";
import { categoryOfVendor, recommendGames } from "./recommend";

/** A Map-backed Storage stand-in (the web project's tests run in node). */
function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const context = { account: "demo01", token: "tok_123", merchantCode: "LOTUS", language: "en" as const };

describe("the launch request body", () => {
  it("carries the constants of spec §9, the game and the session's fields", () => {
    expect(buildLaunchBody({ gameId: 201001, vassalage: "LOTUS_SLOTS", gameName: "Rồng Vàng" }, context)).toEqual({
      accountType: 1,
      confirmTrans: 0,
      launchMode: "GLS",
      platform: "html5-desktop",
      clientType: 3,
      gameId: 201001,
      vassalage: "LOTUS_SLOTS",
      username: "demo01",
      token: "tok_123",
      merchantCode: "LOTUS",
      language: "en",
    });
    expect(GAME_LAUNCH).toEqual({
      accountType: 1,
      confirmTrans: 0,
      launchMode: "GLS",
      platform: "html5-desktop",
      clientType: 3,
    });
  });

  it("sends a room instead of a game, and neither for a vendor's lobby game", () => {
    const room = buildLaunchBody({ roomId: 77, gameId: 5, vassalage: "PVP_POKER", gameName: "Bàn 1" }, context);
    expect(room.roomId).toBe(77);
    expect(room).not.toHaveProperty("gameId");
    const lobby = buildLaunchBody({ vassalage: "IBC", gameName: "IBC" }, { ...context, merchantCode: "" });
    expect(lobby).not.toHaveProperty("gameId");
    expect(lobby).not.toHaveProperty("roomId");
    expect(lobby).not.toHaveProperty("merchantCode");
  });
});

describe("already on /game", () => {
  it.each([
    ["/game", true],
    ["/game/", true],
    ["/games", false],
    ["/game/x", false],
    ["/index", false],
    ["/", false],
  ])("%s → %s", (pathname, expected) => {
    expect(isOnGamePage(pathname)).toBe(expected);
  });
});

describe("the frame's address", () => {
  it("frames site paths and http(s) addresses only", () => {
    expect(isFrameableUrl("/demo-vendor/play/LOTUS_SLOTS/slot.dragon-1?token=a&lang=vi")).toBe(true);
    expect(isFrameableUrl("https://cdn1.example.com/demo-vendor/play/x")).toBe(true);
    expect(isFrameableUrl("//cdn1.example.com/demo-vendor/play/x")).toBe(true);
    expect(isFrameableUrl("javascript:alert(1)")).toBe(false);
    expect(isFrameableUrl("data:text/html,hi")).toBe(false);
    expect(isFrameableUrl("demo-vendor/play")).toBe(false);
    expect(isFrameableUrl("")).toBe(false);
  });

  it("prefers game_url and falls back to game_url2", () => {
    expect(pickGameUrl({ game_url: "/a", game_url2: "https://b.test/a" })).toBe("/a");
    expect(pickGameUrl({ game_url: "", game_url2: "https://b.test/a" })).toBe("https://b.test/a");
    expect(pickGameUrl({ game_url: "javascript:x" })).toBeNull();
  });
});

describe("the stored game", () => {
  it("keeps the URL under GAME_URL_STORAGE_KEY and the name beside it", () => {
    const storage = memoryStorage();
    const game = { url: "/demo-vendor/play/X/y?token=t", gameName: "Bầu Cua", vassalage: "X", gameId: 9, roomId: 3 };
    writeLaunchedGame(storage, game);
    expect(storage.data.get(GAME_URL_STORAGE_KEY)).toBe(game.url);
    expect(readLaunchedGame(storage)).toEqual(game);
    clearLaunchedGame(storage);
    expect(storage.data.size).toBe(0);
    expect(readLaunchedGame(storage)).toBeNull();
  });

  it("remembers that the game keeps its own wallet, so leaving it after a reload still returns the money", () => {
    const storage = memoryStorage();
    writeLaunchedGame(storage, {
      url: "/demo-vendor/play/GPI/y",
      gameName: "Baccarat",
      vassalage: "GPI",
      transferWallet: true,
    });
    expect(readLaunchedGame(storage)?.transferWallet).toBe(true);
    writeLaunchedGame(storage, { url: "/demo-vendor/play/X/y", gameName: "Bầu Cua", vassalage: "X" });
    expect(readLaunchedGame(storage)).not.toHaveProperty("transferWallet");
  });

  it("refuses an address that may not be framed and survives a damaged name entry", () => {
    const storage = memoryStorage();
    storage.setItem(GAME_URL_STORAGE_KEY, "javascript:alert(1)");
    expect(readLaunchedGame(storage)).toBeNull();
    storage.setItem(GAME_URL_STORAGE_KEY, "/demo-vendor/play/X/y");
    storage.setItem(GAME_META_STORAGE_KEY, "{not json");
    expect(readLaunchedGame(storage)).toEqual({ url: "/demo-vendor/play/X/y", gameName: "", vassalage: "" });
  });
});

function entry(gameId: number, gameCategory: GameEntry["gameCategory"], isNew: 0 | 1 = 0): GameEntry {
  return {
    gameId,
    gameCode: `slot.x-${gameId}`,
    gameName: `Game ${gameId}`,
    vassalage: "V",
    vendorName: "Vendor",
    gameCategory,
    isNew,
    isHot: 1,
    isRecent: 0,
    isGame: "GAME",
    thumbnail: `games/${gameId}.svg`,
    rtpBp: 9600,
  };
}

describe("the maintenance recommendation", () => {
  const lanes = [
    { title: "LIVE", vendors: [{ vassalage: "GPI" }] },
    { title: "RNG", vendors: [{ vassalage: "LOTUS_SLOTS" }] },
  ] as unknown as Lane[];

  it("finds the vendor's category", () => {
    expect(categoryOfVendor(lanes, "LOTUS_SLOTS")).toBe("RNG");
    expect(categoryOfVendor(lanes, "NOPE")).toBeNull();
  });

  it("recommends playable hot games of the same category first, never the game itself", () => {
    const hot = [
      entry(1, "LIVE"),
      entry(2, "RNG", 1),
      entry(3, "RNG"),
      entry(4, "RNG"),
      entry(5, "FISH"),
      entry(6, "RNG"),
    ];
    expect(recommendGames(hot, "RNG", { gameId: 4 }).map((g) => g.gameId)).toEqual([3, 6, 1, 5]);
    expect(recommendGames(hot, "RNG", {}, 2).map((g) => g.gameId)).toEqual([3, 4]);
    expect(recommendGames(hot, null, {}).map((g) => g.gameId)).toEqual([1, 3, 4, 5]);
    expect(recommendGames([], "RNG", {})).toEqual([]);
  });
});
