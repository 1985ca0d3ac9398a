import { describe, expect, it } from "vitest";
import { nodeHmacSha256, nodeSha256Hex } from "../../engine/node-hmac.ts";
import { playRound } from "../../engine/index.ts";
import type { RoundResponse } from "../../protocol.ts";
import { canonicalJson, compareRound, parseGameCode, recompute } from "./recompute.ts";

const serverSeed = "7f".repeat(32);
const clientSeed = "player_seed-1";

/** A round as the vendor would store it, played with node:crypto's HMAC like the server does. */
function storedRound(engine: RoundResponse["engine"], theme: string, bet: unknown, nonce: number): RoundResponse {
  const played = playRound({ engine, theme, seeds: { serverSeed, clientSeed, nonce }, bet, hmac: nodeHmacSha256 });
  return {
    roundId: `r-${nonce}`,
    vendorCode: "DV",
    gameCode: `${engine}.${theme}`,
    gameName: theme,
    engine,
    theme,
    bet,
    stake: played.stake.toString(),
    win: played.win.toString(),
    outcome: JSON.parse(JSON.stringify(played.outcome)),
    serverSeedHash: nodeSha256Hex(serverSeed),
    serverSeed,
    clientSeed,
    nonce,
    at: "2026-11-22T12:00:00.000Z",
  };
}

const replay = (round: RoundResponse) =>
  recompute({
    engine: round.engine,
    theme: round.theme,
    serverSeed: round.serverSeed!,
    clientSeed,
    nonce: round.nonce,
    bet: round.bet,
  });

describe("the verification page's replay", () => {
  it("replays slot, Tài Xỉu, Bầu Cua and virtual rounds in pure TS exactly as the server played them", () => {
    const rounds = [
      storedRound("slot", "dragon-17", { stake: "100000" }, 1),
      storedRound("slot", "fruit-3", { stake: "2000" }, 9),
      storedRound("taixiu", "classic", { selections: [{ id: "tai", amount: "100000" }] }, 2),
      storedRound("baucua", "classic", { selections: [{ id: "cua", amount: "100000" }] }, 3),
      storedRound("virtual", "football-3", { selections: [{ id: "home", amount: "100000" }] }, 4),
    ];
    for (const round of rounds)
      expect(compareRound(round, replay(round)), round.gameCode).toMatchObject({ state: "match", hashOk: true });
  });

  it("calls it a mismatch when the stored outcome, the win or the published hash differ", () => {
    const round = storedRound("taixiu", "classic", { selections: [{ id: "xiu", amount: "100000" }] }, 5);
    const honest = replay(round);
    const dice = (round.outcome as { dice: number[] }).dice;
    const forged = {
      ...round,
      outcome: { ...(round.outcome as object), dice: [dice[0] === 6 ? 1 : dice[0]! + 1, dice[1], dice[2]] },
    };
    expect(compareRound(forged, honest)).toMatchObject({ state: "mismatch", outcomeOk: false });
    expect(compareRound({ ...round, win: round.win === "0" ? "200000" : "0" }, honest)).toMatchObject({
      state: "mismatch",
      winOk: false,
    });
    expect(compareRound({ ...round, serverSeedHash: "00".repeat(32) }, honest)).toMatchObject({
      state: "mismatch",
      hashOk: false,
    });
  });

  it("gives a different outcome for another nonce (so a replay is not trivially equal)", () => {
    const bet = { stake: "100000" };
    const a = recompute({ engine: "slot", theme: "koi-2", serverSeed, clientSeed, nonce: 1, bet });
    const b = recompute({ engine: "slot", theme: "koi-2", serverSeed, clientSeed, nonce: 2, bet });
    expect(canonicalJson(a.outcome)).not.toBe(canonicalJson(b.outcome));
  });

  it("refuses a malformed seed instead of inventing an outcome", () => {
    expect(() =>
      recompute({ engine: "slot", theme: "x-1", serverSeed: "not-hex", clientSeed, nonce: 1, bet: { stake: "2000" } }),
    ).toThrow();
  });
});

describe("helpers", () => {
  it("splits a game code at the first dot and knows only the four engines", () => {
    expect(parseGameCode("slot.dragon-17")).toEqual({ engine: "slot", theme: "dragon-17" });
    expect(parseGameCode("virtual.football.cup-2")).toEqual({ engine: "virtual", theme: "football.cup-2" });
    expect(parseGameCode("poker.x")).toBeNull();
  });

  it("compares JSON regardless of key order", () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(canonicalJson({ a: [{ c: 3, d: 2 }], b: 1 }));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: "1" }));
  });
});
