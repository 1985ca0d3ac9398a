import { describe, expect, it } from "vitest";
import { suggestAccount, validAccount } from "./applications";

describe("partner account proposal", () => {
  it("folds Vietnamese names into a valid account", () => {
    expect(suggestAccount("Nguyễn Văn Đức")).toBe("nguyenvanduc");
    expect(suggestAccount("Fan Page 88")).toBe("fanpage88");
  });

  it("proposes nothing when too little is left", () => {
    expect(suggestAccount("李明")).toBe("");
    expect(suggestAccount("Bo")).toBe("");
  });

  it("checks the account rule as the server does", () => {
    expect(validAccount(" Partner_01 ")).toBe(true);
    expect(validAccount("ab")).toBe(false);
    expect(validAccount("-partner")).toBe(false);
    expect(validAccount("has space")).toBe(false);
    expect(validAccount("x".repeat(33))).toBe(false);
  });
});
