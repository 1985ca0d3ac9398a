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

  it("picks the newcomers' deposit match first, else the first offered", () => {
    const choices = [
      { id: "1", type: "deposit", tags: [] },
      { id: "4", type: "new_player", tags: ["newbie"] },
    ];
    expect(defaultDepositChoice(choices)).toBe("4");
    expect(defaultDepositChoice(choices.slice(0, 1))).toBe("1");
    expect(defaultDepositChoice([])).toBeNull();
  });
});
