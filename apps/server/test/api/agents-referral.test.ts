import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_LINKS_MAX, PATHS, type AgentLink, type LoginDone, type ReferralValue } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { loggedInMember, type LoggedInMember } from "../support/factories.ts";
import { publicKeyOf, solveHuman } from "../support/login.ts";
import { registerRequest, registrationPayload, setRule, uniqueName } from "../support/registration.ts";

/**
 * Referral and agent links (issue 13): the member's invite code and link, registration with a
 * member's referralCode or an agent link's affiliateCode (upline, account type, registrations
 * counted), link management with its limit, and the public /join application.
 */

let t: TestApp;
let agent: LoggedInMember;
let partner: LoggedInMember;
let member: LoggedInMember;

beforeAll(async () => {
  t = await createTestApp();
  await publicKeyOf(t.app);
  await setRule(t.db, "mobileNum", { enabled: false });
  agent = await loggedInMember(t.db, { isAgent: 1 });
  partner = await loggedInMember(t.db, { isAgent: 41 });
  member = await loggedInMember(t.db, {});
});
afterAll(() => t.close());

const register = async (fields: Record<string, unknown>) =>
  registerRequest(t.app, registrationPayload({ username: uniqueName("ref"), ...fields }));

async function memberRow(account: string) {
  const { rows } = await t.db.query<{
    id: bigint;
    upline_id: bigint | null;
    is_agent: number;
    affiliate_code: string | null;
  }>("select id, upline_id, is_agent, affiliate_code from member where account = $1", [account]);
  return rows[0]!;
}

describe("member-centre referral", () => {
  it("gives the member's code and link; registering with it makes the member the upline and an invitee", async () => {
    const value = okValue<ReferralValue>(await get(t.app, PATHS.referral, member.headers));
    expect(value.code).toMatch(/^R[0-9A-Z]{8}$/);
    expect(value.link).toMatch(new RegExp(`/register\\?referralCode=${value.code}$`));
    expect(value.invitees).toEqual([]);
    const done = okValue<LoginDone>(await register({ referralCode: value.code }));
    const row = await memberRow(done.member.account);
    expect(row).toMatchObject({ upline_id: member.id, is_agent: 0 });
    const after = okValue<ReferralValue>(await get(t.app, PATHS.referral, member.headers));
    expect(after.invitees).toHaveLength(1);
    expect(after.invitees[0]!.account).toContain("***");
    expect(after.invitees[0]!.account).not.toBe(done.member.account);
    expect(after.invitees[0]!.firstDepositAt).toBeNull();
  });

  it("a referral code that matches nobody → invitation_code_error, nobody created", async () => {
    const username = uniqueName("ref");
    const res = await registerRequest(t.app, registrationPayload({ username, referralCode: "RZZZZZZZZ" }));
    expectError(res, "invitation_code_error");
    const { rowCount } = await t.db.query("select 1 from member where account = $1", [username.toLowerCase()]);
    expect(rowCount).toBe(0);
  });
});

describe("agent links", { timeout: 120_000 }, () => {
  it("creates, lists, changes and deletes the agent's links; a sub-agent link registers a sub-agent", async () => {
    const created = okValue<AgentLink>(
      await t.app.inject({
        method: "POST",
        url: PATHS.agentLinks,
        headers: agent.headers,
        payload: { label: "Facebook", accountType: 2 },
      }),
    );
    expect(created).toMatchObject({ label: "Facebook", accountType: 2, active: true, registrations: 0 });
    expect(created.link).toContain(`/register?affiliateCode=${created.code}`);

    const done = okValue<LoginDone>(await register({ affiliateCode: created.code.toLowerCase() }));
    const row = await memberRow(done.member.account);
    expect(row).toMatchObject({ upline_id: agent.id, is_agent: 2, affiliate_code: created.code });
    const list = okValue<AgentLink[]>(await get(t.app, PATHS.agentLinks, agent.headers));
    expect(list.find((l) => l.id === created.id)!.registrations).toBe(1);

    const changed = okValue<AgentLink>(
      await t.app.inject({
        method: "PATCH",
        url: `${PATHS.agentLinks}/${created.id}`,
        headers: agent.headers,
        payload: { label: "Zalo", accountType: 0, active: false },
      }),
    );
    expect(changed).toMatchObject({ label: "Zalo", accountType: 0, active: false, code: created.code });
    // An inactive link no longer registers anyone.
    expectError(await register({ affiliateCode: created.code }), "invitation_code_error");

    okValue(await t.app.inject({ method: "DELETE", url: `${PATHS.agentLinks}/${created.id}`, headers: agent.headers }));
    const gone = okValue<AgentLink[]>(await get(t.app, PATHS.agentLinks, agent.headers));
    expect(gone.find((l) => l.id === created.id)).toBeUndefined();
    expectError(
      await t.app.inject({ method: "DELETE", url: `${PATHS.agentLinks}/${created.id}`, headers: agent.headers }),
      "agent_link_not_found",
    );
  });

  it("an affiliate partner's sub-agent link registers an affiliate sub-partner (42)", async () => {
    const link = okValue<AgentLink>(
      await t.app.inject({
        method: "POST",
        url: PATHS.agentLinks,
        headers: partner.headers,
        payload: { label: "Sub", accountType: 2 },
      }),
    );
    const done = okValue<LoginDone>(await register({ affiliateCode: link.code }));
    expect(await memberRow(done.member.account)).toMatchObject({ upline_id: partner.id, is_agent: 42 });
  });

  it("a sub-agent link with a contract template offers it to the new sub-agent within the ratio rule", async () => {
    const owner = await loggedInMember(t.db, { isAgent: 1 });
    const daily = (ratePpm: number) => ({
      activeMemberMinBet: "0",
      tiers: [{ minTeamBet: "0", minActive: 0, ratePpm }],
    });
    // The house's daily-salary contract with the owner: 0.8 %.
    await t.db.query(
      `insert into agent_contract (kind, upline_id, downline_id, period, terms, ratio_ppm, status, signed_at, effective_from)
       values ('daily_salary', null, $1, 'D', $2, 8000, 'signed', now(), now() - interval '1 day')`,
      [owner.id, JSON.stringify(daily(8000))],
    );
    const template = async (ratePpm: number) =>
      (
        await t.db.query<{ id: bigint }>(
          "insert into agent_contract_template (name, kind, period, terms) values ('t', 'daily_salary', 'D', $1) returning id",
          [JSON.stringify(daily(ratePpm))],
        )
      ).rows[0]!.id.toString();
    const link = async (contractTemplateId: string) =>
      okValue<AgentLink>(
        await t.app.inject({
          method: "POST",
          url: PATHS.agentLinks,
          headers: owner.headers,
          payload: { label: "With contract", accountType: 2, contractTemplateId },
        }),
      );
    const within = await link(await template(5000));
    expect(within.contractTemplateId).not.toBeNull();
    const done = okValue<LoginDone>(await register({ affiliateCode: within.code }));
    const sub = await memberRow(done.member.account);
    const offers = await t.db.query(
      "select upline_id, kind, ratio_ppm, status from agent_contract where downline_id = $1",
      [sub.id],
    );
    expect(offers.rows).toEqual([{ upline_id: owner.id, kind: "daily_salary", ratio_ppm: 5000, status: "offered" }]);

    // A template above the owner's own rate: the registration goes through, nothing is offered.
    const above = await link(await template(9000));
    const second = okValue<LoginDone>(await register({ affiliateCode: above.code }));
    const none = await t.db.query("select 1 from agent_contract where downline_id = $1", [
      (await memberRow(second.member.account)).id,
    ]);
    expect(none.rowCount).toBe(0);
  });

  it(`refuses more than ${AGENT_LINKS_MAX} links, and a template that does not exist`, async () => {
    const owner = await loggedInMember(t.db, { isAgent: 2 });
    const create = (payload: object) =>
      t.app.inject({ method: "POST", url: PATHS.agentLinks, headers: owner.headers, payload });
    for (let i = 0; i < AGENT_LINKS_MAX; i++) okValue(await create({ label: `L${i}`, accountType: 0 }));
    const before = await snapshotDatabase(t.db);
    delete before.member_session;
    expectError(await create({ label: "one too many", accountType: 0 }), "agent_link_limit");
    const after = await snapshotDatabase(t.db);
    delete after.member_session;
    expect(after).toEqual(before);
    const other = await loggedInMember(t.db, { isAgent: 2 });
    expectError(
      await t.app.inject({
        method: "POST",
        url: PATHS.agentLinks,
        headers: other.headers,
        payload: { label: "T", accountType: 2, contractTemplateId: "987654321" },
      }),
      "invalid_field",
    );
  });

  it("a plain member has no links", async () => {
    expectError(await get(t.app, PATHS.agentLinks, member.headers), "error_not_agent");
  });
});

describe("/join affiliate application", () => {
  it("stores an application with the human check; without it nothing is stored", async () => {
    const body = {
      name: "Trần Văn Bình",
      contact: { telegram: "@binh_tran", email: "binh@example.vn" },
      channel: "social",
      message: "Tôi có cộng đồng 5.000 người.",
    };
    const before = await snapshotDatabase(t.db);
    expectError(
      await t.app.inject({ method: "POST", url: PATHS.affiliateApplication, payload: body }),
      "human_verification_required",
    );
    expectError(
      await t.app.inject({ method: "POST", url: PATHS.affiliateApplication, payload: { ...body, contact: {} } }),
      "validation_failed",
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);
    const value = okValue<{ id: string }>(
      await t.app.inject({
        method: "POST",
        url: PATHS.affiliateApplication,
        payload: { ...body, humanVerification: await solveHuman(t.app) },
      }),
    );
    const { rows } = await t.db.query(
      "select name, contact, channel, message, status from affiliate_application where id = $1",
      [value.id],
    );
    expect(rows[0]).toEqual({
      name: body.name,
      contact: body.contact,
      channel: "social",
      message: body.message,
      status: "pending",
    });
  });
});
