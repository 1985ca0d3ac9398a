import { describe, expect, it } from "vitest";
import { formatElapsed, formatNet } from "./session-numbers";

describe("the session numbers of the reality check and the game frame", () => {
  it("shows the elapsed time as h:mm:ss", () => {
    expect(formatElapsed(0)).toBe("0:00:00");
    expect(formatElapsed(59)).toBe("0:00:59");
    expect(formatElapsed(15 * 60)).toBe("0:15:00");
    expect(formatElapsed(3600 + 2 * 60 + 3)).toBe("1:02:03");
  });

  it("signs the net result in whole đồng (a loss with a minus, a win with a plus, nothing at zero)", () => {
    expect(formatNet("-1500000", "en")).toBe("−15,000 ₫");
    expect(formatNet("250000", "en")).toBe("+2,500 ₫");
    expect(formatNet("0", "en")).toBe("0 ₫");
    expect(formatNet("-1500000", "vi")).toBe("−15.000 ₫");
  });
});
