import { describe, expect, it } from "vitest";
import { AppError } from "../../src/errors.ts";
import type { LaunchGame, LaunchVendor } from "../../src/modules/launch/launch.repository.ts";
import { DEMO_ADAPTER, checkLaunch, launchTarget } from "../../src/modules/launch/launch.service.ts";

/* Fast tests (no app, no database) for the launch checks. */

const VENDOR: LaunchVendor = { code: "H3_SLOTS", enabled: true, adapter: DEMO_ADAPTER, walletMode: "seamless" };
const GAME: LaunchGame = {
  id: 1,
  code: "slot-1",
  name: "Slot",
  nameTexts: null,
  vendorCode: "H3_SLOTS",
  engine: "slot",
  theme: "koi",
  enabled: true,
  maintenance: false,
};

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return undefined;
};

describe("what a launch opens", () => {
  it("opens a game, a room, or the vendor's lobby game when neither is named", () => {
    expect(launchTarget({ gameId: 5 })).toEqual({ gameId: 5 });
    expect(launchTarget({ roomId: 7 })).toEqual({ roomId: 7 });
    expect(launchTarget({})).toEqual({ lobby: true });
  });

  it("refuses a game and a room together", () => {
    expect(codeOf(() => launchTarget({ gameId: 5, roomId: 7 }))).toBe("validation_failed");
  });
});

describe("the launch checks", () => {
  it("lets an enabled game of the named, enabled demo-adapter vendor open", () => {
    expect(checkLaunch(VENDOR, GAME)).toEqual({ vendor: VENDOR, game: GAME });
  });

  it("answers game_not_found for an unknown or disabled vendor, a missing or disabled game, or another vendor's game", () => {
    expect(codeOf(() => checkLaunch(null, GAME))).toBe("game_not_found");
    expect(codeOf(() => checkLaunch({ ...VENDOR, enabled: false }, GAME))).toBe("game_not_found");
    expect(codeOf(() => checkLaunch(VENDOR, null))).toBe("game_not_found");
    expect(codeOf(() => checkLaunch(VENDOR, { ...GAME, enabled: false }))).toBe("game_not_found");
    expect(codeOf(() => checkLaunch(VENDOR, { ...GAME, vendorCode: "GPI" }))).toBe("game_not_found");
  });

  it("answers game_maintenance for a game under maintenance, before the adapter check", () => {
    expect(codeOf(() => checkLaunch({ ...VENDOR, adapter: "other" }, { ...GAME, maintenance: true }))).toBe(
      "game_maintenance",
    );
  });

  it("answers vendor_unavailable for a vendor this platform has no launch adapter for", () => {
    expect(codeOf(() => checkLaunch({ ...VENDOR, adapter: "other" }, GAME))).toBe("vendor_unavailable");
  });
});
