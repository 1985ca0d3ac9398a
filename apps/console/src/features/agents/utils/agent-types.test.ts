import { describe, expect, it } from "vitest";
import { accountMeaningKey, accountTypeKey, promotionTarget } from "./agent-types";

describe("promotion target", () => {
  it("makes a member without an agent above a top agent and one below an agent a sub-agent", () => {
    expect(promotionTarget({ isAgent: 0, status: "active" }, [])).toBe(1);
    expect(promotionTarget({ isAgent: 0, status: "active" }, [{ isAgent: 0 }])).toBe(1);
    expect(promotionTarget({ isAgent: 0, status: "frozen" }, [{ isAgent: 1 }, { isAgent: 0 }])).toBe(2);
    expect(promotionTarget({ isAgent: 0, status: "active" }, [{ isAgent: 41 }])).toBe(2);
  });

  it("offers nothing for agents, trial accounts and closed accounts", () => {
    expect(promotionTarget({ isAgent: 1, status: "active" }, [])).toBeNull();
    expect(promotionTarget({ isAgent: 42, status: "active" }, [])).toBeNull();
    expect(promotionTarget({ isAgent: 4, status: "active" }, [])).toBeNull();
    expect(promotionTarget({ isAgent: 0, status: "closed" }, [])).toBeNull();
  });
});

describe("account type keys", () => {
  it("names the known types and falls back to other", () => {
    expect(accountTypeKey(41)).toBe("agents.types.41");
    expect(accountMeaningKey(2)).toBe("agents.meaning.2");
    expect(accountTypeKey(7)).toBe("agents.types.other");
    expect(accountMeaningKey(7)).toBe("agents.meaning.other");
  });
});
