import { describe, expect, it } from "vitest";
import { CUSTOM_AVATAR_MAX_BYTES } from "@lotus/contracts/web";
import { avatarFileProblem } from "./avatar-file";

describe("avatarFileProblem", () => {
  it("accepts a PNG or JPEG up to the size limit", () => {
    expect(avatarFileProblem({ type: "image/png", size: CUSTOM_AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarFileProblem({ type: "image/jpeg", size: 1 })).toBeNull();
  });

  it("refuses other picture types, even small ones", () => {
    expect(avatarFileProblem({ type: "image/gif", size: 10 })).toBe("type");
    expect(avatarFileProblem({ type: "image/svg+xml", size: 10 })).toBe("type");
  });

  it("refuses a picture one byte over the limit", () => {
    expect(avatarFileProblem({ type: "image/png", size: CUSTOM_AVATAR_MAX_BYTES + 1 })).toBe("size");
  });
});
