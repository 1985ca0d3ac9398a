/*
 * The published exact RTP of a slot theme against simulated spins, each a real round (its own
 * nonce, node HMAC, the engine's stop draws). The tolerance is 4.5 standard deviations of the
 * mean, from the exact variance of one spin's win (slot-stats.ts), so a correct engine fails
 * with probability below 10^-5 and the seeds are fixed anyway.
 */
import { describe, expect, it } from "vitest";
import { createFairStream } from "./fair.ts";
import { nodeHmacSha256, nodeSha256Hex } from "./node-hmac.ts";
import { slotMoments } from "./slot-stats.ts";
import { slotEngine, spinWinInLineStakes } from "./slot.ts";

const SERVER_SEED = nodeSha256Hex("lotus slot RTP simulation");

const CASES: { theme: string; spins: number }[] = [
  { theme: "lotus-8", spins: 1_000_000 },
  { theme: "space-321", spins: 200_000 },
  { theme: "live-3", spins: 200_000 },
];

describe("slot RTP by simulation", () => {
  for (const { theme, spins } of CASES) {
    it(`${theme}: ${spins.toLocaleString("en")} spins land within 4.5 σ of the exact RTP`, () => {
      const engine = slotEngine(theme);
      const { compiled: slot, rules } = engine;
      const moments = slotMoments(slot, rules.lines);
      const exactRtp = Number(rules.rtpExact.numerator) / Number(rules.rtpExact.denominator);
      expect(moments.mean).toBeCloseTo(exactRtp, 10);

      const started = performance.now();
      const lines = rules.lines.length;
      let totalLineStakes = 0;
      let hits = 0;
      const stops = [0, 0, 0, 0, 0];
      for (let nonce = 0; nonce < spins; nonce++) {
        const stream = createFairStream(nodeHmacSha256, { serverSeed: SERVER_SEED, clientSeed: theme, nonce });
        for (let reel = 0; reel < 5; reel++) stops[reel] = stream.nextInt(slot.strips[reel]!.length);
        const win = spinWinInLineStakes(slot, stops, rules.lines);
        totalLineStakes += win;
        if (win > 0) hits++;
      }
      const observed = totalLineStakes / lines / spins;
      const sigma = Math.sqrt(moments.variance / spins);
      console.log(
        `${theme}: exact RTP ${(exactRtp * 100).toFixed(4)} %, simulated ${(observed * 100).toFixed(4)} % over ${spins} spins ` +
          `(${((observed - exactRtp) / sigma).toFixed(2)} σ, σ = ${(sigma * 100).toFixed(3)} pp, variance ${moments.variance.toFixed(2)}, ` +
          `hit rate ${((hits / spins) * 100).toFixed(1)} %), ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(Number.isSafeInteger(totalLineStakes)).toBe(true);
      expect(Math.abs(observed - exactRtp)).toBeLessThan(4.5 * sigma);
    });
  }
});
