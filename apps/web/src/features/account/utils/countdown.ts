/**
 * SMS countdowns (spec §4 SMS code): the send button turns into a countdown of
 * expiredMinutes x 60 s; in forgot password it is shortened by half the measured round trip,
 * because the code's lifetime started on the server while the answer was still travelling back.
 */
export function countdownSeconds(expiredMinutes: number, roundTripMs = 0): number {
  const total = expiredMinutes * 60 - Math.max(0, roundTripMs) / 2 / 1000;
  return Math.max(0, Math.floor(total));
}

/** Whole seconds left until `deadline` (epoch ms), never negative; 0.2 s left still shows 1. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** "4:05" for 245 seconds: the countdown as people read a clock. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** True while another send would break the throttle of SMS_SEND_THROTTLE_MS (spec §5). */
export function isThrottled(lastSentAt: number | null, now: number, throttleMs: number): boolean {
  return lastSentAt !== null && now - lastSentAt < throttleMs;
}
