import { afterEach, describe, expect, it, vi } from "vitest";
import { withTimeout } from "./with-timeout";

describe("withTimeout", () => {
  afterEach(() => vi.useRealTimers());

  it("rejects a chunk that has not loaded when the time is up", async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = withTimeout(never, 120_000);
    const settled = expect(result).rejects.toMatchObject({ name: "TimeoutError" });
    await vi.advanceTimersByTimeAsync(120_000);
    await settled;
  });

  it("passes through a value that arrives in time", async () => {
    vi.useFakeTimers();
    const result = withTimeout(new Promise((resolve) => setTimeout(() => resolve("page"), 1000)), 120_000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe("page");
  });

  it("passes through a load failure without waiting for the timeout", async () => {
    await expect(withTimeout(Promise.reject(new Error("chunk 404")), 120_000)).rejects.toThrow("chunk 404");
  });
});
