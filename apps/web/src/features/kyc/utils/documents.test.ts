import { describe, expect, it } from "vitest";
import { PROOF_IMAGE_MAX_BYTES } from "@lotus/contracts/web";
import { fileProblem, normalizeIdNumber } from "./documents";

const file = (type: string, size: number) => ({ type, size, name: "x" }) as File;

describe("KYC document checks before sending", () => {
  it("accepts PNG and JPEG up to 5 MB, and says what is wrong otherwise", () => {
    expect(fileProblem(null)).toBe("missing");
    expect(fileProblem(file("image/png", 1000))).toBeNull();
    expect(fileProblem(file("image/jpeg", PROOF_IMAGE_MAX_BYTES))).toBeNull();
    expect(fileProblem(file("image/jpeg", PROOF_IMAGE_MAX_BYTES + 1))).toBe("size");
    expect(fileProblem(file("image/gif", 10))).toBe("type");
    expect(fileProblem(file("application/pdf", 10))).toBe("type");
  });

  it("reads an ID number as the server does (CMND, CCCD, passport), or refuses it", () => {
    expect(normalizeIdNumber("079 203 001 234")).toBe("079203001234");
    expect(normalizeIdNumber("123456789")).toBe("123456789");
    expect(normalizeIdNumber("b1234567")).toBe("B1234567");
    expect(normalizeIdNumber("12345678")).toBeNull();
    expect(normalizeIdNumber("0792030012345")).toBeNull();
    expect(normalizeIdNumber("07920300123a")).toBeNull();
    expect(normalizeIdNumber("")).toBeNull();
  });
});
