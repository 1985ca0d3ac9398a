import { describe, expect, it } from "vitest";
import type { ChatMessage } from "@lotus/contracts/web";
import { countCharacters, mergeMessages } from "./merge-messages";

const m = (id: string, text = `m${id}`): ChatMessage => ({
  id,
  room: "lobby",
  author: "a",
  nickname: "n",
  vip: 0,
  text,
  ticket: null,
  at: "2026-11-27T00:00:00.000Z",
});

describe("mergeMessages", () => {
  it("orders oldest first across pages and live messages, without duplicates or deleted ones", () => {
    const pages = [{ list: [m("12"), m("11"), m("10")] }, { list: [m("9"), m("8")] }];
    const live = [m("12", "live copy"), m("13")];
    const merged = mergeMessages(pages, live, new Set(["9"]));
    expect(merged.map((x) => x.id)).toEqual(["8", "10", "11", "12", "13"]);
    expect(merged.find((x) => x.id === "12")!.text).toBe("live copy");
  });

  it("compares ids as numbers", () => {
    expect(mergeMessages([{ list: [m("100"), m("99")] }], [], new Set()).map((x) => x.id)).toEqual(["99", "100"]);
  });
});

describe("countCharacters", () => {
  it("counts code points of the trimmed text", () => {
    expect(countCharacters("  🎉🎉 ab ")).toBe(5);
  });
});
