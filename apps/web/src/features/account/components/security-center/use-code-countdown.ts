import { useCallback, useEffect, useState } from "react";

/**
 * Seconds left until a code may be sent again (spec §4 SMS code: expiredMinutes × 60). Counted
 * from a deadline rather than by decrementing, so a throttled background tab stays right.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);
  const reset = useCallback(() => setDeadline(0), []);
  return { remaining: Math.max(0, Math.ceil((deadline - now) / 1000)), start, reset };
}
