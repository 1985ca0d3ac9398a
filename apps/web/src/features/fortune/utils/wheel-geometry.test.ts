import { describe, expect, it } from "vitest";
import { landingRotation, segmentAt, segmentCentre, segmentPath } from "./wheel-geometry";

describe("the drawn wheel", () => {
  it("stops every segment under the pointer after at least the whole turns asked", () => {
    for (const count of [2, 3, 8, 12]) {
      let rotation = 0;
      for (let spin = 0; spin < 3 * count; spin += 1) {
        const segment = (spin * 5) % count;
        const next = landingRotation(rotation, segment, count, 4);
        expect(next - rotation).toBeGreaterThanOrEqual(4 * 360);
        expect(next - rotation).toBeLessThan(6 * 360);
        expect(segmentAt(next, count)).toBe(segment);
        rotation = next;
      }
    }
  });

  it("places segment centres clockwise from the top", () => {
    expect(segmentCentre(0, 4)).toBe(45);
    expect(segmentCentre(3, 4)).toBe(315);
    expect(segmentAt(0, 4)).toBe(0);
    expect(segmentAt(-90, 4)).toBe(1);
  });

  it("draws a segment as a wedge from the centre", () => {
    expect(segmentPath(0, 4, 100)).toBe("M100,100 L100.000,0.000 A100,100 0 0 1 200.000,100.000 Z");
  });
});
