import { describe, expect, it } from "vitest";
import { APPLICATION_IMAGE_BYTES_MAX } from "@lotus/contracts/web";
import { addApplicationImages, remarkLength } from "./application-files";

const file = (type: string, size = 1000) => ({ type, size });

describe("application pictures", () => {
  it("keeps png and jpg pictures up to 5 MB and refuses other types and larger ones", () => {
    const result = addApplicationImages(
      [],
      [
        file("image/png"),
        file("image/gif"),
        file("image/jpeg", APPLICATION_IMAGE_BYTES_MAX + 1),
        file("image/jpeg", APPLICATION_IMAGE_BYTES_MAX),
      ],
    );
    expect(result.files).toEqual([file("image/png"), file("image/jpeg", APPLICATION_IMAGE_BYTES_MAX)]);
    expect(result.problems).toEqual({ type: true, size: true, tooMany: false });
  });

  it("never keeps more than three and says so", () => {
    const chosen = [file("image/png"), file("image/png")];
    const result = addApplicationImages(chosen, [file("image/jpeg"), file("image/jpeg")]);
    expect(result.files).toHaveLength(3);
    expect(result.problems.tooMany).toBe(true);
  });

  it("counts the remark in characters after trimming (an emoji is one)", () => {
    expect(remarkLength("  xin chào  ")).toBe(8);
    expect(remarkLength("🎁🎁")).toBe(2);
  });
});
