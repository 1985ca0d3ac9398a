import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATHS, PATHS, type ConsolePointsExchange, type PointsExchange } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue, snapshotDatabase } from "../http.ts";
import { ADMIN, auditRows, bearer, lastAuditId, operatorToken } from "../console/console-support.ts";
import { creditMain, fundedMember, loggedInMember, sessionFor, type LoggedInMember } from "../support/factories.ts";
import { createTestVendor, openVendorSession, vendorCall, type TestVendor } from "../support/vendor.ts";
import { accruePoints, pointsViolations } from "../../src/modules/points/index.ts";
import { balanceOf, main, pointsAccount, verifyLedger } from "../../src/modules/ledger/index.ts";
import { grantViolations } from "../../src/modules/promotions/index.ts";

/*
 * Points (issue 15) on a real database: accrual per category from settled rounds and deposits (once per
 * source, with the remainder carried; a rolled-back round earns nothing), the mall's exchange (payment
 * password, stock under a lock, points and cash through the ledger), its review (approval twice moves
 * once; rejection refunds once), conversion to cash (a promotions bonus with 1× turnover), refusals
 * that store nothing, and the identities (ledger:verify, the points entries, the bonus grants).
 */

let t: TestApp;
let vendor: TestVendor;
let adminToken: string;
const PAY = "135791";

beforeAll(async () => {
  t = await createTestApp();
  vendor = await createTestVendor(t.db, { code: "PTSV", games: ["slot.points-1"] });
  adminToken = await operatorToken(t.app, t.db, ADMIN);
});
afterAll(() => t.close());

const rid = () => randomBytes(12).toString("hex");
const auth = (m: LoggedInMember) => ({ authorization: `Bearer ${m.token}` });
const points = (memberId: bigint) => balanceOf(t.db, pointsAccount(memberId));
const cash = (memberId: bigint) => balanceOf(t.db, main(memberId));

async function identities() {
  expect((await verifyLedger(t.db)).violations).toEqual([]);
  expect(await pointsViolations(t.db)).toEqual([]);
  expect(await grantViolations(t.db)).toEqual([]);
}

/** A settled round of `amount` on a vendor of `category`, ended now (as the seamless wallet leaves it). */
async function settledRound(memberId: bigint, category: string, amount: bigint, status = "settled"): Promise<bigint> {
  const code = `PT${category}`.slice(0, 12);
  await t.db.query(
    `insert into game_vendor (id, vendor_code, display_name, category, small_icon, wallet_mode, adapter, enabled)
     select coalesce(max(id), 0) + 1, $1, $1, $2, 'vendors/test.svg', 'seamless', 'test', true from game_vendor
     on conflict do nothing`,
    [code, category],
  );
  await t.db.query(
    `insert into game (id, vendor_code, code, name, search_key, engine)
     select coalesce(max(id), 0) + 1, $1, 'slot.pt', 'pt', 'pt', 'slot' from game
     on conflict do nothing`,
    [code],
  );
  const { rows } = await t.db.query<{ id: bigint }>(
    `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount, ended_at)
     select $1, $2, $3, g.id, $4, $5, 0, now() from game g where g.vendor_code = $1 returning id`,
    [code, rid(), memberId.toString(), status, amount.toString()],
  );
  return rows[0]!.id;
}

async function creditedDeposit(memberId: bigint, amount: bigint): Promise<void> {
  await t.db.query(
    `insert into deposit_order (order_no, member_id, method_id, receiving_account_id, amount, memo, status, request_id,
                                expires_at, credited_at)
     select 'D' || $1, $2, m.id, r.id, $3, 'M' || $1, 'credited', $1, now(), now()
       from deposit_method m, receiving_account r limit 1`,
    [rid().slice(0, 20), memberId.toString(), amount.toString()],
  );
}

async function setRate(kind: string, perAmount: bigint) {
  await t.db.query("update points_rate set per_amount = $2, enabled = true where kind = $1", [
    kind,
    perAmount.toString(),
  ]);
}

async function goods(input: { stock: number; points: bigint; cash?: bigint; type?: string }): Promise<string> {
  const { rows } = await t.db.query<{ id: bigint }>(
    `insert into points_goods (type, name, description, image, points_price, cash_price, stock)
     values ($1, '{"vi": "Quà test", "en": "Test gift"}', '{"vi": ""}', '/media/points/gift.svg', $2, $3, $4) returning id`,
    [input.type ?? "gift", input.points.toString(), (input.cash ?? 0n).toString(), input.stock],
  );
  return rows[0]!.id.toString();
}

/** A member with a payment password and `pts` points (earned through the accrual of deposits). */
async function memberWithPoints(pts: bigint, main = 0n): Promise<LoggedInMember> {
  const member = await fundedMember(t.db, main, { withPaymentPassword: PAY });
  if (pts > 0n) {
    await setRate("deposit", 100n);
    await creditedDeposit(member.id, pts * 100n);
    await accruePoints(t.db);
    expect(await points(member.id)).toBe(pts);
  }
  return member;
}

const redeem = (m: LoggedInMember, body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: PATHS.pointsRedeem, headers: auth(m), payload: body });
const redeemBody = (goodsId: string, extra: Record<string, unknown> = {}) => ({
  goodsId,
  quantity: 1,
  address: "12 Nguyễn Huệ, Quận 1, TP. HCM",
  phone: "0912345678",
  paymentPassword: PAY,
  requestId: rid(),
  ...extra,
});
const review = (id: string, action: "approve" | "reject", reason = "") =>
  t.app.inject({
    method: "POST",
    url: CONSOLE_PATHS.pointsExchangeReview.replace(":id", id),
    headers: bearer(adminToken),
    payload: { action, reason },
  });
async function exchangeId(orderNo: string): Promise<string> {
  const { rows } = await t.db.query<{ id: bigint }>("select id from points_exchange where order_no = $1", [orderNo]);
  return rows[0]!.id.toString();
}

describe("accrual", () => {
  it("earns points per category from settled rounds at the table's rate, carrying remainders, once per round", async () => {
    const member = await loggedInMember(t.db);
    await setRate("live", 1_000_000n); // 1 point per 10,000 đ
    await setRate("slot", 500_000n); // 1 point per 5,000 đ
    await settledRound(member.id, "LIVE", 2_500_000n); // 2 points, 500,000 carried
    await settledRound(member.id, "RNG", 1_200_000n); // 2 points, 200,000 carried
    await accruePoints(t.db);
    expect(await points(member.id)).toBe(4n);

    // Another 500,000 live + the carried 500,000 = one more point; runs again add nothing.
    await settledRound(member.id, "LIVE", 500_000n);
    await accruePoints(t.db);
    await accruePoints(t.db);
    expect(await points(member.id)).toBe(5n);

    const details = okValue<{ list: { type: string; pointsChange: string; sources: number }[] }>(
      await get(t.app, `${PATHS.pointsReward}?type=live`, auth(member)),
    );
    expect(details.list.map((e) => e.pointsChange)).toEqual(["1", "2"]);
    expect(details.list.every((e) => e.type === "live")).toBe(true);
    const { rows } = await t.db.query<{ carry: bigint; kind: string }>(
      "select kind, carry from points_carry where member_id = $1 order by kind",
      [member.id.toString()],
    );
    expect(rows).toEqual([
      { kind: "live", carry: 0n },
      { kind: "slot", carry: 200_000n },
    ]);
    await identities();
  });

  it("earns deposit points at the comparison table's ratio, and nothing for open or rolled-back rounds", async () => {
    const member = await loggedInMember(t.db);
    await setRate("deposit", 10_000_000n); // 1 point per 100,000 đ
    await setRate("poker", 100n);
    await setRate("lottery", 1_000_000n);
    await creditedDeposit(member.id, 35_000_000n);
    // A settled lottery round (a draw's settlement ends the member's round) earns lottery points.
    await settledRound(member.id, "ELOTT", 2_000_000n);
    await settledRound(member.id, "PVP", 10_000n, "rolled_back");
    await settledRound(member.id, "PVP", 10_000n, "open");
    await accruePoints(t.db);
    expect(await points(member.id)).toBe(5n);
    const kinds = okValue<{ list: { type: string; pointsChange: string }[] }>(
      await get(t.app, PATHS.pointsReward, auth(member)),
    ).list.map((e) => `${e.type}:${e.pointsChange}`);
    expect(kinds.sort()).toEqual(["deposit:3", "lottery:2"]);
    await identities();
  });

  it("gives a round rolled back through the seamless wallet no points (ended rounds are final)", async () => {
    const member = await loggedInMember(t.db);
    await creditMain(t.db, member.id, 1_000_000n);
    await setRate("slot", 100n);
    const session = await openVendorSession(t.app, {
      memberId: member.id,
      vendorCode: vendor.code,
      gameCode: "slot.points-1",
    });
    const call = (action: string, body: Record<string, unknown>) =>
      vendorCall(t.app, { vendorCode: vendor.code, action, body, secret: vendor.secret });
    const base = { token: session.token, gameCode: "slot.points-1" };

    // Round A: bet, rolled back, ended with no win → rolled_back.
    const bet = { ...base, roundId: "pa", transactionId: rid(), amount: "50000" };
    okValue(await call("bet", bet));
    okValue(await call("rollback", { ...bet, transactionId: rid(), referenceTransactionId: bet.transactionId }));
    okValue(await call("win", { ...base, roundId: "pa", transactionId: rid(), amount: "0", endRound: true }));
    // Round B: bet and win → settled: it earns.
    okValue(await call("bet", { ...base, roundId: "pb", transactionId: rid(), amount: "30000" }));
    okValue(await call("win", { ...base, roundId: "pb", transactionId: rid(), amount: "0", endRound: true }));
    // A rollback after the round ended is refused: an ended round's points never need taking back.
    const late = await call("rollback", {
      ...base,
      roundId: "pb",
      transactionId: rid(),
      referenceTransactionId: bet.transactionId,
      amount: "50000",
    });
    expect(late.json<{ code: string }>().code).not.toBe("ok");

    await accruePoints(t.db);
    expect(await points(member.id)).toBe(300n);
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from points_source s join game_round r on r.id = s.source_id
        where s.source_kind = 'round' and r.member_id = $1`,
      [member.id.toString()],
    );
    expect(rows[0]!.n).toBe(1);
    await identities();
  });

  it("ignores trial accounts", async () => {
    const trial = await loggedInMember(t.db, { isAgent: 4 });
    await setRate("slot", 100n);
    await settledRound(trial.id, "RNG", 10_000n);
    await accruePoints(t.db);
    expect(await points(trial.id)).toBe(0n);
  });
});

describe("the points mall", () => {
  it("exchanges points (and cash) for goods: applying, then approved; approval twice moves once and is audited once", async () => {
    const member = await memberWithPoints(1_000n, 5_000_000n);
    const id = await goods({ stock: 3, points: 300n, cash: 1_000_000n });
    const exchange = okValue<PointsExchange>(await redeem(member, redeemBody(id, { quantity: 2 })));
    expect(exchange).toMatchObject({
      status: "applying",
      quantity: 2,
      needPoints: "600",
      needAmount: "2000000",
      pointsChange: "-600",
      pointsBalance: "400",
      productName: "Quà test",
      remainQuantity: 1,
      exchangedQuantity: 2,
      payerAccount: member.account,
    });
    expect(await points(member.id)).toBe(400n);
    expect(await cash(member.id)).toBe(3_000_000n);

    const exId = await exchangeId(exchange.orderNo);
    const since = await lastAuditId(t.db);
    const first = okValue<ConsolePointsExchange>(await review(exId, "approve"));
    expect(first.status).toBe("approved");
    const before = await snapshotDatabase(t.db);
    const again = okValue<ConsolePointsExchange>(await review(exId, "approve"));
    expect(again.status).toBe("approved");
    const after = await snapshotDatabase(t.db);
    delete before["operator_session"];
    delete after["operator_session"];
    expect(after).toEqual(before);
    expect((await auditRows(t.db, since)).map((r) => r.action)).toEqual(["points.exchange.approve"]);
    // A reviewed exchange cannot be rejected afterwards.
    expectError(await review(exId, "reject", "too late"), "points_exchange_reviewed");

    const list = okValue<{ list: PointsExchange[] }>(await get(t.app, PATHS.pointsRedeemList, auth(member)));
    expect(list.list[0]).toMatchObject({ orderNo: exchange.orderNo, status: "approved" });
    await identities();
  });

  it("rejection refunds the points, the cash and the stock once", async () => {
    const member = await memberWithPoints(500n, 1_000_000n);
    const id = await goods({ stock: 1, points: 200n, cash: 500_000n });
    const exchange = okValue<PointsExchange>(await redeem(member, redeemBody(id)));
    const exId = await exchangeId(exchange.orderNo);
    expectError(await review(exId, "reject", ""), "validation_failed");
    // Two rejections at once (two operators): the exchange row's lock lets one refund, the other answers the outcome.
    const both = await Promise.all([
      review(exId, "reject", "Hết hàng tại kho"),
      review(exId, "reject", "Hết hàng tại kho"),
    ]);
    const rejected = okValue<ConsolePointsExchange>(both[0]!);
    expect(okValue<ConsolePointsExchange>(both[1]!).status).toBe("rejected");
    expect(rejected).toMatchObject({ status: "rejected", remark: "Hết hàng tại kho", remainQuantity: 1 });
    okValue(await review(exId, "reject", "Hết hàng tại kho"));
    expect(await points(member.id)).toBe(500n);
    expect(await cash(member.id)).toBe(1_000_000n);
    expectError(await review(exId, "approve"), "points_exchange_reviewed");
    const { rows } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from points_entry where member_id = $1 and kind = 'refund'",
      [member.id.toString()],
    );
    expect(rows[0]!.n).toBe(1);
    await identities();
  });

  it("concurrent exchanges of the last item: one wins, the others are refused and keep their points", async () => {
    const id = await goods({ stock: 1, points: 100n });
    const members = await Promise.all(Array.from({ length: 5 }, () => memberWithPoints(100n)));
    const answers = await Promise.all(members.map((m) => redeem(m, redeemBody(id))));
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((a) => a.statusCode !== 200)) expectError(a, "points_stock_exhausted");
    const balances = await Promise.all(members.map((m) => points(m.id)));
    expect(balances.filter((b) => b === 0n)).toHaveLength(1);
    expect(balances.filter((b) => b === 100n)).toHaveLength(4);
    const { rows } = await t.db.query<{ stock: number; exchanged: number }>(
      "select stock, exchanged from points_goods where id = $1",
      [id],
    );
    expect(rows[0]).toEqual({ stock: 0, exchanged: 1 });
    await identities();
  });

  it("a repeat of the request id answers the first exchange; other fields under it are a conflict", async () => {
    const member = await memberWithPoints(300n);
    const id = await goods({ stock: 5, points: 100n });
    const body = redeemBody(id);
    const first = okValue<PointsExchange>(await redeem(member, body));
    const again = okValue<PointsExchange>(await redeem(member, body));
    expect(again.orderNo).toBe(first.orderNo);
    expect(await points(member.id)).toBe(200n);
    expectError(await redeem(member, { ...body, quantity: 2 }), "idempotency_conflict");
    await identities();
  });

  it("refuses bad exchanges with catalogue codes and stores nothing", async () => {
    const member = await memberWithPoints(150n, 100n);
    const other = await memberWithPoints(0n);
    const cheap = await goods({ stock: 5, points: 100n });
    const dear = await goods({ stock: 5, points: 1_000n });
    const empty = await goods({ stock: 0, points: 10n });
    const withCash = await goods({ stock: 5, points: 10n, cash: 10_000_000n });
    const disabled = await goods({ stock: 5, points: 10n });
    await t.db.query("update points_goods set enabled = false where id = $1", [disabled]);
    const before = await snapshotDatabase(t.db);
    const cases: [Record<string, unknown>, Parameters<typeof expectError>[1]][] = [
      [redeemBody(empty), "points_stock_exhausted"],
      [redeemBody(cheap, { quantity: 2 }), "points_insufficient"],
      [redeemBody(dear), "points_insufficient"],
      [redeemBody(withCash), "insufficient_balance"],
      [redeemBody(cheap, { paymentPassword: "000000" }), "payment_password_wrong"],
      [redeemBody("999999999"), "points_goods_not_found"],
      [redeemBody(disabled), "points_goods_not_found"],
      [redeemBody(cheap, { phone: "12ab" }), "points_phone_invalid"],
      [redeemBody(cheap, { phone: "1234567" }), "points_phone_invalid"],
      [redeemBody(cheap, { address: "abc" }), "points_address_invalid"],
      [redeemBody(cheap, { address: "x".repeat(201) }), "points_address_invalid"],
      [redeemBody(cheap, { quantity: 0 }), "validation_failed"],
      [redeemBody(cheap, { quantity: 11 }), "validation_failed"],
      [redeemBody(cheap, { goodsId: "abc" }), "validation_failed"],
      [redeemBody(cheap, { extra: 1 }), "validation_failed"],
    ];
    for (const [body, code] of cases) expectError(await redeem(member, body), code);
    // The throttle of wrong payment passwords counts (a shared table): compare the rest.
    const after = await snapshotDatabase(t.db);
    for (const table of Object.keys(after).filter((name) => /throttle|attempt/.test(name))) {
      delete after[table];
      delete before[table];
    }
    expect(after).toEqual(before);

    // Another member's exchange is neither listed nor reviewable by the member; no password: refused.
    const mine = okValue<PointsExchange>(await redeem(member, redeemBody(cheap)));
    const theirs = okValue<{ total: number }>(await get(t.app, PATHS.pointsRedeemList, auth(other)));
    expect(theirs.total).toBe(0);
    const noPassword = await memberWithPoints(200n);
    await t.db.query("update member set payment_password_hash = null where id = $1", [noPassword.id.toString()]);
    expectError(await redeem(noPassword, redeemBody(cheap)), "payment_password_not_set");
    expect(mine.status).toBe("applying");
    await identities();
  });
});

describe("members apart", () => {
  it("keys are the member's own: another member's request id makes a new exchange; a frozen member cannot exchange", async () => {
    const id = await goods({ stock: 5, points: 100n });
    const first = await memberWithPoints(200n);
    const second = await memberWithPoints(200n);
    const body = redeemBody(id);
    const mine = okValue<PointsExchange>(await redeem(first, body));
    const theirs = okValue<PointsExchange>(await redeem(second, body));
    expect(theirs.orderNo).not.toBe(mine.orderNo);
    expect(theirs.payerAccount).toBe(second.account);
    expect(await points(first.id)).toBe(100n);
    expect(await points(second.id)).toBe(100n);

    const frozen = await memberWithPoints(200n);
    await t.db.query("update member set status = 'frozen' where id = $1", [frozen.id.toString()]);
    const session = await sessionFor(t.db, frozen.id);
    const refused = await t.app.inject({
      method: "POST",
      url: PATHS.pointsRedeem,
      headers: { authorization: `Bearer ${session.token}` },
      payload: redeemBody(id),
    });
    expectError(refused, "account_frozen");
    expect(await points(frozen.id)).toBe(200n);
    await identities();
  });
});

describe("conversion to cash", () => {
  const convert = (m: LoggedInMember, body: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: PATHS.pointsConvert, headers: auth(m), payload: body });

  it("converts whole multiples of the rate into a bonus with 1× turnover, once per request id", async () => {
    await t.db.query(
      "update points_setting set convert_points = 100, convert_cash = 1000000, convert_min = 100, convert_enabled = true",
    );
    const member = await memberWithPoints(450n);
    const body = { points: "300", paymentPassword: PAY, requestId: rid() };
    const first = okValue<{ cash: string; points: string; turnover: number; pointsBalance: string; orderNo: string }>(
      await convert(member, body),
    );
    expect(first).toMatchObject({ points: "300", cash: "3000000", turnover: 1, pointsBalance: "150" });
    const again = okValue<{ orderNo: string }>(await convert(member, body));
    expect(again.orderNo).toBe(first.orderNo);
    expect(await points(member.id)).toBe(150n);
    const { rows } = await t.db.query<{
      granted: bigint;
      required: bigint;
      source: string;
      source_ref: string;
      status: string;
    }>("select granted, required, source, source_ref, status from promotion_grant where member_id = $1", [
      member.id.toString(),
    ]);
    expect(rows).toEqual([
      {
        granted: 3_000_000n,
        required: 3_000_000n,
        source: "points_convert",
        source_ref: first.orderNo,
        status: "active",
      },
    ]);
    const list = okValue<{ total: number }>(await get(t.app, PATHS.pointsConversions, auth(member)));
    expect(list.total).toBe(1);
    await identities();
  });

  it("refuses conversions off the rate, above the balance or with a wrong password, storing nothing", async () => {
    const member = await memberWithPoints(250n);
    const before = await snapshotDatabase(t.db);
    expectError(
      await convert(member, { points: "150", paymentPassword: PAY, requestId: rid() }),
      "points_convert_invalid",
    );
    expectError(
      await convert(member, { points: "50", paymentPassword: PAY, requestId: rid() }),
      "points_convert_invalid",
    );
    expectError(
      await convert(member, { points: "300", paymentPassword: PAY, requestId: rid() }),
      "points_insufficient",
    );
    expectError(await convert(member, { points: "0", paymentPassword: PAY, requestId: rid() }), "validation_failed");
    expectError(
      await convert(member, { points: "100", paymentPassword: "999999", requestId: rid() }),
      "payment_password_wrong",
    );
    const after = await snapshotDatabase(t.db);
    for (const table of Object.keys(after).filter((name) => /throttle|attempt/.test(name))) {
      delete after[table];
      delete before[table];
    }
    expect(after).toEqual(before);
  });
});

describe("console", () => {
  it("creates and edits goods, moves stock and sets rates, each audited", async () => {
    const since = await lastAuditId(t.db);
    const created = okValue<{ id: string; stock: number }>(
      await t.app.inject({
        method: "POST",
        url: CONSOLE_PATHS.pointsGoods,
        headers: bearer(adminToken),
        payload: {
          type: "service",
          name: { vi: "Thẻ cào 50K", en: "50K top-up card" },
          description: { vi: "Nạp điện thoại" },
          image: "/media/points/topup.svg",
          pointsPrice: "500",
          cashPrice: "0",
          stock: 10,
          enabled: true,
        },
      }),
    );
    const url = CONSOLE_PATHS.pointsGoodsOne.replace(":id", created.id);
    const edited = okValue<{ stock: number; enabled: boolean }>(
      await t.app.inject({
        method: "PUT",
        url,
        headers: bearer(adminToken),
        payload: { stockDelta: -4, enabled: false },
      }),
    );
    expect(edited).toMatchObject({ stock: 6, enabled: false });
    expectError(
      await t.app.inject({ method: "PUT", url, headers: bearer(adminToken), payload: { stockDelta: -7 } }),
      "validation_failed",
    );
    const rates = okValue<{ rates: { kind: string }[] }>(
      await get(t.app, CONSOLE_PATHS.pointsRates, bearer(adminToken)),
    );
    expect(rates.rates.map((r) => r.kind)).toEqual(["live", "lottery", "poker", "slot", "sports", "deposit"]);
    okValue(
      await t.app.inject({
        method: "PUT",
        url: CONSOLE_PATHS.pointsRates,
        headers: bearer(adminToken),
        payload: {
          rates: [{ kind: "live", perAmount: "2000000", enabled: true }],
          convert: { points: "100", cash: "1000000", minPoints: "100", enabled: true },
        },
      }),
    );
    expectError(
      await t.app.inject({
        method: "PUT",
        url: CONSOLE_PATHS.pointsRates,
        headers: bearer(adminToken),
        payload: {
          rates: [{ kind: "live", perAmount: "0", enabled: true }],
          convert: { points: "100", cash: "1", minPoints: "1", enabled: true },
        },
      }),
      "points_rates_invalid",
    );
    expect((await auditRows(t.db, since)).map((r) => r.action)).toEqual([
      "points.goods.create",
      "points.goods.update",
      "points.rates",
    ]);
    const list = okValue<{ list: unknown[] }>(
      await get(t.app, `${CONSOLE_PATHS.pointsExchanges}?status=applying`, bearer(adminToken)),
    );
    expect(Array.isArray(list.list)).toBe(true);
  });
});
