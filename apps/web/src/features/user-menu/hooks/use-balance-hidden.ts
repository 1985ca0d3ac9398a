import { useSyncExternalStore } from "react";
import { BALANCE_HIDDEN_STORAGE_KEY } from "../utils/balance-display";

/*
 * Whether the member hid the header balance, remembered in local storage. One small store so the
 * wide and the phone header (both mounted) and other tabs show the same choice.
 */
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(BALANCE_HIDDEN_STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

let hidden = read();

function publish() {
  hidden = read();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === BALANCE_HIDDEN_STORAGE_KEY) publish();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function setBalanceHidden(value: boolean) {
  try {
    if (value) localStorage.setItem(BALANCE_HIDDEN_STORAGE_KEY, "1");
    else localStorage.removeItem(BALANCE_HIDDEN_STORAGE_KEY);
  } catch {
    // Storage may be off (private mode): the choice then lasts for this page only.
    hidden = value;
    for (const listener of listeners) listener();
    return;
  }
  publish();
}

export function useBalanceHidden(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hidden,
    () => hidden,
  );
}
