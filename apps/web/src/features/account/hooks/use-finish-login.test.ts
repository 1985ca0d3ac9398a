import { describe, expect, it } from "vitest";
import { needsForcedChange, shouldGoHome } from "./use-finish-login";

describe("after a login", () => {
  it("forces the password change for the weak default typed at a username login", () => {
    expect(needsForcedChange({ mustChangePassword: false }, { method: "username", weakPassword: true })).toBe(true);
    expect(needsForcedChange({ mustChangePassword: false }, { method: "username", weakPassword: false })).toBe(false);
  });

  it("never forces it for an SMS login on the client's own guess, only when the server demands it", () => {
    expect(needsForcedChange({ mustChangePassword: false }, { method: "sms", weakPassword: true })).toBe(false);
    expect(needsForcedChange({ mustChangePassword: true }, { method: "sms", weakPassword: false })).toBe(true);
  });

  it("goes home unless already on / or /index", () => {
    expect(shouldGoHome("/")).toBe(false);
    expect(shouldGoHome("/index")).toBe(false);
    expect(shouldGoHome("/login")).toBe(true);
    expect(shouldGoHome("/register")).toBe(true);
  });
});
