import { useSyncExternalStore } from "react";

/*
 * Results of operator actions ("Deposit D… confirmed", a refused call): shown as a toast and read
 * out by screen readers through the live regions of <Notifications>.
 */
export type Notice = { id: number; kind: "success" | "error"; text: string };

const listeners = new Set<() => void>();
let notices: Notice[] = [];
let nextId = 1;
const NOTICE_MS = 6000;

function publish() {
  for (const listener of listeners) listener();
}

export function dismiss(id: number): void {
  notices = notices.filter((n) => n.id !== id);
  publish();
}

export function notify(kind: Notice["kind"], text: string): void {
  const id = nextId++;
  notices = [...notices.slice(-3), { id, kind, text }];
  publish();
  setTimeout(() => dismiss(id), kind === "error" ? NOTICE_MS * 2 : NOTICE_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => notices;

export function useNotices(): Notice[] {
  return useSyncExternalStore(subscribe, snapshot);
}
