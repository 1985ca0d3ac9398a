import { describe, expect, it } from "vitest";
import type { ContractTier } from "@lotus/contracts";
import {
  checkOfferRatio,
  chooseTier,
  contractPeriod,
  contractsEndedBy,
  grossOf,
  inForce,
  levelDifference,
  nextBoundary,
  nextStatus,
  periodContaining,
  termsRatio,
  type ContractSnapshot,
} from "../../src/modules/agents/contract-rules.ts";

const code = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return "ok";
};
const snap = (status: ContractSnapshot["status"], by: bigint | null = null): ContractSnapshot => ({
  status,
  terminationRequestedBy: by,
});
const UP = 1n;
const DOWN = 2n;

describe("contract state machine", () => {
  it("only the named downline signs or rejects an offer", () => {
    expect(nextStatus(snap("offered"), "sign", "downline", DOWN)).toBe("signed");
    expect(nextStatus(snap("offered"), "reject", "downline", DOWN)).toBe("rejected");
    expect(code(() => nextStatus(snap("offered"), "sign", "upline", UP))).toBe("contract_action_refused");
    expect(code(() => nextStatus(snap("offered"), "reject", "upline", UP))).toBe("contract_action_refused");
    expect(code(() => nextStatus(snap("offered"), "sign", "other", 9n))).toBe("contract_action_refused");
  });
  it("a signed contract is not signed again, and only signed contracts are terminated", () => {
    expect(code(() => nextStatus(snap("signed"), "sign", "downline", DOWN))).toBe("contract_action_refused");
    expect(nextStatus(snap("signed"), "terminate", "upline", UP)).toBe("termination_requested");
    expect(nextStatus(snap("signed"), "terminate", "downline", DOWN)).toBe("termination_requested");
    expect(code(() => nextStatus(snap("offered"), "terminate", "upline", UP))).toBe("contract_action_refused");
    expect(code(() => nextStatus(snap("signed"), "terminate", "other", 9n))).toBe("contract_action_refused");
  });
  it("the other party agrees or refuses a termination; the requester cannot answer itself", () => {
    const asked = snap("termination_requested", UP);
    expect(nextStatus(asked, "agreeTermination", "downline", DOWN)).toBe("terminated");
    expect(nextStatus(asked, "refuseTermination", "downline", DOWN)).toBe("signed");
    expect(code(() => nextStatus(asked, "agreeTermination", "upline", UP))).toBe("contract_action_refused");
    expect(code(() => nextStatus(asked, "refuseTermination", "upline", UP))).toBe("contract_action_refused");
    expect(code(() => nextStatus(snap("signed"), "agreeTermination", "downline", DOWN))).toBe(
      "contract_action_refused",
    );
  });
  it("final states accept nothing", () => {
    for (const status of ["rejected", "terminated", "superseded", "cancelled_by_rule"] as const) {
      for (const action of ["sign", "reject", "terminate", "agreeTermination", "refuseTermination"] as const) {
        expect(code(() => nextStatus(snap(status, UP), action, "downline", DOWN))).toBe("contract_action_refused");
      }
    }
  });
});

const tiers: ContractTier[] = [
  { minTeamBet: "100000", minActive: 1, ratePpm: 3000 },
  { minTeamBet: "1000000", minActive: 3, ratePpm: 5000 },
  { minTeamBet: "5000000", minActive: 5, ratePpm: 8000 },
];

describe("terms and ratio", () => {
  it("answers the highest rate and refuses terms that do not fit the kind", () => {
    expect(termsRatio("daily_salary", { activeMemberMinBet: "0", tiers })).toBe(8000);
    expect(termsRatio("realtime_salary", { winRatePpm: 1000, lossRatePpm: 2500, minBetPerWindow: "0" })).toBe(2500);
    expect(code(() => termsRatio("daily_salary", { winRatePpm: 1, lossRatePpm: 1, minBetPerWindow: "0" }))).toBe(
      "contract_terms_invalid",
    );
    expect(code(() => termsRatio("realtime_salary", { activeMemberMinBet: "0", tiers }))).toBe(
      "contract_terms_invalid",
    );
    expect(code(() => termsRatio("hourly_salary", { activeMemberMinBet: "0", tiers }))).toBe("contract_terms_invalid");
    expect(termsRatio("hourly_salary", { activeMemberMinBet: "0", tiers, minBetPerHour: "1" })).toBe(8000);
    expect(code(() => termsRatio("daily_salary", { activeMemberMinBet: "0", tiers: [tiers[1]!, tiers[0]!] }))).toBe(
      "contract_terms_invalid",
    );
    const lowerRate = [tiers[0]!, { ...tiers[1]!, ratePpm: 1000 }];
    expect(code(() => termsRatio("daily_salary", { activeMemberMinBet: "0", tiers: lowerRate }))).toBe(
      "contract_terms_invalid",
    );
  });
  it("periods: salaries settle daily, real-time every five minutes, dividends need one of D W H M", () => {
    expect(contractPeriod("daily_salary", "M")).toBe("D");
    expect(contractPeriod("realtime_salary", undefined)).toBe("R5");
    expect(contractPeriod("dividend", "W")).toBe("W");
    expect(code(() => contractPeriod("dividend", undefined))).toBe("contract_terms_invalid");
    expect(code(() => contractPeriod("dividend", "R5"))).toBe("contract_terms_invalid");
  });
  it("an offer above the upline's own rate or the cap is refused; equal is allowed", () => {
    expect(code(() => checkOfferRatio(5000, 5000, null))).toBe("ok");
    expect(code(() => checkOfferRatio(5001, 5000, null))).toBe("contract_rate_above_own");
    expect(code(() => checkOfferRatio(1, null, null))).toBe("contract_rate_above_own");
    expect(code(() => checkOfferRatio(6000, 8000, 5000))).toBe("contract_rate_above_own");
    expect(code(() => checkOfferRatio(5000, 8000, 5000))).toBe("ok");
  });
  it("a lower offer ends exactly the downline's contracts above it", () => {
    const children = [
      { id: "a", ratioPpm: 3000 },
      { id: "b", ratioPpm: 4000 },
      { id: "c", ratioPpm: 4001 },
    ];
    expect(contractsEndedBy(4000, children, (c) => c.ratioPpm).map((c) => c.id)).toEqual(["c"]);
    expect(contractsEndedBy(2000, children, (c) => c.ratioPpm).map((c) => c.id)).toEqual(["a", "b", "c"]);
  });
});

describe("tier and level difference", () => {
  it("chooses the highest tier whose bet and active members are both met", () => {
    expect(chooseTier(tiers, 99_999n, 10)).toBeNull();
    expect(chooseTier(tiers, 100_000n, 1)?.ratePpm).toBe(3000);
    expect(chooseTier(tiers, 9_000_000n, 4)?.ratePpm).toBe(5000);
    expect(chooseTier(tiers, 9_000_000n, 5)?.ratePpm).toBe(8000);
    expect(chooseTier(tiers, 999_999n, 9)?.ratePpm).toBe(3000);
  });
  it("floors gross and pays the difference over the children, never below zero", () => {
    expect(grossOf(8000, 1_000_001n)).toBe(8000n);
    expect(grossOf(3333, 1000n)).toBe(3n);
    expect(grossOf(5000, -100n)).toBe(0n);
    expect(levelDifference(8000n, [5000n])).toBe(3000n);
    expect(levelDifference(8000n, [5000n, 2000n], 500n)).toBe(500n);
    expect(levelDifference(1000n, [5000n])).toBe(0n);
  });
});

describe("periods in brand time (UTC+7)", () => {
  const at = new Date("2026-11-27T18:30:00Z"); // 2026-11-28 01:30 local, a Saturday
  it("day, week, half-month, month and five minutes", () => {
    expect(periodContaining("D", at).start.toISOString()).toBe("2026-11-27T17:00:00.000Z");
    expect(periodContaining("D", at).end.toISOString()).toBe("2026-11-28T17:00:00.000Z");
    expect(periodContaining("W", at).start.toISOString()).toBe("2026-11-22T17:00:00.000Z"); // Monday 23rd local
    expect(periodContaining("H", at).start.toISOString()).toBe("2026-11-15T17:00:00.000Z");
    expect(periodContaining("H", at).end.toISOString()).toBe("2026-11-30T17:00:00.000Z");
    expect(periodContaining("M", at).start.toISOString()).toBe("2026-10-31T17:00:00.000Z");
    expect(periodContaining("R5", new Date("2026-11-27T18:33:10Z")).start.toISOString()).toBe(
      "2026-11-27T18:30:00.000Z",
    );
    expect(nextBoundary("D", at).toISOString()).toBe("2026-11-28T17:00:00.000Z");
  });
  it("a contract is in force from its effective start until its end", () => {
    const period = periodContaining("D", at);
    expect(inForce({ effectiveFrom: period.start, endedAt: null }, period)).toBe(true);
    expect(inForce({ effectiveFrom: period.end, endedAt: null }, period)).toBe(false);
    expect(inForce({ effectiveFrom: null, endedAt: null }, period)).toBe(false);
    expect(inForce({ effectiveFrom: new Date(0), endedAt: period.start }, period)).toBe(false);
    expect(inForce({ effectiveFrom: new Date(0), endedAt: period.end }, period)).toBe(true);
  });
});
