import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATHS, DEMO_VENDOR_PREFIX, PATHS } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, snapshotDatabase, type Headers } from "../http.ts";
import { headersOf } from "../game-records/rounds.ts";
import { ADMIN, bearer, operatorToken, touchSession } from "../console/console-support.ts";
import { addTestVendor, newPlayer, SLOT, startStandaloneVendor, VENDOR } from "../demo-vendor/support.ts";
import { postStatement, statementLine } from "../support/cashier.ts";
import { bankWebhookSecret } from "../../src/modules/cashier/index.ts";

/*
 * Issue 11 item 4: a NUL character (or a lone surrogate, or a bidi override in a name) in a text field
 * used to reach PostgreSQL and answer 500. Each of the paths the probe found now answers 400
 * text_invalid, in the request's language, and stores nothing (demo vendor: its own 400
 * invalid_request format). Item 5: the demo vendor falls back to its default language instead of
 * answering 502 to an unsupported Language header.
 */

let t: TestApp;
let member: Headers;
let operator: Headers;
beforeAll(async () => {
  t = await createTestApp();
  // The demo vendor makes its wallet calls over HTTP to the platform's own port.
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  await addTestVendor(t.db);
  const demo = (await t.db.query<{ id: bigint }>("select id from member where account = 'demo01'")).rows[0]!.id;
  member = await headersOf(t.db, demo);
  operator = bearer(await operatorToken(t.app, t.db, ADMIN));
  await touchSession(t.app, operator);
});
afterAll(() => t?.close());

const NUL = "a\u0000b";
const LONE = "a\uD800b";
const DATES = "startDate=2026-11-01&endDate=2026-11-22";

type Case = {
  name: string;
  method: "GET" | "POST" | "PUT";
  url: string;
  payload?: Record<string, unknown>;
  who?: "member" | "operator";
  language?: "vi" | "en";
};

const cases: Case[] = [
  { name: "affiliate code, logged out", method: "GET", url: `${PATHS.affiliate}?code=a%00b` },
  {
    name: "forgotten password by e-mail, logged out",
    method: "POST",
    url: PATHS.forgotPasswordEmail,
    payload: { username: NUL, email: "a@b.vn" },
    language: "en",
  },
  { name: "nickname", method: "PUT", url: PATHS.securityProfile, payload: { nickname: NUL }, who: "member" },
  {
    name: "nickname with a lone surrogate",
    method: "PUT",
    url: PATHS.securityProfile,
    payload: { nickname: LONE },
    who: "member",
  },
  {
    name: "nickname with a right-to-left override",
    method: "PUT",
    url: PATHS.securityProfile,
    payload: { nickname: "adm\u202Enimda" },
    who: "member",
  },
  {
    name: "launchGame vendor",
    method: "POST",
    url: PATHS.launchGame,
    payload: {
      gameId: 990_001,
      accountType: 1,
      confirmTrans: 0,
      vassalage: "DV\u0000TEST",
      launchMode: "GLS",
      platform: "html5-desktop",
      clientType: 3,
    },
    who: "member",
  },
  {
    name: "betting record vendor",
    method: "GET",
    url: `${PATHS.bettingRecords}?${DATES}&vassalage=a%00b`,
    who: "member",
  },
  { name: "profit and loss vendor", method: "GET", url: `${PATHS.profitLoss}?${DATES}&vassalage=a%00b`, who: "member" },
  { name: "console member search", method: "GET", url: `${CONSOLE_PATHS.members}?q=a%00b`, who: "operator" },
  {
    name: "an unknown key with a NUL in a body",
    method: "PUT",
    url: PATHS.securityProfile,
    payload: { ["nick\u0000name"]: "x" },
    who: "member",
  },
];

describe("text with control characters is refused before it reaches the database", () => {
  it.each(cases)("$name answers 400 text_invalid and changes nothing", async (c) => {
    const headers: Headers = {
      ...(c.who === "member" ? member : c.who === "operator" ? operator : {}),
      ...(c.language ? { language: c.language } : {}),
    };
    const before = await snapshotDatabase(t.db);
    const res = await t.app.inject({
      method: c.method,
      url: c.url,
      headers,
      ...(c.payload ? { payload: c.payload } : {}),
    });
    expectError(res, "text_invalid", c.language ?? "vi");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("a body a route's own hook puts in place (the signed bank webhook) is refused by the schema validation", async () => {
    const secret = await bankWebhookSecret(t.db, {});
    const before = await snapshotDatabase(t.db);
    const res = await postStatement(t.app, secret, JSON.stringify({ lines: [statementLine({ memo: "LOTUS\u0000" })] }));
    expectError(res, "text_invalid");
    expect(res.json<{ message: string }>().message).toContain("lines.0.memo");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("names the refused field in the message", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `${PATHS.affiliate}?code=a%00b`,
      headers: { language: "en" },
    });
    expect(res.json<{ message: string }>().message).toMatch(/^code contains characters that are not allowed/);
  });

  it("the demo vendor refuses a NUL in its own format (400 invalid_request) and changes nothing", async () => {
    const player = await newPlayer(t.db, 1_000_000n);
    const before = await snapshotDatabase(t.db);
    for (const payload of [
      { token: `${player.token}\u0000`, vendorCode: VENDOR, gameCode: SLOT },
      { token: player.token, vendorCode: VENDOR, gameCode: `${SLOT}\u0000` },
    ]) {
      const res = await t.app.inject({ method: "POST", url: `${DEMO_VENDOR_PREFIX}/api/session`, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: "invalid_request" });
    }
    const round = await t.app.inject({ method: "GET", url: `${DEMO_VENDOR_PREFIX}/api/rounds/${VENDOR}/a%00b` });
    expect(round.statusCode, round.body).toBe(400);
    expect(round.json()).toMatchObject({ error: "invalid_request" });
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});

describe("the demo vendor on its own (another host, without the platform's checks)", () => {
  it("refuses a NUL or a lone surrogate itself, as invalid_request, and changes nothing", async () => {
    const vendor = await startStandaloneVendor(t.db, { platformUrl: () => "http://127.0.0.1:9", recovery: false });
    try {
      const player = await newPlayer(t.db, 1_000_000n);
      const before = await snapshotDatabase(t.db);
      for (const payload of [
        { token: `${player.token}\u0000`, vendorCode: VENDOR, gameCode: SLOT },
        { token: player.token, vendorCode: VENDOR, gameCode: SLOT, lang: "v\uD800" },
      ]) {
        const res = await vendor.inject({ method: "POST", url: `${DEMO_VENDOR_PREFIX}/api/session`, payload });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ error: "invalid_request" });
      }
      const round = await vendor.inject({ method: "GET", url: `${DEMO_VENDOR_PREFIX}/api/rounds/${VENDOR}/a%00b` });
      expect(round.statusCode, round.body).toBe(400);
      expect(await snapshotDatabase(t.db)).toEqual(before);
    } finally {
      await vendor.close();
    }
  });
});

describe("the demo vendor and an unsupported Language header", () => {
  it("serves its static pages", async () => {
    for (const url of [`/play/${VENDOR}/${SLOT}`, "/verify"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `${DEMO_VENDOR_PREFIX}${url}`,
        headers: { language: "xx" },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
    }
  });

  it("opens a session in its default language (vi) and answers its errors in it", async () => {
    const player = await newPlayer(t.db, 1_000_000n);
    const res = await t.app.inject({
      method: "POST",
      url: `${DEMO_VENDOR_PREFIX}/api/session`,
      headers: { language: "xx-YY" },
      payload: { token: player.token, vendorCode: VENDOR, gameCode: SLOT },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { sessionId } = res.json<{ sessionId: string }>();
    const stored = await t.db.query<{ lang: string }>("select lang from demo_vendor.session where id::text = $1", [
      sessionId,
    ]);
    expect(stored.rows[0]?.lang).toBe("vi");
    const refused = await t.app.inject({
      method: "POST",
      url: `${DEMO_VENDOR_PREFIX}/api/session`,
      headers: { language: "klingon" },
      payload: { token: "not-a-token", vendorCode: VENDOR, gameCode: SLOT },
    });
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.json()).toMatchObject({ error: "session_invalid", message: expect.stringMatching(/^Phiên chơi/) });
  });

  it("still refuses an unsupported Language on the platform's own calls", async () => {
    expectError(
      await t.app.inject({ method: "GET", url: PATHS.affiliate + "?code=abc", headers: { language: "xx" } }),
      "unsupported_language",
    );
  });
});
