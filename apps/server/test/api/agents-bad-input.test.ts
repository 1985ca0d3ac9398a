import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_REPORT_MAX_DAYS, PATHS, type ErrorCode } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, snapshotDatabase } from "../http.ts";
import { loggedInMember, type LoggedInMember } from "../support/factories.ts";

/**
 * Every agent-centre call (issue 13, H1's part) with malformed, missing, out-of-range and
 * wrong-typed input, sent by a real agent: each answers 4xx with a catalogue code and nothing is
 * stored (the session's last-seen time aside).
 */

let t: TestApp;
let agent: LoggedInMember;
let downline: LoggedInMember;
let linkId: string;

beforeAll(async () => {
  t = await createTestApp();
  agent = await loggedInMember(t.db, { isAgent: 1, withPaymentPassword: "Pay-Pass-1234" });
  downline = await loggedInMember(t.db, { isAgent: 2, uplineId: agent.id });
  const res = await t.app.inject({
    method: "POST",
    url: PATHS.agentLinks,
    headers: agent.headers,
    payload: { label: "Link", accountType: 0 },
  });
  linkId = res.json<{ value: { id: string } }>().value.id;
});
afterAll(() => t.close());

type Case = {
  name: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  url: string;
  body?: unknown;
  code?: ErrorCode;
};
const RANGE = "from=2026-10-01&to=2026-10-02";
const longRange = () => {
  const to = new Date(Date.parse("2026-01-01T00:00:00Z") + AGENT_REPORT_MAX_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return `from=2026-01-01&to=${to}`;
};

const reportQueries = (path: string, extra = ""): Case[] => [
  { name: `${path}: no dates`, method: "GET", url: `${path}?${extra}` },
  { name: `${path}: from after to`, method: "GET", url: `${path}?from=2026-10-02&to=2026-10-01${extra}` },
  { name: `${path}: not a date`, method: "GET", url: `${path}?from=yesterday&to=2026-10-01${extra}` },
  {
    name: `${path}: impossible date`,
    method: "GET",
    url: `${path}?from=2026-02-30&to=2026-10-01${extra}`,
    code: "invalid_field",
  },
  {
    name: `${path}: more than ${AGENT_REPORT_MAX_DAYS} days`,
    method: "GET",
    url: `${path}?${longRange()}${extra}`,
    code: "invalid_field",
  },
  { name: `${path}: unknown parameter`, method: "GET", url: `${path}?${RANGE}${extra}&agentId=1` },
  { name: `${path}: page 0`, method: "GET", url: `${path}?${RANGE}${extra}&page=0` },
  { name: `${path}: pageSize 101`, method: "GET", url: `${path}?${RANGE}${extra}&pageSize=101` },
];

const transferBody = { amount: "1000000", paymentPassword: "Pay-Pass-1234", requestId: "bad-input-transfer-0001" };
const registerBody = { account: "newdownline01", isAgent: 0, requestId: "bad-input-register-0001" };

const cases = (): Case[] => [
  { name: "centre: a query parameter", method: "GET", url: `${PATHS.agentCentre}?memberId=1` },
  ...reportQueries(PATHS.agentTeamOverview),
  ...reportQueries(PATHS.agentTeamBets),
  ...reportQueries(PATHS.agentTeamProfitLoss),
  ...reportQueries(PATHS.agentTeamTransactions, `&memberId=${downline.id}`),
  { name: "transactions: no memberId", method: "GET", url: `${PATHS.agentTeamTransactions}?${RANGE}` },
  {
    name: "transactions: unknown type",
    method: "GET",
    url: `${PATHS.agentTeamTransactions}?${RANGE}&memberId=${downline.id}&type=bet,steal`,
    code: "invalid_field",
  },
  { name: "bets: memberId not digits", method: "GET", url: `${PATHS.agentTeamBets}?${RANGE}&memberId=abc` },
  { name: "members: level 0", method: "GET", url: `${PATHS.agentTeamMembers}?level=0` },
  { name: "members: level text", method: "GET", url: `${PATHS.agentTeamMembers}?level=two` },
  { name: "members: unknown status", method: "GET", url: `${PATHS.agentTeamMembers}?status=vip` },
  { name: "members: parentId negative", method: "GET", url: `${PATHS.agentTeamMembers}?parentId=-1` },
  { name: "members: search too long", method: "GET", url: `${PATHS.agentTeamMembers}?search=${"x".repeat(65)}` },
  {
    name: "members: search with a control character",
    method: "GET",
    url: `${PATHS.agentTeamMembers}?search=a%00b`,
    code: "text_invalid",
  },
  { name: "member: id not digits", method: "GET", url: `${PATHS.agentTeamMembers}/abc` },
  { name: "member: id too long", method: "GET", url: `${PATHS.agentTeamMembers}/${"1".repeat(19)}` },
  // register
  { name: "register: empty body", method: "POST", url: PATHS.agentTeamRegister, body: {} },
  {
    name: "register: isAgent 1 (a top agent)",
    method: "POST",
    url: PATHS.agentTeamRegister,
    body: { ...registerBody, isAgent: 1 },
  },
  {
    name: "register: isAgent 4 (trial)",
    method: "POST",
    url: PATHS.agentTeamRegister,
    body: { ...registerBody, isAgent: 4 },
  },
  {
    name: "register: isAgent as text",
    method: "POST",
    url: PATHS.agentTeamRegister,
    body: { ...registerBody, isAgent: "2" },
  },
  {
    name: "register: no requestId",
    method: "POST",
    url: PATHS.agentTeamRegister,
    body: { account: "x12345", isAgent: 0 },
  },
  {
    name: "register: unknown field",
    method: "POST",
    url: PATHS.agentTeamRegister,
    body: { ...registerBody, uplineId: "1" },
  },
  {
    name: "register: account with a space",
    method: "POST",
    url: PATHS.agentTeamRegister,
    body: { ...registerBody, account: "bad name" },
    code: "invalid_username",
  },
  {
    name: "register: account too short for the rule",
    method: "POST",
    url: PATHS.agentTeamRegister,
    body: { ...registerBody, account: "ab" },
    code: "invalid_username",
  },
  {
    name: "register: short password",
    method: "POST",
    url: PATHS.agentTeamRegister,
    body: { ...registerBody, password: "123456" },
    code: "invalid_password",
  },
  {
    name: "register: account taken",
    method: "POST",
    url: PATHS.agentTeamRegister,
    body: { ...registerBody, account: agent.account },
    code: "username_taken",
  },
  // transfer
  { name: "transfer: toMemberId missing", method: "POST", url: PATHS.agentTransfer, body: transferBody },
  {
    name: "transfer: requestId too short",
    method: "POST",
    url: PATHS.agentTransfer,
    body: { ...transferBody, toMemberId: downline.id.toString(), requestId: "short" },
  },
  {
    name: "transfer: unknown field",
    method: "POST",
    url: PATHS.agentTransfer,
    body: { ...transferBody, toMemberId: downline.id.toString(), fromMemberId: "1" },
  },
  {
    name: "upline transfer: a toMemberId (the upline is not chosen)",
    method: "POST",
    url: PATHS.uplineTransfer,
    body: { ...transferBody, toMemberId: "1" },
  },
  {
    name: "upline transfer: amount 0",
    method: "POST",
    url: PATHS.uplineTransfer,
    body: { ...transferBody, amount: "0" },
  },
  // links
  { name: "link: accountType 1", method: "POST", url: PATHS.agentLinks, body: { label: "x", accountType: 1 } },
  { name: "link: empty label", method: "POST", url: PATHS.agentLinks, body: { label: "", accountType: 0 } },
  {
    name: "link: label too long",
    method: "POST",
    url: PATHS.agentLinks,
    body: { label: "x".repeat(65), accountType: 0 },
  },
  {
    name: "link: template id not digits",
    method: "POST",
    url: PATHS.agentLinks,
    body: { label: "x", accountType: 0, contractTemplateId: "abc" },
  },
  {
    name: "link: a code chosen by the client",
    method: "POST",
    url: PATHS.agentLinks,
    body: { label: "x", accountType: 0, code: "MINE" },
  },
  { name: "link patch: nothing to change", method: "PATCH", url: `${PATHS.agentLinks}/${linkId}`, body: {} },
  { name: "link patch: active as text", method: "PATCH", url: `${PATHS.agentLinks}/${linkId}`, body: { active: "no" } },
  { name: "link patch: id not digits", method: "PATCH", url: `${PATHS.agentLinks}/x1`, body: { label: "y" } },
  {
    name: "link delete: unknown id",
    method: "DELETE",
    url: `${PATHS.agentLinks}/99999999`,
    code: "agent_link_not_found",
  },
  // /join
  {
    name: "join: no contact",
    method: "POST",
    url: PATHS.affiliateApplication,
    body: { name: "A", contact: {}, channel: "social" },
  },
  {
    name: "join: unknown channel",
    method: "POST",
    url: PATHS.affiliateApplication,
    body: { name: "A", contact: { zalo: "1" }, channel: "tv" },
  },
  {
    name: "join: bad mobile",
    method: "POST",
    url: PATHS.affiliateApplication,
    body: { name: "A", contact: { mobile: "12ab" }, channel: "other" },
  },
  {
    name: "join: message too long",
    method: "POST",
    url: PATHS.affiliateApplication,
    body: { name: "A", contact: { zalo: "1" }, channel: "other", message: "x".repeat(1001) },
  },
  {
    name: "join: no human check",
    method: "POST",
    url: PATHS.affiliateApplication,
    body: { name: "A", contact: { zalo: "1" }, channel: "other" },
    code: "human_verification_required",
  },
];

async function snapshot() {
  const all = await snapshotDatabase(t.db);
  delete all.member_session;
  return all;
}

describe("agent calls with bad input", () => {
  // The cases name ids made in beforeAll: listed by index, built when the test runs.
  const count = 73;
  it("lists every case", () => {
    expect(cases()).toHaveLength(count);
  });
  it.each(Array.from({ length: count }, (_, i) => i))(
    "case %i → 4xx with its catalogue code, nothing stored",
    async (i) => {
      const c = cases()[i]!;
      const before = await snapshot();
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: agent.headers,
        ...(c.body === undefined ? {} : { payload: c.body as object }),
      });
      try {
        expectError(res, c.code ?? "validation_failed");
      } catch (error) {
        throw new Error(`${c.name}: ${(error as Error).message}`);
      }
      expect(res.statusCode, c.name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, c.name).toBeLessThan(500);
      expect(await snapshot(), c.name).toEqual(before);
    },
  );
});
