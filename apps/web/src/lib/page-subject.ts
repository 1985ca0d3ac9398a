import { useEffect, useSyncExternalStore } from "react";

/**
 * What a page is about when its route alone does not say it (the game being played on /game): the
 * document title puts it in front of the route's own title ("Golden Koi · Đang chơi — Lotus").
 */
let subject: string | null = null;
const listeners = new Set<() => void>();

function setSubject(next: string | null) {
  subject = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current page's subject (read by the app's title hook). */
export const usePageSubject = () => useSyncExternalStore(subscribe, () => subject);

/** Names what the calling page shows while it is mounted. */
export function useSetPageSubject(name: string | null | undefined) {
  useEffect(() => {
    setSubject(name || null);
    return () => setSubject(null);
  }, [name]);
}
