import { describe, expect, it } from "vitest";
import { DEFAULT_AGENT_PAGE, resolveAgentPage, visibleAgentPages } from "./agent-centre-pages";

const none = { enableCt: false, salary: false, hourSalary: false, realtimeSalary: false };

describe("agent centre menu (spec §2)", () => {
  it("shows the eight fixed entries and the links, no contract page, without flags", () => {
    expect(visibleAgentPages(none)).toEqual([
      "announcement",
      "agentTeamOverview",
      "registerAccount",
      "teamManagement",
      "teamBetting",
      "userProfitLoss",
      "myIncome",
      "downlineTransactions",
      "promotionLinks",
    ]);
  });

  it("adds each contract page only with its own flag", () => {
    expect(visibleAgentPages({ ...none, enableCt: true }).slice(-1)).toEqual(["dividend"]);
    expect(visibleAgentPages({ ...none, salary: true }).slice(-1)).toEqual(["dailySalary"]);
    expect(visibleAgentPages({ ...none, hourSalary: true }).slice(-1)).toEqual(["hourlySalary"]);
    expect(visibleAgentPages({ ...none, realtimeSalary: true }).slice(-1)).toEqual(["realtimeSalary"]);
    expect(
      visibleAgentPages({ enableCt: true, salary: true, hourSalary: true, realtimeSalary: true }).slice(-4),
    ).toEqual(["dividend", "dailySalary", "hourlySalary", "realtimeSalary"]);
  });

  it("opens the team overview by default and for a page that is not in the menu", () => {
    const visible = visibleAgentPages(none);
    expect(DEFAULT_AGENT_PAGE).toBe("agentTeamOverview");
    expect(resolveAgentPage("teamBetting", visible)).toBe("teamBetting");
    expect(resolveAgentPage("dailySalary", visible)).toBe("agentTeamOverview");
    expect(resolveAgentPage("nonsense", visible)).toBe("agentTeamOverview");
  });
});
