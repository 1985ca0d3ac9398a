import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATHS, DEMO_VENDOR_PREFIX, PATHS, isErrorCode, type ErrorCode } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { snapshotDatabase, type Headers } from "../http.ts";
import { headersOf } from "../game-records/rounds.ts";
import { ADMIN, bearer, operatorToken } from "../console/console-support.ts";
import { VENDOR_ERROR_STATUS } from "../../../demo-vendor/src/protocol.ts";

/*
 * Issue 11, "must show": every route the app registers (read from Fastify's own route tree, not a hand
 * list) is sent malformed input — invalid JSON, wrong types, a 1 MB string, NUL and lone-surrogate
 * strings, prototype keys, an unsupported Language — logged out, and as a member (platform calls) or an
 * operator (console calls). Every answer is a 4xx `{success:false, code, message, value:null}` envelope
 * whose code is in the catalogue (a 2xx is accepted only where the input is ignored by design: a call
 * without a body or query schema), and the database does not change.
 */

type Route = { method: string; path: string };

/**
 * The routes of `app.printRoutes({ commonPrefix: false })`: a tree whose lines are `<indent>── <segment>
 * (<METHODS>)`, each segment continuing its parent's path; HEAD twins of GET routes are left out.
 */
function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^(.*?)[└├]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (stack[depth - 1] ?? "") + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD") routes.push({ method, path });
    }
  }
  return routes;
}

/** Plausible path parameters: the test vendor and its round, member/operator ids, a provider, an action. */
const PARAM_VALUES: Record<string, string> = {
  id: "1",
  vendorCode: "GPI",
  gameCode: "slot.dragon-17",
  roundId: "1",
  provider: "google",
  action: "bet",
  username: "admin",
  token: "0123456789abcdef0123456789abcdef",
};
const fill = (path: string) =>
  path.replace(/:(\w+)/g, (_whole, name: string) => PARAM_VALUES[name] ?? "1").replace(/\*$/, "fuzz-nowhere");

/**
 * Routes answered on purpose in a format other than the envelope, each with its reason:
 * - the API documentation (/docs …): swagger-ui's static pages and the OpenAPI document;
 * - the demo vendor's pages and calls: a separate application mounted in the platform, answering in its own
 *   protocol (`{ error, message }`, HTML pages) and its own language rule (see the demo vendor cases below).
 */
const OWN_FORMAT = [/^\/docs(\/|$)/, new RegExp(`^${DEMO_VENDOR_PREFIX}/`)];

const MB = "x".repeat(1024 * 1024);
const NUL = "a\u0000b";
const LONE = "a\uD800b";
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Case = {
  name: string;
  request: (fields: Fields) => Omit<InjectOptions, "method" | "url"> & { query?: string };
  /** The code a refusal must carry (besides refusals of the caller: login, role, region). */
  code?: ErrorCode;
  /** A GET of a call with no query schema ignores the query: its 2xx is accepted. */
  ignorableQuery?: boolean;
  /** The input is valid after all (U+FFFD is clean text): a 2xx is accepted everywhere. */
  harmless?: boolean;
  bodyOnly?: boolean;
};

/** The query and body fields a route reads (from its schema), so that the bad values reach real fields too. */
type Fields = { query: string[]; body: string[] };
const json = (payload: string) => ({ headers: { "content-type": "application/json" }, payload });
/** Every field (and a few guessed ones) set to `value`, as an object or a query string. */
const each = (names: string[], value: unknown) =>
  Object.fromEntries([...names, "username", "code"].map((n) => [n, value]));
const eachQuery = (names: string[], encoded: string) =>
  [...names, "q", "code"].map((n) => `${encodeURIComponent(n)}=${encoded}`).join("&");

const CASES: Case[] = [
  { name: "invalid JSON", bodyOnly: true, request: () => json('{"username": "a", ') },
  { name: "a JSON array instead of an object", bodyOnly: true, request: () => json("[1, 2, 3]") },
  {
    name: "wrong types",
    bodyOnly: true,
    request: (f) =>
      json(JSON.stringify({ ...each(f.body, { nested: [1] }), password: true, amount: {}, page: "x", id: [] })),
  },
  {
    name: "wrong types in the query",
    ignorableQuery: true,
    request: (f) => ({
      query: `${eachQuery(f.query, "%5B%5D")}&page=abc&size=-1&id[]=x&startDate=yesterday&amount=1e999`,
    }),
  },
  { name: "a 1 MB string", bodyOnly: true, request: (f) => json(JSON.stringify({ ...each(f.body.slice(0, 1), MB) })) },
  { name: "a 1 MB query string", ignorableQuery: true, request: () => ({ query: `q=${MB.slice(0, 200_000)}` }) },
  {
    name: "a NUL in the body",
    bodyOnly: true,
    code: "text_invalid",
    request: (f) => json(JSON.stringify(each(f.body, NUL))),
  },
  { name: "a NUL in the query", code: "text_invalid", request: (f) => ({ query: eachQuery(f.query, "a%00b") }) },
  {
    name: "a lone surrogate in the body",
    bodyOnly: true,
    code: "text_invalid",
    request: (f) => json(JSON.stringify(each(f.body, LONE))),
  },
  // UTF-8 cannot carry a lone surrogate: its encoded form decodes to U+FFFD, which is clean text.
  { name: "a surrogate's UTF-8 bytes in the query", harmless: true, request: () => ({ query: "q=a%ED%A0%80" }) },
  {
    name: "prototype keys in the body",
    bodyOnly: true,
    request: () => json('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}}'),
  },
  {
    name: "prototype keys in the query",
    ignorableQuery: true,
    request: () => ({ query: "__proto__[isAdmin]=1&constructor[prototype][isAdmin]=1&__proto__=x" }),
  },
  {
    name: "an unsupported Language",
    code: "unsupported_language",
    request: () => ({ headers: { language: "xx-YY" } }),
  },
];

/**
 * Refusals of the caller or of what the path names (401, 403, 404: not logged in, no role, unsigned webhook
 * or vendor call, unknown vendor) come before the input is read; they need not carry the case's code.
 */
const CALLER_REFUSAL_STATUSES = new Set([401, 403, 404]);

/**
 * The social login's callback is where the provider sends the browser back: it answers every outcome,
 * a malformed one included, with a redirect to the web app's page that shows it (spec §7).
 */
const BROWSER_REDIRECTS = [/^\/wps\/session\/oauth\/:provider\/callback$/];

/**
 * The web app's and the console's pages (their app shells): a GET answers HTML whatever its query — the
 * shell, or the 503 "not built" page when the build is missing — never the envelope.
 */
const APP_SHELLS = [/^\*$/, /^\/console(\/\*)?$/];

/**
 * What a refused request may write, by design: the audit line of a failed social login (the security
 * centre lists failed sign-ins, spec §7). Left out of the before/after comparison; anything else counts.
 */
function withoutAudit(snapshot: Record<string, unknown>): Record<string, unknown> {
  type Event = { event: string; outcome: string };
  const events = (snapshot.auth_event ?? []) as Event[];
  return {
    ...snapshot,
    auth_event: events.filter((e) => !(e.event === "social_login" && e.outcome === "failure")),
  };
}

/**
 * A logout accepts the bodies it ignores: as a member or operator it would end the session every other case
 * uses (its refusals are still sent logged out).
 */
const LOGGED_OUT_ONLY = new Set([`DELETE ${PATHS.logout}`, `DELETE ${CONSOLE_PATHS.logout}`]);

/** What is wrong with the answer, or undefined when it is as it must be. */
function faultOf(res: LightMyRequestResponse, c: Case, ignorable: boolean, route: Route): string | undefined {
  const shown = `${res.statusCode} ${res.body.slice(0, 200)}`;
  const redirects = BROWSER_REDIRECTS.some((re) => re.test(route.path));
  const page = route.method === "GET" && APP_SHELLS.some((re) => re.test(route.path));
  const html = /^text\/html/.test(String(res.headers["content-type"]));
  if (page && html && (res.statusCode < 400 || res.statusCode === 503)) return undefined;
  if (res.statusCode >= 500) return shown;
  if (redirects && res.statusCode >= 300 && res.statusCode < 400) return undefined;
  if (res.statusCode < 400) return ignorable ? undefined : `accepted: ${shown}`;
  if (!/^application\/json/.test(String(res.headers["content-type"]))) return `not JSON: ${shown}`;
  let body: Record<string, unknown>;
  try {
    body = res.json<Record<string, unknown>>();
  } catch {
    return `not JSON: ${shown}`;
  }
  const keys = Object.keys(body).sort().join(",");
  if (keys !== "code,message,success,value" || body.success !== false || body.value !== null) {
    return `not the envelope: ${shown}`;
  }
  if (typeof body.message !== "string" || typeof body.code !== "string" || !isErrorCode(body.code)) {
    return `not a catalogue code: ${shown}`;
  }
  // A body case may meet the body limit or the media type first: those are refusals of the input too.
  const expected = [c.code, "payload_too_large", "unsupported_media_type"];
  if (c.code && !CALLER_REFUSAL_STATUSES.has(res.statusCode) && !expected.includes(body.code)) {
    return `expected ${c.code}: ${shown}`;
  }
  return undefined;
}

/** Which routes validate a query or a body, from the app's OpenAPI document (`{name}` → `:name`). */
type RouteSchema = { querystring: boolean; body: boolean; fields: Fields };
function schemasOf(document: unknown): Map<string, RouteSchema> {
  type JsonSchema = { properties?: Record<string, unknown>; oneOf?: JsonSchema[]; anyOf?: JsonSchema[] };
  type Operation = {
    parameters?: { in: string; name: string }[];
    requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  };
  const propertiesOf = (schema: JsonSchema | undefined): string[] =>
    schema
      ? [
          ...Object.keys(schema.properties ?? {}),
          ...[...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap(propertiesOf),
        ]
      : [];
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  const map = new Map<string, RouteSchema>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const query = (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      const body = [...new Set(propertiesOf(operation.requestBody?.content?.["application/json"]?.schema))];
      map.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`, {
        querystring: query.length > 0,
        body: operation.requestBody !== undefined,
        fields: { query, body },
      });
    }
  }
  return map;
}

let t: TestApp;
let routes: Route[];
let schemas: ReturnType<typeof schemasOf>;
let member: Headers;
let operator: Headers;
beforeAll(async () => {
  t = await createTestApp();
  routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
  schemas = schemasOf(t.app.swagger());
  const demo = (await t.db.query<{ id: bigint }>("select id from member where account = 'demo01'")).rows[0]!.id;
  member = await headersOf(t.db, demo);
  operator = bearer(await operatorToken(t.app, t.db, ADMIN));
  // Sessions write their last-seen time at most once a minute: put it ahead so that no such write falls
  // inside the run (it would look like a change made by a refused request).
  await t.db.query("update member_session set last_seen_at = now() + interval '10 minutes'");
  await t.db.query("update operator_session set last_seen_at = now() + interval '10 minutes'");
  // The bank webhook's secret is made at its first call: before the run, not inside it.
  await t.app.inject({ method: "POST", url: PATHS.bankStatementWebhook, payload: {} });
}, 60_000);
afterAll(() => t?.close());

describe("every route refuses malformed input with a catalogue envelope and changes nothing", () => {
  it("finds the routes in Fastify's route tree", () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContainEqual({ method: "GET", path: "/wps/agent/affiliate" });
    expect(routes).toContainEqual({ method: "GET", path: CONSOLE_PATHS.members });
    expect(routes).toContainEqual({ method: "POST", path: `${DEMO_VENDOR_PREFIX}/api/session` });
    expect(schemas.get(`GET ${CONSOLE_PATHS.member}`)).toBeDefined();
  });

  it("platform and console routes × cases", async () => {
    const before = withoutAudit(await snapshotDatabase(t.db));
    let sent = 0;
    let tested = 0;
    const faults: string[] = [];
    for (const route of routes) {
      if (OWN_FORMAT.some((re) => re.test(route.path))) continue;
      tested++;
      const isConsole = route.path.startsWith("/console/api");
      const identities: [string, Headers][] = [["logged out", {}]];
      if (!LOGGED_OUT_ONLY.has(`${route.method} ${route.path}`)) {
        identities.push(isConsole ? ["operator", operator] : ["member", member]);
      }
      const schema = schemas.get(`${route.method} ${route.path}`);
      for (const c of CASES) {
        const hasBody = BODY_METHODS.has(route.method);
        if (c.bodyOnly && !hasBody) continue;
        for (const [who, headers] of identities) {
          const { query, headers: extra, ...rest } = c.request(schema?.fields ?? { query: [], body: [] });
          const url = fill(route.path) + (query ? `?${query}` : "");
          const res = await t.app.inject({
            method: route.method as InjectOptions["method"],
            url,
            ...rest,
            headers: { ...headers, ...(extra as Headers | undefined) },
          });
          sent++;
          // A call with no query schema (or no body schema, for a body case) ignores what it does not read.
          const ignorable =
            c.harmless === true ||
            (c.ignorableQuery === true && !schema?.querystring) ||
            (c.bodyOnly === true && !schema?.body && !c.code) ||
            route.path === "/ws";
          const fault = faultOf(res, c, ignorable, route);
          if (fault) faults.push(`${route.method} ${url.slice(0, 100)} (${c.name}, ${who}): ${fault}`);
        }
      }
    }
    console.log(
      `fuzz: ${tested} routes × ${CASES.length} cases, logged out and as a member or operator = ${sent} requests`,
    );
    expect.soft(faults).toEqual([]);
    expect(withoutAudit(await snapshotDatabase(t.db))).toEqual(before);
  }, 120_000);
});

describe("the mounted demo vendor answers the same input in its own protocol", () => {
  /*
   * The demo vendor stands for an outside game vendor: its calls answer `{ error, message }` with its own
   * codes (protocol.ts), its pages are HTML, and it picks its own language with a fallback (issue 11 item 5)
   * — so an unsupported Language is served, not refused. Nothing may answer 5xx (502 "wallet could not be
   * reached" included) and nothing may be stored.
   */
  it("demo vendor routes × cases", async () => {
    const before = await snapshotDatabase(t.db);
    const faults: string[] = [];
    let sent = 0;
    const vendorRoutes = routes.filter((r) => r.path.startsWith(`${DEMO_VENDOR_PREFIX}/`));
    expect(vendorRoutes.length).toBeGreaterThan(4);
    for (const route of vendorRoutes) {
      for (const c of CASES) {
        if (c.bodyOnly && !BODY_METHODS.has(route.method)) continue;
        const { query, ...rest } = c.request({ query: ["lang", "token"], body: ["token", "sessionId", "lang", "bet"] });
        const url = fill(route.path) + (query ? `?${query}` : "");
        const res = await t.app.inject({ method: route.method as InjectOptions["method"], url, ...rest });
        sent++;
        const label = `${route.method} ${url.slice(0, 100)} (${c.name}): ${res.statusCode} ${res.body.slice(0, 200)}`;
        const type = String(res.headers["content-type"]);
        if (res.statusCode >= 500) faults.push(label);
        else if (res.statusCode >= 400) {
          const body = /^application\/json/.test(type) ? res.json<{ error?: string; message?: unknown }>() : {};
          if (!(body.error && body.error in VENDOR_ERROR_STATUS && typeof body.message === "string"))
            faults.push(label);
        } else if (!/^text\/html/.test(type)) faults.push(`accepted: ${label}`);
      }
    }
    console.log(`fuzz: ${vendorRoutes.length} demo vendor routes × ${CASES.length} cases = ${sent} requests`);
    expect.soft(faults).toEqual([]);
    expect(await snapshotDatabase(t.db)).toEqual(before);
  }, 60_000);
});
