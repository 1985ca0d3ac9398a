import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATHS, PATHS, type ContractTerms, type MessagesPage } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { get, okValue } from "../http.ts";
import { ADMIN, bearer, operatorToken } from "../console/console-support.ts";
import { buildMember, sessionFor } from "../support/factories.ts";
import {
  addBankAccount,
  bankAccountId,
  cashierMember,
  createDepositOrder,
  withdrawRequest,
  type CashierMember,
} from "../support/cashier.ts";
import { inTransaction } from "../../src/db/pool.ts";
import { giveGrant, remindExpiringGrants } from "../../src/modules/promotions/index.ts";
import { offerRewards } from "../../src/modules/rewards/index.ts";
import { runEvaluation } from "../../src/modules/vip/index.ts";

/*
 * The events other modules put in the inbox (issue 16): a credited deposit, an approved and a rejected
 * withdrawal, a contract offered / signed / rejected, a bonus given, a VIP level set — each once
 * (dedupe key), rendered in the reader's language.
 */

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
});
afterAll(() => t.close());

async function inbox(headers: Record<string, string>, language = "en") {
  return okValue<MessagesPage>(await get(t.app, `${PATHS.messages}?size=50`, { ...headers, language })).list;
}

const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, headers: admin, payload });

describe("cashier", () => {
  it("a confirmed deposit leaves one 'deposit arrived' message", async () => {
    const member = await cashierMember(t.db, { balance: 0n });
    const order = await createDepositOrder(t.app, member.headers, 30_000_000n);
    okValue(await post(CONSOLE_PATHS.depositConfirm.replace(":orderNo", order.orderNo), { remark: "seen" }));
    const messages = await inbox(member.headers);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ template: "deposit_arrived", category: "personal", read: false });
    expect(messages[0]!.body).toBe(
      `Your deposit of 300,000 ₫ (order ${order.orderNo}) has been credited to your main wallet.`,
    );
  });

  it("an approved and a rejected withdrawal each leave their message (the reason in the rejection)", async () => {
    const member: CashierMember = await cashierMember(t.db);
    await addBankAccount(t.app, member.headers);
    const bank = await bankAccountId(t.app, member.headers);
    const first = okValue<{ orderNo: string }>(
      await withdrawRequest(t.app, member.headers, { bankAccountId: bank, amount: "10000000" }),
    );
    okValue(await post(CONSOLE_PATHS.withdrawalApprove.replace(":orderNo", first.orderNo), {}));
    const second = okValue<{ orderNo: string }>(
      await withdrawRequest(t.app, member.headers, { bankAccountId: bank, amount: "20000000" }),
    );
    okValue(
      await post(CONSOLE_PATHS.withdrawalReject.replace(":orderNo", second.orderNo), { remark: "name mismatch" }),
    );
    const messages = await inbox(member.headers);
    expect(messages.map((m) => m.template)).toEqual(["withdrawal_rejected", "withdrawal_approved"]);
    expect(messages[0]!.body).toContain("Reason: name mismatch");
    expect(messages[0]!.body).toContain(second.orderNo);
    expect(messages[1]!.body).toContain("100,000 ₫");
  });
});

describe("agents", () => {
  it("an offer reaches the downline, a signature the upline, a rejection the offering agent", async () => {
    const daily = (ratePpm: number): ContractTerms => ({
      activeMemberMinBet: "0",
      tiers: [{ minTeamBet: "0", minActive: 0, ratePpm }],
    });
    const top = await buildMember(t.db, { isAgent: 1 });
    const sub = await buildMember(t.db, { isAgent: 2, uplineId: top.id });
    const topHeaders = (await sessionFor(t.db, top.id)).headers;
    const subHeaders = (await sessionFor(t.db, sub.id)).headers;
    await t.db.query(
      `insert into agent_contract (kind, upline_id, downline_id, period, terms, ratio_ppm, status, signed_at, effective_from)
       values ('daily_salary', null, $1, 'D', $2, 8000, 'signed', now(), now() - interval '1 day')`,
      [top.id, JSON.stringify(daily(8000))],
    );
    const call = (headers: Record<string, string>, body: object) =>
      t.app.inject({ method: "POST", url: PATHS.contractDailySalary, headers, payload: body });
    const offer = okValue<{ id: string }>(
      await call(topHeaders, { action: "offer", downlineId: sub.id.toString(), terms: daily(5000) }),
    );
    let subInbox = await inbox(subHeaders);
    expect(subInbox).toHaveLength(1);
    expect(subInbox[0]!.body).toContain(`Agent ${top.account} offers you a daily salary contract`);
    okValue(await call(subHeaders, { action: "sign", contractId: offer.id }));
    const topInbox = await inbox(topHeaders, "vi");
    expect(topInbox[0]).toMatchObject({ template: "contract_accepted" });
    expect(topInbox[0]!.body).toContain(`${sub.account} đã chấp nhận hợp đồng lương ngày`);

    const second = okValue<{ id: string }>(
      await call(topHeaders, { action: "offer", downlineId: sub.id.toString(), terms: daily(4000) }),
    );
    okValue(await call(subHeaders, { action: "reject", contractId: second.id }));
    expect((await inbox(topHeaders))[0]).toMatchObject({ template: "contract_cancelled" });
    expect((await inbox(topHeaders))[0]!.body).toBe("The daily salary contract was cancelled by the member.");
    subInbox = await inbox(subHeaders);
    expect(subInbox.map((m) => m.template)).toEqual(["contract_offered", "contract_offered"]);
  });
});

describe("promotions and VIP", () => {
  it("a bonus given leaves one message with the promotion's title in the reader's language", async () => {
    const member = await buildMember(t.db);
    const headers = (await sessionFor(t.db, member.id)).headers;
    const expiresAt = Date.now() + 7 * 86_400_000;
    const give = () =>
      inTransaction(t.db, (tx) =>
        giveGrant(tx, {
          memberId: member.id,
          source: "promo_code",
          ref: "HOOKTEST",
          amount: 12_345_600n,
          terms: {
            multiplier: 5,
            base: "bonus",
            weights: { default: 100 },
            maxBet: null,
            maxConversion: null,
            expiresAt,
          },
          title: { vi: "Mã thưởng", en: "Bonus code" },
        }),
      );
    await give();
    await give(); // replayed: no second message
    const messages = await inbox(headers);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain('A bonus of 123,456 ₫ from "Bonus code"');
    expect((await inbox(headers, "vi"))[0]!.body).toContain('"Mã thưởng"');
  });

  it("a bonus expiring within a day is reminded once, with its balance, title and expiry in the reader's language", async () => {
    const member = await buildMember(t.db);
    const headers = (await sessionFor(t.db, member.id)).headers;
    const expiresAt = Date.now() + 23.5 * 3_600_000;
    await inTransaction(t.db, (tx) =>
      giveGrant(tx, {
        memberId: member.id,
        source: "promo_code",
        ref: "EXPIRING",
        amount: 20_000_000n,
        terms: {
          multiplier: 3,
          base: "bonus",
          weights: { default: 100 },
          maxBet: null,
          maxConversion: null,
          expiresAt,
        },
        title: { vi: "Quà cuối tuần", en: "Weekend gift" },
      }),
    );
    await remindExpiringGrants(t.db);
    await remindExpiringGrants(t.db); // the job's next run: nothing more
    const reminders = (await inbox(headers)).filter((m) => m.template === "bonus_expiring");
    expect(reminders).toHaveLength(1);
    const expected = new Intl.DateTimeFormat("en-GB", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Ho_Chi_Minh",
    }).format(new Date(expiresAt));
    expect(reminders[0]!.body).toBe(
      `Your bonus of 200,000 ₫ from "Weekend gift" expires at ${expected}. Complete its wagering requirement before then.`,
    );
  });

  it("the daily evaluation's level-up leaves one message per member and day", async () => {
    const member = await buildMember(t.db);
    const headers = (await sessionFor(t.db, member.id)).headers;
    await t.db.query("update vip_setting set upgrade_condition = 'any'");
    const { rows: levels } = await t.db.query<{ bet_requirement: bigint }>(
      "select bet_requirement from vip_level where level = 1",
    );
    const { rows: games } = await t.db.query<{ id: number; vendor_code: string }>(
      "select g.id, g.vendor_code from game g join game_vendor v using (vendor_code) where v.wallet_mode = 'seamless' order by g.id limit 1",
    );
    const now = new Date();
    await t.db.query(
      `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount, started_at, ended_at)
       values ($1, $2, $3, $4, 'settled', $5, 0, $6, $6)`,
      [
        games[0]!.vendor_code,
        `msg-hook-${member.id}`,
        member.id,
        games[0]!.id,
        levels[0]!.bet_requirement,
        new Date(now.getTime() - 3_600_000),
      ],
    );
    await runEvaluation(t.db, offerRewards, { now, memberId: member.id });
    await runEvaluation(t.db, offerRewards, { now, memberId: member.id });
    const messages = (await inbox(headers)).filter((m) => m.template === "vip_level_changed");
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain("from VIP 0 to VIP 1");
  });

  it("a VIP level set in the console leaves a 'level changed' message", async () => {
    const member = await buildMember(t.db);
    const headers = (await sessionFor(t.db, member.id)).headers;
    const res = await t.app.inject({
      method: "PUT",
      url: CONSOLE_PATHS.vipMemberLevel.replace(":id", member.id.toString()),
      headers: admin,
      payload: { level: 2, reason: "loyal player" },
    });
    okValue(res);
    const messages = await inbox(headers);
    expect(messages[0]).toMatchObject({ template: "vip_level_changed" });
    expect(messages[0]!.body).toContain("from VIP 0 to VIP 2");
  });
});
