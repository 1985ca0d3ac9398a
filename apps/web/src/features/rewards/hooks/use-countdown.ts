import { useEffect, useState } from "react";

/** This device's clock, ticking every `intervalMs` (countdowns). */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Milliseconds left until `targetIso` on the server's clock: `serverTime` is the answer's own time and
 * `receivedAt` when this device got it, so a device clock minutes off shows the same countdown.
 */
export function msLeft(targetIso: string, clock: { serverTime: string; receivedAt: number }, now: number): number {
  const offset = Date.parse(clock.serverTime) - clock.receivedAt;
  return Math.max(0, Date.parse(targetIso) - (now + offset));
}

/** Days, hours, minutes and seconds of a duration. */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.floor(ms / 1_000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}
