import { useSyncExternalStore } from "react";

/**
 * A request to launch a game, as a store any feature can write (like account-dialogs): the lobby,
 * the home page's hot games, the footer's sports links and the category pages call
 * `requestGameLaunch` without importing the launch feature; the launch overlay (mounted once in
 * app/layouts/overlays.tsx) handles login first, maintenance, the loader, the launch call, the
 * stored iframe URL and the navigation to /game.
 */
export type GameLaunchRequest = {
  /** A catalogue gameId, or a PVP roomId (then `roomId` is set instead). */
  gameId?: number;
  roomId?: number;
  vassalage: string;
  /** For dialogs ("please log in first", maintenance) before the launch call answers. */
  gameName: string;
  /** isNew = 1 in the catalogue: under maintenance (spec §3); the dialog recommends other games. */
  underMaintenance?: boolean;
  /** Open in the game popup frame instead of navigating to /game. */
  popup?: boolean;
};

let pending: GameLaunchRequest | null = null;
const listeners = new Set<() => void>();

export function requestGameLaunch(request: GameLaunchRequest): void {
  pending = request;
  for (const listener of listeners) listener();
}

export function clearGameLaunch(): void {
  pending = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The launch being handled, or null. */
export function useGameLaunchRequest(): GameLaunchRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
}
