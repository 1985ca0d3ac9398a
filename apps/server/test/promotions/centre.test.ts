import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONSOLE_PATHS,
  PATHS,
  createFairStream,
  hmacSha256,
  sha256Hex,
  spinWheel,
  type PromotionCard,
  type PromotionDetail,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue, snapshotDatabase } from "../http.ts";
import { ADMIN, bearer, operatorToken } from "../console/console-support.ts";
import {
  PAYMENT_PASSWORD,
  bankAccountId,
  cashierMember,
  createDepositOrder,
  depositMethod,
  jpegBytes,
  pngBytes,
  requestId,
  withdrawRequest,
  type CashierMember,
} from "../support/cashier.ts";
import { cashierDeps, confirmDeposit } from "../../src/modules/cashier/index.ts";
import { grantViolations, runRebateDay } from "../../src/modules/promotions/index.ts";
import { offerRewards } from "../../src/modules/rewards/index.ts";
import { verifyLedger } from "../../src/modules/ledger/index.ts";

/*
 * The promotions centre through the API (issue 15): states per viewer, every way of taking part
 * (join then deposit, claim, raffle, code, application reviewed in the console), the deposit form's
 * choice, the withdrawal's check of active grants, the daily rebate once per day, and bad input on
 * each call refused with its catalogue code and nothing stored.
 */

const STAFF = { operator: "cashier01" };
let ipSeq = 0;
/** Each member of these tests claims from an address of their own (one claim per IP is a rule of the Zalo reward). */
const ownAddress = () => `10.9.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await operatorToken(t.app, t.db, ADMIN));
});
afterAll(() => t.close());

type Action = { state: string; grantId: string | null; amount: string | null };

async function list(headers: Record<string, string> = {}, query = "") {
  return okValue<{ list: PromotionCard[] }>(
    await t.app.inject({ method: "GET", url: `${PATHS.promotions}${query}`, headers }),
  ).list;
}
async function byTitle(title: string, headers: Record<string, string> = {}) {
  const found = (await list(headers)).find((p) => p.title.startsWith(title));
  if (!found) throw new Error(`no promotion "${title}"`);
  return found;
}
const detail = async (id: string, headers: Record<string, string> = {}) =>
  okValue<PromotionDetail>(await t.app.inject({ method: "GET", url: PATHS.promotion.replace(":id", id), headers }));
const act = (
  path: string,
  id: string,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
  remoteAddress = "127.0.0.1",
) => t.app.inject({ method: "POST", url: path.replace(":id", id), headers, payload, remoteAddress });
const bonusBalance = async (m: CashierMember) =>
  okValue<{ bonusBalance: string; activeCount: number }>(
    await t.app.inject({ method: "GET", url: PATHS.bonuses, headers: m.headers }),
  );

async function identities() {
  expect(await grantViolations(t.db)).toEqual([]);
  expect((await verifyLedger(t.db)).violations).toEqual([]);
}

describe("the promotions centre", () => {
  it("lists the demo's promotions for visitors and members, filtered by type and tag, with states", async () => {
    const visitor = await list();
    expect(visitor.length).toBeGreaterThanOrEqual(10);
    expect(visitor.find((p) => p.title.startsWith("Tuần lễ bắn cá"))?.state).toBe("coming_soon");
    expect((await byTitle("Liên kết Zalo")).state).toBe("claim");
    const m = await cashierMember(t.db);
    // Without Zalo in the profile the reward is not for this member.
    expect((await byTitle("Liên kết Zalo", m.headers)).state).toBe("application_forbidden");
    const deposits = await list({}, "?type=deposit");
    expect(deposits.every((p) => p.type === "deposit")).toBe(true);
    expect(deposits.length).toBeGreaterThanOrEqual(2);
    expect((await list({}, "?tag=daily")).every((p) => p.tags.includes("daily"))).toBe(true);
    const english = okValue<{ list: PromotionCard[] }>(
      await t.app.inject({ method: "GET", url: PATHS.promotions, headers: { language: "en" } }),
    ).list;
    expect(english.some((p) => p.title === "100% first-deposit bonus up to ₫8,888,000")).toBe(true);
    expectError(await t.app.inject({ method: "GET", url: `${PATHS.promotions}?type=casino` }), "validation_failed");
    expectError(
      await t.app.inject({ method: "GET", url: PATHS.promotion.replace(":id", "999999") }),
      "promotion_not_found",
    );
  });

  it("pays the 131K Zalo reward once, to a member with Zalo, through a grant", async () => {
    const m = await cashierMember(t.db);
    const zalo = await byTitle("Liên kết Zalo", m.headers);
    const before = await snapshotDatabase(t.db);
    expectError(
      await act(PATHS.promotionClaim, zalo.id, m.headers, { requestId: requestId() }),
      "promotion_not_eligible",
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);

    await t.db.query(`update member set profile = profile || '{"zalo": "0912345678"}' where id = $1`, [m.id]);
    const rid = requestId();
    const first = okValue<Action>(await act(PATHS.promotionClaim, zalo.id, m.headers, { requestId: rid }));
    expect(first).toMatchObject({ state: "claimed", amount: "13100000" });
    // A retry answers the first; another request is refused and changes nothing.
    expect(okValue<Action>(await act(PATHS.promotionClaim, zalo.id, m.headers, { requestId: rid }))).toMatchObject({
      state: "claimed",
      grantId: first.grantId,
    });
    const after = await snapshotDatabase(t.db);
    expectError(
      await act(PATHS.promotionClaim, zalo.id, m.headers, { requestId: requestId() }),
      "promotion_already_taken",
    );
    expect(await snapshotDatabase(t.db)).toEqual(after);
    expect(await bonusBalance(m)).toMatchObject({ bonusBalance: "13100000", activeCount: 1 });
    expect((await byTitle("Liên kết Zalo", m.headers)).state).toBe("processing");
    // Joining is not how this one works.
    expectError(
      await act(PATHS.promotionJoin, zalo.id, m.headers, { requestId: requestId() }),
      "promotion_action_invalid",
    );
    await identities();
  });

  it("draws a raffle prize that anyone can recompute from the committed seed", async () => {
    const m = await cashierMember(t.db);
    const raffle = await byTitle("Lì xì may mắn", m.headers);
    expectError(
      await act(PATHS.raffleClaim, "", m.headers, { promotionId: raffle.id, requestId: requestId() }),
      "promotion_not_eligible",
    );
    const order = await createDepositOrder(t.app, m.headers, 10_000_000n);
    await confirmDeposit(cashierDeps(t.app), order.orderNo, STAFF);
    const won = okValue<Action>(
      await t.app.inject({
        method: "POST",
        url: PATHS.raffleClaim,
        headers: m.headers,
        payload: { promotionId: raffle.id, requestId: requestId() },
      }),
    );
    const page = await detail(raffle.id, m.headers);
    const { rows } = await t.db.query<{ raffle_seed: string }>("select raffle_seed from promotion where id = $1", [
      raffle.id,
    ]);
    const seed = rows[0]!.raffle_seed;
    expect(page.raffle?.seedHash).toBe(sha256Hex(seed));
    expect(page.raffle?.seed).toBeNull();
    const index = spinWheel(
      page.params.prizes.map((p) => p.numerator),
      createFairStream(hmacSha256, {
        serverSeed: seed,
        clientSeed: page.raffle!.clientSeed!,
        nonce: page.raffle!.nonce,
      }),
    );
    expect(won.amount).toBe(page.params.prizes[index]!.amount);
    expect(page.state).toBe("processing");
    await identities();
  });

  it("redeems a promo code once; a wrong code changes nothing", async () => {
    const m = await cashierMember(t.db, { mobile: { dialingCode: "+84", number: "987650001" } });
    const before = await snapshotDatabase(t.db);
    expectError(
      await t.app.inject({
        method: "POST",
        url: PATHS.promotionCode,
        headers: m.headers,
        payload: { code: "NOPE1234", requestId: requestId() },
      }),
      "promotion_code_invalid",
    );
    expectError(
      await t.app.inject({
        method: "POST",
        url: PATHS.promotionCode,
        headers: m.headers,
        payload: { code: "a!", requestId: requestId() },
      }),
      "validation_failed",
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);
    const redeemed = okValue<Action>(
      await t.app.inject({
        method: "POST",
        url: PATHS.promotionCode,
        headers: m.headers,
        payload: { code: " lotus88 ", requestId: requestId() },
      }),
    );
    expect(redeemed).toMatchObject({ state: "claimed", amount: "8800000" });
    await identities();
  });

  it("matches a deposit with the promotion chosen on the deposit form, declines with none, refuses a wrong choice", async () => {
    const m = await cashierMember(t.db, { balance: 0n });
    const choices = okValue<{ id: string; percent: number }[]>(
      await t.app.inject({ method: "GET", url: PATHS.promotionDeposits, headers: m.headers }),
    );
    const first = choices.find((c) => c.percent === 100)!;
    expect(first).toBeDefined();
    const { methodId, account } = await depositMethod(t.app, m.headers);
    const deposit = (amount: string, promotionId?: string) =>
      t.app.inject({
        method: "POST",
        url: PATHS.deposit,
        headers: m.headers,
        payload: {
          methodId,
          receivingAccountId: account.id,
          amount,
          requestId: requestId(),
          ...(promotionId ? { promotionId } : {}),
        },
      });
    const before = await snapshotDatabase(t.db);
    const second = (await list(m.headers)).find((p) => p.title.startsWith("Nạp lần 2"))!;
    expectError(await deposit("50000000", second.id), "deposit_promotion_invalid");
    expectError(await deposit("5000000", first.id), "deposit_promotion_invalid"); // below its 100,000 ₫ minimum
    expect(await snapshotDatabase(t.db)).toEqual(before);

    const order = okValue<{ orderNo: string }>(await deposit("50000000", first.id));
    await confirmDeposit(cashierDeps(t.app), order.orderNo, STAFF);
    const bonus = await bonusBalance(m);
    expect(bonus).toMatchObject({ bonusBalance: "50000000", activeCount: 1 });
    const grants = (await detail(first.id, m.headers)).grants;
    expect(grants[0]).toMatchObject({
      granted: "50000000",
      required: "250000000",
      status: "active",
      maxBet: "50000000",
    });

    // The second deposit (declined): no bonus even though the member joins the 50 % one first.
    okValue(await act(PATHS.promotionJoin, second.id, m.headers, { requestId: requestId() }));
    const declined = okValue<{ orderNo: string }>(await deposit("40000000", "none"));
    await confirmDeposit(cashierDeps(t.app), declined.orderNo, STAFF);
    expect((await bonusBalance(m)).activeCount).toBe(1);
    await identities();
  });

  it("refuses a withdrawal while a grant is active, and forfeits it on the member's explicit choice", async () => {
    const m = await cashierMember(t.db, { balance: 100_000_000n });
    await t.db.query(`update member set profile = profile || '{"zalo": "0900000001"}' where id = $1`, [m.id]);
    const zalo = await byTitle("Liên kết Zalo", m.headers);
    okValue(await act(PATHS.promotionClaim, zalo.id, m.headers, { requestId: requestId() }, ownAddress()));
    const bank = await bankAccountId(t.app, m.headers);
    const before = await snapshotDatabase(t.db);
    expectError(
      await withdrawRequest(t.app, m.headers, { bankAccountId: bank, amount: "20000000" }),
      "withdraw_bonus_active",
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);
    const made = await t.app.inject({
      method: "POST",
      url: PATHS.withdraw,
      headers: m.headers,
      payload: {
        bankAccountId: bank,
        amount: "20000000",
        paymentPassword: PAYMENT_PASSWORD,
        requestId: requestId(),
        forfeitBonus: true,
      },
    });
    expect(made.statusCode).toBe(200);
    expect(await bonusBalance(m)).toMatchObject({ bonusBalance: "0", activeCount: 0 });
    await identities();
  });

  it("takes an application with images that staff approve once; bad images, remarks and ids change nothing", async () => {
    const m = await cashierMember(t.db);
    const other = await cashierMember(t.db);
    const promo = await byTitle("Nổ hũ x500", m.headers);
    const upload = (who: CashierMember, bytes: Buffer, type = "image/png") =>
      t.app.inject({
        method: "POST",
        url: PATHS.promotionImages,
        headers: { ...who.headers, "content-type": type },
        payload: bytes,
      });
    const before = await snapshotDatabase(t.db);
    expectError(await upload(m, Buffer.from("GIF89a-not-an-allowed-image")), "image_type_invalid");
    expectError(await upload(m, jpegBytes(), "image/png"), "image_type_invalid");
    expectError(await upload(m, pngBytes(5 * 1024 * 1024 + 1)), "image_too_large");
    expectError(await upload(m, pngBytes(), "image/gif"), "image_type_invalid");
    expect(await snapshotDatabase(t.db)).toEqual(before);

    const image = okValue<{ imageId: string }>(await upload(m, pngBytes())).imageId;
    const foreign = okValue<{ imageId: string }>(await upload(other, jpegBytes(), "image/jpeg")).imageId;
    const apply = (payload: Record<string, unknown>) =>
      act(PATHS.promotionApply, promo.id, m.headers, { requestId: requestId(), ...payload });
    const stored = await snapshotDatabase(t.db);
    expectError(await apply({ remark: "x".repeat(141), imageIds: [image] }), "validation_failed");
    expectError(await apply({ remark: "ok", imageIds: [image, "1", "2", "3"] }), "validation_failed");
    expectError(await apply({ remark: "ok", imageIds: [foreign] }), "promotion_images_invalid");
    expect(await snapshotDatabase(t.db)).toEqual(stored);
    expectError(
      await act(PATHS.promotionClaim, promo.id, m.headers, { requestId: requestId() }),
      "promotion_action_invalid",
    );

    const applied = okValue<Action>(await apply({ remark: "Ván #R-88 thắng x612", imageIds: [image] }));
    expect(applied.state).toBe("applying");
    expect((await detail(promo.id, m.headers)).application).toMatchObject({ state: "applying", imageIds: [image] });

    const queue = okValue<{ list: { id: string; imageIds: string[]; memberId: string }[] }>(
      await t.app.inject({ method: "GET", url: CONSOLE_PATHS.promotionApplications, headers: admin }),
    ).list;
    const mine = queue.find((a) => a.memberId === m.id.toString())!;
    const picture = await t.app.inject({
      method: "GET",
      url: CONSOLE_PATHS.promotionApplicationImage.replace(":id", mine.id).replace(":imageId", image),
      headers: admin,
    });
    expect(picture.headers["content-type"]).toBe("image/png");
    const approve = () =>
      t.app.inject({
        method: "POST",
        url: CONSOLE_PATHS.promotionApplicationApprove.replace(":id", mine.id),
        headers: admin,
        payload: {},
      });
    expect((await approve()).statusCode).toBe(200);
    const once = await snapshotDatabase(t.db);
    expectError(await approve(), "promotion_application_reviewed");
    expect(await snapshotDatabase(t.db)).toEqual(once);
    expect(await bonusBalance(m)).toMatchObject({ bonusBalance: "18800000" });
    expect((await detail(promo.id, m.headers)).state).toBe("processing");
    const { rows } = await t.db.query("select 1 from operator_audit where action = 'promotions.application.approve'");
    expect(rows.length).toBe(1);
    await identities();
  });

  it("lets the console forfeit a grant with a reason and refuses templates that do not fit", async () => {
    const m = await cashierMember(t.db);
    await t.db.query(`update member set profile = profile || '{"zalo": "0900000002"}' where id = $1`, [m.id]);
    const zalo = await byTitle("Liên kết Zalo", m.headers);
    const claimed = okValue<Action>(
      await act(PATHS.promotionClaim, zalo.id, m.headers, { requestId: requestId() }, ownAddress()),
    );
    const forfeit = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: "POST",
        url: CONSOLE_PATHS.bonusGrantForfeit.replace(":id", claimed.grantId!),
        headers: admin,
        payload,
      });
    expectError(await forfeit({ reason: "" }), "validation_failed");
    expect(okValue<{ forfeited: string }>(await forfeit({ reason: "duplicate accounts" })).forfeited).toBe("13100000");
    expectError(await forfeit({ reason: "again" }), "promotion_grant_not_found");

    const base = okValue<{
      list: { title: Record<string, string>; summary: Record<string, string>; terms: Record<string, string> }[];
    }>(await t.app.inject({ method: "GET", url: CONSOLE_PATHS.promotions, headers: admin })).list[0]!;
    const request = {
      type: "slots",
      tags: [],
      template: "deposit_match",
      entry: "claim",
      title: base.title,
      summary: base.summary,
      terms: base.terms,
      imageUrl: "",
      params: {
        percent: 10,
        multiplier: 1,
        base: "bonus",
        weights: { default: 100 },
        maxBet: null,
        maxConversion: null,
        validDays: 3,
      },
      eligibility: {},
      enabled: true,
      sort: 1,
      startsAt: new Date().toISOString(),
      endsAt: null,
      registrationEndsAt: null,
    };
    const before = await snapshotDatabase(t.db);
    const create = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: CONSOLE_PATHS.promotions, headers: admin, payload });
    expectError(await create(request), "promotion_params_invalid");
    expectError(
      await create({ ...request, entry: "join", params: { ...request.params, multiplier: 11 } }),
      "validation_failed",
    );
    expectError(
      await create({ ...request, entry: "join", params: { ...request.params, percent: undefined } }),
      "promotion_params_invalid",
    );
    expect(await snapshotDatabase(t.db)).toEqual(before);
    const created = await create({ ...request, entry: "join" });
    expect(created.statusCode).toBe(200);
    await identities();
  });

  it("offers the daily rebate once per day at the member's VIP rate", async () => {
    const m = await cashierMember(t.db);
    const { rows: games } = await t.db.query<{ id: number; vendor_code: string }>(
      `select g.id, g.vendor_code from game g join game_vendor v on v.vendor_code = g.vendor_code
        where v.category = 'RNG' limit 1`,
    );
    const day = "2026-11-20";
    await t.db.query(
      `insert into game_round (vendor_code, round_id, member_id, game_id, bet_amount, win_amount, status, started_at, ended_at)
       values ($1, 'rebate-test-1', $2, $3, 100000000, 0, 'settled', $4, $4)`,
      [games[0]!.vendor_code, m.id, games[0]!.id, "2026-11-20T10:00:00+07:00"],
    );
    const first = await runRebateDay(t.db, offerRewards, day);
    expect(first.ran).toBe(true);
    const { rows } = await t.db.query<{ amount: bigint; wagering: number }>(
      "select amount, wagering from reward where member_id = $1 and source = 'rebate'",
      [m.id],
    );
    expect(rows).toHaveLength(1);
    // VIP 0's slot rate of the demo ladder, in basis points, on 1,000,000 ₫.
    const { rows: rate } = await t.db.query<{ basis_points: number }>(
      "select basis_points from vip_rebate_rate where level = 0 and category = 'RNG'",
    );
    expect(rows[0]!.amount).toBe((100_000_000n * BigInt(rate[0]!.basis_points)) / 10_000n);
    expect(rows[0]!.wagering).toBe(0);
    const again = await runRebateDay(t.db, offerRewards, day);
    expect(again.ran).toBe(false);
    const { rows: after } = await t.db.query("select 1 from reward where member_id = $1 and source = 'rebate'", [m.id]);
    expect(after).toHaveLength(1);
  });
});
