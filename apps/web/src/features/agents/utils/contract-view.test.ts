import { describe, expect, it } from "vitest";
import type { AgentContract } from "@lotus/contracts/web";
import { contractMoves } from "./contract-view";

const contract = (over: Partial<AgentContract>): AgentContract => ({
  id: "1",
  kind: "daily_salary",
  uplineId: "10",
  uplineAccount: "agent01",
  downlineId: "20",
  downlineAccount: "agent02",
  version: 1,
  period: "D",
  terms: { activeMemberMinBet: "20000000", tiers: [{ minTeamBet: "0", minActive: 0, ratePpm: 5000 }] },
  ratioPpm: 5000,
  status: "signed",
  terminationRequestedBy: null,
  createdAt: "2026-11-01T00:00:00.000Z",
  signedAt: null,
  effectiveFrom: null,
  endedAt: null,
  replacesId: null,
  ...over,
});

describe("what each party may do", () => {
  it("lets only the named downline sign or reject an offer", () => {
    expect(contractMoves(contract({ status: "offered" }), "downline", "20")).toEqual(["sign", "reject"]);
    expect(contractMoves(contract({ status: "offered" }), "upline", "10")).toEqual([]);
  });

  it("lets the other party answer a termination request, never the one who asked", () => {
    const asked = contract({ status: "termination_requested", terminationRequestedBy: "10" });
    expect(contractMoves(asked, "upline", "10")).toEqual([]);
    expect(contractMoves(asked, "downline", "20")).toEqual(["agreeTermination", "refuseTermination"]);
  });

  it("ends a signed contract on request, except the house's", () => {
    expect(contractMoves(contract({}), "downline", "20")).toEqual(["terminate"]);
    expect(contractMoves(contract({ uplineId: null, uplineAccount: null }), "downline", "20")).toEqual([]);
    expect(contractMoves(contract({ status: "terminated" }), "upline", "10")).toEqual([]);
  });
});
