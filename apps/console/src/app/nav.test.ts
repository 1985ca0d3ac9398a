import { describe, expect, it } from "vitest";
import { can, homePathFor, NAV_ITEMS, navFor } from "./nav";

describe("navigation by role", () => {
  it("shows a cashier the money queues, support, members and their care (VIP, protection, messages, KYC, chat), games, lottery, engagement and content pages — nothing else", () => {
    expect(navFor("cashier").map((item) => item.id)).toEqual([
      "dashboard",
      "deposits",
      "withdrawals",
      "feedback",
      "supportChats",
      "members",
      "vip",
      "protection",
      "messages",
      "kyc",
      "chat",
      "games",
      "rounds",
      "lotteryGames",
      "lotteryDraws",
      "lotteryOdds",
      "lotteryExposure",
      "lotteryChains",
      "promotions",
      "promotionApplications",
      "bonusGrants",
      "rebateRuns",
      "rewards",
      "fortuneEnvelopes",
      "fortuneWheels",
      "pointsGoods",
      "pointsExchanges",
      "pointsRates",
      "notices",
      "contentPages",
    ]);
  });

  it("shows an admin every page", () => {
    expect(navFor("admin")).toEqual(NAV_ITEMS);
    expect(navFor("admin").map((item) => item.id)).toEqual(
      expect.arrayContaining([
        "agents",
        "agentApplications",
        "agentTransfers",
        "agentContracts",
        "agentSettlement",
        "agentSettings",
        "games",
        "rounds",
        "lotteryGames",
        "lotteryDraws",
        "lotteryOdds",
        "lotteryExposure",
        "lotteryChains",
        "promotions",
        "promotionApplications",
        "bonusGrants",
        "rebateRuns",
        "cashier",
        "site",
        "whitelabel",
        "registration",
        "operators",
        "audit",
        "ledger",
      ]),
    );
  });

  it("shows nothing to an unknown session", () => {
    expect(navFor(undefined)).toEqual([]);
  });

  it("lets only an admin adjust balances, change settings or read the audit log", () => {
    expect(can("cashier", "members")).toBe(true);
    expect(can("cashier", "queues")).toBe(true);
    expect(can("cashier", "adjust")).toBe(false);
    expect(can("cashier", "settings")).toBe(false);
    expect(can("cashier", "audit")).toBe(false);
    expect(can("admin", "adjust")).toBe(true);
  });

  it("lets a cashier read the games, rounds and vendor transactions but only an admin change games", () => {
    expect(can("cashier", "gamesRead")).toBe(true);
    expect(can("cashier", "games")).toBe(false);
    expect(can("admin", "gamesRead")).toBe(true);
    expect(can("admin", "games")).toBe(true);
  });

  it("lets a cashier read the lottery screens but only an admin change games, odds or draws", () => {
    expect(can("cashier", "lotteryRead")).toBe(true);
    expect(can("cashier", "lottery")).toBe(false);
    expect(can("admin", "lotteryRead")).toBe(true);
    expect(can("admin", "lottery")).toBe(true);
    expect(navFor("cashier").filter((item) => item.group === "lottery")).toHaveLength(5);
  });

  it("lands both roles on the dashboard", () => {
    expect(homePathFor("cashier")).toBe("/dashboard");
    expect(homePathFor("admin")).toBe("/dashboard");
  });

  it("lets only an admin manage operators or change a member's state", () => {
    expect(can("cashier", "operators")).toBe(false);
    expect(can("cashier", "memberState")).toBe(false);
    expect(can("admin", "operators")).toBe(true);
    expect(can("admin", "memberState")).toBe(true);
  });

  it("lets only an admin open the agent screens", () => {
    expect(can("cashier", "agents")).toBe(false);
    expect(can("admin", "agents")).toBe(true);
    expect(navFor("cashier").some((item) => item.permission === "agents")).toBe(false);
  });

  it("gives every page its own path", () => {
    expect(new Set(NAV_ITEMS.map((item) => item.path)).size).toBe(NAV_ITEMS.length);
  });
});
