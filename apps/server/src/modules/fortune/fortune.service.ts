import { createHmac, randomBytes } from "node:crypto";
import {
  envelopeSplitError,
  envelopeSplitFromSeed,
  envelopeSplitHash,
  hashServerSeed,
  localized,
  wheelChances,
  wheelError,
  wheelSegment,
  ENVELOPE_CLIENT_SEED,
  type FortuneEnvelope,
  type FortuneEnvelopeDetail,
  type FortuneGrabResult,
  type FortuneSpin,
  type FortuneSpinResult,
  type FortuneSummary,
  type FortuneWheel,
  type HmacSha256,
  type Language,
  type MemberEvent,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { giveGrant } from "../promotions/index.ts";
import * as repo from "./fortune.repository.ts";
import { assertEligible } from "../protection/index.ts";

/*
 * Fortune (issue 15): red envelopes and the lucky wheel, provably fair (fortune-rules.ts).
 * Envelopes: the split is made at creation from a fresh server seed and published as two hashes;
 * the clock opens a campaign at its start (promotions → rewards_escrow), each grab pays the next
 * packet in one SQL statement, the clock ends it at its end (remainder back to promotions; the seed
 * and the split are revealed). Wheel: tickets earned by a job or granted by operators; a spin takes
 * one ticket and lands where the member's committed seed pair says.
 */

export type FortuneSignals = { notify(memberId: bigint, event: MemberEvent): Promise<void> };
export type FortuneDeps = { db: Db; signals?: FortuneSignals; log?: { warn(obj: object, msg: string): void } };

const DAY_MS = 86_400_000;
/** How long a grant from a fortune payout with a turnover multiple stays active. */
const GRANT_DAYS = 30;

export const nodeHmac: HmacSha256 = (key, message) => createHmac("sha256", key).update(message, "utf8").digest();
const newServerSeed = (): string => randomBytes(32).toString("hex");
const newClientSeed = (): string => randomBytes(8).toString("hex");

/** A frozen member reads but moves no money (architecture decision 55), as every money call. */
async function assertActive(db: DbClient, memberId: bigint): Promise<void> {
  if ((await repo.memberStatus(db, memberId)) !== "active") throw new AppError("account_frozen");
}

async function signal(deps: FortuneDeps, memberId: bigint): Promise<void> {
  try {
    await deps.signals?.notify(memberId, { type: "balance_changed" });
  } catch (error) {
    deps.log?.warn({ err: error, memberId: memberId.toString() }, "realtime notify failed");
  }
}

/* ---- Envelopes ---- */

export type EnvelopeInput = Omit<repo.NewEnvelope, "serverSeed" | "seedHash" | "splitHash" | "amounts">;

/** Creates a campaign with its committed split; opens it at once when its window has started. */
export async function createEnvelope(db: DbClient, input: EnvelopeInput, now = new Date()): Promise<bigint> {
  const split = { total: input.total, packets: input.packets, minimum: input.minimum, mode: input.mode };
  if (envelopeSplitError(split)) throw new AppError("fortune_rules_invalid");
  if (!(input.endsAt > input.startsAt) || input.endsAt <= now) {
    throw new AppError("validation_failed", { detail: "endsAt: must be after startsAt and in the future" });
  }
  const serverSeed = newServerSeed();
  const amounts = envelopeSplitFromSeed(split, serverSeed, nodeHmac);
  const id = await repo.insertEnvelope(db, {
    ...input,
    serverSeed,
    seedHash: hashServerSeed(serverSeed),
    splitHash: envelopeSplitHash(amounts),
    amounts,
  });
  if (id === null) throw new AppError("idempotency_conflict");
  if (input.startsAt <= now) await repo.openEnvelope(db, id, now);
  return id;
}

/**
 * The next day's rain of every ended repeating campaign (same rules, a fresh seed and split, the
 * first window after now at the same time of day); once per campaign (its successor is unique).
 */
export async function repeatEnded(db: Db, now = new Date()): Promise<number> {
  let created = 0;
  for (const row of await repo.repeatDue(db)) {
    let startsAt = row.starts_at.getTime() + DAY_MS;
    let endsAt = row.ends_at.getTime() + DAY_MS;
    while (endsAt <= now.getTime()) {
      startsAt += DAY_MS;
      endsAt += DAY_MS;
    }
    try {
      await createEnvelope(
        db,
        {
          title: row.title,
          total: row.total,
          packets: row.packets,
          minimum: row.minimum,
          mode: row.mode,
          startsAt: new Date(startsAt),
          endsAt: new Date(endsAt),
          wagering: row.wagering,
          minDeposit: row.min_deposit,
          minValidBet: row.min_valid_bet,
          match: row.match,
          lookbackDays: row.lookback_days,
          createdBy: row.created_by,
          repeatDaily: true,
          previousId: row.id,
        },
        now,
      );
      created += 1;
    } catch (error) {
      // Another clock made it first: the successor exists.
      if (!(error instanceof AppError && error.code === "idempotency_conflict")) throw error;
    }
  }
  return created;
}

/** Whether the member's deposits and/or valid bet over the look-back window reach the campaign's tier. */
export async function eligible(db: DbClient, row: repo.EnvelopeRow, memberId: bigint, now: Date): Promise<boolean> {
  const needs = [row.min_deposit > 0n, row.min_valid_bet > 0n];
  if (!needs[0] && !needs[1]) return true;
  const activity = await repo.activitySince(db, memberId, new Date(now.getTime() - row.lookback_days * DAY_MS));
  const met = [activity.deposit >= row.min_deposit, activity.bet >= row.min_valid_bet];
  const checked = met.filter((_, i) => needs[i]);
  return row.match === "all" ? checked.every(Boolean) : checked.some(Boolean);
}

function envelopeWire(
  row: repo.EnvelopeRow,
  language: Language,
  mine: { position: number; amount: bigint } | null,
  isEligible: boolean | null,
): FortuneEnvelope {
  const ended = row.state === "ended";
  return {
    id: row.id.toString(),
    title: localized(row.title, language),
    state: row.state,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    total: row.total.toString(),
    packets: row.packets,
    minimum: row.minimum.toString(),
    mode: row.mode,
    wagering: row.wagering,
    taken: row.taken,
    repeatDaily: row.repeat_daily,
    eligibility: {
      minDeposit: row.min_deposit.toString(),
      minValidBet: row.min_valid_bet.toString(),
      match: row.match,
      lookbackDays: row.lookback_days,
    },
    seedHash: row.seed_hash,
    splitHash: row.split_hash,
    mine: mine ? { position: mine.position, amount: mine.amount.toString() } : null,
    eligible: isEligible,
    serverSeed: ended ? row.server_seed : null,
    amounts: ended && row.amounts ? row.amounts.map(String) : null,
    clientSeed: ENVELOPE_CLIENT_SEED,
  };
}

/** The campaigns a member sees (with their packet and eligibility when logged in). */
export async function envelopes(db: Db, memberId: bigint | null, language: Language, now = new Date()) {
  const rows = await repo.visibleEnvelopes(db, now);
  const mine = memberId
    ? await repo.memberPackets(
        db,
        memberId,
        rows.map((r) => r.id),
      )
    : new Map();
  const list: FortuneEnvelope[] = [];
  for (const row of rows) {
    const elig = memberId && row.state !== "ended" ? await eligible(db, row, memberId, now) : null;
    list.push(envelopeWire(row, language, mine.get(row.id.toString()) ?? null, elig));
  }
  return list;
}

function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

export async function envelopeDetail(
  db: Db,
  id: bigint,
  memberId: bigint | null,
  language: Language,
  now = new Date(),
): Promise<FortuneEnvelopeDetail> {
  const row = await repo.envelope(db, id);
  if (!row) throw new AppError("fortune_campaign_not_found");
  const mine = memberId ? ((await repo.memberPackets(db, memberId, [id])).get(id.toString()) ?? null) : null;
  const elig = memberId && row.state !== "ended" ? await eligible(db, row, memberId, now) : null;
  const grabs = await repo.grabs(db, id);
  return {
    ...envelopeWire(row, language, mine, elig),
    grabs: grabs.map((g) => ({
      position: g.position,
      amount: g.amount.toString(),
      account: g.member_id === memberId ? g.account : maskAccount(g.account),
      at: g.grabbed_at.toISOString(),
    })),
  };
}

/** Grabs the next packet of an open campaign (one per member; a repeat answers the member's packet). */
export async function grabEnvelope(
  deps: FortuneDeps,
  memberId: bigint,
  envelopeId: bigint,
  now = new Date(),
): Promise<FortuneGrabResult> {
  const row = await repo.envelope(deps.db, envelopeId);
  if (!row) throw new AppError("fortune_campaign_not_found");
  await assertActive(deps.db, memberId);
  await assertEligible(deps.db, memberId, "promotion");
  const held = (await repo.memberPackets(deps.db, memberId, [envelopeId])).get(envelopeId.toString());
  if (!held) {
    if (row.state !== "open" || now < row.starts_at || now >= row.ends_at)
      throw new AppError("fortune_envelope_closed");
    if (row.taken >= row.packets) throw new AppError("fortune_envelope_empty");
    if (!(await eligible(deps.db, row, memberId, now))) throw new AppError("fortune_not_eligible");
  }
  const outcome = await inTransaction(deps.db, async (tx) => {
    const result = await repo.grab(tx, envelopeId, memberId, now);
    if (result.code === "not_found") throw new AppError("fortune_campaign_not_found");
    if (result.code === "closed") throw new AppError("fortune_envelope_closed");
    if (result.code === "empty") throw new AppError("fortune_envelope_empty");
    if (!result.replayed && result.wagering > 0) {
      await giveGrant(tx, {
        memberId,
        source: "envelope",
        ref: envelopeId.toString(),
        amount: result.amount,
        terms: {
          multiplier: result.wagering,
          base: "bonus",
          weights: { default: 100 },
          maxBet: null,
          maxConversion: null,
          expiresAt: now.getTime() + GRANT_DAYS * DAY_MS,
        },
      });
    }
    return result;
  });
  if (!outcome.replayed) await signal(deps, memberId);
  return {
    campaignId: envelopeId.toString(),
    position: outcome.position,
    amount: outcome.amount.toString(),
    wagering: outcome.wagering,
    replayed: outcome.replayed,
  };
}

/** One clock tick: opens started campaigns, ends finished ones (each step idempotent). */
export async function envelopeTick(db: Db, now = new Date()): Promise<{ opened: number; ended: number }> {
  let opened = 0;
  let ended = 0;
  for (const id of await repo.openDue(db, now)) if ((await repo.openEnvelope(db, id, now)) !== "noop") opened += 1;
  for (const id of await repo.closeDue(db, now))
    if ((await repo.closeEnvelope(db, id, now, false)).code === "ended") ended += 1;
  await repeatEnded(db, now);
  return { opened, ended };
}

/** Ends a campaign now (an operator), refunding what nobody took; false when it had already ended. */
export async function endEnvelope(
  db: DbClient,
  id: bigint,
  now = new Date(),
): Promise<{ ended: boolean; refunded: bigint }> {
  const outcome = await repo.closeEnvelope(db, id, now, true);
  return { ended: outcome.code === "ended", refunded: outcome.refunded };
}

/* ---- Wheels ---- */

function prizesOf(row: repo.WheelRow) {
  const chances = wheelChances(row.weights);
  return row.amounts.map((amount, i) => ({
    amount: amount.toString(),
    weight: row.weights[i]!,
    numerator: chances[i]!.numerator,
    denominator: chances[i]!.denominator,
  }));
}

function wheelWire(row: repo.WheelRow, language: Language, tickets: number): FortuneWheel {
  return {
    id: row.id.toString(),
    title: localized(row.title, language),
    enabled: row.enabled,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    wagering: row.wagering,
    depositPerTicket: row.deposit_per_ticket > 0n ? row.deposit_per_ticket.toString() : null,
    betPerTicket: row.bet_per_ticket > 0n ? row.bet_per_ticket.toString() : null,
    prizes: prizesOf(row),
    tickets,
  };
}

export async function wheels(db: Db, memberId: bigint | null, language: Language, now = new Date()) {
  const [rows, tickets] = await Promise.all([
    repo.runningWheels(db, now),
    memberId ? repo.ticketsOf(db, memberId) : Promise.resolve(new Map<string, number>()),
  ]);
  return rows.map((row) => wheelWire(row, language, tickets.get(row.id.toString()) ?? 0));
}

export { prizesOf as consolePrizes };

/** The member's current seed pair (created on first sight). */
export async function currentSeed(db: Db, memberId: bigint) {
  const serverSeed = newServerSeed();
  const seed = await repo.activeSeed(
    db,
    memberId,
    { serverSeed, seedHash: hashServerSeed(serverSeed), clientSeed: newClientSeed() },
    false,
  );
  return { seedHash: seed.seed_hash, clientSeed: seed.client_seed, nonce: seed.next_nonce };
}

/** Retires the active pair (its server seed is revealed) and starts one with the member's client seed. */
export async function rotateSeed(db: Db, memberId: bigint, clientSeed: string) {
  return inTransaction(db, async (tx) => {
    const first = newServerSeed();
    const seed = await repo.activeSeed(
      tx,
      memberId,
      { serverSeed: first, seedHash: hashServerSeed(first), clientSeed: newClientSeed() },
      true,
    );
    const spins = await repo.spinsOfSeed(tx, seed.id);
    const next = newServerSeed();
    const fresh = { serverSeed: next, seedHash: hashServerSeed(next), clientSeed };
    await repo.rotateSeed(tx, memberId, seed.id, fresh);
    return {
      previous: { serverSeed: seed.server_seed, seedHash: seed.seed_hash, clientSeed: seed.client_seed, spins },
      current: { seedHash: fresh.seedHash, clientSeed, nonce: 0 },
    };
  });
}

function spinWire(row: repo.SpinRow, language: Language): FortuneSpin {
  return {
    id: row.id.toString(),
    campaignId: row.wheel_id.toString(),
    campaignTitle: localized(row.title, language),
    segment: row.segment,
    amount: row.amount.toString(),
    wagering: row.wagering,
    weights: row.weights,
    amounts: row.amounts.map(String),
    seedHash: row.seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    serverSeed: row.server_seed,
    at: row.created_at.toISOString(),
  };
}

/**
 * Spins a wheel: under the member's seed-pair lock (a repeated request id waits and then answers the
 * first spin), takes one ticket, lands on spinWheel(weights, stream(seed, client seed, nonce)),
 * records the spin and pays a cash prize (promotions → main, or a grant with the wheel's turnover
 * multiple), all in one transaction.
 */
export async function spinWheel(
  deps: FortuneDeps,
  memberId: bigint,
  wheelId: bigint,
  requestId: string,
  language: Language,
  now = new Date(),
): Promise<FortuneSpinResult> {
  await assertActive(deps.db, memberId);
  await assertEligible(deps.db, memberId, "promotion");
  const outcome = await inTransaction(deps.db, async (tx) => {
    const first = newServerSeed();
    const seed = await repo.activeSeed(
      tx,
      memberId,
      { serverSeed: first, seedHash: hashServerSeed(first), clientSeed: newClientSeed() },
      true,
    );
    const earlier = await repo.spinByRequest(tx, memberId, requestId);
    if (earlier) {
      if (earlier.wheel_id !== wheelId) throw new AppError("idempotency_conflict");
      const tickets = (await repo.ticketsOf(tx, memberId)).get(wheelId.toString()) ?? 0;
      return { spinId: earlier.id, tickets, replayed: true, paid: false };
    }
    const wheel = await repo.wheel(tx, wheelId);
    if (!wheel) throw new AppError("fortune_campaign_not_found");
    if (!wheel.enabled || wheel.starts_at > now || (wheel.ends_at && wheel.ends_at <= now)) {
      throw new AppError("fortune_wheel_closed");
    }
    if (wheelError(wheel.weights)) throw new AppError("fortune_rules_invalid");
    const tickets = await repo.takeTicket(tx, memberId, wheelId);
    if (tickets === null) throw new AppError("fortune_no_ticket");
    const segment = wheelSegment(
      wheel.weights,
      { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: seed.next_nonce },
      nodeHmac,
    );
    const amount = wheel.amounts[segment]!;
    const spinId = await repo.insertSpin(tx, {
      memberId,
      wheelId,
      requestId,
      seedId: seed.id,
      nonce: seed.next_nonce,
      weights: wheel.weights,
      amounts: wheel.amounts,
      segment,
      amount,
    });
    if (amount > 0n) {
      if (wheel.wagering === 0) {
        await repo.setSpinOperation(tx, spinId, await repo.payPrize(tx, memberId, spinId, amount));
      } else {
        await giveGrant(tx, {
          memberId,
          source: "wheel",
          ref: spinId.toString(),
          amount,
          terms: {
            multiplier: wheel.wagering,
            base: "bonus",
            weights: { default: 100 },
            maxBet: null,
            maxConversion: null,
            expiresAt: now.getTime() + GRANT_DAYS * DAY_MS,
          },
        });
      }
    }
    return { spinId, tickets, replayed: false, paid: amount > 0n };
  });
  if (outcome.paid) await signal(deps, memberId);
  const row = (await repo.spin(deps.db, memberId, outcome.spinId))!;
  return { ...spinWire(row, language), tickets: outcome.tickets, replayed: outcome.replayed };
}

export async function spinList(db: Db, memberId: bigint, page: number, size: number, language: Language) {
  const { total, rows } = await repo.spins(db, memberId, page, size);
  return { total, list: rows.map((r) => spinWire(r, language)) };
}

export async function spinDetail(db: Db, memberId: bigint, id: bigint, language: Language): Promise<FortuneSpin> {
  const row = await repo.spin(db, memberId, id);
  if (!row) throw new AppError("fortune_spin_not_found");
  return spinWire(row, language);
}

/** Earns tickets of every enabled wheel with an earning ratio (idempotent). */
export async function earnAllTickets(db: Db, now = new Date()): Promise<number> {
  let members = 0;
  for (const id of await repo.enabledWheelIds(db)) members += await repo.earnTickets(db, id, now);
  return members;
}

/** The member centre's summary: tickets of running wheels and the envelopes open or coming. */
export async function summary(db: Db, memberId: bigint, language: Language, now = new Date()): Promise<FortuneSummary> {
  const [wheelList, envelopeList] = await Promise.all([
    wheels(db, memberId, language, now),
    envelopes(db, memberId, language, now),
  ]);
  return {
    tickets: wheelList.map((w) => ({ campaignId: w.id, title: w.title, tickets: w.tickets })),
    envelopes: envelopeList
      .filter((e) => e.state !== "ended")
      .map((e) => ({
        id: e.id,
        title: e.title,
        state: e.state,
        startsAt: e.startsAt,
        endsAt: e.endsAt,
        remaining: e.packets - e.taken,
        grabbed: e.mine !== null,
        eligible: e.eligible ?? false,
      })),
  };
}

/**
 * Gives tickets once per (member, wheel, source, reference): operators and the demo seed ("grant",
 * reference = the request id), and missions ("mission": the rewards module, reference = the mission
 * and its period). A repeat with the same count answers created: false; another count is a conflict.
 */
export async function grantTickets(
  db: DbClient,
  g: {
    memberId: bigint;
    wheelId: bigint;
    tickets: number;
    requestId: string;
    reason: string;
    operator: string;
    source?: "grant" | "mission";
  },
): Promise<{ created: boolean; tickets: number }> {
  const outcome = await repo.grantTickets(db, g);
  if (!outcome.sameFields) throw new AppError("idempotency_conflict");
  return { created: outcome.created, tickets: outcome.tickets };
}

export type DemoWheelInput = repo.WheelInput;

/** The demo's wheel: created (enabled) when no wheel exists; its id either way. */
export async function ensureDemoWheel(db: DbClient, input: repo.WheelInput): Promise<bigint> {
  const existing = await repo.consoleWheels(db);
  if (existing.length > 0) return existing[existing.length - 1]!.id;
  const id = await repo.insertWheel(db, input, "demo");
  await repo.setWheelEnabled(db, id, true);
  return id;
}

export const envelopeStartsBetween = (db: Db, from: Date, to: Date) => repo.anyEnvelopeBetween(db, from, to);
export const anyRepeatingEnvelope = (db: Db) => repo.anyRepeatingEnvelope(db);
export const memberIdOf = async (db: DbClient, account: string) =>
  (await repo.memberByAccount(db, account))?.id ?? null;
