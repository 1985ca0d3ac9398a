import { describe, expect, it } from "vitest";
import { localized } from "./languages.ts";

describe("localized", () => {
  const texts = { vi: "Thành viên", en: "Member", zh: "会员", ja: "", th: undefined };

  it("answers the text of the language asked for", () => {
    expect(localized(texts, "en")).toBe("Member");
    expect(localized(texts, "zh")).toBe("会员");
  });

  it("falls back to vi, the brand default, for a missing or empty language", () => {
    expect(localized(texts, "th")).toBe("Thành viên");
    expect(localized(texts, "ja")).toBe("Thành viên");
  });
});
