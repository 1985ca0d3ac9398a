import { describe, expect, it } from "vitest";
import { agentSettingsDraft, validateAgentSettings, type AgentSettingsDraft } from "./settings";

const draft: AgentSettingsDraft = {
  announcement: "Chào các đại lý",
  transferMin: "100",
  transferMax: "2.000.000",
  transferDailyMax: "5000000",
  activeMemberMinBet: "0",
};

describe("validateAgentSettings", () => {
  it("turns đồng into minor units and lets the active-member threshold be zero", () => {
    expect(validateAgentSettings(draft)).toEqual({
      ok: true,
      request: {
        announcement: "Chào các đại lý",
        transferMin: "10000",
        transferMax: "200000000",
        transferDailyMax: "500000000",
        activeMemberMinBet: "0",
      },
    });
  });

  it("names each field that is wrong with the message key", () => {
    expect(
      validateAgentSettings({
        ...draft,
        transferMin: "0",
        transferMax: "abc",
        transferDailyMax: "",
        announcement: "x".repeat(2001),
      }),
    ).toEqual({
      ok: false,
      errors: {
        transferMin: "amount.zero",
        transferMax: "amount.invalid",
        transferDailyMax: "amount.empty",
        announcement: "agents.settings.announcementTooLong",
      },
    });
  });

  it("keeps the order: smallest ≤ largest ≤ daily limit", () => {
    expect(validateAgentSettings({ ...draft, transferMin: "3000000" })).toEqual({
      ok: false,
      errors: { transferMax: "agents.settings.maxBelowMin" },
    });
    expect(validateAgentSettings({ ...draft, transferDailyMax: "1000000" })).toEqual({
      ok: false,
      errors: { transferDailyMax: "agents.settings.dailyBelowMax" },
    });
  });

  it("reads stored settings back as đồng", () => {
    expect(
      agentSettingsDraft({
        announcement: "",
        transferMin: "1000000",
        transferMax: "150",
        transferDailyMax: "20000000000",
        activeMemberMinBet: "0",
      }),
    ).toEqual({
      announcement: "",
      transferMin: "10000",
      transferMax: "1.50",
      transferDailyMax: "200000000",
      activeMemberMinBet: "0",
    });
  });
});
