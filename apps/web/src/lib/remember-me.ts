import { REMEMBER_COOKIE_DAYS, REMEMBER_COOKIES } from "@lotus/contracts/web";

/**
 * Remember-me (spec §3, §4 Login 8): the last username (per merchant), the "remember" flag and
 * the SMS login's mobile number live in cookies for one day. The spec's old client also kept
 * the password in a cookie; we never do: any script on the page could read it. The browser's
 * password manager fills the password instead, guided by the fields' autocomplete attributes.
 */
export type RememberedSms = { mobileNum: string; countryDialingCode: string };
export type Remembered = { remember: boolean; username: string; sms: RememberedSms | null };

const DAY_SECONDS = 24 * 60 * 60;

/** Splits `document.cookie` into decoded name/value pairs; malformed pieces are skipped. */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // a value that is not valid percent-encoding was not written by us
    }
  }
  return cookies;
}

/** One `Set-Cookie`-style assignment for `document.cookie`; `days` 0 deletes the cookie. */
export function cookieAssignment(name: string, value: string, days: number, secure: boolean): string {
  const attributes = [`path=/`, `max-age=${Math.round(days * DAY_SECONDS)}`, "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return `${name}=${encodeURIComponent(value)}; ${attributes.join("; ")}`;
}

/** The remembered SMS login, or null when the cookie is missing or not what we wrote. */
export function decodeSms(value: string | undefined): RememberedSms | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<RememberedSms>;
    if (typeof parsed.mobileNum !== "string" || !/^[0-9]{4,15}$/.test(parsed.mobileNum)) return null;
    if (typeof parsed.countryDialingCode !== "string" || !/^\+?[0-9]{1,4}$/.test(parsed.countryDialingCode))
      return null;
    return { mobileNum: parsed.mobileNum, countryDialingCode: parsed.countryDialingCode };
  } catch {
    return null;
  }
}

export function encodeSms(sms: RememberedSms): string {
  return JSON.stringify({ mobileNum: sms.mobileNum, countryDialingCode: sms.countryDialingCode });
}

export const lastUsernameCookie = (merchant: string) => `${REMEMBER_COOKIES.lastUsernamePrefix}${merchant}`;

/** Reads what a cookie header remembers for this merchant. */
export function readRememberedFrom(header: string, merchant: string): Remembered {
  const cookies = parseCookies(header);
  return {
    remember: cookies.get(REMEMBER_COOKIES.loginRemember) === "true",
    username: cookies.get(lastUsernameCookie(merchant)) ?? "",
    sms: decodeSms(cookies.get(REMEMBER_COOKIES.loginTypeSms)),
  };
}

function isSecurePage(): boolean {
  return typeof location !== "undefined" && location.protocol === "https:";
}

function write(name: string, value: string, days: number) {
  try {
    document.cookie = cookieAssignment(name, value, days, isSecurePage());
  } catch {
    // cookies blocked: remember-me silently does nothing
  }
}

export function readRemembered(merchant: string): Remembered {
  try {
    return readRememberedFrom(document.cookie, merchant);
  } catch {
    return { remember: false, username: "", sms: null };
  }
}

/**
 * After a successful login with "remember me" ticked: keeps what was typed (never the password)
 * for REMEMBER_COOKIE_DAYS. The other login type's cookie is left as it was.
 */
export function rememberLogin(merchant: string, login: { username: string } | { sms: RememberedSms }) {
  write(REMEMBER_COOKIES.loginRemember, "true", REMEMBER_COOKIE_DAYS);
  if ("username" in login) write(lastUsernameCookie(merchant), login.username, REMEMBER_COOKIE_DAYS);
  else write(REMEMBER_COOKIES.loginTypeSms, encodeSms(login.sms), REMEMBER_COOKIE_DAYS);
}

/** Unticked "remember me" (spec §4 Login 8): every remembered-login cookie is deleted. */
export function forgetLogin(merchant: string) {
  write(REMEMBER_COOKIES.loginRemember, "", 0);
  write(lastUsernameCookie(merchant), "", 0);
  write(REMEMBER_COOKIES.loginTypeSms, "", 0);
}
