import { describe, expect, it } from "vitest";
import { STATEMENT_INPUTS, statementInputs } from "./statement-inputs";
import en from "../../../locales/en/agents.json";

describe("statementInputs", () => {
  it("puts the known figures in reading order with their kind, unknown keys last as sent", () => {
    const list = statementInputs({ ratioPpm: 2000, zeta: 1, teamBet: "300000", reached: true, alpha: "x" });
    expect(list).toEqual([
      { key: "teamBet", kind: "money", value: "300000" },
      { key: "reached", kind: "flag", value: true },
      { key: "ratioPpm", kind: "rate", value: 2000 },
      { key: "alpha", kind: "other", value: "x" },
      { key: "zeta", kind: "other", value: 1 },
    ]);
  });

  it("has a label for every known figure", () => {
    const labels = en.income.inputLabels as Record<string, string>;
    for (const { key } of STATEMENT_INPUTS) expect(labels[key], key).toBeTruthy();
  });
});
