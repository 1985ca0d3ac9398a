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
