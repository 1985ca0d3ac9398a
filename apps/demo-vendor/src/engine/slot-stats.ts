/*
 * Exact first and second moments of a slot spin's win, summed over all Π L equally likely stop
 * combinations with bigints. The mean is the RTP; the variance gives the tolerance of the RTP
 * simulation test and is the game's volatility.
 *
 * With lineStake = 1 and n lines, a spin wins W = Σ_l M_l + n·S (M_l the line multipliers, S the
 * scatter multiplier), so Σ W² = Σ_l Σ_l' Σ M_l M_l' + 2n Σ_l Σ M_l S + n² Σ S². Each term follows
 * two things through the reels at once (two lines, or a line and the scatter count): reels are
 * independent, and on one reel the joint distribution of two cells depends only on their rows.
 */
import { convolve, lineOutcomeCounts, scatterMultiplier, scatterWindowCounts, type CompiledSlot } from "./slot.ts";

export type SlotMoments = {
  /** Π strip lengths. */
  combinations: bigint;
  /** Σ over all stop combinations of the win, in stakes × lines (lineStake = 1). */
  sumWin: bigint;
  /** Σ over all stop combinations of the squared win (lineStake = 1). */
  sumWinSquared: bigint;
  /** Mean win per unit stake (the RTP) and its variance, as floating-point numbers. */
  mean: number;
  variance: number;
};

/** Per reel, counts of (symbol at row a, symbol at row b) over the stops: key a * S + b. */
function pairCounts(slot: CompiledSlot, reel: number, rowA: number, rowB: number): Map<number, bigint> {
  const strip = slot.strips[reel]!;
  const size = slot.ids.length;
  const counts = new Map<number, bigint>();
  for (let stop = 0; stop < strip.length; stop++) {
    const key = strip[(stop + rowA) % strip.length]! * size + strip[(stop + rowB) % strip.length]!;
    counts.set(key, (counts.get(key) ?? 0n) + 1n);
  }
  return counts;
}

export function slotMoments(slot: CompiledSlot, lines: readonly (readonly number[])[]): SlotMoments {
  const reels = slot.strips.length;
  const size = slot.ids.length;
  const lengths = slot.strips.map((strip) => BigInt(strip.length));
  const combinations = lengths.reduce((a, b) => a * b, 1n);
  /** Π of strip lengths of reels after `reel`. */
  const restAfter = (reel: number): bigint => lengths.slice(reel + 1).reduce((a, b) => a * b, 1n);
  const counts = slot.strips.map((strip) => {
    const c = slot.ids.map(() => 0n);
    for (const symbol of strip) c[symbol]! += 1n;
    return c;
  });
  const matches = (reel: number, symbol: number): bigint =>
    counts[reel]![symbol]! + (slot.wild >= 0 ? counts[reel]![slot.wild]! : 0n);
  const pay = (symbol: number, count: number): bigint => BigInt(slot.pay[symbol]![count]!);
  const continues = (cell: number, symbol: number): boolean => cell === symbol || cell === slot.wild;

  // tail[reel][symbol]: Σ over the stops of the reels after `reel` of the final line multiplier,
  // for a line still running with `symbol` after `reel` (count reel + 1).
  const tail: bigint[][] = Array.from({ length: reels }, () => slot.ids.map(() => 0n));
  for (let symbol = 0; symbol < size; symbol++) {
    tail[reels - 1]![symbol] = pay(symbol, reels);
    for (let reel = reels - 2; reel >= 0; reel--) {
      const next = reel + 1;
      tail[reel]![symbol] =
        (lengths[next]! - matches(next, symbol)) * pay(symbol, reel + 1) * restAfter(next) +
        matches(next, symbol) * tail[next]![symbol]!;
    }
  }

  // Σ M_l M_l' over all pairs of lines (ordered; the diagonal from the line outcome counts).
  const lineCounts = lineOutcomeCounts(slot);
  let sumLineSquared = 0n;
  lineCounts.forEach((byCount, symbol) =>
    byCount.forEach((ways, count) => (sumLineSquared += pay(symbol, count) ** 2n * ways)),
  );
  let sumLinePairs = 0n;
  for (let a = 0; a < lines.length; a++) {
    for (let b = a + 1; b < lines.length; b++) {
      sumLinePairs += linePairProduct(lines[a]!, lines[b]!);
    }
  }

  function linePairProduct(lineA: readonly number[], lineB: readonly number[]): bigint {
    // Both lines still running: key (symbol A, symbol B) → combinations of the reels so far.
    let running = new Map<number, bigint>();
    let total = 0n;
    for (const [key, ways] of pairCounts(slot, 0, lineA[0]!, lineB[0]!)) {
      const a = Math.floor(key / size);
      const b = key % size;
      if (a === slot.scatter || a === slot.wild || b === slot.scatter || b === slot.wild) continue;
      running.set(a * size + b, (running.get(a * size + b) ?? 0n) + ways);
    }
    for (let reel = 1; reel < reels; reel++) {
      const next = new Map<number, bigint>();
      const pairs = pairCounts(slot, reel, lineA[reel]!, lineB[reel]!);
      for (const [state, weight] of running) {
        const symbolA = Math.floor(state / size);
        const symbolB = state % size;
        for (const [key, ways] of pairs) {
          const goesA = continues(Math.floor(key / size), symbolA);
          const goesB = continues(key % size, symbolB);
          const w = weight * ways;
          if (goesA && goesB) next.set(state, (next.get(state) ?? 0n) + w);
          else if (goesA) total += pay(symbolB, reel) * w * tail[reel]![symbolA]!;
          else if (goesB) total += pay(symbolA, reel) * w * tail[reel]![symbolB]!;
          else total += pay(symbolA, reel) * pay(symbolB, reel) * w * restAfter(reel);
        }
      }
      running = next;
    }
    for (const [state, weight] of running) {
      total += pay(Math.floor(state / size), reels) * pay(state % size, reels) * weight;
    }
    return total;
  }

  // Scatter: per-reel window counts, and Σ over the reels after `reel` of S(c + their scatters).
  const windows = scatterWindowCounts(slot);
  const maxScatters = windows.reduce((sum, w) => sum + w.length - 1, 0);
  const scatterTail: bigint[][] = Array.from({ length: reels }, (_, reel) => {
    const rest = convolve(windows.slice(reel + 1));
    return Array.from({ length: maxScatters + 1 }, (_, c) =>
      rest.reduce((sum, ways, extra) => sum + ways * BigInt(scatterMultiplier(slot, c + extra)), 0n),
    );
  });
  const scatterTotals = convolve(windows);
  let sumScatter = 0n;
  let sumScatterSquared = 0n;
  scatterTotals.forEach((ways, c) => {
    const s = BigInt(scatterMultiplier(slot, c));
    sumScatter += s * ways;
    sumScatterSquared += s * s * ways;
  });

  /** Per reel, counts of (symbol at `row`, scatters in the window). */
  const cellAndScatters = (reel: number, row: number): Map<number, bigint> => {
    const strip = slot.strips[reel]!;
    const out = new Map<number, bigint>();
    for (let stop = 0; stop < strip.length; stop++) {
      let k = 0;
      for (let r = 0; r < slot.rows; r++) if (strip[(stop + r) % strip.length] === slot.scatter) k++;
      const key = strip[(stop + row) % strip.length]! * (slot.rows + 1) + k;
      out.set(key, (out.get(key) ?? 0n) + 1n);
    }
    return out;
  };

  // Σ M_l · S for one line.
  const lineTimesScatter = (line: readonly number[]): bigint => {
    const base = slot.rows + 1;
    let running = new Map<number, bigint>(); // key symbol * (maxScatters + 1) + scatters so far
    let total = 0n;
    for (const [key, ways] of cellAndScatters(0, line[0]!)) {
      const symbol = Math.floor(key / base);
      if (symbol === slot.scatter || symbol === slot.wild) continue;
      const state = symbol * (maxScatters + 1) + (key % base);
      running.set(state, (running.get(state) ?? 0n) + ways);
    }
    for (let reel = 1; reel < reels; reel++) {
      const next = new Map<number, bigint>();
      const cells = cellAndScatters(reel, line[reel]!);
      for (const [state, weight] of running) {
        const symbol = Math.floor(state / (maxScatters + 1));
        const seen = state % (maxScatters + 1);
        for (const [key, ways] of cells) {
          const scatters = seen + (key % base);
          const w = weight * ways;
          if (continues(Math.floor(key / base), symbol)) {
            const nextState = symbol * (maxScatters + 1) + scatters;
            next.set(nextState, (next.get(nextState) ?? 0n) + w);
          } else {
            total += pay(symbol, reel) * w * scatterTail[reel]![scatters]!;
          }
        }
      }
      running = next;
    }
    for (const [state, weight] of running) {
      const symbol = Math.floor(state / (maxScatters + 1));
      total += pay(symbol, reels) * BigInt(scatterMultiplier(slot, state % (maxScatters + 1))) * weight;
    }
    return total;
  };

  const n = BigInt(lines.length);
  let sumLine = 0n;
  lineCounts.forEach((byCount, symbol) => byCount.forEach((ways, count) => (sumLine += pay(symbol, count) * ways)));
  let sumLineScatter = 0n;
  for (const line of lines) sumLineScatter += lineTimesScatter(line);

  const sumWin = n * sumLine + n * sumScatter;
  const sumWinSquared = n * sumLineSquared + 2n * sumLinePairs + 2n * n * sumLineScatter + n * n * sumScatterSquared;
  // Per unit stake (stake = n): mean = ΣW / (n·N), variance = ΣW² / (n²·N) − mean².
  const mean = ratio(sumWin, n * combinations);
  const variance = ratio(sumWinSquared, n * n * combinations) - mean * mean;
  return { combinations, sumWin, sumWinSquared, mean, variance };
}

/** a / b as a float, precise even when both exceed 2^53. */
function ratio(a: bigint, b: bigint): number {
  const whole = a / b;
  return Number(whole) + Number(((a - whole * b) * 1_000_000_000_000n) / b) / 1e12;
}
