import { useRef, useState } from "react";
import { SMS_SEND_THROTTLE_MS, type CodeSentValue } from "@lotus/contracts/web";
import { countdownSeconds, isThrottled } from "../utils/countdown";
import { useCountdown } from "./use-countdown";

/**
 * A "send code" button's state (spec §4 SMS code, §5): sends at most once per
 * SMS_SEND_THROTTLE_MS, then counts down expiredMinutes x 60 s. `shortenByRoundTrip` takes half
 * the measured round trip off the countdown (forgot password by phone).
 */
export function useSendCode(options: { shortenByRoundTrip?: boolean } = {}) {
  const countdown = useCountdown();
  const lastSentAt = useRef<number | null>(null);
  const [pending, setPending] = useState(false);
  const [cooling, setCooling] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState<CodeSentValue | null>(null);

  async function send(call: () => Promise<CodeSentValue>): Promise<boolean> {
    const now = Date.now();
    if (pending || countdown.running || isThrottled(lastSentAt.current, now, SMS_SEND_THROTTLE_MS)) return false;
    lastSentAt.current = now;
    setCooling(true);
    setTimeout(() => setCooling(false), SMS_SEND_THROTTLE_MS);
    setPending(true);
    setError(null);
    const started = performance.now();
    try {
      const value = await call();
      const roundTrip = options.shortenByRoundTrip ? performance.now() - started : 0;
      countdown.start(countdownSeconds(value.expiredMinutes, roundTrip));
      setSent(value);
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    } finally {
      setPending(false);
    }
  }

  return {
    send,
    pending,
    error,
    sent,
    secondsLeft: countdown.secondsLeft,
    /** The button is off while sending, during the throttle and during the countdown. */
    blocked: pending || cooling || countdown.running,
    reset() {
      countdown.stop();
      setSent(null);
      setError(null);
    },
  };
}
