import { useEffect, useState } from "react";
import { secondsLeft } from "../utils/countdown";

/**
 * A countdown to a deadline. It reads the clock on every tick instead of counting ticks, so a
 * phone that slept or a background tab that throttled timers still shows the true time left.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  const left = deadline === null ? 0 : secondsLeft(deadline, now);
  return {
    secondsLeft: left,
    running: left > 0,
    start(seconds: number) {
      const current = Date.now();
      setNow(current);
      setDeadline(seconds > 0 ? current + seconds * 1000 : null);
    },
    stop() {
      setDeadline(null);
    },
  };
}
