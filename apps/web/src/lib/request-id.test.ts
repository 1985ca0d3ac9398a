import { describe, expect, it } from "vitest";
import { newRequestId } from "./request-id";

describe("newRequestId", () => {
  it("fits the server's idempotency key pattern and differs each time", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newRequestId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
