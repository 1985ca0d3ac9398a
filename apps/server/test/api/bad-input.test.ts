import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, MAX_QUERY_STRING_LENGTH, PATHS, type ErrorCode, type Language } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, snapshotDatabase } from "../http.ts";

let t: TestApp;
let before: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  before = await snapshotDatabase(t.db);
});
afterAll(() => t.close());

const long = (n: number) => "a".repeat(n);
const QR = "/media/qr.svg";

/**
 * The public GET calls that need no parameter; a query that each accepts, so an extra field
 * is the only thing wrong. Calls with bodies or tokens have their bad-input tables beside
 * their own tests.
 */
const PUBLIC_GET_CALLS = [
  "systemStatus",
  "permission",
  "whitelabel",
  "registerSettings",
  "countryCodes",
  "domainRoute",
  "helpCenter",
  "service",
  "vipLevels",
  "announcements",
  "gameVendor",
  "publicKey",
  "captcha",
  "humanChallenge",
  "oauthProviders",
] as const satisfies readonly (keyof typeof PATHS)[];
const calls: { name: string; url: string }[] = [
  ...PUBLIC_GET_CALLS.map((name) => ({ name, url: PATHS[name] })),
  { name: "permission with url", url: `${PATHS.permission}?url=lotus.example` },
  { name: "announcements with types", url: `${PATHS.announcements}?types=B,PU&platform=W&execution=B` },
  { name: "game vendor with merchantCode", url: `${PATHS.gameVendor}?merchantCode=lotusvn` },
  { name: "QR code", url: `${QR}?text=hello` },
];
const withExtra = (url: string, extra: string) => `${url}${url.includes("?") ? "&" : "?"}${extra}`;

type BadCase = { name: string; url: string; code: ErrorCode };
const badCases: BadCase[] = [
  ...calls.map((c) => ({
    name: `${c.name}: unknown field`,
    url: withExtra(c.url, "foo=1"),
    code: "validation_failed" as const,
  })),
  ...calls.map((c) => ({
    name: `${c.name}: oversized unknown field`,
    url: withExtra(c.url, `${long(40)}=${long(5000)}`),
    code: "validation_failed" as const,
  })),

  { name: "permission: empty url", url: `${PATHS.permission}?url=`, code: "validation_failed" },
  {
    name: "permission: url over the size limit",
    url: `${PATHS.permission}?url=${long(MAX_QUERY_STRING_LENGTH + 1)}`,
    code: "validation_failed",
  },
  {
    name: "permission: url given twice (array)",
    url: `${PATHS.permission}?url=a.example&url=b.example`,
    code: "validation_failed",
  },
  { name: "permission: unknown host", url: `${PATHS.permission}?url=elsewhere.example`, code: "route_not_found" },

  { name: "announcements: lower-case type", url: `${PATHS.announcements}?types=pu`, code: "validation_failed" },
  { name: "announcements: malformed type list", url: `${PATHS.announcements}?types=B;PU`, code: "validation_failed" },
  { name: "announcements: unknown type", url: `${PATHS.announcements}?types=B,ZZ`, code: "validation_failed" },
  {
    name: "announcements: types too long",
    url: `${PATHS.announcements}?types=${"PU,".repeat(30)}PU`,
    code: "validation_failed",
  },
  {
    name: "announcements: types given twice",
    url: `${PATHS.announcements}?types=B&types=PU`,
    code: "validation_failed",
  },
  { name: "announcements: unknown platform", url: `${PATHS.announcements}?platform=X`, code: "validation_failed" },
  { name: "announcements: unknown execution", url: `${PATHS.announcements}?execution=Z`, code: "validation_failed" },

  { name: "game vendor: empty merchantCode", url: `${PATHS.gameVendor}?merchantCode=`, code: "validation_failed" },
  {
    name: "game vendor: merchantCode too long",
    url: `${PATHS.gameVendor}?merchantCode=${long(65)}`,
    code: "validation_failed",
  },
  {
    name: "game vendor: merchantCode given twice",
    url: `${PATHS.gameVendor}?merchantCode=lotusvn&merchantCode=x`,
    code: "validation_failed",
  },
  { name: "game vendor: another merchant", url: `${PATHS.gameVendor}?merchantCode=other`, code: "not_found" },

  { name: "QR code: no text", url: QR, code: "validation_failed" },
  { name: "QR code: empty text", url: `${QR}?text=`, code: "validation_failed" },
  {
    name: "QR code: text over the size limit",
    url: `${QR}?text=${long(MAX_QUERY_STRING_LENGTH + 1)}`,
    code: "validation_failed",
  },

  { name: "flag: lower-case code", url: "/media/COUNTRY_FLAG/vn.svg", code: "validation_failed" },
  { name: "flag: not an svg", url: "/media/COUNTRY_FLAG/VN.png", code: "validation_failed" },
  { name: "flag: path traversal", url: "/media/COUNTRY_FLAG/..%2F..%2Fpackage.json", code: "validation_failed" },
  { name: "flag: no such country", url: "/media/COUNTRY_FLAG/QQ.svg", code: "not_found" },

  { name: "unknown call", url: "/wps/system/nothing", code: "not_found" },
];

describe("bad input on every call", () => {
  // Each case answers once in Vietnamese (no header) and once in another language, taken in turn.
  const asked = badCases.map((c, i) => ({ ...c, language: LANGUAGES[1 + (i % (LANGUAGES.length - 1))]! }));

  it.each(asked)("$name → $code, message in $language", async ({ url, code, language }) => {
    expectError(await get(t.app, url, { language }), code, language);
  });

  it.each(badCases)("$name → $code, message in Vietnamese without a Language header", async ({ url, code }) => {
    expectError(await get(t.app, url), code, "vi");
  });

  const badLanguages = ["xx", "english", "vi-VN", "en,vi", long(600)];
  const withBadLanguage = calls.map((c, i) => {
    const language = badLanguages[i % badLanguages.length]!;
    return { ...c, language, shown: language.length > 20 ? `of ${language.length} characters` : `"${language}"` };
  });
  it.each(withBadLanguage)(
    "$name with Language $shown → 400 unsupported_language in Vietnamese",
    async ({ url, language }) => {
      expectError(await get(t.app, url, { language }), "unsupported_language", "vi");
    },
  );

  it("accepts every supported Language, and CN as zh", async () => {
    for (const language of [...LANGUAGES, "CN", " EN "] as (Language | string)[]) {
      const res = await get(t.app, PATHS.systemStatus, { language });
      expect(res.statusCode, `${language}: ${res.body}`).toBe(200);
    }
  });

  it("changed nothing in the database", async () => {
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});
