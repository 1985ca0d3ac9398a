import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { PATHS, type LoginDone } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { buildMember } from "../support/factories.ts";
import { callbackUrls, startOidcServer, type OidcAccount, type OidcTestServer } from "../support/oidc-server.ts";

const PUBLIC_URL = "http://lotus.test";
let oidc: OidcTestServer;
let t: TestApp;
beforeAll(async () => {
  oidc = await startOidcServer({ redirectUris: callbackUrls(PUBLIC_URL) });
  t = await createTestApp({ env: { PUBLIC_URL, ...oidc.env("GOOGLE"), ...oidc.env("FACEBOOK") } });
});
afterAll(async () => {
  await t.close();
  await oidc.close();
});

type Provider = "google" | "facebook";
const startUrl = (provider: Provider) => PATHS.oauthStart.replace(":provider", provider);
const callbackPath = (provider: Provider) => PATHS.oauthCallback.replace(":provider", provider);

/** The binding cookie the start sets, as the browser would send it back. */
function cookieOf(res: LightMyRequestResponse): string {
  const header = res.headers["set-cookie"];
  const cookie = (Array.isArray(header) ? header : [header ?? ""])[0]!;
  return cookie.split(";")[0]!;
}

async function start(provider: Provider = "google") {
  const res = await get(t.app, startUrl(provider));
  expect(res.statusCode, res.body).toBe(302);
  return {
    location: res.headers.location as string,
    cookie: cookieOf(res),
    setCookie: String(res.headers["set-cookie"]),
  };
}

/** Runs start → provider → callback and returns where the callback sends the browser. */
async function callback(
  account: OidcAccount,
  options: {
    provider?: Provider;
    cookie?: string;
    tamper?: (url: URL) => void;
    beforeCallback?: () => Promise<void>;
  } = {},
) {
  const provider = options.provider ?? "google";
  oidc.setAccount(account);
  const started = await start(provider);
  const back = await oidc.authorize(started.location);
  options.tamper?.(back);
  await options.beforeCallback?.();
  const res = await t.app.inject({
    method: "GET",
    url: `${back.pathname}${back.search}`,
    headers: { cookie: options.cookie ?? started.cookie },
  });
  expect(res.statusCode, res.body).toBe(302);
  return new URL(res.headers.location as string, PUBLIC_URL);
}

const exchange = (ticket: unknown) => t.app.inject({ method: "POST", url: PATHS.oauthExchange, payload: { ticket } });

async function socialLogin(account: OidcAccount, provider: Provider = "google"): Promise<LoginDone> {
  const back = await callback(account, { provider });
  const ticket = back.searchParams.get("oauthTicket");
  expect(ticket, back.href).toBeTruthy();
  return okValue<LoginDone>(await exchange(ticket));
}

const identityCount = async () =>
  Number((await t.db.query<{ n: string }>("select count(*)::text as n from social_identity")).rows[0]!.n);
const memberCount = async () =>
  Number((await t.db.query<{ n: string }>("select count(*)::text as n from member")).rows[0]!.n);

describe("GET /wps/session/oauth/providers", () => {
  it("lists the providers whose client id and secret are configured", async () => {
    expect(okValue(await get(t.app, PATHS.oauthProviders))).toEqual([
      { provider: "google", name: "Google" },
      { provider: "facebook", name: "Facebook" },
    ]);
  });
});

describe("GET /wps/session/oauth/:provider/start", () => {
  it("redirects to the provider with PKCE S256, state and nonce, and keeps the verifier server-side", async () => {
    const { location, setCookie } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(oidc.issuer);
    expect(url.searchParams.get("client_id")).toBe(oidc.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe(`${PUBLIC_URL}/wps/session/oauth/google/callback`);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("scope")).toContain("openid");
    expect([...url.searchParams.keys()]).not.toContain("code_verifier");
    expect(setCookie).toMatch(
      /^lotus_oauth=[A-Za-z0-9_-]{43}; Path=\/wps\/session\/oauth\/; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    const { rows } = await t.db.query(
      "select 1 from verification_code where flow = 'oauth_state' and consumed_at is null",
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe("social login end to end against a local OpenID Connect provider", () => {
  it("creates a member keyed on provider and subject at the first login and signs it in", async () => {
    const membersBefore = await memberCount();
    const done = await socialLogin({ sub: "google-sub-first", email: "first@example.test", name: "First Player" });
    expect(done.step).toBe("done");
    expect(done.member.account).toMatch(/^g_[a-z2-9]{10}$/);
    expect(done.member.nickname).toBe("First Player");
    expect(done.firstTimeLogin).toBe(true);
    expect(done.mustChangePassword).toBe(false);
    expect(await memberCount()).toBe(membersBefore + 1);
    const { rows } = await t.db.query<{ provider: string; subject: string; member_id: bigint; email: string }>(
      "select provider, subject, member_id, email from social_identity where subject = 'google-sub-first'",
    );
    expect(rows).toEqual([
      {
        provider: "google",
        subject: "google-sub-first",
        member_id: BigInt(done.member.id),
        email: "first@example.test",
      },
    ]);
    const session = await t.db.query("select method from member_session where member_id = $1 and revoked_at is null", [
      BigInt(done.member.id),
    ]);
    expect(session.rows).toEqual([{ method: "social" }]);
  });

  it("finds the same member at the next login of the same subject", async () => {
    const first = await socialLogin({ sub: "google-sub-again", email: "again@example.test" });
    const membersBefore = await memberCount();
    const second = await socialLogin({ sub: "google-sub-again", email: "again@example.test" });
    expect(second.member.id).toBe(first.member.id);
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(first.token);
    expect(await memberCount()).toBe(membersBefore);
  });

  it("gives a different subject with the same e-mail a different member", async () => {
    const one = await socialLogin({ sub: "google-sub-a", email: "shared@example.test" });
    const two = await socialLogin({ sub: "google-sub-b", email: "shared@example.test" });
    expect(two.member.id).not.toBe(one.member.id);
  });

  it("never takes over an existing member whose e-mail the provider account shows", async () => {
    const existing = await buildMember(t.db, { email: "owner@example.test" });
    const done = await socialLogin({ sub: "google-sub-squatter", email: "owner@example.test", emailVerified: true });
    expect(done.member.id).not.toBe(String(existing.id));
    expect(done.member.account).not.toBe(existing.account);
    const sessions = await t.db.query("select 1 from member_session where member_id = $1", [existing.id]);
    expect(sessions.rows).toEqual([]);
    const owner = await t.db.query("select email from member where id = $1", [existing.id]);
    expect(owner.rows).toEqual([{ email: "owner@example.test" }]);
  });

  it("keeps the same subject at Google and at Facebook apart, with the account prefix of each", async () => {
    const google = await socialLogin({ sub: "same-sub-both", email: "both@example.test" }, "google");
    const facebook = await socialLogin({ sub: "same-sub-both", email: "both@example.test" }, "facebook");
    expect(facebook.member.account).toMatch(/^fb_[a-z2-9]{10}$/);
    expect(facebook.member.id).not.toBe(google.member.id);
  });

  it("keeps an unverified e-mail out of the identity record", async () => {
    await socialLogin({ sub: "google-sub-unverified", email: "unverified@example.test", emailVerified: false });
    const { rows } = await t.db.query("select email from social_identity where subject = 'google-sub-unverified'");
    expect(rows).toEqual([{ email: null }]);
  });

  it("records the social login and the session login in the audit log without the code, state or ticket", async () => {
    let ticket = "";
    let code = "";
    let state = "";
    const back = await callback(
      { sub: "google-sub-audit", email: "audit@example.test" },
      {
        tamper: (url) => {
          code = url.searchParams.get("code")!;
          state = url.searchParams.get("state")!;
        },
      },
    );
    ticket = back.searchParams.get("oauthTicket")!;
    const done = okValue<LoginDone>(await exchange(ticket));
    const { rows } = await t.db.query<{ event: string; outcome: string; method: string; row: string }>(
      "select event, outcome, method, to_jsonb(e)::text as row from auth_event e where member_id = $1 order by id",
      [BigInt(done.member.id)],
    );
    expect(rows.map((r) => [r.event, r.outcome, r.method])).toEqual([
      ["social_login", "success", "google"],
      ["login", "success", "social"],
    ]);
    for (const secret of [ticket, code, state, done.token]) {
      expect(rows.every((r) => !r.row.includes(secret))).toBe(true);
    }
  });
});

describe("refused social logins", () => {
  const failure = (back: URL) => back.searchParams.get("oauthError");

  it("refuses a state that was never issued and creates nothing", async () => {
    const before = await identityCount();
    const back = await callback(
      { sub: "google-sub-state", email: "state@example.test" },
      { tamper: (url) => url.searchParams.set("state", "A".repeat(43)) },
    );
    expect(failure(back)).toBe("oauth_failed");
    expect(back.searchParams.get("oauthTicket")).toBeNull();
    expect(await identityCount()).toBe(before);
  });

  it("refuses a callback from a browser that did not start the login (no binding cookie)", async () => {
    const before = await identityCount();
    const back = await callback({ sub: "google-sub-csrf" }, { cookie: "lotus_oauth=someone-elses-binding" });
    expect(failure(back)).toBe("oauth_failed");
    expect(await identityCount()).toBe(before);
    const { rows } = await t.db.query<{ reason: string }>(
      "select detail->>'reason' as reason from auth_event where event = 'social_login' and outcome = 'failure' order by id desc limit 1",
    );
    expect(rows).toEqual([{ reason: "state_other_browser" }]);
  });

  it("accepts each state once: a replayed callback fails", async () => {
    oidc.setAccount({ sub: "google-sub-replay" });
    const started = await start();
    const back = await oidc.authorize(started.location);
    const replay = () =>
      t.app.inject({ method: "GET", url: `${back.pathname}${back.search}`, headers: { cookie: started.cookie } });
    const first = await replay();
    expect(new URL(first.headers.location as string, PUBLIC_URL).searchParams.get("oauthTicket")).toBeTruthy();
    const second = await replay();
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe("/?oauthError=oauth_failed");
  });

  it("refuses an ID token whose nonce is not the one the login started with", async () => {
    const before = await identityCount();
    const back = await callback(
      { sub: "google-sub-nonce" },
      {
        // The state row is the only place the expected nonce lives; another one there is
        // exactly what a token minted for a different login looks like.
        beforeCallback: async () => {
          await t.db.query(
            `update verification_code set detail = jsonb_set(detail, '{nonce}', '"a-different-nonce"')
              where flow = 'oauth_state' and consumed_at is null`,
          );
        },
      },
    );
    expect(failure(back)).toBe("oauth_failed");
    expect(await identityCount()).toBe(before);
    const { rows } = await t.db.query<{ reason: string }>(
      "select detail->>'reason' as reason from auth_event where event = 'social_login' and outcome = 'failure' order by id desc limit 1",
    );
    expect(rows[0]!.reason).toMatch(/^OAUTH_/);
  });

  it("refuses a code that was tampered with", async () => {
    const back = await callback(
      { sub: "google-sub-code" },
      { tamper: (url) => url.searchParams.set("code", "forged") },
    );
    expect(failure(back)).toBe("oauth_failed");
  });

  it("turns a provider error (the user cancelled) into oauth_failed", async () => {
    const started = await start();
    const state = new URL(started.location).searchParams.get("state")!;
    const res = await t.app.inject({
      method: "GET",
      url: `${callbackPath("google")}?error=access_denied&state=${state}`,
      headers: { cookie: started.cookie },
    });
    expect(res.headers.location).toBe("/?oauthError=oauth_failed");
  });

  it("accepts a login ticket once", async () => {
    const back = await callback({ sub: "google-sub-ticket" });
    const ticket = back.searchParams.get("oauthTicket");
    okValue(await exchange(ticket));
    expectError(await exchange(ticket), "oauth_failed");
  });

  it("refuses an expired login ticket", async () => {
    const back = await callback({ sub: "google-sub-expired" });
    await t.db.query(
      "update verification_code set expires_at = now() - interval '1 second' where flow = 'oauth_ticket'",
    );
    expectError(await exchange(back.searchParams.get("oauthTicket")), "oauth_failed");
  });

  it("refuses a disabled member at the callback and at the exchange", async () => {
    const done = await socialLogin({ sub: "google-sub-disabled" });
    const ticketBack = await callback({ sub: "google-sub-disabled" });
    await t.db.query("update member set status = 'disabled' where id = $1", [BigInt(done.member.id)]);
    expectError(await exchange(ticketBack.searchParams.get("oauthTicket")), "account_disabled");
    const back = await callback({ sub: "google-sub-disabled" });
    expect(failure(back)).toBe("account_disabled");
  });

  it("creates no account while registration is closed, but still signs in a linked one", async () => {
    const linked = await socialLogin({ sub: "google-sub-linked" });
    await t.db.query("update setting_node set enabled = false where mod_id = 'REGISTER3'");
    try {
      const before = await memberCount();
      expect(failure(await callback({ sub: "google-sub-new-while-closed" }))).toBe("registration_closed");
      expect(await memberCount()).toBe(before);
      expect((await socialLogin({ sub: "google-sub-linked" })).member.id).toBe(linked.member.id);
    } finally {
      await t.db.query("update setting_node set enabled = true where mod_id = 'REGISTER3'");
    }
  });
});

describe("POST /wps/session/oauth/exchange bad input", () => {
  const cases: { name: string; payload: string; contentType?: string }[] = [
    { name: "malformed JSON", payload: "{" },
    { name: "missing ticket", payload: "{}" },
    { name: "empty ticket", payload: JSON.stringify({ ticket: "" }) },
    { name: "oversized ticket", payload: JSON.stringify({ ticket: "a".repeat(129) }) },
    { name: "wrong-typed ticket", payload: JSON.stringify({ ticket: 12345 }) },
    { name: "unknown field", payload: JSON.stringify({ ticket: "abc", extra: 1 }) },
    { name: "array body", payload: "[]" },
  ];
  it.each(cases)("$name → 400 validation_failed and nothing changes", async ({ payload }) => {
    const before = await snapshotDatabase(t.db);
    const res = await t.app.inject({
      method: "POST",
      url: PATHS.oauthExchange,
      payload,
      headers: { "content-type": "application/json" },
    });
    expectError(res, "validation_failed");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });

  it("an unknown provider name in the path → 400 validation_failed", async () => {
    expectError(await get(t.app, startUrl("twitter" as Provider)), "validation_failed");
  });

  it("a start with a query → 400 validation_failed and no state stored", async () => {
    const before = await snapshotDatabase(t.db);
    expectError(await get(t.app, `${startUrl("google")}?foo=1`), "validation_failed");
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});

describe("providers that are not configured", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ env: { PUBLIC_URL, ...oidc.env("FACEBOOK") } });
  });
  afterAll(() => bare.close());

  it("are not listed", async () => {
    expect(okValue(await get(bare.app, PATHS.oauthProviders))).toEqual([{ provider: "facebook", name: "Facebook" }]);
  });

  it("answer the start with 404 oauth_provider_disabled and store nothing", async () => {
    const before = await snapshotDatabase(bare.db);
    expectError(await get(bare.app, startUrl("google")), "oauth_provider_disabled");
    expect(await snapshotDatabase(bare.db)).toEqual(before);
  });

  it("send a callback back to the site with oauthError=oauth_provider_disabled", async () => {
    const res = await get(bare.app, `${callbackPath("google")}?code=x&state=y`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/?oauthError=oauth_provider_disabled");
  });
});
