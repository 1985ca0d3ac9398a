import { describe, expect, it } from "vitest";
import {
  AFFILIATE_CHANNELS,
  AGENT_CONTRACT_KINDS,
  AGENT_LINKS_MAX,
  AGENT_REPORT_MAX_DAYS,
  DOWNLINE_ACCOUNT_TYPES,
} from "@lotus/contracts";
import {
  AGENT_CONTRACT_KINDS_LIST,
  AGENT_LINKS_LIMIT,
  AGENT_REPORT_DAYS,
  APPLICATION_CHANNELS,
  DOWNLINE_TYPES,
} from "./agent-constants";

describe("the web's copies of the agents wire constants", () => {
  it("equal the contracts' values", () => {
    expect(AGENT_REPORT_DAYS).toBe(AGENT_REPORT_MAX_DAYS);
    expect(AGENT_LINKS_LIMIT).toBe(AGENT_LINKS_MAX);
    expect([...DOWNLINE_TYPES]).toEqual([...DOWNLINE_ACCOUNT_TYPES]);
    expect([...APPLICATION_CHANNELS]).toEqual([...AFFILIATE_CHANNELS]);
    expect([...AGENT_CONTRACT_KINDS_LIST]).toEqual([...AGENT_CONTRACT_KINDS]);
  });
});
