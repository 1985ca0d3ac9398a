import { describe, expect, it } from "vitest";
import { needsLoginRedirect } from "./login-guard";

describe("login-required mode", () => {
  it("sends a visitor without a token from a page to /login", () => {
    expect(needsLoginRedirect(true, false, "/index")).toBe(true);
    expect(needsLoginRedirect(true, false, "/rng")).toBe(true);
    expect(needsLoginRedirect(true, false, "/")).toBe(true);
  });

  it("lets the exempt paths through without a token", () => {
    for (const path of ["/login", "/register", "/register.html", "/helpmc", "/download"]) {
      expect(needsLoginRedirect(true, false, path), path).toBe(false);
    }
  });

  it("lets a visitor with a token through", () => {
    expect(needsLoginRedirect(true, true, "/vip")).toBe(false);
  });

  it("redirects nobody when the brand does not require login", () => {
    expect(needsLoginRedirect(false, false, "/vip")).toBe(false);
  });
});
