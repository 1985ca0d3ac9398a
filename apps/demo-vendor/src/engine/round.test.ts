import { describe, expect, it } from "vitest";
import { InvalidBetError, engineFor, isGameEngineName, playRound, type PlayRoundInput } from "./index.ts";
import { nodeHmacSha256, nodeSha256Hex } from "./node-hmac.ts";
import type { GameEngineName, SlotOutcome } from "./types.ts";

const SERVER_SEED = nodeSha256Hex("round tests");

const GAMES: { engine: GameEngineName; theme: string; bet: unknown }[] = [
  { engine: "slot", theme: "phoenix-17", bet: { stake: "2000" } },
  {
    engine: "taixiu",
    theme: "",
    bet: {
      selections: [
        { id: "tai", amount: "1000" },
        { id: "total-10", amount: "100" },
      ],
    },
  },
  {
    engine: "baucua",
    theme: "",
    bet: {
      selections: [
        { id: "cua", amount: "500" },
        { id: "nai", amount: "700" },
      ],
    },
  },
  { engine: "virtual", theme: "football-12", bet: { selections: [{ id: "draw", amount: "1000" }] } },
];

describe("playRound", () => {
  for (const game of GAMES) {
    it(`${game.engine}: the same seeds and bet always give the same outcome and win, with either HMAC`, () => {
      const input = (nonce: number): PlayRoundInput => ({
        ...game,
        seeds: { serverSeed: SERVER_SEED, clientSeed: "det", nonce },
      });
      for (let nonce = 0; nonce < 50; nonce++) {
        const first = playRound({ ...input(nonce), hmac: nodeHmacSha256 });
        const again = playRound({ ...input(nonce), hmac: nodeHmacSha256 });
        const inBrowser = playRound(input(nonce)); // the pure-TS HMAC of the verification page
        expect(again).toEqual(first);
        expect(inBrowser).toEqual(first);
        expect(JSON.parse(JSON.stringify(first.outcome))).toEqual(first.outcome); // plain JSON
        expect(first.win).toBe(
          engineFor(game.engine, game.theme).payout(JSON.parse(JSON.stringify(game.bet)), first.outcome),
        );
      }
    });

    it(`${game.engine}: different nonces give different outcomes`, () => {
      const outcomes = new Set(
        Array.from({ length: 50 }, (_, nonce) =>
          JSON.stringify(
            playRound({ ...game, hmac: nodeHmacSha256, seeds: { serverSeed: SERVER_SEED, clientSeed: "det", nonce } })
              .outcome,
          ),
        ),
      );
      // 50 rounds of a game with ≥ 3 outcomes: far more than one distinct outcome.
      expect(outcomes.size).toBeGreaterThan(game.engine === "virtual" ? 5 : 20);
    });
  }

  it("gives every slot spin a different window for different nonces", () => {
    const stops = new Set(
      Array.from({ length: 200 }, (_, nonce) => {
        const { outcome } = playRound({
          ...GAMES[0]!,
          hmac: nodeHmacSha256,
          seeds: { serverSeed: SERVER_SEED, clientSeed: "det", nonce },
        });
        return (outcome as SlotOutcome).stops.join();
      }),
    );
    expect(stops.size).toBe(200);
  });

  it("returns the stake and the settled win as bigints", () => {
    const round = playRound({ ...GAMES[1]!, seeds: { serverSeed: SERVER_SEED, clientSeed: "stake", nonce: 3 } });
    expect(round.stake).toBe(1100n);
    expect(typeof round.win).toBe("bigint");
  });

  it("throws InvalidBetError with the parse error, and Error for malformed seeds", () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: "x", nonce: 0 };
    expect(() => playRound({ engine: "slot", theme: "gems-1", seeds, bet: { stake: "15" } })).toThrow(InvalidBetError);
    try {
      playRound({ engine: "slot", theme: "gems-1", seeds, bet: { stake: "2000" }, limits: { min: 4000n, max: 8000n } });
      expect.unreachable();
    } catch (error) {
      expect((error as InvalidBetError).code).toBe("stake_below_min");
    }
    expect(() =>
      playRound({ engine: "baucua", theme: "", seeds: { ...seeds, serverSeed: "short" }, bet: GAMES[2]!.bet }),
    ).toThrow(/server seed/);
  });
});

describe("engineFor", () => {
  it("returns each engine by name, the same instance per theme, and rejects unknown names", () => {
    for (const { engine, theme } of GAMES) {
      expect(engineFor(engine, theme).engine).toBe(engine);
      expect(engineFor(engine, theme)).toBe(engineFor(engine, theme));
    }
    expect(engineFor("slot", "koi-1").describe().rules).not.toEqual(engineFor("slot", "koi-2").describe().rules);
    expect(isGameEngineName("slot")).toBe(true);
    expect(isGameEngineName("poker")).toBe(false);
    expect(() => engineFor("poker" as GameEngineName, "")).toThrow();
  });
});
