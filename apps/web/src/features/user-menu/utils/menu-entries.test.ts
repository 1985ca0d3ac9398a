import { describe, expect, it } from "vitest";
import { AGENT_TYPES, MEMBER_ACCOUNT_TYPE, TRIAL_ACCOUNT_TYPE } from "@lotus/contracts/web";
import { userMenuAction, userMenuEntries } from "./menu-entries";

describe("user menu entries", () => {
  it("lists member centre, withdraw, account records, betting records and sign out for a member, in spec order", () => {
    expect(userMenuEntries(MEMBER_ACCOUNT_TYPE).map((e) => e.key)).toEqual([
      "memberCentre",
      "withdraw",
      "accountRecords",
      "bettingRecords",
      "signOut",
    ]);
  });

  it.each(AGENT_TYPES)("adds the agent centre after the member centre for agent type %i", (type) => {
    expect(
      userMenuEntries(type)
        .map((e) => e.key)
        .slice(0, 2),
    ).toEqual(["memberCentre", "agentCentre"]);
  });

  it("keeps the agent centre from a trial account", () => {
    expect(userMenuEntries(TRIAL_ACCOUNT_TYPE).some((e) => e.key === "agentCentre")).toBe(false);
  });

  it("opens the member centre page of each record entry for a member", () => {
    const pages = userMenuEntries(MEMBER_ACCOUNT_TYPE).map((e) => userMenuAction(e, MEMBER_ACCOUNT_TYPE));
    expect(pages).toEqual([
      { type: "memberCentre", page: "securityCenter" },
      { type: "memberCentre", page: "withdraw" },
      { type: "memberCentre", page: "transactionHistory" },
      { type: "memberCentre", page: "personalHistoryCopy" },
      { type: "signOut" },
    ]);
  });

  it("sends a trial account to the register-a-real-account notice instead of the member centre, but lets it sign out", () => {
    const actions = userMenuEntries(TRIAL_ACCOUNT_TYPE).map((e) => userMenuAction(e, TRIAL_ACCOUNT_TYPE).type);
    expect(actions).toEqual(["needRealAccount", "needRealAccount", "needRealAccount", "needRealAccount", "signOut"]);
  });
});
