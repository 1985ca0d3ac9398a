import { describe, expect, it } from "vitest";
import type { ConsoleLotteryDraw } from "@lotus/contracts/web";
import { barPercent, exposureLevel, upcomingDraws } from "./exposure";

const draw = (drawId: string, state: ConsoleLotteryDraw["state"], drawAt: string) =>
  ({ drawId, state, drawAt, gameCode: "EL1" }) as ConsoleLotteryDraw;

describe("exposure", () => {
  it("grades the share of the cap used and keeps the bar inside 0–100 %", () => {
    expect(exposureLevel(7_999)).toBe("low");
    expect(exposureLevel(8_000)).toBe("high");
    expect(exposureLevel(10_000)).toBe("full");
    expect(barPercent(4_250)).toBe(42.5);
    expect(barPercent(12_000)).toBe(100);
  });

  it("offers open draws first, then scheduled ones by time, each once", () => {
    const list = upcomingDraws([
      [draw("3", "scheduled", "2026-11-27T12:03:00Z"), draw("2", "scheduled", "2026-11-27T12:02:00Z")],
      [draw("1", "open", "2026-11-27T12:05:00Z"), draw("2", "scheduled", "2026-11-27T12:02:00Z")],
    ]);
    expect(list.map((d) => d.drawId)).toEqual(["1", "2", "3"]);
  });
});
