import { useEffect, useState } from "react";

/**
 * The server's clock, ticking every second: the device's time plus `offsetMs` (the game call's
 * serverTime minus the device time its answer arrived).
 */
export function useServerNow(offsetMs = 0): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setDeviceNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return deviceNow + offsetMs;
}
