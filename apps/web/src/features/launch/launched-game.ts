import { useSyncExternalStore } from "react";
import {
  GAME_LAUNCH,
  GAME_URL_STORAGE_KEY,
  type Language,
  type LaunchGameRequest,
  type LaunchGameValue,
} from "@lotus/contracts/web";
import type { GameLaunchRequest } from "../../lib/game-launch";

/*
 * The pure parts of a launch (spec §3 game launch payload, §4 "iframe URL stored, go to /game"):
 * the request body, the address the frame opens, where it is kept, and whether we are already on
 * /game. Kept free of React and the browser's globals so unit tests can drive them.
 */

/** The page that hosts the game frame (spec §2). */
export const GAME_PAGE_PATH = "/game";
/** Session-storage key of the launched game's name and ids, beside the URL (GAME_URL_STORAGE_KEY). */
export const GAME_META_STORAGE_KEY = `${GAME_URL_STORAGE_KEY}Meta`;

export type LaunchContext = {
  /** The logged-in account (spec §3 payload `username`). */
  account: string;
  token: string;
  merchantCode: string;
  language: Language;
};

/** The body of /wps/game/launchGame: the constants of spec §9 plus the request's game or room. */
export function buildLaunchBody(request: GameLaunchRequest, context: LaunchContext): LaunchGameRequest {
  const body: LaunchGameRequest = {
    ...GAME_LAUNCH,
    vassalage: request.vassalage,
    username: context.account,
    token: context.token,
    language: context.language,
  };
  if (request.roomId !== undefined) body.roomId = request.roomId;
  else if (request.gameId !== undefined) body.gameId = request.gameId;
  if (context.merchantCode !== "") body.merchantCode = context.merchantCode;
  return body;
}

/** `/game`, `/game/` and `/game?x` are the game page; `/games` is not. */
export function isOnGamePage(pathname: string): boolean {
  return pathname.replace(/\/+$/, "") === GAME_PAGE_PATH;
}

/**
 * Whether an address may be framed: a path on this site or an http(s) (or protocol-relative)
 * address. Anything else (`javascript:`, `data:`…) is refused, whoever wrote the storage.
 */
export function isFrameableUrl(url: string): boolean {
  return /^\/(?!\/)/.test(url) || /^(https?:)?\/\/[^/\s]+/i.test(url);
}

/** The address the frame opens: game_url, or game_url2 when the first is missing or unusable. */
export function pickGameUrl(value: Pick<LaunchGameValue, "game_url" | "game_url2">): string | null {
  for (const url of [value.game_url, value.game_url2]) if (url && isFrameableUrl(url)) return url;
  return null;
}

export type LaunchedGame = {
  url: string;
  gameName: string;
  vassalage: string;
  gameId?: number;
  roomId?: number;
  /** The vendor keeps its own wallet: the launch moved the main balance into it (decision 49). */
  transferWallet?: boolean;
};

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function writeLaunchedGame(storage: KeyValueStorage, game: LaunchedGame): void {
  storage.setItem(GAME_URL_STORAGE_KEY, game.url);
  const meta: Omit<LaunchedGame, "url"> = {
    gameName: game.gameName,
    vassalage: game.vassalage,
    gameId: game.gameId,
    roomId: game.roomId,
    transferWallet: game.transferWallet,
  };
  storage.setItem(GAME_META_STORAGE_KEY, JSON.stringify(meta));
}

/** The stored game, or null when there is none or the stored address may not be framed. */
export function readLaunchedGame(storage: KeyValueStorage): LaunchedGame | null {
  const url = storage.getItem(GAME_URL_STORAGE_KEY);
  if (!url || !isFrameableUrl(url)) return null;
  let meta: Partial<LaunchedGame> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(GAME_META_STORAGE_KEY) ?? "{}");
    if (parsed && typeof parsed === "object") meta = parsed as Partial<LaunchedGame>;
  } catch {
    // A damaged meta entry only costs the name in the bar.
  }
  return {
    url,
    gameName: typeof meta.gameName === "string" ? meta.gameName : "",
    vassalage: typeof meta.vassalage === "string" ? meta.vassalage : "",
    ...(typeof meta.gameId === "number" ? { gameId: meta.gameId } : {}),
    ...(typeof meta.roomId === "number" ? { roomId: meta.roomId } : {}),
    ...(meta.transferWallet === true ? { transferWallet: true } : {}),
  };
}

export function clearLaunchedGame(storage: KeyValueStorage): void {
  storage.removeItem(GAME_URL_STORAGE_KEY);
  storage.removeItem(GAME_META_STORAGE_KEY);
}

/* ---- The store /game reads: a launch while on /game switches the frame without navigating ---- */

const listeners = new Set<() => void>();
let snapshot: LaunchedGame | null | undefined;
/** Bumped on every launch, so relaunching the same game reloads the frame (new token). */
let version = 0;

function browserStorage(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function current(): LaunchedGame | null {
  if (snapshot === undefined) {
    const storage = browserStorage();
    snapshot = storage ? readLaunchedGame(storage) : null;
  }
  return snapshot;
}

/** Stores the launched game (session storage survives a reload of /game) and tells /game. */
export function saveLaunchedGame(game: LaunchedGame): void {
  try {
    const storage = browserStorage();
    if (storage) writeLaunchedGame(storage, game);
  } catch {
    // Storage full or blocked: the frame still gets the address from memory.
  }
  snapshot = game;
  version++;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The game /game shows, or null. */
export function useLaunchedGame(): LaunchedGame | null {
  return useSyncExternalStore(subscribe, current, () => null);
}

/** Changes with every launch (a key for the frame). */
export function useLaunchVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
}
