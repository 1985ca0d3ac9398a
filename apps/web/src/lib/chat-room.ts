import { useSyncExternalStore } from "react";

/*
 * Whether the chat room dialog (spec §2, issue 16) is open and on which room: a store any part of
 * the site can write (the header's button, a "?chat=lobby" link) without importing the chat feature.
 */

let room: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null) {
  room = next;
  for (const listener of listeners) listener();
}

/** Opens the chat room dialog (on `id`, else the room last shown, else the lobby). */
export function openChatRoom(id = "") {
  set(id || room || "lobby");
}

export function closeChatRoom() {
  set(null);
}

/** Switches the open dialog to another room. */
export function showChatRoom(id: string) {
  if (room !== null) set(id);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The room of the open dialog, or null while it is closed. */
export function useChatRoom(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => room,
    () => null,
  );
}
