import { useCallback, useSyncExternalStore } from "react";

/**
 * True while the window is at least `px` wide; re-renders when it crosses that width. The record
 * pages use it to choose a paged table (wide) or an infinitely scrolling card list (phones).
 */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  const subscribe = useCallback(
    (callback: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener("change", callback);
      return () => media.removeEventListener("change", callback);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
