/*
 * Countdowns of the lottery pages run on the server's clock: the game call answers `serverTime`,
 * and the page keeps the difference to the device's clock, so a device set a few minutes wrong
 * still shows when the draw really closes.
 */

/** Server clock minus device clock (ms), from a `serverTime` read at device time `receivedAt`. */
export function serverOffsetMs(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Milliseconds from `now` (server clock) until `iso`, never below zero; 0 for an unreadable time. */
export function remainingMs(iso: string | null | undefined, now: number): number {
  if (!iso) return 0;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}

const two = (n: number) => String(n).padStart(2, "0");

/**
 * A countdown as a clock: "mm:ss" under an hour, "h:mm:ss" under a day, "Nd hh:mm:ss" beyond.
 * Seconds round up, so "00:01" shows until the moment itself and "00:00" means it has passed.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days}d ${two(hours)}:${two(minutes)}:${two(seconds)}`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${two(minutes)}:${two(seconds)}`;
}

/** Whether bets are taken at `now`: the draw is open and its cut-off has not passed. */
export function isTakingBets(draw: { state: string; closesAt: string } | null | undefined, now: number): boolean {
  return !!draw && draw.state === "open" && remainingMs(draw.closesAt, now) > 0;
}

/** Draw states before the result on the wire (a waiting draw is still stored scheduled). */
const BEFORE_RESULT: readonly string[] = ["scheduled", "open", "closed"];

/**
 * Whether a draw is waiting for its official result: its game takes official results only (the
 * server then leaves a draw closed past its time until an operator's result is approved), the draw
 * time has passed on the server clock and the draw has no result yet. Shown instead of a countdown.
 */
export function awaitsOfficialResult(
  game: { resultSource: string },
  draw: { state: string; drawAt: string } | null | undefined,
  now: number,
): boolean {
  if (game.resultSource !== "official" || !draw || !BEFORE_RESULT.includes(draw.state)) return false;
  const drawAt = Date.parse(draw.drawAt);
  return !Number.isNaN(drawAt) && drawAt <= now;
}

/** The issue of a traditional game's draw on a brand-zone date ("2026-11-27" → "20261127"). */
export const traditionalIssueOn = (date: string): string => date.replaceAll("-", "");
