import { describe, expect, it } from "vitest";
import { REMEMBER_COOKIES } from "@lotus/contracts/web";
import {
  cookieAssignment,
  decodeSms,
  encodeSms,
  lastUsernameCookie,
  parseCookies,
  readRememberedFrom,
} from "./remember-me";

describe("remember-me cookies", () => {
  it("live one day, site-wide, and are Secure on https", () => {
    expect(cookieAssignment("loginRemember", "true", 1, false)).toBe(
      "loginRemember=true; path=/; max-age=86400; SameSite=Lax",
    );
    expect(cookieAssignment("loginRemember", "true", 1, true)).toMatch(/; Secure$/);
    expect(cookieAssignment("loginRemember", "", 0, false)).toContain("max-age=0");
  });

  it("round-trip a username with characters that need escaping", () => {
    const assignment = cookieAssignment(lastUsernameCookie("lotusvn"), "mai anh;=%", 1, false);
    const header = assignment.split("; path=")[0]!;
    expect(parseCookies(header).get("lastUsername_lotusvn")).toBe("mai anh;=%");
  });

  it("read the last username of this merchant only, the remember flag and the SMS login", () => {
    const sms = encodeURIComponent(encodeSms({ mobileNum: "912345678", countryDialingCode: "+84" }));
    const header = `other=1; lastUsername_lotusvn=demo01; lastUsername_else=someone; ${REMEMBER_COOKIES.loginRemember}=true; ${REMEMBER_COOKIES.loginTypeSms}=${sms}`;
    expect(readRememberedFrom(header, "lotusvn")).toEqual({
      remember: true,
      username: "demo01",
      sms: { mobileNum: "912345678", countryDialingCode: "+84" },
    });
    expect(readRememberedFrom("", "lotusvn")).toEqual({ remember: false, username: "", sms: null });
  });

  it("ignore an SMS cookie that is not what the site wrote", () => {
    expect(decodeSms("not json")).toBeNull();
    expect(decodeSms(JSON.stringify({ mobileNum: "<script>", countryDialingCode: "+84" }))).toBeNull();
    expect(decodeSms(JSON.stringify({ mobileNum: "912345678", countryDialingCode: "84; evil" }))).toBeNull();
    expect(parseCookies("bad=%E0%A4%A; good=1").get("good")).toBe("1");
  });

  it("never have a place for the password", () => {
    const encoded = encodeSms({ mobileNum: "912345678", countryDialingCode: "+84", password: "x" } as never);
    expect(JSON.parse(encoded)).toEqual({ mobileNum: "912345678", countryDialingCode: "+84" });
  });
});
