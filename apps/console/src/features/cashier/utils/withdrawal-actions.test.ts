import { describe, expect, it } from "vitest";
import { WITHDRAWAL_STATUSES } from "@lotus/contracts/web";
import { withdrawalActions } from "./withdrawal-actions";

describe("withdrawal actions by state", () => {
  it("approves or rejects a pending withdrawal, never pays it straight away", () => {
    expect(withdrawalActions("pending")).toEqual({ approve: true, pay: false, reject: true, review: false });
  });

  it("pays or rejects an approved withdrawal", () => {
    expect(withdrawalActions("approved")).toEqual({ approve: false, pay: true, reject: true, review: false });
  });

  it("opens the review of a disputed payout only", () => {
    expect(withdrawalActions("disputed")).toEqual({ approve: false, pay: false, reject: false, review: true });
  });

  it("offers nothing on paid (awaiting the member) and final states", () => {
    for (const status of WITHDRAWAL_STATUSES.filter((s) => !["pending", "approved", "disputed"].includes(s))) {
      expect(withdrawalActions(status), status).toEqual({ approve: false, pay: false, reject: false, review: false });
    }
  });
});
