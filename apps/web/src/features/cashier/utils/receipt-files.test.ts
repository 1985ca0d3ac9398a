import { describe, expect, it } from "vitest";
import { PROOF_IMAGE_MAX_BYTES } from "@lotus/contracts/web";
import { addProofFiles, proofFileProblem } from "./receipt-files";

const png = (name: string, size = 1000) => ({ name, type: "image/png", size });

describe("proofFileProblem", () => {
  it("accepts png and jpg up to 5 MB", () => {
    expect(proofFileProblem({ type: "image/png", size: PROOF_IMAGE_MAX_BYTES })).toBeNull();
    expect(proofFileProblem({ type: "image/jpeg", size: 1 })).toBeNull();
  });
  it("refuses an image larger than 5 MB", () => {
    expect(proofFileProblem({ type: "image/jpeg", size: PROOF_IMAGE_MAX_BYTES + 1 })).toBe("size");
  });
  it("refuses other types, whatever their size", () => {
    for (const type of ["image/gif", "image/webp", "image/svg+xml", "application/pdf", ""]) {
      expect(proofFileProblem({ type, size: 10 }), type).toBe("type");
    }
  });
});

describe("addProofFiles", () => {
  it("keeps at most three images and says when more were chosen", () => {
    const first = addProofFiles([], [png("a"), png("b")]);
    expect(first.files.map((f) => f.name)).toEqual(["a", "b"]);
    expect(first.problems).toEqual({ type: false, size: false, tooMany: false });
    const second = addProofFiles(first.files, [png("c"), png("d")]);
    expect(second.files.map((f) => f.name)).toEqual(["a", "b", "c"]);
    expect(second.problems.tooMany).toBe(true);
  });

  it("drops refused files but keeps the good ones of the same choice", () => {
    const result = addProofFiles(
      [],
      [png("big", PROOF_IMAGE_MAX_BYTES + 1), { name: "anim", type: "image/gif", size: 5 }, png("ok")],
    );
    expect(result.files.map((f) => f.name)).toEqual(["ok"]);
    expect(result.problems).toEqual({ type: true, size: true, tooMany: false });
  });
});
