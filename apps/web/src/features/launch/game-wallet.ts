import { useEffect } from "react";
import { returnAllToMain } from "../../lib/queries/money";
import { getSession } from "../../lib/session";
import { GAME_WALLET_MARK_PREFIX } from "./game-wallet-mark";
import { isOnGamePage, type LaunchedGame } from "./launched-game";

/*
 * The money a transfer-wallet game holds comes back when the member leaves it (architecture.md
 * decision 53). While such a game is shown (the /game page or the popup frame) its tab keeps a
 * mark in local storage, refreshed every HEARTBEAT_MS. Leaving it inside the site (another page,
 * the popup closed) returns the balance at once (GCS_returnBalance, `keepalive`); a tab closed
 * or a page unloaded leaves the mark behind, and the next page load of the site returns it — at
 * once for this tab's own mark (unless it is back on /game), after STALE_MS for another tab's,
 * whose game may still be open. The request id comes from the mark, so the leave and the
 * fallback never return twice.
 */

const TAB_ID_KEY = "lotusTabId";
export const HEARTBEAT_MS = 10_000;
export const STALE_MS = 30_000;
/** A mark of another account is dropped after a day: that member may never log in here again. */
const FORGET_MS = 24 * 60 * 60_000;

export type GameWalletMark = {
  /** The game shown (a new one at every launch); `leave-<id>` is the return's request id. */
  id: string;
  tab: string;
  account: string;
  vendor: string;
  /** When the mark was last refreshed (epoch ms). */
  at: number;
};

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

export function markKey(tab: string): string {
  return `${GAME_WALLET_MARK_PREFIX}${tab}`;
}

function isMark(value: unknown): value is GameWalletMark {
  if (!value || typeof value !== "object") return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === "string" &&
    /^[A-Za-z0-9_-]{8,48}$/.test(m.id) &&
    typeof m.tab === "string" &&
    typeof m.account === "string" &&
    typeof m.vendor === "string" &&
    typeof m.at === "number"
  );
}

/** Every readable mark in the storage (a damaged one is removed). */
export function readMarks(storage: KeyValueStorage): GameWalletMark[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(GAME_WALLET_MARK_PREFIX)) keys.push(key);
  }
  const marks: GameWalletMark[] = [];
  for (const key of keys) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(storage.getItem(key) ?? "null");
    } catch {
      // removed below
    }
    if (isMark(parsed) && key === markKey(parsed.tab)) marks.push(parsed);
    else storage.removeItem(key);
  }
  return marks;
}

export type PageState = { tab: string; account: string; now: number; onGamePage: boolean };

/**
 * Which marks to return now, which to forget, and when to look again (a fresh mark of another
 * tab: its game may still be open).
 */
export function planReturns(
  marks: readonly GameWalletMark[],
  page: PageState,
): { returnNow: GameWalletMark[]; forget: GameWalletMark[]; recheckInMs: number | null } {
  const returnNow: GameWalletMark[] = [];
  const forget: GameWalletMark[] = [];
  let recheckInMs: number | null = null;
  for (const mark of marks) {
    const age = page.now - mark.at;
    if (mark.account.toLowerCase() !== page.account.toLowerCase()) {
      if (age > FORGET_MS) forget.push(mark);
    } else if (mark.tab === page.tab) {
      // This tab's game is open again after a reload of /game: the page keeps the mark.
      if (!page.onGamePage) returnNow.push(mark);
    } else if (age >= STALE_MS) {
      returnNow.push(mark);
    } else {
      const wait = STALE_MS - age + 1_000;
      recheckInMs = recheckInMs === null ? wait : Math.min(recheckInMs, wait);
    }
  }
  return { returnNow, forget, recheckInMs };
}

/* ---- The browser glue ---- */

function local(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** This tab's id (session storage: kept by a reload, not shared with other tabs). */
function tabId(): string {
  try {
    const stored = sessionStorage.getItem(TAB_ID_KEY);
    if (stored) return stored;
    const id = newId();
    sessionStorage.setItem(TAB_ID_KEY, id);
    return id;
  } catch {
    return "no-session-storage";
  }
}

/** The returns under way; a launch waits for them, so a return never takes a new game's money. */
const inFlight = new Set<Promise<unknown>>();

export function returnsSettled(): Promise<unknown> {
  return Promise.allSettled([...inFlight]);
}

/** Returns the mark's game wallets; the mark goes once the server has answered. */
function returnMark(mark: GameWalletMark): Promise<unknown> {
  const call = returnAllToMain({ requestId: `leave-${mark.id}` }, { keepalive: true }).then(() => {
    const storage = local();
    const key = markKey(mark.tab);
    // Only this game's mark: the tab may have launched another game meanwhile.
    if (storage?.getItem(key)?.includes(`"id":"${mark.id}"`)) storage.removeItem(key);
  });
  const settled = call.catch(() => {
    // Kept: the next page load tries again with the same request id.
  });
  inFlight.add(settled);
  void settled.finally(() => inFlight.delete(settled));
  return settled;
}

/** A leave waits one task: a remount (React's strict mode) or a relaunch in place cancels it. */
let pendingLeave: number | undefined;

/**
 * While `game` (a transfer-wallet game) is shown, keeps this tab's mark fresh; when it stops
 * being shown inside the site (another page, the popup closed), returns its money. A relaunch
 * that switches the frame to another transfer-wallet game returns nothing: that launch already
 * moved the money into the new game.
 */
export function useGameWalletReturn(game: LaunchedGame | null, version: number): void {
  const vendor = game?.transferWallet ? game.vassalage : null;
  useEffect(() => {
    const session = getSession();
    const storage = local();
    if (!vendor || !session || !storage) return;
    window.clearTimeout(pendingLeave);
    const tab = tabId();
    const mark: GameWalletMark = { id: newId(), tab, account: session.account, vendor, at: Date.now() };
    const write = () => {
      try {
        storage.setItem(markKey(tab), JSON.stringify({ ...mark, at: Date.now() }));
      } catch {
        // Storage full: the leave inside the site still returns the money.
      }
    };
    write();
    const timer = window.setInterval(write, HEARTBEAT_MS);
    return () => {
      window.clearInterval(timer);
      pendingLeave = window.setTimeout(() => void returnMark(mark), 0);
    };
  }, [vendor, version]);
}

/**
 * On page load and at login: returns what a closed tab or an earlier visit left in game wallets
 * (the fallback of the leave above), then looks again while another tab's mark is fresh.
 */
export function returnLeftGameWallets(): () => void {
  let timer: number | undefined;
  const run = () => {
    const session = getSession();
    const storage = local();
    if (!session || !storage) return;
    const plan = planReturns(readMarks(storage), {
      tab: tabId(),
      account: session.account,
      now: Date.now(),
      onGamePage: isOnGamePage(window.location.pathname),
    });
    for (const mark of plan.forget) storage.removeItem(markKey(mark.tab));
    for (const mark of plan.returnNow) void returnMark(mark);
    if (plan.recheckInMs !== null) timer = window.setTimeout(run, plan.recheckInMs);
  };
  run();
  return () => window.clearTimeout(timer);
}
