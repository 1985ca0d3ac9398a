import { describe, expect, it } from "vitest";
import { VN_BANKS } from "@lotus/contracts/web";
import { foldText, searchBanks } from "./withdraw-banks";

describe("searchBanks", () => {
  it("lists every bank for an empty search", () => {
    expect(searchBanks("  ")).toHaveLength(VN_BANKS.length);
  });
  it("finds a bank by code, short name or BIN", () => {
    expect(searchBanks("vcb").map((b) => b.code)).toEqual(["VCB", "PVCB"]);
    expect(searchBanks("mb")[0]?.code).toBe("MB");
    expect(searchBanks("techcom").map((b) => b.code)).toEqual(["TCB"]);
    expect(searchBanks("970422").map((b) => b.code)).toEqual(["MB"]);
  });
  it("finds a full name typed without Vietnamese marks", () => {
    expect(searchBanks("ngoai thuong").map((b) => b.code)).toEqual(["VCB"]);
    expect(searchBanks("dau tu phat trien").map((b) => b.code)).toContain("BIDV");
  });
  it("finds nothing for a name no bank has", () => {
    expect(searchBanks("zzz")).toEqual([]);
  });
});

describe("foldText", () => {
  it("removes marks and the stroke of đ", () => {
    expect(foldText("Đầu Tư")).toBe("dau tu");
  });
});
