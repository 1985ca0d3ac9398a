import { describe, expect, it } from "vitest";
import type { SecurityOverview } from "@lotus/contracts/web";
import { protectionCount, protectionLevel } from "./protection";

const bare: SecurityOverview = {
  account: "demo01",
  nickname: "",
  mobile: "",
  email: "",
  payeeName: "",
  birthday: "",
  totpEnabled: false,
  paymentPasswordSet: false,
  passwordChangedAt: null,
  lastLoginAt: null,
  lastLoginIp: null,
  secondVerificationMethod: null,
};

describe("security level", () => {
  it("counts nothing for an account with only a password", () => {
    expect(protectionCount(bare)).toBe(0);
    expect(protectionLevel(0)).toBe("low");
  });

  it("counts each protection that is on", () => {
    expect(protectionCount({ ...bare, mobile: "+84 •••• 678", email: "de••@x.vn" })).toBe(2);
    expect(protectionLevel(2)).toBe("medium");
    const all = { ...bare, mobile: "m", email: "e", payeeName: "p", totpEnabled: true, paymentPasswordSet: true };
    expect(protectionCount(all)).toBe(5);
    expect(protectionLevel(5)).toBe("high");
  });
});
