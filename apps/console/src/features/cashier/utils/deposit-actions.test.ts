import { describe, expect, it } from "vitest";
import { DEPOSIT_STATUSES } from "@lotus/contracts/web";
import { depositActions } from "./deposit-actions";

describe("deposit queue helpers", () => {
  it("confirms pending deposits and late money on expired ones; rejects pending ones only", () => {
    for (const status of DEPOSIT_STATUSES) {
      const actions = depositActions(status);
      expect(actions.confirm, status).toBe(status === "pending" || status === "expired");
      expect(actions.reject, status).toBe(status === "pending");
    }
  });
});
