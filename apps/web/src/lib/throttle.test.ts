import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INFINITE_SCROLL_THROTTLE_MS } from "@lotus/contracts/web";
import { throttle } from "./throttle";

describe("infinite scroll throttle (spec §9: 200 ms)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T05:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("runs at once, then at most once per window, with one trailing run for the calls inside it", () => {
    const fn = vi.fn();
    const call = throttle(fn, INFINITE_SCROLL_THROTTLE_MS);
    call();
    expect(fn).toHaveBeenCalledTimes(1);
    call();
    call();
    vi.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(fn).toHaveBeenCalledTimes(2);
    call();
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it("drops a pending trailing run when cancelled", () => {
    const fn = vi.fn();
    const call = throttle(fn, 200);
    call();
    call();
    call.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
