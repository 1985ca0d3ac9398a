import { describe, expect, it } from "vitest";
import type { ConsoleLotteryOdds } from "@lotus/contracts/web";
import { draftRtpBp, formatBp, formatCount, oddsDraft, rtpBpOf, validateOdds } from "./odds";

// Lô 2 of Miền Bắc, Lott: 27,000 đ a điểm (27 endings × 1,000 đ), 99,000 đ a hit → 27/100 × 99 / 27 = 99 %.
const lo2: ConsoleLotteryOdds = {
  prizeMode: "Lott",
  structure: "north",
  betType: "lo2",
  unitPrice: "2700000",
  payoutPerHit: "9900000",
  maxUnits: 100000,
  capPerNumber: "50000000000",
  capPerMember: "1000000000",
  enabled: true,
  rtpBp: 9900,
};

describe("exact RTP of an odds row", () => {
  it("computes lô 2 north at 99.00 % and đề at 99.00 % from the prize structure", () => {
    expect(rtpBpOf(lo2, 2_700_000n, 9_900_000n)).toBe(9900n);
    expect(rtpBpOf({ ...lo2, betType: "de" }, 100_000n, 9_900_000n)).toBe(9900n);
  });

  it("follows the structure: lô 2 at 18,000 đ in the south (18 endings) is 99 % too", () => {
    expect(rtpBpOf({ ...lo2, structure: "southern" }, 1_800_000n, 9_900_000n)).toBe(9900n);
    expect(rtpBpOf({ ...lo2, structure: "southern" }, 2_700_000n, 9_900_000n)).toBe(6600n);
  });

  it("has no figure for a bet type the contracts do not know", () => {
    expect(rtpBpOf({ ...lo2, betType: "mystery" }, 100n, 100n)).toBeNull();
  });

  it("shows basis points as a percentage in the operator's language", () => {
    expect(formatBp(9900n, "en")).toBe("99.00 %");
    expect(formatBp(9875n, "vi")).toBe("98,75 %");
    expect(formatBp(10_000, "en")).toBe("100.00 %");
    expect(formatCount(262_144, "vi")).toBe("262.144");
    expect(formatCount(100_000, "en")).toBe("100,000");
  });
});

describe("validateOdds", () => {
  it("reads the stored row as đồng and sends it back as minor units", () => {
    const draft = oddsDraft(lo2);
    expect(draft).toEqual({
      unitPrice: "27000",
      payoutPerHit: "99000",
      maxUnits: "100000",
      capPerNumber: "500000000",
      capPerMember: "10000000",
      enabled: true,
    });
    expect(validateOdds(lo2, { ...draft, payoutPerHit: "98.000", enabled: false })).toEqual({
      ok: true,
      request: {
        prizeMode: "Lott",
        structure: "north",
        betType: "lo2",
        unitPrice: "2700000",
        payoutPerHit: "9800000",
        maxUnits: 100000,
        capPerNumber: "50000000000",
        capPerMember: "1000000000",
        enabled: false,
      },
    });
  });

  it("refuses a payout that returns more than the stake, even by a fraction below one basis point", () => {
    // 100,000 đ a hit → 100 % exactly: allowed; 100,000.01 đ → above 100 % (RTP still rounds down to 10,000 bp).
    expect(validateOdds(lo2, { ...oddsDraft(lo2), payoutPerHit: "100000" }).ok).toBe(true);
    const above = { ...oddsDraft(lo2), payoutPerHit: "100000.01" };
    expect(draftRtpBp(lo2, above)).toBe(10000n);
    expect(validateOdds(lo2, above)).toEqual({ ok: false, errors: { payoutPerHit: "lottery.odds.rtpAbove" } });
  });

  it("names every field that is not an amount or a whole unit count", () => {
    expect(
      validateOdds(lo2, {
        ...oddsDraft(lo2),
        unitPrice: "0",
        capPerNumber: "",
        capPerMember: "abc",
        maxUnits: "1.5",
      }),
    ).toEqual({
      ok: false,
      errors: {
        unitPrice: "amount.zero",
        capPerNumber: "amount.empty",
        capPerMember: "amount.invalid",
        maxUnits: "lottery.odds.maxUnitsInvalid",
      },
    });
    expect(validateOdds(lo2, { ...oddsDraft(lo2), maxUnits: "100000001" }).ok).toBe(false);
  });
});
