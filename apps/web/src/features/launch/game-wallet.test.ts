import { describe, expect, it } from "vitest";
import { STALE_MS, markKey, planReturns, readMarks, type GameWalletMark } from "./game-wallet";

/** A Map-backed localStorage stand-in (the web project's tests run in node). */
function memoryStorage(entries: Record<string, string> = {}) {
  const data = new Map(Object.entries(entries));
  return {
    data,
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const NOW = 1_800_000_000_000;
const mark = (overrides: Partial<GameWalletMark> = {}): GameWalletMark => ({
  id: "a1b2c3d4e5f6a7b8",
  tab: "tab-1",
  account: "demo01",
  vendor: "GPI",
  at: NOW - 5_000,
  ...overrides,
});
const page = { tab: "tab-1", account: "demo01", now: NOW, onGamePage: false };

describe("returning what a transfer-wallet game holds after the member left it", () => {
  it("returns this tab's game at once when the page loads anywhere but /game (the tab was reloaded or closed)", () => {
    expect(planReturns([mark()], page).returnNow).toEqual([mark()]);
  });

  it("keeps this tab's game when /game is reloaded: the game is still being played", () => {
    expect(planReturns([mark()], { ...page, onGamePage: true })).toEqual({
      returnNow: [],
      forget: [],
      recheckInMs: null,
    });
  });

  it("leaves another tab's game alone while its mark is fresh, and looks again once it is stale", () => {
    const other = mark({ tab: "tab-2", at: NOW - 10_000 });
    const plan = planReturns([other], page);
    expect(plan.returnNow).toEqual([]);
    expect(plan.recheckInMs).toBe(STALE_MS - 10_000 + 1_000);
    expect(planReturns([other], { ...page, now: NOW + plan.recheckInMs! }).returnNow).toEqual([other]);
  });

  it("returns a closed tab's game once its mark is stale, whatever page this tab shows", () => {
    const closed = mark({ tab: "tab-2", at: NOW - STALE_MS });
    expect(planReturns([closed], { ...page, onGamePage: true }).returnNow).toEqual([closed]);
  });

  it("never returns another account's game; forgets its mark after a day", () => {
    const theirs = mark({ account: "someone" });
    expect(planReturns([theirs], page)).toEqual({ returnNow: [], forget: [], recheckInMs: null });
    const old = mark({ account: "someone", at: NOW - 25 * 60 * 60_000 });
    expect(planReturns([old], page).forget).toEqual([old]);
    expect(planReturns([mark({ account: "DEMO01" })], page).returnNow).toHaveLength(1);
  });

  it("reads only well-formed marks stored under their tab's key and removes damaged ones", () => {
    const good = mark();
    const storage = memoryStorage({
      [markKey("tab-1")]: JSON.stringify(good),
      [markKey("tab-2")]: "{not json",
      [markKey("tab-3")]: JSON.stringify(mark({ tab: "tab-9" })),
      [markKey("tab-4")]: JSON.stringify({ ...mark({ tab: "tab-4" }), id: "bad id!" }),
      unrelated: "x",
    });
    expect(readMarks(storage)).toEqual([good]);
    expect([...storage.data.keys()].sort()).toEqual([markKey("tab-1"), "unrelated"].sort());
  });
});
