import { describe, expect, it } from "vitest";
import { drawLotteryResult, LOTTERY_PRIZES } from "@lotus/contracts/web";
import { officialDraft, validateOfficialResult } from "./official-result";

const SEED = "a".repeat(64);

describe("official result form", () => {
  it("has one field per prize number of the structure: 27 in the north, 18 in the south", () => {
    expect(officialDraft("north").flat()).toHaveLength(27);
    expect(officialDraft("southern").flat()).toHaveLength(18);
    expect(officialDraft("north").map((row) => row.length)).toEqual(LOTTERY_PRIZES.north.map((p) => p.count));
  });

  it("accepts a complete result and sends it in the structure's order with leading zeros kept", () => {
    const drawn = drawLotteryResult("southern", SEED, "MN_HCM-20261127");
    const draft = officialDraft("southern", drawn);
    draft[0]![0] = "012345";
    const check = validateOfficialResult("southern", draft);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.result.prizes.map((p) => p.prize)).toEqual(LOTTERY_PRIZES.southern.map((p) => p.prize));
    expect(check.result.prizes[0]).toEqual({ prize: "DB", numbers: ["012345"] });
    expect(check.result.prizes.slice(1)).toEqual(drawn.prizes.slice(1));
  });

  it("names each missing number and each number with the wrong count of digits", () => {
    const draft = officialDraft("north", drawLotteryResult("north", SEED, "MB-20261127"));
    draft[0]![0] = "1234"; // ĐB has 5 digits
    draft[4]![2] = ""; // G4, third number
    draft[6]![0] = "12a"; // G6 is 3 digits, only digits
    draft[7]![3] = "123"; // G7 has 2 digits
    expect(validateOfficialResult("north", draft)).toEqual({
      ok: false,
      problems: { "DB.0": "digits", "G4.2": "missing", "G6.0": "digits", "G7.3": "digits" },
    });
  });

  it("drops spaces typed inside a number", () => {
    const draft = officialDraft("southern", drawLotteryResult("southern", SEED, "EL3-20261127-0001"));
    draft[8]![0] = " 4 2 ";
    const check = validateOfficialResult("southern", draft);
    expect(check.ok && check.result.prizes[8]).toEqual({ prize: "G8", numbers: ["42"] });
  });

  it("refuses an empty form number by number", () => {
    const check = validateOfficialResult("southern", officialDraft("southern"));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(Object.keys(check.problems)).toHaveLength(18);
  });
});
