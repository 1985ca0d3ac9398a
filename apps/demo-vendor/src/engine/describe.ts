import { slotRtpBp } from "./slot.ts";
import type { GameEngineName } from "./types.ts";
import { TAIXIU_RULES } from "./taixiu.ts";
import { BAUCUA_RULES } from "./baucua.ts";
import { virtualRules } from "./virtual.ts";

const cache = new Map<string, number>();
const CACHE_LIMIT = 50_000;

/**
 * What a catalogue entry publishes about a demo-vendor game: its exact RTP (basis points, rounded
 * half up) for the engine and theme, the same as engineFor(engine, theme).describe().rtpBp. Slots
 * skip building their reels (the catalogue seed describes 10,000 themes); results are cached.
 */
export function describeGame(engine: GameEngineName, theme: string): { rtpBp: number } {
  const key = `${engine}:${theme}`;
  let rtpBp = cache.get(key);
  if (rtpBp === undefined) {
    rtpBp = rtpOf(engine, theme);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, rtpBp);
  }
  return { rtpBp };
}

function rtpOf(engine: GameEngineName, theme: string): number {
  switch (engine) {
    case "slot":
      return slotRtpBp(theme);
    case "taixiu":
      return TAIXIU_RULES.rtpBp;
    case "baucua":
      return BAUCUA_RULES.rtpBp;
    case "virtual":
      return virtualRules(theme).rtpBp;
    default:
      throw new Error(`unknown game engine: ${String(engine)}`);
  }
}
