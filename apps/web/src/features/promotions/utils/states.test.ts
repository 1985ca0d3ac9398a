import { describe, expect, it } from "vitest";
import { defaultDepositChoice, stateView } from "./states";

describe("promotion states", () => {
  it("turns 'join' into the entry's own action and an automatic promotion into a label", () => {
    expect(stateView({ state: "join", entry: "join", template: "deposit_match" })).toEqual({
      kind: "action",
      action: "join",
    });
    expect(stateView({ state: "join", entry: "apply", template: "cashback" })).toEqual({
      kind: "action",
      action: "apply",
    });
    expect(stateView({ state: "join", entry: "code", template: "promo_code" })).toEqual({
      kind: "action",
      action: "code",
    });
    expect(stateView({ state: "join", entry: "auto", template: "rebate" })).toEqual({ kind: "label", tone: "info" });
  });

  it("claims a raffle through its draw and anything else through claim", () => {
    expect(stateView({ state: "claim", entry: "claim", template: "raffle" })).toEqual({
      kind: "action",
      action: "raffle",
    });
    expect(stateView({ state: "claim", entry: "join", template: "free_bonus" })).toEqual({
      kind: "action",
      action: "claim",
    });
  });

  it("shows every other state as a label with a tone", () => {
    expect(stateView({ state: "issued", entry: "apply", template: "cashback" })).toEqual({
      kind: "label",
      tone: "done",
    });
    expect(stateView({ state: "applying", entry: "apply", template: "cashback" })).toEqual({
      kind: "label",
      tone: "waiting",
    });
    expect(stateView({ state: "rejected", entry: "apply", template: "cashback" })).toEqual({
      kind: "label",
      tone: "refused",
    });
    expect(stateView({ state: "registration_closed", entry: "join", template: "info" })).toEqual({
      kind: "label",
      tone: "muted",
    });
  });

  it("picks the deposit match the member joined, else no bonus (a bonus is taken only when chosen)", () => {
    const choices = [
      { id: "1", state: "join" },
      { id: "4", state: "signed" },
    ];
    expect(defaultDepositChoice(choices)).toBe("4");
    expect(defaultDepositChoice(choices.slice(0, 1))).toBe("none");
    expect(defaultDepositChoice([])).toBe("none");
  });
});
