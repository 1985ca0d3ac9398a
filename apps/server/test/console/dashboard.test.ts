import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATHS, type ConsoleDashboard } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue } from "../http.ts";
import { cashierMember, createDepositOrder } from "../support/cashier.ts";
import { createMember } from "../support/members.ts";
import { createTestVendor, openVendorSession, vendorCall, type TestVendor } from "../support/vendor.ts";
import { ADMIN, CASHIER, bearer, operatorToken } from "./console-support.ts";

let t: TestApp;
let admin: Record<string, string>;
let cashier: Record<string, string>;
let vendor: TestVendor;
const GAME = "slot.h8-dash";
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
  cashier = bearer(await operatorToken(t.app, t.db, CASHIER));
  vendor = await createTestVendor(t.db, { code: "H8DASH", games: [GAME] });
});
afterAll(() => t.close());

const dashboard = async (headers = admin) =>
  okValue<ConsoleDashboard>(await get(t.app, CONSOLE_PATHS.dashboard, headers));

/** Today in the brand's time zone (UTC+7 all year). */
const brandToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

/** What the ledger says about today's deposits, bets and wins (per operation kind), independently of the dashboard. */
async function ledgerToday() {
  const { rows } = await t.db.query<{ kind: string; amount: string }>(
    `select op.kind, sum(t.amount)::text as amount
       from ledger_transfer t join ledger_operation op on op.id = t.operation_id
      where (t.created_at at time zone 'Asia/Ho_Chi_Minh')::date = (now() at time zone 'Asia/Ho_Chi_Minh')::date
        and op.kind in ('deposit_credit', 'bet', 'win')
      group by op.kind`,
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.amount]));
}

describe("console dashboard", () => {
  it("counts today's credited deposit, a round's bet and win, GGR, active and new members — as the ledger has them", async () => {
    const before = await dashboard();
    expect(before.timeZone).toBe("Asia/Ho_Chi_Minh");
    expect(before.days).toHaveLength(30);
    expect(before.today.day).toBe(brandToday());
    expect(before.days.at(-1)).toEqual(before.today);

    // A new member deposits 500,000.00 (credited by an operator), then plays one round: bet 30,000.00, win 12,500.00.
    const member = await cashierMember(t.db, { balance: 0n });
    const deposit = await createDepositOrder(t.app, member.headers, 50_000_000n);
    okValue(
      await t.app.inject({
        method: "POST",
        url: CONSOLE_PATHS.depositConfirm.replace(":orderNo", deposit.orderNo),
        headers: admin,
        payload: {},
      }),
    );
    const player = await openVendorSession(t.app, { memberId: member.id, vendorCode: vendor.code, gameCode: GAME });
    const round = { token: player.token, roundId: `h8-dash-${member.id}`, gameCode: GAME };
    const call = (action: string, body: object) =>
      vendorCall(t.app, { vendorCode: vendor.code, secret: vendor.secret, action, body });
    okValue(await call("bet", { ...round, transactionId: `h8-bet-${member.id}`, amount: "3000000" }));
    okValue(await call("win", { ...round, transactionId: `h8-win-${member.id}`, amount: "1250000", endRound: true }));

    const after = await dashboard();
    const delta = (key: "deposits" | "withdrawals" | "bets" | "wins" | "ggr") =>
      (BigInt(after.today[key]) - BigInt(before.today[key])).toString();
    expect(delta("deposits")).toBe("50000000");
    expect(delta("bets")).toBe("3000000");
    expect(delta("wins")).toBe("1250000");
    expect(delta("ggr")).toBe("1750000");
    expect(delta("withdrawals")).toBe("0");
    expect(after.today.newMembers - before.today.newMembers).toBe(1);
    expect(after.today.activeMembers - before.today.activeMembers).toBe(1);

    const ledger = await ledgerToday();
    expect(after.today).toMatchObject({
      deposits: ledger.deposit_credit ?? "0",
      bets: ledger.bet ?? "0",
      wins: ledger.win ?? "0",
    });
    expect(after.total.deposits).toBe(after.days.reduce((sum, d) => sum + BigInt(d.deposits), 0n).toString());
  });

  it("leaves trial (free-play) accounts out of the member counts", async () => {
    const before = await dashboard();
    await createMember(t.db, { isAgent: 4 });
    const after = await dashboard();
    expect(after.today.newMembers).toBe(before.today.newMembers);
  });

  it("is open to cashiers and closed without a console session", async () => {
    expect((await dashboard(cashier)).days).toHaveLength(30);
    expectError(await get(t.app, CONSOLE_PATHS.dashboard), "please_login_first");
  });
});
