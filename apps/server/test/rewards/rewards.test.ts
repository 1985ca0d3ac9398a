import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../app.ts";
import { snapshotDatabase } from "../http.ts";
import { fundedMember } from "../support/factories.ts";
import {
  claimReward,
  lapseDueRewards,
  offerReward,
  offerRewards,
  type OfferRewardInput,
} from "../../src/modules/rewards/index.ts";
import { grantViolations } from "../../src/modules/promotions/index.ts";
import { memberBalances, verifyLedger } from "../../src/modules/ledger/index.ts";

/*
 * The reward centre's offer and claim on a real database (issue 15): a (source, ref) is offered once;
 * a claim gives its bonus grant through promotions once (a 0× reward lands in the main wallet, a
 * wagered one in the bonus account), however often or concurrently it is repeated; another member's
 * reward, an expired one and a frozen member are refused with catalogue codes and nothing moves.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const TITLE = { vi: "Thưởng nhiệm vụ", en: "Mission reward", zh: "任务奖励", ja: "ミッション報酬", th: "รางวัลภารกิจ" };
let refs = 0;
const offer = (memberId: bigint, overrides: Partial<OfferRewardInput> = {}): OfferRewardInput => ({
  memberId,
  source: "mission",
  ref: `test:${memberId}:${(refs += 1)}`,
  amount: 50_000n,
  wagering: 0,
  expiresAt: new Date(Date.now() + 24 * HOUR),
  title: TITLE,
  ...overrides,
});

async function bonusBalance(memberId: bigint): Promise<bigint> {
  const { rows } = await t.db.query<{ balance: bigint }>(
    "select coalesce(sum(balance), 0)::int8 as balance from ledger_account where kind = 'player_bonus' and member_id = $1",
    [memberId.toString()],
  );
  return rows[0]!.balance;
}

async function identities() {
  expect(await grantViolations(t.db)).toEqual([]);
  expect((await verifyLedger(t.db)).violations).toEqual([]);
}

async function rewardRow(id: bigint) {
  const { rows } = await t.db.query<{ status: string; grant_id: bigint | null; claimed_at: Date | null }>(
    "select status, grant_id, claimed_at from reward where id = $1",
    [id.toString()],
  );
  return rows[0]!;
}

describe("offering rewards", () => {
  it("offers a (source, ref) once: the second offer answers the first reward and stores nothing", async () => {
    const member = await fundedMember(t.db, 0n);
    const input = offer(member.id);
    const first = await offerReward(t.db, input);
    expect(first.replayed).toBe(false);
    const before = await snapshotDatabase(t.db);
    const again = await offerReward(t.db, { ...input, amount: 99_000n });
    expect(again).toEqual({ rewardId: first.rewardId, replayed: true });
    expect(await snapshotDatabase(t.db)).toEqual(before);
    const { rows } = await t.db.query("select id from reward where source = 'mission' and source_ref = $1", [
      input.ref,
    ]);
    expect(rows).toHaveLength(1);
    // Offering moves no money.
    expect((await memberBalances(t.db, member.id)).main).toBe(0n);
  });

  it("offers many in one statement and counts only the new ones", async () => {
    const member = await fundedMember(t.db, 0n);
    const a = offer(member.id);
    const b = offer(member.id, { source: "race" });
    expect(await offerRewards(t.db, [a, b, a])).toBe(2);
    expect(await offerRewards(t.db, [a, b, offer(member.id)])).toBe(1);
    expect(await offerRewards(t.db, [])).toBe(0);
  });

  it("refuses a malformed offer before anything is stored", async () => {
    const member = await fundedMember(t.db, 0n);
    const before = await snapshotDatabase(t.db);
    await expect(offerReward(t.db, offer(member.id, { amount: 0n }))).rejects.toThrow(/amount/);
    await expect(offerReward(t.db, offer(member.id, { wagering: 11 }))).rejects.toThrow(/wagering/);
    await expect(offerReward(t.db, offer(member.id, { wagering: 1.5 }))).rejects.toThrow(/wagering/);
    await expect(offerReward(t.db, offer(member.id, { ref: "bad ref!" }))).rejects.toThrow(/ref/);
    await expect(offerReward(t.db, offer(member.id, { title: { ...TITLE, th: "" } }))).rejects.toThrow(/title/);
    await expect(offerRewards(t.db, [offer(member.id), offer(member.id, { amount: -1n })])).rejects.toThrow(/amount/);
    expect(await snapshotDatabase(t.db)).toEqual(before);
  });
});

describe("claiming rewards", () => {
  it("claims a 0× reward into the main wallet once: a second claim moves nothing", async () => {
    const member = await fundedMember(t.db, 10_000n);
    const { rewardId } = await offerReward(t.db, offer(member.id, { amount: 50_000n }));
    const first = await claimReward(t.db, member.id, rewardId);
    expect(first.replayed).toBe(false);
    expect((await memberBalances(t.db, member.id)).main).toBe(60_000n);
    expect(await rewardRow(rewardId)).toMatchObject({ status: "claimed", grant_id: first.grantId });

    const before = await snapshotDatabase(t.db);
    expect(await claimReward(t.db, member.id, rewardId)).toEqual({ grantId: first.grantId, replayed: true });
    expect(await snapshotDatabase(t.db)).toEqual(before);
    expect((await memberBalances(t.db, member.id)).main).toBe(60_000n);
    await identities();
  });

  it("claims a wagered reward as an active bonus grant with its requirement", async () => {
    const member = await fundedMember(t.db, 0n);
    const { rewardId } = await offerReward(t.db, offer(member.id, { amount: 20_000n, wagering: 3 }));
    const { grantId } = await claimReward(t.db, member.id, rewardId);
    const { rows } = await t.db.query<{ status: string; required: bigint; source: string; source_ref: string }>(
      "select status, required, source, source_ref from promotion_grant where id = $1",
      [grantId.toString()],
    );
    expect(rows[0]).toEqual({ status: "active", required: 60_000n, source: "reward", source_ref: rewardId.toString() });
    expect(await bonusBalance(member.id)).toBe(20_000n);
    expect((await memberBalances(t.db, member.id)).main).toBe(0n);
    await identities();
  });

  it("lets one of many concurrent claims of a reward win and pays once", async () => {
    const member = await fundedMember(t.db, 0n);
    const { rewardId } = await offerReward(t.db, offer(member.id, { amount: 70_000n }));
    const results = await Promise.all(Array.from({ length: 6 }, () => claimReward(t.db, member.id, rewardId)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.grantId.toString())).size).toBe(1);
    expect((await memberBalances(t.db, member.id)).main).toBe(70_000n);
    await identities();
  });

  it("refuses another member's reward as not found and moves nothing", async () => {
    const owner = await fundedMember(t.db, 0n);
    const other = await fundedMember(t.db, 0n);
    const { rewardId } = await offerReward(t.db, offer(owner.id));
    const before = await snapshotDatabase(t.db);
    await expect(claimReward(t.db, other.id, rewardId)).rejects.toMatchObject({ code: "reward_not_found" });
    await expect(claimReward(t.db, other.id, 999_999_999n)).rejects.toMatchObject({ code: "reward_not_found" });
    expect(await snapshotDatabase(t.db)).toEqual(before);
    expect(await rewardRow(rewardId)).toMatchObject({ status: "offered", grant_id: null });
  });

  it("refuses an expired reward, before and after the lapse job, and moves nothing", async () => {
    const member = await fundedMember(t.db, 0n);
    const { rewardId } = await offerReward(t.db, offer(member.id));
    await t.db.query("update reward set expires_at = now() - interval '1 second' where id = $1", [rewardId.toString()]);
    const before = await snapshotDatabase(t.db);
    await expect(claimReward(t.db, member.id, rewardId)).rejects.toMatchObject({ code: "reward_expired" });
    expect(await snapshotDatabase(t.db)).toEqual(before);
    expect(await lapseDueRewards(t.db)).toBeGreaterThanOrEqual(1);
    expect(await rewardRow(rewardId)).toMatchObject({ status: "lapsed", claimed_at: null });
    await expect(claimReward(t.db, member.id, rewardId)).rejects.toMatchObject({ code: "reward_expired" });
    expect((await memberBalances(t.db, member.id)).main).toBe(0n);
  });

  it("refuses a frozen member's claim (no money moves) and pays once unfrozen", async () => {
    const member = await fundedMember(t.db, 0n, { status: "frozen" });
    const { rewardId } = await offerReward(t.db, offer(member.id, { amount: 5_000n }));
    await expect(claimReward(t.db, member.id, rewardId)).rejects.toMatchObject({ code: "account_frozen" });
    expect(await rewardRow(rewardId)).toMatchObject({ status: "offered" });
    await t.db.query("update member set status = 'active' where id = $1", [member.id.toString()]);
    await claimReward(t.db, member.id, rewardId);
    expect((await memberBalances(t.db, member.id)).main).toBe(5_000n);
  });
});
