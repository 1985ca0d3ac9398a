import { describe, expect, it } from "vitest";
import { boardTab, issueParam, readLotteryQuery } from "./board-params";

const read = (query: string) => readLotteryQuery(new URLSearchParams(query));

describe("/lottery query", () => {
  it("opens the results tab on the draw a betting-record link names", () => {
    expect(read("game=MB&issue=20261127&tab=results")).toEqual({
      page: "board",
      code: "MB",
      tab: "results",
      issue: "20261127",
      view: null,
      backUrl: null,
    });
    expect(read("game=el1&issue=20261127-0675&tab=results")).toMatchObject({
      code: "EL1",
      tab: "results",
      issue: "20261127-0675",
    });
  });

  it("honours tab=bet|tickets|results, and an issue alone opens the results", () => {
    expect(read("game=MB&tab=tickets")).toMatchObject({ tab: "tickets", issue: null });
    expect(read("game=MB&tab=bet&issue=20261127")).toMatchObject({ tab: "bet", issue: "20261127" });
    expect(read("game=MB&issue=20261127")).toMatchObject({ tab: "results" });
    expect(read("game=MB&view=lobby")).toMatchObject({ tab: "results" });
    expect(read("game=MB")).toMatchObject({ tab: "bet" });
  });

  it("ignores an unknown tab and a malformed issue", () => {
    expect(read("game=MB&tab=admin")).toMatchObject({ tab: "bet" });
    expect(boardTab("RESULTS", null, null)).toBe("bet");
    for (const bad of ["2026112", "20261127-12", "20261127-12345", "2026-11-27", "x20261127", "' or 1=1"])
      expect(issueParam(bad)).toBeNull();
    expect(read("game=MB&issue=2026-11-27&tab=tickets")).toMatchObject({ tab: "tickets", issue: null });
    expect(read("game=MB&issue=abc")).toMatchObject({ tab: "bet", issue: null });
  });

  it("keeps the verification page and the chooser", () => {
    expect(read("verify=42&game=MB&tab=results")).toEqual({ page: "verify", drawId: "42" });
    expect(read("")).toEqual({ page: "chooser" });
    expect(read("game=M&issue=20261127")).toEqual({ page: "chooser" });
  });
});
