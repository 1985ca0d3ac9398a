import { describe, expect, it } from "vitest";
import { createFairStream } from "./fair.ts";
import { nodeHmacSha256 } from "./node-hmac.ts";
import { SLOT_FAMILIES, SLOT_FAMILY_KEYS } from "./slot-families.ts";
import { slotMoments } from "./slot-stats.ts";
import {
  SLOT_LINES,
  SLOT_TARGET_RTP_BP,
  compileSlot,
  evaluateGrid,
  slotEngine,
  slotEngineFromMath,
  slotRtp,
  slotRtpBp,
  slotRules,
  spinWinInLineStakes,
  windowOf,
  type SlotMath,
} from "./slot.ts";
import type { SlotOutcome, SlotSymbol } from "./types.ts";

const symbol = (id: string, kind: SlotSymbol["kind"] = "regular"): SlotSymbol => ({
  id,
  name: id,
  glyph: id,
  color: "#000000",
  kind,
});

/** A small hand-made slot: every stop combination can be enumerated (6·6·4·5·6 = 4,320). */
const TINY: SlotMath = {
  symbols: ["a", "b", "c", "d", "e"].map((id) => symbol(id)).concat([symbol("w", "wild"), symbol("s", "scatter")]),
  rows: 3,
  strips: [
    ["a", "b", "c", "s", "a", "d"],
    ["a", "w", "b", "s", "c", "e"],
    ["b", "w", "s", "a"],
    ["c", "a", "w", "s", "b"],
    ["a", "s", "s", "w", "b", "c"], // two scatters in a row: a window may show two
  ],
  pays: { a: [5, 20, 100], b: [3, 10, 50], c: [2, 6, 30], d: [2, 5, 20], e: [1, 4, 15] },
  scatterPays: [2, 10, 50],
};

const SAMPLE_THEMES = [
  "lotus-1",
  "dragon-7",
  "koi-12",
  "tet-3",
  "gems-42",
  "pharaoh-999",
  "live-3",
  "",
  "Bầu Cua-∞",
  "unknown",
];

describe("slot themes", () => {
  it("build 5 reels × 3 rows, 20 distinct lines and the family's ten symbols", () => {
    for (const theme of SAMPLE_THEMES) {
      const rules = slotRules(theme);
      expect(rules.theme).toBe(theme);
      expect([rules.reels, rules.rows, rules.strips.length]).toEqual([5, 3, 5]);
      expect(rules.lines).toHaveLength(20);
      expect(new Set(rules.lines.map((line) => line.join())).size).toBe(20);
      for (const line of rules.lines) expect(line.every((row) => row >= 0 && row < 3) && line.length === 5).toBe(true);
      expect(rules.symbols).toHaveLength(10);
      expect(rules.symbols.filter((s) => s.kind === "wild")).toHaveLength(1);
      expect(rules.symbols.filter((s) => s.kind === "scatter")).toHaveLength(1);
      const ids = new Set(rules.symbols.map((s) => s.id));
      for (const strip of rules.strips) for (const id of strip) expect(ids.has(id)).toBe(true);
      for (const s of rules.symbols.filter((s) => s.kind === "regular")) {
        const [three, four, five] = rules.pays[s.id]!;
        expect(three >= 1 && three < four && four < five).toBe(true);
      }
    }
  });

  it("use the family's pictures and fall back to the classic set for unknown families", () => {
    expect(SLOT_FAMILIES.size).toBe(16);
    expect([...SLOT_FAMILIES.keys()]).toEqual(SLOT_FAMILY_KEYS);
    for (const family of SLOT_FAMILIES.keys()) {
      const rules = slotRules(`${family}-5`);
      expect(rules.symbols[0]!.id).toBe(SLOT_FAMILIES.get(family)!.high[0].id);
    }
    expect(slotRules("live-3").symbols[0]!.id).toBe("seven");
    expect(slotRules("").symbols[0]!.id).toBe("seven");
    expect(slotRules("LOTUS-2").symbols[0]!.id).toBe("lotus");
  });

  it("keep wilds off the first reel and at most one scatter in any 3-row window", () => {
    for (let i = 0; i < 200; i++) {
      const rules = slotRules(`ocean-${i}`);
      expect(rules.strips[0]).not.toContain("wild");
      let most = 0;
      for (const strip of rules.strips) {
        for (let stop = 0; stop < strip.length; stop++) {
          const window = [0, 1, 2].map((row) => strip[(stop + row) % strip.length]);
          most = Math.max(most, window.filter((id) => id === "scatter").length);
        }
      }
      expect(most).toBe(1);
    }
  });

  it("are deterministic per theme and differ between themes", () => {
    expect(slotRules("candy-77")).toEqual(slotRules("candy-77"));
    const a = slotRules("candy-77");
    const b = slotRules("candy-78");
    expect(a.strips).not.toEqual(b.strips);
    const paytables = new Set(Array.from({ length: 50 }, (_, i) => JSON.stringify(slotRules(`candy-${i}`).pays)));
    expect(paytables.size).toBe(50);
  });

  it(`publish RTPs between ${SLOT_TARGET_RTP_BP.min / 100} % and ${SLOT_TARGET_RTP_BP.max / 100} % across 3,000 themes`, () => {
    const families = [...SLOT_FAMILIES.keys(), "live", "classic"];
    const bps = Array.from({ length: 3000 }, (_, i) => slotRtpBp(`${families[i % families.length]}-${i}`));
    expect(Math.min(...bps)).toBeGreaterThanOrEqual(9400);
    expect(Math.max(...bps)).toBeLessThanOrEqual(9750);
    expect(new Set(bps).size).toBeGreaterThan(200); // games differ
  });

  it("publish an exact RTP equal to the bigint computation from the strips and pays", () => {
    for (let i = 0; i < 60; i++) {
      const theme = `${[...SLOT_FAMILIES.keys()][i % 16]}-${i * 37}`;
      const rules = slotRules(theme);
      const rtp = slotRtp(compileSlot(rules));
      // numerator / denominator = published fraction (cross-multiplied, exact).
      expect(rtp.numerator * BigInt(rules.rtpExact.denominator)).toBe(
        rtp.denominator * BigInt(rules.rtpExact.numerator),
      );
      expect(slotRtpBp(theme)).toBe(rules.rtpBp);
      const bp = Number((rtp.numerator * 20_000n + rtp.denominator) / (2n * rtp.denominator));
      expect(rules.rtpBp).toBe(bp);
    }
  });
});

describe("exact slot mathematics", () => {
  it("match a full enumeration of every stop combination of a small slot (RTP and second moment)", () => {
    const slot = compileSlot(TINY);
    let combinations = 0n;
    let sum = 0n;
    let sumSquares = 0n;
    const lengths = slot.strips.map((strip) => strip.length);
    const stops = [0, 0, 0, 0, 0];
    const visit = (reel: number): void => {
      if (reel === 5) {
        const win = BigInt(spinWinInLineStakes(slot, stops, SLOT_LINES));
        combinations += 1n;
        sum += win;
        sumSquares += win * win;
        return;
      }
      for (let s = 0; s < lengths[reel]!; s++) {
        stops[reel] = s;
        visit(reel + 1);
      }
    };
    visit(0);
    const rtp = slotRtp(slot);
    expect(rtp.denominator).toBe(combinations);
    expect(rtp.numerator * 20n).toBe(sum); // the spin wins in line stakes; stake = 20 line stakes
    const moments = slotMoments(slot, SLOT_LINES);
    expect(moments.combinations).toBe(combinations);
    expect(moments.sumWin).toBe(sum);
    expect(moments.sumWinSquared).toBe(sumSquares);
  });

  it("refuses a wild on the first reel (the line's symbol would be undefined)", () => {
    expect(() => compileSlot({ ...TINY, strips: [["w", "a", "b"], ...TINY.strips.slice(1)] })).toThrow();
  });
});

describe("slot play and payout", () => {
  const engine = slotEngineFromMath("tiny", TINY);

  it("pays lines from the left with wilds substituting, and scatters anywhere (hand-checked grid)", () => {
    // row 0: c d a c d    line 0 (middle row): a a w a e → a × 4
    // row 1: a a w a e    line 15 (1,1,0,1,1): a a a a e → a × 4
    // row 2: d e s s s    three scatters; every other line stops before 3
    const outcome: SlotOutcome = {
      stops: [0, 0, 0, 0, 0],
      grid: [
        ["c", "d", "a", "c", "d"],
        ["a", "a", "w", "a", "e"],
        ["d", "e", "s", "s", "s"],
      ],
      lineWins: [],
      scatter: { count: 0, win: "0" },
      win: "0",
    };
    // stake 200 → line stake 10: 2 lines × 20 × 10 + scatter 2 × 200
    expect(engine.payout({ stake: "200" }, outcome)).toBe(800n);
    const index = (id: string) => engine.compiled.index.get(id)!;
    const evaluation = evaluateGrid(
      engine.compiled,
      outcome.grid.map((row) => row.map(index)),
      SLOT_LINES,
    );
    expect(evaluation.lineWins.map(({ line, count }) => [line, count])).toEqual([
      [0, 4],
      [15, 4],
    ]);
    expect(evaluation.scatterCount).toBe(3);
  });

  it("play() shows the window of the drawn stops and its win equals the allocation-free path", () => {
    const theme = slotEngine("jungle-8");
    for (let nonce = 0; nonce < 2000; nonce++) {
      const seeds = { serverSeed: "b".repeat(64), clientSeed: "play", nonce };
      const outcome = theme.play(createFairStream(nodeHmacSha256, seeds), { stake: "2000" });
      const stops = outcome.stops;
      expect(stops.every((stop, reel) => stop >= 0 && stop < theme.compiled.strips[reel]!.length)).toBe(true);
      const grid = windowOf(theme.compiled, stops).map((row) => row.map((i) => theme.compiled.ids[i]));
      expect(outcome.grid).toEqual(grid);
      expect(BigInt(outcome.win)).toBe(BigInt(spinWinInLineStakes(theme.compiled, stops, SLOT_LINES)) * 100n);
      const parts = outcome.lineWins.reduce((sum, w) => sum + BigInt(w.win), BigInt(outcome.scatter.win));
      expect(parts).toBe(BigInt(outcome.win));
      expect(theme.payout({ stake: "2000" }, outcome)).toBe(BigInt(outcome.win));
    }
  });

  it("accepts a stake that is a positive multiple of the 20 lines within the limits, and nothing else", () => {
    const limits = { min: 200n, max: 1_000_000n };
    expect(engine.parseBet({ stake: "200" }, limits)).toEqual({ ok: true, bet: { stake: "200" }, stake: 200n });
    expect(engine.parseBet({ stake: "1000000" }, limits)).toMatchObject({ ok: true, stake: 1_000_000n });
    const refused: [unknown, string][] = [
      [{ stake: "210" }, "stake_not_multiple_of_lines"],
      [{ stake: "180" }, "stake_below_min"],
      [{ stake: "1000020" }, "stake_above_max"],
      [{ stake: "0" }, "amount_invalid"],
      [{ stake: "-200" }, "amount_invalid"],
      [{ stake: "200.5" }, "amount_invalid"],
      [{ stake: "0200" }, "amount_invalid"],
      [{ stake: 200 }, "amount_invalid"],
      [{ stake: "9223372036854775820" }, "amount_invalid"],
      [{}, "bet_malformed"],
      [null, "bet_malformed"],
      ["200", "bet_malformed"],
    ];
    for (const [input, error] of refused)
      expect(engine.parseBet(input, limits), JSON.stringify(input)).toEqual({ ok: false, error });
  });
});
