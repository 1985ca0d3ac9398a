import { SLOT_FAMILIES } from "../../engine/slot-families.ts";
import type { GameEngineName } from "../../engine/types.ts";

/* The stage's look: a CSS class per slot theme family (theme "dragon-17" → "dragon"), per mini game. */

export function themeFamily(theme: string): string {
  return (theme.toLowerCase().split(/[-_.:\s]/)[0] ?? "").replace(/[^a-z0-9]/g, "");
}

export function themeClass(engine: GameEngineName, theme: string): string {
  if (engine === "slot") {
    const family = themeFamily(theme);
    return `theme-${SLOT_FAMILIES.has(family) ? family : "default"}`;
  }
  if (engine === "virtual") return themeFamily(theme) === "football" ? "theme-pitch" : "theme-arena";
  return engine === "taixiu" ? "theme-felt" : "theme-lacquer";
}
