import { describe, expect, it } from "vitest";
import { checkPrizeTable } from "./prize-table";

describe("the wheel editor's prize table", () => {
  it("turns đồng into minor units and shows exact chances", () => {
    const check = checkPrizeTable([
      { amount: "0", weight: "1" },
      { amount: "2.000", weight: "2" },
      { amount: "188000", weight: "0" },
    ]);
    expect(check).toEqual({
      ok: true,
      prizes: [
        { amount: "0", weight: 1 },
        { amount: "200000", weight: 2 },
        { amount: "18800000", weight: 0 },
      ],
      chances: [
        { percent: "33.3333", fraction: "1/3" },
        { percent: "66.6667", fraction: "2/3" },
        { percent: "0", fraction: "0/3" },
      ],
    });
  });

  it("names the row the server would refuse", () => {
    expect(checkPrizeTable([{ amount: "1", weight: "1" }])).toEqual({ ok: false, error: "count", row: null });
    expect(
      checkPrizeTable([
        { amount: "1", weight: "1" },
        { amount: "-5", weight: "1" },
      ]),
    ).toEqual({
      ok: false,
      error: "amount",
      row: 1,
    });
    expect(
      checkPrizeTable([
        { amount: "1", weight: "1.5" },
        { amount: "1", weight: "1" },
      ]),
    ).toEqual({
      ok: false,
      error: "weight",
      row: 0,
    });
    expect(
      checkPrizeTable([
        { amount: "1", weight: "0" },
        { amount: "1", weight: "0" },
      ]),
    ).toEqual({
      ok: false,
      error: "weight",
      row: null,
    });
  });
});
