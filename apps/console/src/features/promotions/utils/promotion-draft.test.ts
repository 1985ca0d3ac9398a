import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@lotus/contracts/web";
import {
  checkPromotionDraft,
  draftOfPromotion,
  isoToVnLocal,
  newPromotionDraft,
  vnLocalToIso,
  type PromotionDraft,
} from "./promotion-draft";

const filled = (over: Partial<PromotionDraft> = {}): PromotionDraft => {
  const draft = newPromotionDraft(new Date("2026-11-27T10:00:00Z"));
  for (const language of LANGUAGES) {
    draft.title[language] = `Title ${language}`;
    draft.summary[language] = `Summary ${language}`;
    draft.terms[language] = `Terms ${language}\n\nSecond paragraph`;
  }
  return { ...draft, ...over };
};

describe("promotion editor draft", () => {
  it("turns a deposit match draft into the request: minor units, +07:00 times, only the template's fields", () => {
    const check = checkPromotionDraft(
      filled({
        weightCategory: { LIVE: "10" },
        weightVendor: "PG=50\n\nJILI = 0",
        maxBet: "50000",
        numbers: { minVipLevel: "", minDeposits: "", maxDeposits: "0", maxAccountAgeDays: "" },
      }),
    );
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.request.params).toEqual({
      percent: 100,
      nth: 1,
      minDeposit: "10000000",
      maxBonus: "100000000",
      multiplier: 5,
      base: "bonus",
      weights: { default: 100, category: { LIVE: 10 }, vendor: { PG: 50, JILI: 0 } },
      maxBet: "5000000",
      maxConversion: null,
      validDays: 7,
    });
    expect(check.request.eligibility).toEqual({ maxDeposits: 0 });
    expect(check.request.startsAt).toBe("2026-11-27T17:00:00+07:00");
    expect(check.request.endsAt).toBeNull();
  });

  it("refuses a multiplier above 10×, a weight above 100 %, a missing translation and an end before the start", () => {
    const draft = filled({ multiplier: "11", weightDefault: "101", endsAt: "2026-11-01T00:00" });
    draft.title.th = " ";
    const check = checkPromotionDraft(draft);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({
      multiplier: "promotions.editor.errors.multiplier",
      weightDefault: "promotions.editor.errors.weight",
      "title.th": "promotions.editor.errors.required",
      endsAt: "promotions.editor.errors.endBeforeStart",
    });
  });

  it("needs a code for a promo code and prizes with weights for a raffle", () => {
    const code = checkPromotionDraft(filled({ template: "promo_code", entry: "code", code: "ab", amount: "50000" }));
    expect(code.ok ? null : code.errors.code).toBe("promotions.editor.errors.code");
    const raffle = checkPromotionDraft(
      filled({
        template: "raffle",
        entry: "claim",
        prizes: [
          { amount: "0", weight: "9" },
          { amount: "10000", weight: "1" },
        ],
      }),
    );
    expect(raffle.ok && raffle.request.params.prizes).toEqual([
      { amount: "0", weight: 9 },
      { amount: "1000000", weight: 1 },
    ]);
  });

  it("reads a stored promotion back into the same request", () => {
    const first = checkPromotionDraft(
      filled({ weightGame: "123=0", maxConversion: "2000000", endsAt: "2026-12-31T23:59" }),
    );
    if (!first.ok) throw new Error("draft should be valid");
    const stored = {
      ...first.request,
      id: "9",
      endsAt: "2026-12-31T16:59:00.000Z",
      startsAt: "2026-11-27T10:00:00.000Z",
      registrationEndsAt: null,
      grants: 0,
      granted: "0",
      applying: 0,
    };
    const again = checkPromotionDraft(draftOfPromotion(stored as never));
    expect(again.ok && again.request).toEqual({ ...first.request, endsAt: "2026-12-31T23:59:00+07:00" });
  });

  it("converts Vietnam local times both ways", () => {
    expect(vnLocalToIso("2026-12-01T00:00")).toBe("2026-12-01T00:00:00+07:00");
    expect(isoToVnLocal("2026-11-30T17:00:00Z")).toBe("2026-12-01T00:00");
    expect(vnLocalToIso("tomorrow")).toBeNull();
  });
});
