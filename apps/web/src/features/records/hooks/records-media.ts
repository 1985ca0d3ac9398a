import { useSyncExternalStore } from "react";

/** The width (px) from which the account record shows a paged table instead of the phone feed. */
export const RECORDS_TABLE_MIN_WIDTH = 768;
const QUERY = `(min-width: ${RECORDS_TABLE_MIN_WIDTH}px)`;

function subscribe(callback: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", callback);
  return () => media.removeEventListener("change", callback);
}

/** True on screens of at least 768 px; re-renders when the window crosses it. */
export function useRecordsTableLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
