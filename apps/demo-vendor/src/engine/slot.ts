/*
 * The 5-reel slot that every catalogue slot launches with its own theme ("<family>-<variant>").
 * The family (slot-families.ts) gives the pictures; the theme's hash gives the reel strips, the
 * paytable and a target RTP between 94.25 % and 97.25 %. The published RTP is exact: a bigint
 * rational over all Π(strip lengths) stop combinations, from each line's win distribution (every
 * row of a reel is uniform over its strip, so all lines share one distribution) plus the scatter
 * count distribution over the 3-row windows, convolved over the reels.
 */
import { UNLIMITED_STAKE, checkLimits, parseAmount, toBasisPoints, type ParsedBet } from "./bet.ts";
import { familyOf, familySymbols } from "./slot-families.ts";
import { themeRng, type ThemeRng } from "./theme-rng.ts";
import type { FairStream, GameEngine, SlotBet, SlotOutcome, SlotRules, StakeLimits } from "./types.ts";

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/** The 20 fixed lines: the row (0 = top) on each reel. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 1, 0, 0],
  [2, 2, 1, 2, 2],
  [0, 2, 0, 2, 0],
];

/* ---------------------------------------------------------------- exact RTP */

/** What the RTP depends on. */
export type SlotMath = Pick<SlotRules, "symbols" | "strips" | "rows" | "pays" | "scatterPays">;

/** Symbol indices and pays in arrays, for counting and evaluating quickly. */
export type CompiledSlot = {
  ids: string[];
  index: Map<string, number>;
  wild: number;
  scatter: number;
  rows: number;
  /** strips as symbol indices. */
  strips: number[][];
  /** pay[symbol][count] line multiplier (0 for counts below 3 and for wild/scatter). */
  pay: number[][];
  scatterPays: [number, number, number];
};

export function compileSlot(math: SlotMath): CompiledSlot {
  const ids = math.symbols.map((symbol) => symbol.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  if (index.size !== ids.length) throw new Error("duplicate slot symbol id");
  const wild = math.symbols.findIndex((symbol) => symbol.kind === "wild");
  const scatter = math.symbols.findIndex((symbol) => symbol.kind === "scatter");
  const strips = math.strips.map((strip) =>
    strip.map((id) => {
      const i = index.get(id);
      if (i === undefined) throw new Error(`unknown symbol on a strip: ${id}`);
      return i;
    }),
  );
  if (strips.length !== SLOT_REELS) throw new Error("a slot has 5 reels");
  if (wild >= 0 && strips[0]!.includes(wild)) throw new Error("the first reel holds no wild");
  const pay = math.symbols.map((symbol) => {
    const row = [0, 0, 0, 0, 0, 0];
    const pays = symbol.kind === "regular" ? math.pays[symbol.id] : undefined;
    if (pays) [row[3], row[4], row[5]] = pays;
    return row;
  });
  for (const row of pay)
    for (const value of row)
      if (!Number.isSafeInteger(value) || value < 0) throw new Error("pays are whole multipliers");
  return { ids, index, wild, scatter, rows: math.rows, strips, pay, scatterPays: math.scatterPays };
}

/** Symbol counts of each reel: counts[reel][symbol]. */
function reelCounts(slot: CompiledSlot): bigint[][] {
  return slot.strips.map((strip) => {
    const counts = slot.ids.map(() => 0n);
    for (const symbol of strip) counts[symbol]! += 1n;
    return counts;
  });
}

/** Scatter win multiplier (× stake) for a scatter count. */
export function scatterMultiplier(slot: Pick<CompiledSlot, "scatterPays">, count: number): number {
  return count < 3 ? 0 : slot.scatterPays[Math.min(count, 5) - 3]!;
}

/** Per reel, how many stops show k scatters in the window: windows[reel][k]. */
export function scatterWindowCounts(slot: CompiledSlot): bigint[][] {
  return slot.strips.map((strip) => {
    const counts = Array.from({ length: slot.rows + 1 }, () => 0n);
    for (let stop = 0; stop < strip.length; stop++) {
      let k = 0;
      for (let row = 0; row < slot.rows; row++) if (strip[(stop + row) % strip.length] === slot.scatter) k++;
      counts[k]! += 1n;
    }
    return counts;
  });
}

/** Convolution of per-reel count distributions: out[c] = stop combinations with c in total. */
export function convolve(distributions: bigint[][]): bigint[] {
  let total = [1n];
  for (const dist of distributions) {
    const next = Array.from({ length: total.length + dist.length - 1 }, () => 0n);
    total.forEach((a, i) => dist.forEach((b, j) => (next[i + j]! += a * b)));
    total = next;
  }
  return total;
}

/**
 * Line outcome counts: lineCounts[symbol][count] = stop combinations (out of Π L) in which one
 * line shows `count` (3–5) of `symbol` from the left. The first reel's symbol names the line
 * (no wild there); reels 2… continue the run with that symbol or a wild.
 */
export function lineOutcomeCounts(slot: CompiledSlot, counts = reelCounts(slot)): bigint[][] {
  const lengths = slot.strips.map((strip) => BigInt(strip.length));
  return slot.ids.map((_, symbol) => {
    const out = [0n, 0n, 0n, 0n, 0n, 0n];
    if (symbol === slot.wild || symbol === slot.scatter) return out;
    const matches = counts.map((reel, r) => reel[symbol]! + (r > 0 && slot.wild >= 0 ? reel[slot.wild]! : 0n));
    let run = matches[0]!; // combinations of reels 1..k where the run is still alive
    for (let k = 1; k < SLOT_REELS; k++) {
      // A run of exactly k cells: reels 1..k continue it and reel k + 1 breaks it.
      const breaks = lengths[k]! - matches[k]!;
      let rest = 1n;
      for (let r = k + 1; r < SLOT_REELS; r++) rest *= lengths[r]!;
      out[k] = run * breaks * rest;
      run *= matches[k]!;
    }
    out[SLOT_REELS] = run;
    return out;
  });
}

export type SlotRtp = {
  /** Total return over all stop combinations, in units of the stake. */
  numerator: bigint;
  /** Π strip lengths: the number of equally likely stop combinations. */
  denominator: bigint;
  lineNumerator: bigint;
  scatterNumerator: bigint;
};

/**
 * The exact RTP: Σ over line outcomes of pay × count (the 20 lines each return lineStake × pay and
 * lineStake × 20 = stake, so the line part of the RTP equals one line's expected multiplier) plus
 * Σ over scatter counts of scatterPay × combinations.
 */
export function slotRtp(slot: CompiledSlot): SlotRtp {
  const lineCounts = lineOutcomeCounts(slot);
  let lineNumerator = 0n;
  lineCounts.forEach((byCount, symbol) =>
    byCount.forEach((count, k) => (lineNumerator += BigInt(slot.pay[symbol]![k]!) * count)),
  );
  const scatterTotals = convolve(scatterWindowCounts(slot));
  let scatterNumerator = 0n;
  scatterTotals.forEach((count, c) => (scatterNumerator += BigInt(scatterMultiplier(slot, c)) * count));
  const denominator = slot.strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  return { numerator: lineNumerator + scatterNumerator, denominator, lineNumerator, scatterNumerator };
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

/* ---------------------------------------------------------------- theme design */

/** How many of each regular symbol (highest pay first) a reel holds: [min, max]. */
const SYMBOL_COUNT_RANGES: [number, number][] = [
  [2, 3],
  [2, 4],
  [3, 4],
  [3, 5],
  [4, 6],
  [4, 6],
  [5, 7],
  [5, 7],
];

/** Paytable shapes (line multipliers for 3, 4, 5 of a kind, highest symbol first), scaled to the RTP. */
const PAY_SHAPES: [number, number, number][][] = [
  // steady: small gaps between symbols
  [
    [20, 60, 200],
    [15, 50, 150],
    [12, 40, 120],
    [10, 30, 100],
    [6, 20, 60],
    [5, 15, 50],
    [4, 12, 40],
    [3, 10, 30],
  ],
  // balanced
  [
    [30, 120, 600],
    [20, 80, 300],
    [15, 50, 200],
    [12, 40, 150],
    [6, 20, 80],
    [5, 15, 60],
    [4, 12, 50],
    [3, 10, 40],
  ],
  // volatile: the top symbol carries the game
  [
    [50, 250, 2000],
    [25, 100, 500],
    [20, 60, 250],
    [15, 40, 150],
    [5, 15, 60],
    [5, 12, 50],
    [3, 10, 40],
    [2, 8, 30],
  ],
];

const SCATTER_SHAPES: [number, number, number][] = [
  [2, 10, 50],
  [2, 5, 25],
  [3, 15, 100],
  [1, 5, 20],
];

/** Target RTPs in basis points: the theme picks one in [MIN, MAX]. */
export const SLOT_TARGET_RTP_BP = { min: 9425, max: 9725 } as const;

/** Symbol indices of the design: regular 0–7 (highest pay first), then wild, then scatter (as in familySymbols). */
const REGULAR_COUNT = SYMBOL_COUNT_RANGES.length;
const WILD = REGULAR_COUNT;
const SCATTER = REGULAR_COUNT + 1;

/** An exact integer (the design's sums stay far below 2^53; this guards that claim). */
function exact(value: number): number {
  if (!Number.isSafeInteger(value)) throw new Error("slot design arithmetic left the exact integer range");
  return value;
}

type SlotDesign = {
  rng: ThemeRng;
  /** reelCounts[reel][symbol index]: how many of each symbol the strip holds. */
  reelCounts: number[][];
  scatterPays: [number, number, number];
  /** Line multipliers for 3, 4, 5 of a kind, by regular symbol index. */
  pays: number[][];
  /** The exact RTP = numerator / denominator (plain integers, all below 2^53). */
  numerator: number;
  denominator: number;
};

/**
 * The theme's symbol counts and paytable. The RTP depends on the counts only (each row of a reel is
 * uniform over its strip, and scatters are spaced so a window never shows two), so the strips'
 * order is drawn afterwards, and only when the full rules are wanted. Plain numbers for speed (the
 * catalogue seed describes 10,000 themes): every quantity is an integer below Π L × max pay < 2^42,
 * so the arithmetic is exact; the tests recompute the published fraction with slotRtp's bigints.
 */
function designSlot(theme: string): SlotDesign {
  const rng = themeRng("slot", theme);
  const reelCounts: number[][] = [];
  const lengths: number[] = [];
  for (let reel = 0; reel < SLOT_REELS; reel++) {
    const counts: number[] = [];
    let length = 0;
    for (const [min, max] of SYMBOL_COUNT_RANGES) {
      const count = rng.range(min, max);
      counts.push(count);
      length += count;
    }
    const wilds = reel === 0 ? 0 : rng.range(1, 2);
    const scatters = rng.range(1, 2);
    counts.push(wilds, scatters);
    reelCounts.push(counts);
    lengths.push(length + wilds + scatters);
  }
  const shape = rng.pick(PAY_SHAPES);
  const scatterPays = [...rng.pick(SCATTER_SHAPES)] as [number, number, number];
  const targetBp = rng.range(SLOT_TARGET_RTP_BP.min, SLOT_TARGET_RTP_BP.max);

  const denominator = exact(lengths[0]! * lengths[1]! * lengths[2]! * lengths[3]! * lengths[4]!);
  // lineCounts[rank][k]: combinations with exactly k + 3 of the symbol from the left on one line.
  const lineCounts: number[][] = [];
  for (let rank = 0; rank < REGULAR_COUNT; rank++) {
    const out = [0, 0, 0];
    let run = reelCounts[0]![rank]!;
    for (let k = 1; k < SLOT_REELS; k++) {
      const matches = reelCounts[k]![rank]! + reelCounts[k]![WILD]!;
      if (k >= 3) {
        let rest = 1;
        for (let r = k + 1; r < SLOT_REELS; r++) rest *= lengths[r]!;
        out[k - 3] = exact(run * (lengths[k]! - matches) * rest);
      }
      run *= matches;
    }
    out[2] = exact(run);
    lineCounts.push(out);
  }
  // Scatter totals: a reel shows one scatter on 3 × (its scatters) of its stops, else none.
  let ways = [1];
  for (let r = 0; r < SLOT_REELS; r++) {
    const hit = reelCounts[r]![SCATTER]! * SLOT_ROWS;
    const next = new Array<number>(ways.length + 1).fill(0);
    for (let c = 0; c < ways.length; c++) {
      next[c] = next[c]! + ways[c]! * (lengths[r]! - hit);
      next[c + 1] = next[c + 1]! + ways[c]! * hit;
    }
    ways = next;
  }
  let scatterNumerator = 0;
  for (let c = 3; c < ways.length; c++) scatterNumerator += ways[c]! * scatterPays[Math.min(c, 5) - 3]!;
  exact(scatterNumerator);
  const lineReturn = (pays: readonly (readonly number[])[]): number => {
    let sum = 0;
    for (let rank = 0; rank < REGULAR_COUNT; rank++) {
      for (let k = 0; k < 3; k++) sum += pays[rank]![k]! * lineCounts[rank]![k]!;
    }
    return exact(sum);
  };
  const target = Math.floor((targetBp * denominator) / 10_000);

  // Scale the shape so the lines return (target − scatter), then correct the rounding with whole
  // steps on the line outcomes, most likely first (the finest steps come last).
  const scale = (target - scatterNumerator) / lineReturn(shape);
  const pays = shape.map((shapeRow) => {
    const row = shapeRow.map((value) => Math.round(value * scale));
    row[0] = Math.max(1, row[0]!);
    row[1] = Math.max(row[0]! + 1, row[1]!);
    row[2] = Math.max(row[1]! + 1, row[2]!);
    return row;
  });
  const order: number[] = [];
  for (let i = 0; i < REGULAR_COUNT * 3; i++) order.push(i);
  const countOf = (i: number): number => lineCounts[Math.floor(i / 3)]![i % 3]!;
  order.sort((a, b) => countOf(b) - countOf(a) || a - b);
  let error = target - scatterNumerator - lineReturn(pays);
  for (let pass = 0; pass < 3 && error !== 0; pass++) {
    for (const i of order) {
      const row = pays[Math.floor(i / 3)]!;
      const k = i % 3;
      const count = countOf(i);
      const low = k === 0 ? 1 : row[k - 1]! + 1;
      const high = k === 2 ? Number.MAX_SAFE_INTEGER : row[k + 1]! - 1;
      const next = Math.min(high, Math.max(low, row[k]! + Math.trunc(error / count)));
      error -= (next - row[k]!) * count;
      row[k] = next;
    }
  }
  return {
    rng,
    reelCounts,
    scatterPays,
    pays,
    numerator: exact(lineReturn(pays) + scatterNumerator),
    denominator,
  };
}

/** A reel strip: the design's symbols of one reel in the theme's order, scatters evenly spaced. */
function arrangeStrip(rng: ThemeRng, counts: readonly number[]): number[] {
  const body: number[] = [];
  for (let symbol = 0; symbol <= WILD; symbol++) for (let i = counts[symbol]!; i > 0; i--) body.push(symbol);
  const shuffled = rng.shuffle(body);
  // ⌊n / scatters⌋ ≥ 14 cells between scatters, so a 3-row window shows at most one.
  const scatters = counts[SCATTER]!;
  const gap = Math.floor(shuffled.length / scatters);
  const offset = rng.int(gap);
  const strip: number[] = [];
  for (let i = 0; i < shuffled.length; i++) {
    if (i >= offset && (i - offset) % gap === 0 && (i - offset) / gap < scatters) strip.push(SCATTER);
    strip.push(shuffled[i]!);
  }
  return strip;
}

/** The RTP of a slot theme in basis points (rounded half up), without building its reels. */
export function slotRtpBp(theme: string): number {
  const { numerator, denominator } = designSlot(theme);
  // Exact: numerator × 20000 < 2^53, and a non-integer quotient is ≥ 1 / (2 × denominator) > 2^-30
  // away from the integer below it, far more than the division's rounding error.
  return Math.floor((numerator * 20_000 + denominator) / (2 * denominator));
}

/** The published rules of a slot theme (deterministic: the same key always gives the same game). */
export function slotRules(theme: string): SlotRules {
  const design = designSlot(theme);
  const symbols = familySymbols(familyOf(theme));
  const ids = symbols.map((symbol) => symbol.id);
  const strips = design.reelCounts.map((counts) => arrangeStrip(design.rng, counts).map((symbol) => ids[symbol]!));
  const pays: Record<string, [number, number, number]> = {};
  design.pays.forEach((row, rank) => (pays[ids[rank]!] = row as [number, number, number]));
  const numerator = BigInt(design.numerator);
  const denominator = BigInt(design.denominator);
  const divisor = gcd(numerator, denominator);
  return {
    theme,
    reels: SLOT_REELS,
    rows: SLOT_ROWS,
    symbols,
    strips,
    lines: SLOT_LINES.map((line) => [...line]),
    pays,
    scatterPays: design.scatterPays,
    rtpBp: toBasisPoints(numerator, denominator),
    rtpExact: { numerator: (numerator / divisor).toString(), denominator: (denominator / divisor).toString() },
  };
}

/* ---------------------------------------------------------------- play */

/** grid[row][reel] of symbol indices for the stops. */
export function windowOf(slot: CompiledSlot, stops: readonly number[]): number[][] {
  const grid: number[][] = [];
  for (let row = 0; row < slot.rows; row++) {
    const cells: number[] = [];
    for (let reel = 0; reel < slot.strips.length; reel++) {
      const strip = slot.strips[reel]!;
      cells.push(strip[(stops[reel]! + row) % strip.length]!);
    }
    grid.push(cells);
  }
  return grid;
}

/**
 * A spin's total win in line stakes (Σ line multipliers + lines × scatter multiplier), straight
 * from the stops: the allocation-free path of the RTP simulation (equal to play()'s win ÷ lineStake).
 */
export function spinWinInLineStakes(
  slot: CompiledSlot,
  stops: readonly number[],
  lines: readonly (readonly number[])[],
): number {
  const strips = slot.strips;
  const cell = (reel: number, row: number): number => {
    const strip = strips[reel]!;
    return strip[(stops[reel]! + row) % strip.length]!;
  };
  let total = 0;
  for (const line of lines) {
    const first = cell(0, line[0]!);
    if (first === slot.scatter || first === slot.wild) continue;
    let count = 1;
    while (count < line.length) {
      const next = cell(count, line[count]!);
      if (next !== first && next !== slot.wild) break;
      count++;
    }
    total += slot.pay[first]![count]!;
  }
  let scatters = 0;
  for (let reel = 0; reel < strips.length; reel++) {
    for (let row = 0; row < slot.rows; row++) if (cell(reel, row) === slot.scatter) scatters++;
  }
  return total + lines.length * scatterMultiplier(slot, scatters);
}

type Evaluation = {
  lineWins: { line: number; symbol: number; count: number; multiplier: number }[];
  scatterCount: number;
  scatterMultiplier: number;
};

/** Wins of a grid (symbol indices), as line multipliers (× lineStake) and the scatter multiplier (× stake). */
export function evaluateGrid(slot: CompiledSlot, grid: number[][], lines: readonly (readonly number[])[]): Evaluation {
  const lineWins: Evaluation["lineWins"] = [];
  lines.forEach((line, lineIndex) => {
    const first = grid[line[0]!]![0]!;
    if (first === slot.scatter || first === slot.wild) return;
    let count = 1;
    while (count < line.length) {
      const cell = grid[line[count]!]![count]!;
      if (cell !== first && cell !== slot.wild) break;
      count++;
    }
    const multiplier = slot.pay[first]![count]!;
    if (multiplier > 0) lineWins.push({ line: lineIndex, symbol: first, count, multiplier });
  });
  let scatterCount = 0;
  for (const row of grid) for (const cell of row) if (cell === slot.scatter) scatterCount++;
  return { lineWins, scatterCount, scatterMultiplier: scatterMultiplier(slot, scatterCount) };
}

type SlotModel = { rules: SlotRules; slot: CompiledSlot };

function settle(model: SlotModel, stake: bigint, stops: number[], grid: number[][]): SlotOutcome {
  const { slot, rules } = model;
  const lineStake = stake / BigInt(rules.lines.length);
  const evaluation = evaluateGrid(slot, grid, rules.lines);
  let total = 0n;
  const lineWins = evaluation.lineWins.map(({ line, symbol, count, multiplier }) => {
    const win = BigInt(multiplier) * lineStake;
    total += win;
    return { line, symbol: slot.ids[symbol]!, count, win: win.toString() };
  });
  const scatterWin = BigInt(evaluation.scatterMultiplier) * stake;
  total += scatterWin;
  return {
    stops,
    grid: grid.map((row) => row.map((cell) => slot.ids[cell]!)),
    lineWins,
    scatter: { count: evaluation.scatterCount, win: scatterWin.toString() },
    win: total.toString(),
  };
}

function createSlotEngine(model: SlotModel): GameEngine<SlotBet, SlotOutcome> {
  const { rules, slot } = model;
  const lineCount = BigInt(rules.lines.length);
  return {
    engine: "slot",
    parseBet(input: unknown, limits: StakeLimits = UNLIMITED_STAKE): ParsedBet<SlotBet> {
      if (typeof input !== "object" || input === null || !("stake" in input))
        return { ok: false, error: "bet_malformed" };
      const stake = parseAmount(input.stake);
      if (stake === null) return { ok: false, error: "amount_invalid" };
      if (stake % lineCount !== 0n) return { ok: false, error: "stake_not_multiple_of_lines" };
      const limitError = checkLimits(stake, limits);
      if (limitError) return { ok: false, error: limitError };
      return { ok: true, bet: { stake: stake.toString() }, stake };
    },
    play(stream: FairStream, bet: SlotBet): SlotOutcome {
      const stops = slot.strips.map((strip) => stream.nextInt(strip.length));
      return settle(model, BigInt(bet.stake), stops, windowOf(slot, stops));
    },
    payout(bet: SlotBet, outcome: SlotOutcome): bigint {
      const grid = outcome.grid.map((row) =>
        row.map((id) => {
          const i = slot.index.get(id);
          if (i === undefined) throw new Error(`unknown symbol in outcome: ${id}`);
          return i;
        }),
      );
      return BigInt(settle(model, BigInt(bet.stake), outcome.stops, grid).win);
    },
    describe: () => ({ rtpBp: rules.rtpBp, rules }),
  };
}

/** The slot engine of a theme. */
export function slotEngine(
  theme: string,
): GameEngine<SlotBet, SlotOutcome> & { rules: SlotRules; compiled: CompiledSlot } {
  const rules = slotRules(theme);
  const slot = compileSlot(rules);
  return { ...createSlotEngine({ rules, slot }), rules, compiled: slot };
}

/** A slot engine for hand-made rules (tests and tools); the RTP fields are recomputed. */
export function slotEngineFromMath(
  theme: string,
  math: SlotMath,
): GameEngine<SlotBet, SlotOutcome> & { rules: SlotRules; compiled: CompiledSlot } {
  const slot = compileSlot(math);
  const rtp = slotRtp(slot);
  const divisor = gcd(rtp.numerator, rtp.denominator);
  const rules: SlotRules = {
    theme,
    reels: SLOT_REELS,
    rows: math.rows,
    symbols: math.symbols,
    strips: math.strips,
    lines: SLOT_LINES.map((line) => [...line]),
    pays: math.pays,
    scatterPays: math.scatterPays,
    rtpBp: toBasisPoints(rtp.numerator, rtp.denominator),
    rtpExact: { numerator: (rtp.numerator / divisor).toString(), denominator: (rtp.denominator / divisor).toString() },
  };
  return { ...createSlotEngine({ rules, slot }), rules, compiled: slot };
}
