import { beforeEach, describe, expect, it } from "vitest";
import { MAX_TOASTS, TOAST_DURATION_MS, dismissToast, getToasts, subscribeToasts, toast } from "./toast";

describe("toast store", () => {
  beforeEach(() => {
    for (const item of getToasts()) dismissToast(item.id);
  });

  it("adds toasts with defaults and tells its listeners", () => {
    let calls = 0;
    const unsubscribe = subscribeToasts(() => calls++);
    const id = toast({ title: "Saved" });
    toast({ tone: "error", title: "Failed", body: "Try again", durationMs: 9_000 });
    unsubscribe();
    toast({ title: "Unheard" });
    expect(calls).toBe(2);
    expect(getToasts().map(({ tone, title, body, durationMs }) => ({ tone, title, body, durationMs }))).toEqual([
      { tone: "info", title: "Saved", body: undefined, durationMs: TOAST_DURATION_MS },
      { tone: "error", title: "Failed", body: "Try again", durationMs: 9_000 },
      { tone: "info", title: "Unheard", body: undefined, durationMs: TOAST_DURATION_MS },
    ]);
    dismissToast(id);
    expect(getToasts().map((t) => t.title)).toEqual(["Failed", "Unheard"]);
  });

  it(`keeps the newest ${MAX_TOASTS}`, () => {
    for (let i = 1; i <= MAX_TOASTS + 2; i++) toast({ title: `n${i}` });
    expect(getToasts().map((t) => t.title)).toEqual(["n3", "n4", "n5", "n6"]);
  });

  it("shows the same message once (a repeat moves it to the end with a fresh id)", () => {
    const first = toast({ tone: "success", title: "Deposit received", body: "500,000.00 VND" });
    toast({ tone: "info", title: "Other" });
    const again = toast({ tone: "success", title: "Deposit received", body: "500,000.00 VND" });
    expect(again).not.toBe(first);
    expect(getToasts().map((t) => [t.id, t.title])).toEqual([
      [getToasts()[0]!.id, "Other"],
      [again, "Deposit received"],
    ]);
  });

  it("ignores dismissing an unknown id without notifying", () => {
    toast({ title: "Stay" });
    let calls = 0;
    const unsubscribe = subscribeToasts(() => calls++);
    dismissToast(987654);
    unsubscribe();
    expect(calls).toBe(0);
    expect(getToasts()).toHaveLength(1);
  });
});
