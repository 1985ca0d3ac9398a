import { describe, expect, it } from "vitest";
import { BAUCUA_EXACT_RTP, BAUCUA_RULES, bauCuaEngine } from "./baucua.ts";
import { multiplyByDecimal } from "./bet.ts";
import { createFairStream } from "./fair.ts";
import { nodeHmacSha256 } from "./node-hmac.ts";
import { TAIXIU_EXACT_RTP, TAIXIU_RULES, taiXiuEngine, taiXiuOutcomeOf } from "./taixiu.ts";
import type { BauCuaOutcome, Selections } from "./types.ts";
import { returnsFor, virtualEngine, virtualOptionRtp, virtualRules } from "./virtual.ts";

const bet = (...pairs: [string, string][]): Selections => ({
  selections: pairs.map(([id, amount]) => ({ id, amount })),
});
const LIMITS = { min: 1_000n, max: 10_000_000n };

describe("Tài Xỉu", () => {
  it("has the hand-computed exact RTPs: Tài/Xỉu 2 × 105/216, totals and any triple at classic Sic Bo odds", () => {
    // Tài: totals 11–17 in 107 of 216 throws, minus the triples 4-4-4 and 5-5-5 → 105.
    expect(TAIXIU_EXACT_RTP.get("tai")).toEqual({ numerator: 210n, denominator: 216n });
    expect(TAIXIU_EXACT_RTP.get("xiu")).toEqual({ numerator: 210n, denominator: 216n });
    const hand: Record<string, number> = {
      "total-4": 61 * 3, // 60:1, 3 ways
      "total-5": 31 * 6,
      "total-6": 18 * 10,
      "total-7": 13 * 15,
      "total-8": 9 * 21,
      "total-9": 7 * 25,
      "total-10": 7 * 27,
      "total-11": 7 * 27,
      "total-12": 7 * 25,
      "total-13": 9 * 21,
      "total-14": 13 * 15,
      "total-15": 18 * 10,
      "total-16": 31 * 6,
      "total-17": 61 * 3,
      "triple-any": 31 * 6,
    };
    for (const [id, numerator] of Object.entries(hand)) {
      expect(TAIXIU_EXACT_RTP.get(id), id).toEqual({ numerator: BigInt(numerator), denominator: 216n });
    }
    expect(TAIXIU_RULES.options).toHaveLength(17);
    expect(TAIXIU_RULES.rtpBp).toBe(9722); // 210 / 216 = 97.22 %
    expect(TAIXIU_RULES.options.find((o) => o.id === "total-9")!.rtpBp).toBe(8102); // 175 / 216
    expect(taiXiuEngine.describe()).toEqual({ rtpBp: 9722, rules: TAIXIU_RULES });
  });

  it("pays Xỉu and the total on 1-2-3, and only the total and any triple on 4-4-4", () => {
    const all = bet(["tai", "1000"], ["xiu", "2000"], ["total-6", "100"], ["total-12", "300"], ["triple-any", "500"]);
    expect(taiXiuOutcomeOf([1, 2, 3])).toEqual({ dice: [1, 2, 3], total: 6, triple: false, result: "xiu" });
    expect(taiXiuEngine.payout(all, taiXiuOutcomeOf([1, 2, 3]))).toBe(2000n * 2n + 100n * 18n);
    expect(taiXiuOutcomeOf([4, 4, 4]).result).toBe("triple");
    expect(taiXiuEngine.payout(all, taiXiuOutcomeOf([4, 4, 4]))).toBe(300n * 7n + 500n * 31n);
    expect(taiXiuEngine.payout(bet(["tai", "1000"]), taiXiuOutcomeOf([6, 5, 1]))).toBe(2000n); // 12
    expect(taiXiuEngine.payout(bet(["tai", "1000"]), taiXiuOutcomeOf([5, 4, 1]))).toBe(0n); // 10
  });

  it("draws three dice 1–6 from the stream (golden seeds give 4-4-4)", () => {
    const outcome = taiXiuEngine.play(
      createFairStream(nodeHmacSha256, {
        serverSeed: "0df5c09e85c8ba9c34800cde7227fa391139eead27beb3ce32c0ef824c1af13c",
        clientSeed: "player-seed",
        nonce: 7,
      }),
      bet(["tai", "1000"]),
    );
    // uint32s 0x68ba7fdb, 0xfad375bb, 0x3b7059c7 are each 3 mod 6 (see fair.test.ts).
    expect(outcome).toEqual({ dice: [4, 4, 4], total: 12, triple: true, result: "triple" });
  });

  it("checks selections: known distinct options, positive digit amounts, total within the limits", () => {
    expect(taiXiuEngine.parseBet(bet(["tai", "1000"], ["total-4", "500"]), LIMITS)).toEqual({
      ok: true,
      bet: bet(["tai", "1000"], ["total-4", "500"]),
      stake: 1500n,
    });
    const refused: [unknown, string][] = [
      [bet(["big", "1000"]), "option_unknown"],
      [bet(["total-3", "1000"]), "option_unknown"],
      [bet(["tai", "1000"], ["tai", "1000"]), "option_duplicate"],
      [bet(["tai", "0"]), "amount_invalid"],
      [bet(["tai", "12.5"]), "amount_invalid"],
      [{ selections: [{ id: "tai", amount: 1000 }] }, "amount_invalid"],
      [bet(["tai", "999"]), "stake_below_min"],
      [bet(["tai", "9000000"], ["xiu", "1000001"]), "stake_above_max"],
      [{ selections: [] }, "bet_malformed"],
      [{ selections: "tai" }, "bet_malformed"],
      [{ selections: [{ amount: "1000" }] }, "bet_malformed"],
      [undefined, "bet_malformed"],
    ];
    for (const [input, error] of refused)
      expect(taiXiuEngine.parseBet(input, LIMITS), JSON.stringify(input)).toEqual({ ok: false, error });
  });
});

describe("Bầu Cua Tôm Cá", () => {
  it("has the exact RTP 1 − 17/216 = 199/216 ≈ 92.13 %", () => {
    expect(BAUCUA_EXACT_RTP).toEqual({ numerator: 199n, denominator: 216n });
    expect(216n - 17n).toBe(BAUCUA_EXACT_RTP.numerator);
    expect(BAUCUA_RULES.rtpBp).toBe(9213);
    expect(BAUCUA_RULES.symbols.map((s) => s.id)).toEqual(["bau", "cua", "tom", "ca", "ga", "nai"]);
  });

  it("returns stake × (1 + matches) for a picture that shows, nothing otherwise", () => {
    const outcome: BauCuaOutcome = { dice: ["cua", "cua", "ga"] };
    expect(bauCuaEngine.payout(bet(["cua", "100"]), outcome)).toBe(300n);
    expect(bauCuaEngine.payout(bet(["ga", "100"]), outcome)).toBe(200n);
    expect(bauCuaEngine.payout(bet(["bau", "100"]), outcome)).toBe(0n);
    expect(bauCuaEngine.payout(bet(["nai", "5"]), { dice: ["nai", "nai", "nai"] })).toBe(20n);
    expect(bauCuaEngine.payout(bet(["cua", "100"], ["ga", "50"], ["tom", "70"]), outcome)).toBe(400n);
  });

  it("draws three of the six pictures and refuses unknown pictures", () => {
    const outcome = bauCuaEngine.play(
      createFairStream(nodeHmacSha256, { serverSeed: "c".repeat(64), clientSeed: "b", nonce: 1 }),
      bet(["bau", "1"]),
    );
    expect(outcome.dice).toHaveLength(3);
    for (const face of outcome.dice) expect(["bau", "cua", "tom", "ca", "ga", "nai"]).toContain(face);
    expect(bauCuaEngine.parseBet(bet(["meo", "100"]), LIMITS)).toEqual({ ok: false, error: "option_unknown" });
  });
});

describe("virtual matches", () => {
  it("derive teams and probabilities from the theme, with odds at a 5 % margin rounded down to 2 decimals", () => {
    // Hand check of football-3: 9500 / 3791 = 2.5059 → 2.50; 9500 / 2375 = 4.00; 9500 / 3834 = 2.4778 → 2.47.
    expect(virtualRules("football-3")).toEqual({
      sport: "football",
      home: "Cửu Long FC",
      away: "Cảng Biển City",
      options: [
        { id: "home", probabilityBp: 3791, returns: "2.50" },
        { id: "draw", probabilityBp: 2375, returns: "4.00" },
        { id: "away", probabilityBp: 3834, returns: "2.47" },
      ],
      rtpBp: 9500, // the draw: 0.2375 × 4.00 = 0.95 exactly
    });
    const [home, , away] = virtualRules("football-3").options;
    expect(virtualOptionRtp(home!)).toEqual({ numerator: 3791n * 250n, denominator: 1_000_000n }); // 94.775 %
    expect(virtualOptionRtp(away!)).toEqual({ numerator: 3834n * 247n, denominator: 1_000_000n }); // 94.700 %
  });

  it("offer no draw in e-sports, and keep every option between 90 % and 95 % RTP on many themes", () => {
    expect(virtualRules("lol-2").options.map((o) => o.id)).toEqual(["home", "away"]);
    for (const sport of ["football", "lol", "dota2", "basketball", "tennis", "volleyball", "cricket"]) {
      for (let i = 0; i < 100; i++) {
        const rules = virtualRules(`${sport}-${i}`);
        expect(rules.home).not.toBe(rules.away);
        expect(rules.options.reduce((sum, o) => sum + o.probabilityBp, 0)).toBe(10_000);
        for (const option of rules.options) {
          const { numerator, denominator } = virtualOptionRtp(option);
          expect(numerator * 10_000n <= 9_500n * denominator && numerator * 10_000n >= 9_000n * denominator).toBe(true);
          expect(option.returns).toBe(returnsFor(option.probabilityBp));
        }
      }
    }
    expect(returnsFor(5000)).toBe("1.90");
    expect(returnsFor(7000)).toBe("1.35"); // 1.3571…
  });

  it("pays amount × odds rounded down to a whole minor unit, only on the result", () => {
    const engine = virtualEngine("football-3");
    expect(engine.payout(bet(["away", "333"]), { result: "away", score: [0, 1] })).toBe(822n); // 333 × 2.47 = 822.51
    expect(engine.payout(bet(["home", "333"], ["draw", "100"]), { result: "draw", score: [1, 1] })).toBe(400n);
    expect(engine.payout(bet(["home", "333"]), { result: "away", score: [0, 2] })).toBe(0n);
    expect(multiplyByDecimal(1n, "1.99")).toBe(1n);
    expect(multiplyByDecimal(100n, "2.5")).toBe(250n);
  });

  it("draws a score consistent with the result", () => {
    for (const theme of ["football-3", "lol-2", "basketball-9", "volleyball-1", "hockey-4"]) {
      const engine = virtualEngine(theme);
      for (let nonce = 0; nonce < 300; nonce++) {
        const { result, score } = engine.play(
          createFairStream(nodeHmacSha256, {
            serverSeed: "d".repeat(64),
            clientSeed: theme.replace(/[^a-z0-9-]/g, ""),
            nonce,
          }),
          bet(["home", "1"]),
        );
        const [home, away] = score;
        const consistent = result === "home" ? home > away : result === "away" ? away > home : home === away;
        expect(consistent && home >= 0 && away >= 0, `${theme} ${result} ${home}-${away}`).toBe(true);
      }
    }
  });
});
