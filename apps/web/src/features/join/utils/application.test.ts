import { describe, expect, it } from "vitest";
import { AFFILIATE_CHANNELS } from "@lotus/contracts";
import { checkApplication, JOIN_CHANNELS } from "./application";

const draft = { name: "", email: "", mobile: "", telegram: "", zalo: "", channel: "social" as const, message: "" };

describe("/join application form", () => {
  it("offers the contracts' channels", () => {
    expect([...JOIN_CHANNELS]).toEqual([...AFFILIATE_CHANNELS]);
  });

  it("needs a name and at least one contact", () => {
    const check = checkApplication(draft);
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual({ name: "nameRequired", contact: "contactRequired" });
  });

  it("refuses an unreadable e-mail or mobile", () => {
    const check = checkApplication({ ...draft, name: "Lan", email: "lan@", mobile: "12" });
    expect(check.problems).toEqual({ email: "emailInvalid", mobile: "mobileInvalid" });
  });

  it("sends trimmed fields and leaves empty contacts out", () => {
    const check = checkApplication({
      ...draft,
      name: " Lan ",
      mobile: "+84 901 234 567",
      telegram: " @lan ",
      message: " hi ",
    });
    expect(check.ok).toBe(true);
    expect(check.request).toEqual({
      name: "Lan",
      contact: { mobile: "+84901234567", telegram: "@lan" },
      channel: "social",
      message: "hi",
    });
  });
});
