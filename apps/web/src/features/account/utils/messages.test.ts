import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { failureMessage, fieldOfFailure, issueMessage } from "./messages";

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../locales");
const catalogue = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(locales, language, "account.json"), "utf8")) as Record<string, unknown>;

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: "en",
    resources: { en: { account: catalogue("en") }, vi: { account: catalogue("vi") } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});
const t = (language: string) => i18n.getFixedT(language, "account");

describe("validation messages", () => {
  it("name the field in the required message (spec §5)", () => {
    expect(issueMessage(t("en"), { kind: "required" }, "Username")).toBe("Username cannot be empty");
    expect(issueMessage(t("vi"), { kind: "required" }, "Tên đăng nhập")).toBe("Tên đăng nhập không được để trống");
  });

  it("give the pattern's rule with min and max, or one number when they are equal", () => {
    const range = issueMessage(t("en"), { kind: "pattern", patternKey: "letters_and_digits", min: 8, max: 20 }, "");
    expect(range).toBe("Use 8–20 characters, with both letters and digits.");
    const exact = issueMessage(t("en"), { kind: "pattern", patternKey: "digits_only", min: 6, max: 6 }, "");
    expect(exact).toBe("Use exactly 6 characters, digits only.");
    expect(exact).not.toMatch(/6.*6/);
  });

  it("say the two entries do not match", () => {
    expect(issueMessage(t("en"), { kind: "mismatch" }, "")).toBe("The two entries do not match");
  });
});

describe("failures of a call", () => {
  it("show the server's localized message, or ours when the server was not reached", () => {
    expect(failureMessage(t("en"), new ApiError("invalid_credentials", "Wrong account name or password.", 401))).toBe(
      "Wrong account name or password.",
    );
    expect(failureMessage(t("en"), new ApiError("network_error", "", 0))).toMatch(/connection/);
    expect(failureMessage(t("en"), new Error("boom"))).toMatch(/try again/);
  });

  it("land next to the field they are about", () => {
    expect(fieldOfFailure(new ApiError("username_taken", "taken", 409))).toBe("username");
    expect(fieldOfFailure(new ApiError("invalid_field", "bad", 422, { field: "zalo" }))).toBe("zalo");
    expect(fieldOfFailure(new ApiError("system_error", "x", 500))).toBeNull();
  });
});
