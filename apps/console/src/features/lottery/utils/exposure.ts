import type { ConsoleLotteryDraw, LotteryDrawState } from "@lotus/contracts/web";

/** How often the exposure of the chosen draw is read again while the page is open. */
export const EXPOSURE_REFRESH_MS = 10_000;

/** Draws whose exposure is still moving: betting open, or scheduled to open. */
export const UPCOMING_STATES: readonly LotteryDrawState[] = ["open", "scheduled"];

export type ExposureLevel = "low" | "high" | "full";

/** How close a number is to its cap: full at 100 %, high from 80 %. */
export function exposureLevel(usedBp: number): ExposureLevel {
  if (usedBp >= 10_000) return "full";
  if (usedBp >= 8_000) return "high";
  return "low";
}

/** The bar's width in percent, 0–100 (a cap lowered below the liability reads as full). */
export const barPercent = (usedBp: number): number => Math.min(100, Math.max(0, usedBp / 100));

/** Upcoming draws to pick from: open ones first, then by draw time, each once. */
export function upcomingDraws(lists: readonly (readonly ConsoleLotteryDraw[])[]): ConsoleLotteryDraw[] {
  const seen = new Map<string, ConsoleLotteryDraw>();
  for (const list of lists) for (const draw of list) if (!seen.has(draw.drawId)) seen.set(draw.drawId, draw);
  return [...seen.values()].sort(
    (a, b) =>
      Number(b.state === "open") - Number(a.state === "open") ||
      a.drawAt.localeCompare(b.drawAt) ||
      a.gameCode.localeCompare(b.gameCode),
  );
}
