import { useSyncExternalStore } from "react";

/**
 * Short, non-blocking messages (spec §8 information and success messages), shown by the
 * `Toaster` mounted once in the root layout. Any feature calls
 * `toast({ tone: "success", title: t("…"), body })`; the text is already translated.
 */
export type ToastTone = "success" | "info" | "warning" | "error";

export type ToastInput = {
  tone?: ToastTone;
  title: string;
  body?: string;
  /** Visible time in ms while not hovered or focused; default TOAST_DURATION_MS. */
  durationMs?: number;
};

export type Toast = { id: number; tone: ToastTone; title: string; body?: string; durationMs: number };

export const TOAST_DURATION_MS = 6_000;
/** Older toasts give way beyond this many. */
export const MAX_TOASTS = 4;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; returns its id. The same message shown twice restarts instead of stacking. */
export function toast({ tone = "info", title, body, durationMs = TOAST_DURATION_MS }: ToastInput): number {
  const item: Toast = { id: nextId++, tone, title, body, durationMs };
  const others = toasts.filter((t) => !(t.tone === tone && t.title === title && t.body === body));
  publish([...others, item].slice(-MAX_TOASTS));
  return item.id;
}

export function dismissToast(id: number): void {
  if (toasts.some((t) => t.id === id)) publish(toasts.filter((t) => t.id !== id));
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
