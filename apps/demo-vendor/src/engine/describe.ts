import type { GameEngineName } from "./types.ts";

/**
 * What a catalogue entry publishes about a demo-vendor game: its exact RTP (basis points, rounded)
 * for the engine and theme. Placeholder: filled in by the engine work.
 */
export function describeGame(_engine: GameEngineName, _theme: string): { rtpBp: number } {
  return { rtpBp: 0 };
}
