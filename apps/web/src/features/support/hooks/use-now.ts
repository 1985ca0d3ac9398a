import { useEffect, useState } from "react";

/** This device's clock, ticking every `intervalMs` (the answer countdowns). */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
