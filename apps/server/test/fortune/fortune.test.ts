import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FORTUNE_CONSOLE_PATHS,
  FORTUNE_PATHS,
  envelopeSplitHash,
  hashServerSeed,
  verifyEnvelope,
  verifySpin,
  type ConsoleWheel,
  type FortuneEnvelopeDetail,
  type FortuneGrabResult,
  type FortuneSeed,
  type FortuneSpin,
  type FortuneSpinResult,
  type FortuneWheel,
} from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, okValue, snapshotDatabase } from "../http.ts";
import { ADMIN, bearer, operatorToken } from "../console/console-support.ts";
import { expectLedgerValid } from "../support/ledger.ts";
import { fundedMember, loggedInMember, type LoggedInMember } from "../support/factories.ts";
import {
  createEnvelope,
  envelopeTick,
  fortuneTick,
  grantTickets,
  repeatEnded,
} from "../../src/modules/fortune/index.ts";
import { grantViolations } from "../../src/modules/promotions/index.ts";

/*
 * Fortune on a real database (issue 15): red envelopes (split committed before opening and
 * recomputable after, grab order under concurrency, one packet per member, the remainder refunded
 * once), the lucky wheel (tickets, idempotent spins, verification after rotation, prizes through the
 * ledger) and the refusals (catalogue codes, nothing stored).
 */

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await operatorToken(t.app, t.db, ADMIN);
});
afterAll(() => t.close());

const DONG = 100n;
const MIN = 60_000;
let requestCounter = 0;
const requestId = () => `fortune-test-${Date.now()}-${(requestCounter += 1)}`.padEnd(16, "x");
const idOf = (path: string, id: bigint | string) => path.replace(":id", String(id));
const title = { vi: "Lì xì thử", en: "Test envelope" };

function post(url: string, payload: object, headers: Record<string, string>) {
  return t.app.inject({ method: "POST", url, payload, headers });
}

async function mainBalance(memberId: bigint): Promise<bigint> {
  const { rows } = await t.db.query<{ balance: bigint }>(
    "select coalesce(sum(balance), 0)::int8 as balance from ledger_account where kind = 'player_main' and member_id = $1",
    [memberId.toString()],
  );
  return rows[0]!.balance;
}

async function escrowOf(envelopeId: bigint): Promise<bigint> {
  const { rows } = await t.db.query<{ balance: bigint }>(
    "select coalesce(sum(balance), 0)::int8 as balance from ledger_account where kind = 'rewards_escrow' and shard = $1",
    [Number(envelopeId % 16n)],
  );
  return rows[0]!.balance;
}

async function opsWithKey(key: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    "select count(*)::int as n from ledger_operation where idempotency_key = $1",
    [key],
  );
  return rows[0]!.n;
}

async function envelopeCampaign(overrides: Partial<Parameters<typeof createEnvelope>[1]> = {}, now = new Date()) {
  return createEnvelope(
    t.db,
    {
      title,
      total: 10_000n * DONG,
      packets: 5,
      minimum: 100n * DONG,
      mode: "random",
      startsAt: new Date(now.getTime() - MIN),
      endsAt: new Date(now.getTime() + 30 * MIN),
      wagering: 0,
      minDeposit: 0n,
      minValidBet: 0n,
      match: "all",
      lookbackDays: 7,
      createdBy: "test",
      ...overrides,
    },
    now,
  );
}

const grab = (member: LoggedInMember, id: bigint | string) =>
  post(idOf(FORTUNE_PATHS.envelopeGrab, id), { requestId: requestId() }, member.headers);

async function detail(id: bigint, member?: LoggedInMember): Promise<FortuneEnvelopeDetail> {
  return okValue<FortuneEnvelopeDetail>(
    await t.app.inject({ method: "GET", url: idOf(FORTUNE_PATHS.envelope, id), headers: member?.headers ?? {} }),
  );
}

describe("red envelopes", () => {
  it("commits the split before opening and reveals a recomputable seed and split at the end", async () => {
    const id = await envelopeCampaign();
    const open = await detail(id);
    expect(open.state).toBe("open");
    expect(open.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(open.splitHash).toMatch(/^[0-9a-f]{64}$/);
    // Nothing of the split leaks while the campaign runs.
    expect(open.serverSeed).toBeNull();
    expect(open.amounts).toBeNull();
    // Funded at start: the whole total sits in the escrow.
    expect(await opsWithKey(`sys:fortune:envelope:fund:${id}`)).toBe(1);

    const member = await loggedInMember(t.db);
    const before = await mainBalance(member.id);
    const got = okValue<FortuneGrabResult>(await grab(member, id));
    expect(got.position).toBe(1);
    expect(await mainBalance(member.id)).toBe(before + BigInt(got.amount));

    await envelopeTick(t.db, new Date(Date.now() + 31 * MIN));
    const ended = await detail(id);
    expect(ended.state).toBe("ended");
    const amounts = ended.amounts!.map(BigInt);
    expect(amounts.reduce((a, b) => a + b, 0n)).toBe(10_000n * DONG);
    expect(amounts.every((a) => a >= 100n * DONG)).toBe(true);
    expect(hashServerSeed(ended.serverSeed!)).toBe(open.seedHash);
    expect(envelopeSplitHash(amounts)).toBe(open.splitHash);
    const verdict = verifyEnvelope({
      split: { total: 10_000n * DONG, packets: 5, minimum: 100n * DONG, mode: "random" },
      seedHash: open.seedHash,
      splitHash: open.splitHash,
      serverSeed: ended.serverSeed!,
      amounts,
      taken: ended.grabs.map((g) => ({ position: g.position, amount: BigInt(g.amount) })),
    });
    expect(verdict.match).toBe(true);
    expect(amounts[0]).toBe(BigInt(got.amount));
    // A tampered split or seed does not verify.
    const tampered = verifyEnvelope({
      split: { total: 10_000n * DONG, packets: 5, minimum: 100n * DONG, mode: "random" },
      seedHash: open.seedHash,
      splitHash: open.splitHash,
      serverSeed: ended.serverSeed!,
      amounts: [amounts[1]!, amounts[0]!, ...amounts.slice(2)],
      taken: [],
    });
    expect(tampered.match).toBe(amounts[0] === amounts[1]);
  });

  it("gives each packet to exactly one member under parallel grabs, in grab order", async () => {
    const id = await envelopeCampaign({ packets: 3, total: 3_000n * DONG, mode: "fixed" });
    const members = await Promise.all(Array.from({ length: 8 }, () => loggedInMember(t.db)));
    const answers = await Promise.all(members.map((m) => grab(m, id)));
    const winners = answers.filter((r) => r.statusCode === 200).map((r) => okValue<FortuneGrabResult>(r));
    expect(winners).toHaveLength(3);
    expect(winners.map((w) => w.position).sort()).toEqual([1, 2, 3]);
    for (const r of answers.filter((a) => a.statusCode !== 200)) expectError(r, "fortune_envelope_empty");
    const d = await detail(id);
    expect(d.taken).toBe(3);
    expect(new Set(d.grabs.map((g) => g.account)).size).toBe(3);
    let paid = 0n;
    for (const [i, m] of members.entries()) {
      const balance = await mainBalance(m.id);
      if (answers[i]!.statusCode === 200) expect(balance).toBe(1_000n * DONG);
      else expect(balance).toBe(0n);
      paid += balance;
    }
    expect(paid).toBe(3_000n * DONG);
    expect(await escrowOf(id)).toBeGreaterThanOrEqual(0n);
  });

  it("gives one packet to one of many parallel grabbers of the last packet", async () => {
    const id = await envelopeCampaign({ packets: 1, total: 500n * DONG, minimum: 500n * DONG });
    const members = await Promise.all(Array.from({ length: 6 }, () => loggedInMember(t.db)));
    const answers = await Promise.all(members.map((m) => grab(m, id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(5);
  });

  it("gives a member one packet per campaign: a second grab answers the first packet and pays nothing", async () => {
    const id = await envelopeCampaign();
    const member = await loggedInMember(t.db);
    const first = okValue<FortuneGrabResult>(await grab(member, id));
    const again = await Promise.all([grab(member, id), grab(member, id)]);
    for (const r of again) {
      const v = okValue<FortuneGrabResult>(r);
      expect(v.replayed).toBe(true);
      expect(v.position).toBe(first.position);
      expect(v.amount).toBe(first.amount);
    }
    expect(await mainBalance(member.id)).toBe(BigInt(first.amount));
    expect((await detail(id)).taken).toBe(1);
  });

  it("refunds the unclaimed remainder to promotions once, however often the clock runs", async () => {
    const now = new Date();
    const id = await envelopeCampaign({ total: 5_000n * DONG, packets: 5, mode: "fixed" }, now);
    const member = await loggedInMember(t.db);
    okValue(await grab(member, id));
    const escrowBefore = await escrowOf(id);
    const later = new Date(now.getTime() + 31 * MIN);
    await Promise.all([envelopeTick(t.db, later), envelopeTick(t.db, later)]);
    await fortuneTick(t.db, later);
    expect(await opsWithKey(`sys:fortune:envelope:refund:${id}`)).toBe(1);
    const { rows } = await t.db.query<{ refunded: bigint; state: string }>(
      "select refunded, state from fortune_envelope where id = $1",
      [id.toString()],
    );
    expect(rows[0]).toEqual({ refunded: 4_000n * DONG, state: "ended" });
    expect(await escrowOf(id)).toBe(escrowBefore - 4_000n * DONG);
    // A grab after the end is refused and stores nothing.
    const late = await loggedInMember(t.db);
    const snapshot = await snapshotDatabase(t.db);
    expectError(await grab(late, id), "fortune_envelope_closed");
    expect(await snapshotDatabase(t.db)).toEqual(snapshot);
  });

  it("makes the next day's rain of a repeating campaign once, with a fresh seed", async () => {
    const now = new Date();
    const id = await envelopeCampaign({ repeatDaily: true, total: 2_000n * DONG, packets: 2, mode: "fixed" }, now);
    const later = new Date(now.getTime() + 31 * MIN);
    await Promise.all([envelopeTick(t.db, later), envelopeTick(t.db, later), repeatEnded(t.db, later)]);
    await envelopeTick(t.db, later);
    const { rows } = await t.db.query<{
      id: bigint;
      starts_at: Date;
      ends_at: Date;
      seed_hash: string;
      state: string;
      repeat_daily: boolean;
    }>("select id, starts_at, ends_at, seed_hash, state, repeat_daily from fortune_envelope where previous_id = $1", [
      id.toString(),
    ]);
    expect(rows).toHaveLength(1);
    const first = await detail(id);
    expect(rows[0]!.starts_at.getTime()).toBe(new Date(first.startsAt).getTime() + 86_400_000);
    expect(rows[0]!.ends_at.getTime()).toBe(new Date(first.endsAt).getTime() + 86_400_000);
    expect(rows[0]!.seed_hash).not.toBe(first.seedHash);
    expect(rows[0]).toMatchObject({ state: "scheduled", repeat_daily: true });
  });

  it("pays a grant when the campaign has a turnover multiple", async () => {
    const id = await envelopeCampaign({ wagering: 3 });
    const member = await loggedInMember(t.db);
    const got = okValue<FortuneGrabResult>(await grab(member, id));
    expect(got.wagering).toBe(3);
    expect(await mainBalance(member.id)).toBe(0n);
    const { rows } = await t.db.query<{ granted: bigint; required: bigint }>(
      "select granted, required from promotion_grant where member_id = $1 and source = 'envelope' and source_ref = $2",
      [member.id.toString(), id.toString()],
    );
    expect(rows).toEqual([{ granted: BigInt(got.amount), required: BigInt(got.amount) * 3n }]);
  });

  it("refuses members below the tier, campaigns not open and unknown ids, storing nothing", async () => {
    const tiered = await envelopeCampaign({ minDeposit: 100_000n * DONG, minValidBet: 500_000n * DONG, match: "any" });
    const future = await envelopeCampaign({
      startsAt: new Date(Date.now() + 10 * MIN),
      endsAt: new Date(Date.now() + 20 * MIN),
    });
    const member = await fundedMember(t.db, 1_000n * DONG);
    const snapshot = await snapshotDatabase(t.db);
    expectError(await grab(member, tiered), "fortune_not_eligible");
    expectError(await grab(member, future), "fortune_envelope_closed");
    expectError(await grab(member, 987654321n), "fortune_campaign_not_found");
    await t.db.query("update member set status = 'frozen' where id = $1", [member.id.toString()]);
    expectError(await grab(member, future), "account_frozen");
    await t.db.query("update member set status = 'active' where id = $1", [member.id.toString()]);
    expectError(
      await post(idOf(FORTUNE_PATHS.envelopeGrab, tiered), { requestId: "short" }, member.headers),
      "validation_failed",
    );
    expectError(
      await post(idOf(FORTUNE_PATHS.envelopeGrab, tiered), { requestId: requestId() }, {}),
      "please_login_first",
    );
    expect(await snapshotDatabase(t.db)).toEqual(snapshot);

    // A deposit in the look-back window qualifies ("any").
    const { rows } = await t.db.query<{ method: bigint; account: bigint }>(
      "select (select id from deposit_method limit 1) as method, (select id from receiving_account limit 1) as account",
    );
    await t.db.query(
      `insert into deposit_order (order_no, member_id, method_id, receiving_account_id, amount, memo, status, request_id,
                                  expires_at, credited_at)
       values ('FT1', $1, $2, $3, $4, 'FT1', 'credited', 'FT1', now(), now())`,
      [member.id.toString(), rows[0]!.method.toString(), rows[0]!.account.toString(), (100_000n * DONG).toString()],
    );
    okValue(await grab(member, tiered));
  });

  it("lets the console create, list and end a campaign, audited, with 4xx for bad splits", async () => {
    const headers = bearer(adminToken);
    const body = {
      title: { vi: "Mưa lì xì", en: "Rain" },
      total: (1_000n * DONG).toString(),
      packets: 4,
      minimum: (100n * DONG).toString(),
      mode: "random",
      startsAt: new Date(Date.now() - MIN).toISOString(),
      endsAt: new Date(Date.now() + 10 * MIN).toISOString(),
      wagering: 0,
      minDeposit: "0",
      minValidBet: "0",
      match: "all",
      lookbackDays: 7,
    };
    const snapshot = await snapshotDatabase(t.db);
    expectError(
      await post(FORTUNE_CONSOLE_PATHS.envelopes, { ...body, minimum: (300n * DONG).toString() }, headers),
      "fortune_rules_invalid",
    );
    expectError(await post(FORTUNE_CONSOLE_PATHS.envelopes, { ...body, packets: 0 }, headers), "validation_failed");
    expect(await snapshotDatabase(t.db)).toEqual(snapshot);

    const created = okValue<{ id: string; state: string }>(await post(FORTUNE_CONSOLE_PATHS.envelopes, body, headers));
    expect(created.state).toBe("open");
    const ended = okValue<{ state: string; remainingAmount: string }>(
      await post(idOf(FORTUNE_CONSOLE_PATHS.envelopeEnd, created.id), { reason: "test end" }, headers),
    );
    expect(ended.state).toBe("ended");
    expectError(
      await post(idOf(FORTUNE_CONSOLE_PATHS.envelopeEnd, created.id), { reason: "again" }, headers),
      "fortune_envelope_closed",
    );
    const { rows } = await t.db.query<{ action: string }>(
      "select action from operator_audit where target = $1 order by id",
      [`fortune_envelope:${created.id}`],
    );
    expect(rows.map((r) => r.action)).toEqual(["fortune.envelope.create", "fortune.envelope.end"]);
  });
});

describe("the lucky wheel", () => {
  let wheelId: string;
  const prizes = [
    { amount: "0", weight: 1 },
    { amount: (1_000n * DONG).toString(), weight: 2 },
    { amount: (5_000n * DONG).toString(), weight: 1 },
  ];

  beforeAll(async () => {
    const headers = bearer(adminToken);
    const wheel = okValue<ConsoleWheel>(
      await post(
        FORTUNE_CONSOLE_PATHS.wheels,
        {
          title: { vi: "Vòng quay thử" },
          startsAt: new Date(Date.now() - MIN).toISOString(),
          endsAt: null,
          wagering: 0,
          depositPerTicket: "0",
          betPerTicket: (100_000n * DONG).toString(),
          prizes,
        },
        headers,
      ),
    );
    expect(wheel.enabled).toBe(false);
    expect(wheel.prizes.map((p) => [p.numerator, p.denominator])).toEqual([
      [1, 4],
      [2, 4],
      [1, 4],
    ]);
    wheelId = wheel.id;
    okValue(await post(idOf(FORTUNE_CONSOLE_PATHS.wheelEnable, wheelId), { enabled: true }, headers));
  });

  const grant = async (member: LoggedInMember, tickets: number, rid = requestId()) =>
    post(
      FORTUNE_CONSOLE_PATHS.tickets,
      { account: member.account, campaignId: wheelId, tickets, reason: "test grant", requestId: rid },
      bearer(adminToken),
    );
  const spin = (member: LoggedInMember, rid = requestId(), id = wheelId) =>
    post(idOf(FORTUNE_PATHS.wheelSpin, id), { requestId: rid }, member.headers);

  it("spins once per request id, takes one ticket and pays the prize through the ledger", async () => {
    const member = await loggedInMember(t.db);
    okValue(await grant(member, 3));
    const seed = okValue<FortuneSeed>(
      await t.app.inject({ method: "GET", url: FORTUNE_PATHS.wheelSeed, headers: member.headers }),
    );
    const rid = requestId();
    const answers = await Promise.all([spin(member, rid), spin(member, rid), spin(member, rid)]);
    const values = answers.map((r) => okValue<FortuneSpinResult>(r));
    expect(new Set(values.map((v) => v.id)).size).toBe(1);
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    const first = values[0]!;
    expect(first.seedHash).toBe(seed.seedHash);
    expect(first.nonce).toBe(seed.nonce);
    expect(first.serverSeed).toBeNull();
    const wheels = okValue<FortuneWheel[]>(
      await t.app.inject({ method: "GET", url: FORTUNE_PATHS.wheels, headers: member.headers }),
    );
    expect(wheels.find((w) => w.id === wheelId)!.tickets).toBe(2);
    expect(await mainBalance(member.id)).toBe(BigInt(first.amount));
    expect(first.amount).toBe(prizes[first.segment]!.amount);

    // A second spin with another id uses the next nonce.
    const second = okValue<FortuneSpinResult>(await spin(member));
    expect(second.nonce).toBe(first.nonce + 1);
    expect(second.tickets).toBe(1);
  });

  it("reveals the server seed after rotation, and the browser's recomputation matches", async () => {
    const member = await loggedInMember(t.db);
    okValue(await grant(member, 4));
    const spun = [];
    for (let i = 0; i < 4; i += 1) spun.push(okValue<FortuneSpinResult>(await spin(member)));
    const rotated = okValue<{
      previous: { serverSeed: string; seedHash: string; spins: number };
      current: FortuneSeed;
    }>(
      await t.app.inject({
        method: "PUT",
        url: FORTUNE_PATHS.wheelSeed,
        payload: { clientSeed: "my-lucky_seed" },
        headers: member.headers,
      }),
    );
    expect(rotated.previous.spins).toBe(4);
    expect(rotated.current.clientSeed).toBe("my-lucky_seed");
    expect(rotated.current.nonce).toBe(0);
    for (const s of spun) {
      const shown = okValue<FortuneSpin>(
        await t.app.inject({ method: "GET", url: idOf(FORTUNE_PATHS.spin, s.id), headers: member.headers }),
      );
      expect(shown.serverSeed).toBe(rotated.previous.serverSeed);
      const verdict = verifySpin({ ...shown, serverSeed: shown.serverSeed! });
      expect(verdict).toMatchObject({ seedOk: true, segmentOk: true, match: true });
      // Another segment would not verify.
      expect(verifySpin({ ...shown, serverSeed: shown.serverSeed!, segment: (shown.segment + 1) % 3 }).match).toBe(
        false,
      );
    }
    const list = okValue<{ total: number; list: FortuneSpin[] }>(
      await t.app.inject({ method: "GET", url: `${FORTUNE_PATHS.spins}?page=1&size=10`, headers: member.headers }),
    );
    expect(list.total).toBe(4);
  });

  it("serialises spins and seed rotations of one member: every spin on a pair, nonces without gaps", async () => {
    const member = await loggedInMember(t.db);
    okValue(await grant(member, 6));
    const rotate = (seed: string) =>
      t.app.inject({
        method: "PUT",
        url: FORTUNE_PATHS.wheelSeed,
        payload: { clientSeed: seed },
        headers: member.headers,
      });
    const answers = await Promise.all([
      spin(member),
      rotate("a1"),
      spin(member),
      spin(member),
      rotate("b2"),
      spin(member),
    ]);
    for (const r of answers) okValue(r);
    const { rows } = await t.db.query<{ seed_id: bigint; nonces: number[] }>(
      `select seed_id, array_agg(nonce order by nonce) as nonces from fortune_wheel_spin where member_id = $1 group by seed_id`,
      [member.id.toString()],
    );
    expect(rows.reduce((n, r) => n + r.nonces.length, 0)).toBe(4);
    for (const r of rows) expect(r.nonces).toEqual(r.nonces.map((_, i) => i));
  });

  it("refuses spins without a ticket, on closed wheels, other members' spins and bad seeds, storing nothing", async () => {
    const member = await loggedInMember(t.db);
    const other = await loggedInMember(t.db);
    okValue(await grant(other, 1));
    const otherSpin = okValue<FortuneSpinResult>(await spin(other));
    // The member's seed pair exists before the snapshot (a first read creates it).
    okValue(await t.app.inject({ method: "GET", url: FORTUNE_PATHS.wheelSeed, headers: member.headers }));
    const snapshot = await snapshotDatabase(t.db);
    expectError(await spin(member), "fortune_no_ticket");
    await t.db.query("update member set status = 'frozen' where id = $1", [member.id.toString()]);
    expectError(await spin(member), "account_frozen");
    await t.db.query("update member set status = 'active' where id = $1", [member.id.toString()]);
    expectError(await spin(member, requestId(), "987654321"), "fortune_campaign_not_found");
    expectError(
      await t.app.inject({ method: "GET", url: idOf(FORTUNE_PATHS.spin, otherSpin.id), headers: member.headers }),
      "fortune_spin_not_found",
    );
    expectError(
      await t.app.inject({
        method: "PUT",
        url: FORTUNE_PATHS.wheelSeed,
        payload: { clientSeed: "bad:seed" },
        headers: member.headers,
      }),
      "validation_failed",
    );
    expectError(
      await t.app.inject({
        method: "PUT",
        url: FORTUNE_PATHS.wheelSeed,
        payload: { clientSeed: "" },
        headers: member.headers,
      }),
      "validation_failed",
    );
    expectError(
      await grant(member, 1).then(() =>
        post(
          FORTUNE_CONSOLE_PATHS.tickets,
          { account: "nobody_here_x", campaignId: wheelId, tickets: 1, reason: "x y", requestId: requestId() },
          bearer(adminToken),
        ),
      ),
      "fortune_member_not_found",
    );
    // (the grant above changed the database: compare only what a refusal could have touched)
    const after = await snapshotDatabase(t.db);
    expect(after.fortune_wheel_spin).toEqual(snapshot.fortune_wheel_spin);
    expect(after.fortune_wheel_seed).toEqual(snapshot.fortune_wheel_seed);

    // A disabled wheel refuses spins, and its prize table can be changed only while disabled.
    const headers = bearer(adminToken);
    const locked = await t.app.inject({
      method: "PUT",
      url: idOf(FORTUNE_CONSOLE_PATHS.wheel, wheelId),
      payload: {
        title: { vi: "x" },
        startsAt: new Date().toISOString(),
        endsAt: null,
        wagering: 0,
        depositPerTicket: "0",
        betPerTicket: "0",
        prizes,
      },
      headers,
    });
    expectError(locked, "fortune_wheel_locked");
    okValue(await post(idOf(FORTUNE_CONSOLE_PATHS.wheelEnable, wheelId), { enabled: false }, headers));
    expectError(await spin(member), "fortune_wheel_closed");
    expectError(
      await t.app.inject({
        method: "PUT",
        url: idOf(FORTUNE_CONSOLE_PATHS.wheel, wheelId),
        payload: {
          title: { vi: "x" },
          startsAt: new Date().toISOString(),
          endsAt: null,
          wagering: 0,
          depositPerTicket: "0",
          betPerTicket: "0",
          prizes: [
            { amount: "0", weight: 0 },
            { amount: "1", weight: 0 },
          ],
        },
        headers,
      }),
      "fortune_rules_invalid",
    );
    okValue(await post(idOf(FORTUNE_CONSOLE_PATHS.wheelEnable, wheelId), { enabled: true }, headers));
  });

  it("earns tickets from valid bet once, however often the job runs", async () => {
    const member = await loggedInMember(t.db);
    const { rows } = await t.db.query<{ id: number; vendor_code: string }>("select id, vendor_code from game limit 1");
    const game = rows[0]!;
    await t.db.query(
      `insert into game_round (vendor_code, round_id, member_id, game_id, status, bet_amount, win_amount, started_at, ended_at)
       values ($1, $2, $3, $4, 'settled', $5, 0, now(), now())`,
      [game.vendor_code, `fortune-${member.id}`, member.id.toString(), game.id, (250_000n * DONG).toString()],
    );
    await fortuneTick(t.db, new Date(Date.now() + 1000));
    await fortuneTick(t.db, new Date(Date.now() + 2000));
    const wheels = okValue<FortuneWheel[]>(
      await t.app.inject({ method: "GET", url: FORTUNE_PATHS.wheels, headers: member.headers }),
    );
    expect(wheels.find((w) => w.id === wheelId)!.tickets).toBe(2);
  });

  it("grants tickets once per request id and audits it", async () => {
    const member = await loggedInMember(t.db);
    const rid = requestId();
    const first = okValue<{ tickets: number; replayed: boolean }>(await grant(member, 2, rid));
    const again = okValue<{ tickets: number; replayed: boolean }>(await grant(member, 2, rid));
    expect(first).toMatchObject({ tickets: 2, replayed: false });
    expect(again).toMatchObject({ tickets: 2, replayed: true });
    expectError(await grant(member, 3, rid), "idempotency_conflict");
    const { rows } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from operator_audit where action = 'fortune.tickets.grant' and target = $1",
      [`member:${member.id}`],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("takes tickets from missions once per mission period (the rewards module's call)", async () => {
    const member = await loggedInMember(t.db);
    const award = {
      memberId: member.id,
      wheelId: BigInt(wheelId),
      tickets: 2,
      requestId: "daily-1:2026-11-27",
      reason: "mission",
      operator: "",
      source: "mission" as const,
    };
    expect(await grantTickets(t.db, award)).toEqual({ created: true, tickets: 2 });
    expect(await grantTickets(t.db, award)).toEqual({ created: false, tickets: 2 });
    expect(await grantTickets(t.db, { ...award, requestId: "daily-1:2026-11-28" })).toEqual({
      created: true,
      tickets: 4,
    });
    await expect(grantTickets(t.db, { ...award, tickets: 3 })).rejects.toMatchObject({ code: "idempotency_conflict" });
  });

  it("keeps the ledger and the grants clean", async () => {
    await expectLedgerValid(t.db);
    expect(await grantViolations(t.db)).toEqual([]);
  });
});
