import {
  PROOF_IMAGE_TYPES,
  createFairStream,
  hmacSha256,
  sha256Hex,
  spinWheel,
  wheelChances,
  type BonusTerms,
  type Language,
  type PromotionCard,
  type PromotionDetail,
  type PromotionParams,
  type PromotionState,
  type PromotionTemplate,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { brandDayOf, memberLevels } from "../vip/index.ts";
import { grantWire, memberGrants } from "./bonuses.service.ts";
import * as repo from "./centre.repository.ts";
import { giveGrant } from "./grants.service.ts";
import { eligibilityChecks, failedRule, promotionState, type MemberFacts } from "./states.ts";
import { assertEligible, checkEligibility } from "../protection/index.ts";

/*
 * The promotions centre (issue 15): what a member (or a visitor) sees of each promotion — its card,
 * its detail with the eligibility rules, and its state (spec §4) — and what they can do: join, claim
 * (a free bonus, a raffle, a promo code), apply (remark and images for staff to review). Each action
 * that pays gives a bonus grant with the promotion's terms snapshotted (grants.service.ts); the
 * participation row and the grant are written in one transaction, so a retry or a double click pays once.
 */

/** Who asks: a member with their request's address and browser, or a visitor (null). */
export type Viewer = { memberId: bigint; ip: string | null; userAgent: string | null; vipLevel: number } | null;

const DAY_MS = 86_400_000;

/** A member as a viewer: their VIP level (the vip module) with the request's address and browser. */
export async function memberViewer(
  db: DbClient,
  memberId: bigint,
  ip: string | null,
  userAgent: string | null,
): Promise<NonNullable<Viewer>> {
  const levels = await memberLevels(db, [memberId]);
  return { memberId, ip, userAgent, vipLevel: levels.get(memberId) ?? 0 };
}

/** A daily promotion (tag "daily") is taken part in once per brand day; others once. */
export const periodOf = (promotion: repo.PromotionRow, now: Date) =>
  promotion.tags.includes("daily") ? brandDayOf(now) : "";

const textIn = (texts: Record<string, string>, language: Language) => texts[language] ?? texts.vi ?? "";

/** The grant terms of a promotion's parameters (expiry from now). */
export function termsOf(params: PromotionParams, now: Date): BonusTerms {
  return {
    multiplier: params.multiplier,
    base: params.base,
    weights: params.weights,
    maxBet: params.maxBet === null ? null : BigInt(params.maxBet),
    maxConversion: params.maxConversion === null ? null : BigInt(params.maxConversion),
    expiresAt: now.getTime() + params.validDays * DAY_MS,
  };
}

function windowOf(p: repo.PromotionRow) {
  return {
    template: p.template as PromotionTemplate,
    entry: p.entry as PromotionCard["entry"],
    startsAt: p.starts_at,
    endsAt: p.ends_at,
    registrationEndsAt: p.registration_ends_at,
    eligibility: p.eligibility,
    nth: p.params.nth ?? null,
  };
}

type ViewerState = {
  facts: (MemberFacts & { ipUsedBy: Set<string>; deviceUsedBy: Set<string> }) | null;
  participations: Map<string, repo.ParticipationRow>;
  grants: Map<string, { active: number; total: number }>;
};

async function viewerState(db: DbClient, viewer: Viewer, now: Date): Promise<ViewerState> {
  if (!viewer) return { facts: null, participations: new Map(), grants: new Map() };
  const [facts, participations, grants] = await Promise.all([
    repo.memberFacts(db, viewer.memberId, viewer.vipLevel, viewer.ip, viewer.userAgent),
    repo.participations(db, viewer.memberId, ["", brandDayOf(now)]),
    repo.grantCounts(db, viewer.memberId),
  ]);
  return { facts, participations, grants };
}

function factsFor(state: ViewerState, promotionId: string): MemberFacts | null {
  if (!state.facts) return null;
  return {
    ...state.facts,
    ipUsed: state.facts.ipUsedBy.has(promotionId),
    deviceUsed: state.facts.deviceUsedBy.has(promotionId),
  };
}

function stateOf(p: repo.PromotionRow, state: ViewerState, now: Date): PromotionState {
  const id = p.id.toString();
  const participation = state.participations.get(id);
  const current = participation && participation.period === periodOf(p, now) ? participation : null;
  return promotionState(
    windowOf(p),
    now,
    factsFor(state, id),
    current,
    state.grants.get(id) ?? { active: 0, total: 0 },
  );
}

function cardOf(p: repo.PromotionRow, state: PromotionState, language: Language): PromotionCard {
  return {
    id: p.id.toString(),
    type: p.type as PromotionCard["type"],
    tags: p.tags as PromotionCard["tags"],
    template: p.template as PromotionCard["template"],
    entry: p.entry as PromotionCard["entry"],
    title: textIn(p.title, language),
    summary: textIn(p.summary, language),
    imageUrl: p.image_url,
    startsAt: p.starts_at.toISOString(),
    endsAt: p.ends_at?.toISOString() ?? null,
    registrationEndsAt: p.registration_ends_at?.toISOString() ?? null,
    state,
  };
}

/** The promotions centre: every visible promotion with the viewer's state, filtered by type and tag. */
export async function listPromotions(
  db: Db,
  viewer: Viewer,
  language: Language,
  filter: { type?: string; tag?: string },
  now = new Date(),
): Promise<{ list: PromotionCard[] }> {
  const [rows, state] = await Promise.all([repo.visiblePromotions(db, filter), viewerState(db, viewer, now)]);
  return { list: rows.map((p) => cardOf(p, stateOf(p, state, now), language)) };
}

async function visiblePromotion(db: DbClient, id: bigint): Promise<repo.PromotionRow> {
  const p = await repo.promotionById(db, id);
  if (!p || !p.enabled) throw new AppError("promotion_not_found");
  return p;
}

/** One promotion with its terms, figures, eligibility (passed or not for the member), application and grants. */
export async function promotionDetail(
  db: Db,
  viewer: Viewer,
  language: Language,
  id: bigint,
  now = new Date(),
): Promise<PromotionDetail> {
  const p = await visiblePromotion(db, id);
  const state = await viewerState(db, viewer, now);
  const participation = state.participations.get(p.id.toString());
  const params = p.params;
  const prizes = params.prizes ?? [];
  const chances = prizes.length > 0 ? wheelChances(prizes.map((prize) => prize.weight)) : [];
  const grants = viewer ? await memberGrants(db, viewer.memberId, language, { promotionId: p.id }) : [];
  return {
    ...cardOf(p, stateOf(p, state, now), language),
    terms: textIn(p.terms, language),
    params: {
      percent: params.percent ?? null,
      nth: params.nth ?? null,
      minDeposit: params.minDeposit ?? null,
      maxBonus: params.maxBonus ?? null,
      amount: params.amount ?? null,
      multiplier: params.multiplier,
      base: params.base,
      weights: {
        default: params.weights.default,
        category: { ...params.weights.category },
        vendor: { ...params.weights.vendor },
        game: { ...params.weights.game },
      } as PromotionDetail["params"]["weights"],
      maxBet: params.maxBet,
      maxConversion: params.maxConversion,
      validDays: params.validDays,
      prizes: prizes.map((prize, i) => ({ amount: prize.amount, ...chances[i]! })),
    },
    eligibility: eligibilityChecks(p.eligibility, factsFor(state, p.id.toString())),
    application:
      participation && p.entry === "apply" && participation.state !== "signed" && participation.state !== "claimed"
        ? {
            id: participation.id.toString(),
            state: participation.state,
            remark: participation.remark,
            imageIds: await repo.applicationImageIds(db, participation.id),
            reason: participation.reason,
            createdAt: participation.created_at.toISOString(),
            reviewedAt: participation.reviewed_at?.toISOString() ?? null,
          }
        : null,
    grants,
    raffle:
      p.template === "raffle"
        ? {
            seedHash: sha256Hex(p.raffle_seed),
            seed: p.ends_at !== null && now >= p.ends_at ? p.raffle_seed : null,
            clientSeed: viewer ? raffleSeeds(p, viewer.memberId, periodOf(p, now)).clientSeed : null,
            nonce: raffleSeeds(p, 0n, periodOf(p, now)).nonce,
          }
        : null,
  };
}

/** Refuses an action the promotion's window or the member's eligibility does not allow now. */
async function checkOpen(db: DbClient, p: repo.PromotionRow, viewer: NonNullable<Viewer>, now: Date): Promise<void> {
  if (now < p.starts_at || (p.ends_at !== null && now >= p.ends_at)) throw new AppError("promotion_not_open");
  if (p.registration_ends_at !== null && now >= p.registration_ends_at) throw new AppError("promotion_not_open");
  const facts = await repo.memberFacts(db, viewer.memberId, viewer.vipLevel, viewer.ip, viewer.userAgent);
  const id = p.id.toString();
  const rule = failedRule(p.eligibility, {
    ...facts,
    ipUsed: facts.ipUsedBy.has(id),
    deviceUsed: facts.deviceUsedBy.has(id),
  });
  if (rule) throw new AppError("promotion_not_eligible", { rule });
  if (p.template === "deposit_match" && p.params.nth !== undefined && facts.deposits >= p.params.nth) {
    throw new AppError("promotion_not_eligible", { rule: "minDeposits" });
  }
}

export type ActionResult = { state: PromotionState; grantId: string | null; amount: string | null };

/** A retry of the same request answers what the first did; another request after it is already_taken. */
function repeatOf(existing: repo.ParticipationRow, requestId: string, amount: bigint | null): ActionResult {
  if (existing.request_id !== requestId) throw new AppError("promotion_already_taken");
  const state: PromotionState = existing.state === "signed" ? "signed" : existing.state;
  return { state, grantId: existing.grant_id?.toString() ?? null, amount: amount?.toString() ?? null };
}

/** Joins a promotion (entry join): the member is signed up; its rule pays when it applies (e.g. the next deposit). */
export async function joinPromotion(
  db: Db,
  viewer: NonNullable<Viewer>,
  id: bigint,
  requestId: string,
  now = new Date(),
): Promise<ActionResult> {
  const p = await visiblePromotion(db, id);
  if (p.entry !== "join") throw new AppError("promotion_action_invalid");
  const period = periodOf(p, now);
  const existing = await repo.participationOf(db, p.id, viewer.memberId, period);
  if (existing) return repeatOf(existing, requestId, null);
  await assertEligible(db, viewer.memberId, "promotion");
  await checkOpen(db, p, viewer, now);
  const row = await repo.insertParticipation(db, {
    promotionId: p.id,
    memberId: viewer.memberId,
    period,
    state: "signed",
    requestId,
    ip: viewer.ip,
  });
  if (!row) return repeatOf((await repo.participationOf(db, p.id, viewer.memberId, period))!, requestId, null);
  return { state: "signed", grantId: null, amount: null };
}

/** The bonus a claim pays: a free bonus's or a code's amount, or a raffle's prize. */
function claimAmount(p: repo.PromotionRow, memberId: bigint, period: string): bigint {
  if (p.template === "free_bonus" || p.template === "promo_code") {
    if (!p.params.amount) throw new AppError("promotion_params_invalid");
    return BigInt(p.params.amount);
  }
  if (p.template === "raffle") return rafflePrize(p, memberId, period);
  throw new AppError("promotion_action_invalid");
}

/** The fair-stream seeds of a member's raffle draw: the promotion's committed seed, the member, the period. */
export function raffleSeeds(p: Pick<repo.PromotionRow, "raffle_seed">, memberId: bigint, period: string) {
  return {
    serverSeed: p.raffle_seed,
    clientSeed: `member-${memberId}`,
    nonce: period ? Number(period.replaceAll("-", "")) : 0,
  };
}

/**
 * A raffle's prize for a member: drawn from the prize table (spinWheel over the weights) by the fair
 * stream of the promotion's seed, committed by its sha256 from the start — fixed before the member
 * claims, recomputable by anyone once the seed is shown at the end.
 */
function rafflePrize(p: repo.PromotionRow, memberId: bigint, period: string): bigint {
  const prizes = p.params.prizes;
  if (!prizes || prizes.length === 0) throw new AppError("promotion_params_invalid");
  const index = spinWheel(
    prizes.map((prize) => prize.weight),
    createFairStream(hmacSha256, raffleSeeds(p, memberId, period)),
  );
  return BigInt(prizes[index]!.amount);
}

/**
 * Pays a claim (entry claim, or a promo code): the participation 'claimed' and the grant with the
 * promotion's terms, in one transaction; a repeat of the request answers the first result.
 */
async function payClaim(
  db: Db,
  viewer: NonNullable<Viewer>,
  p: repo.PromotionRow,
  requestId: string,
  now: Date,
): Promise<ActionResult> {
  const period = periodOf(p, now);
  const existing = await repo.participationOf(db, p.id, viewer.memberId, period);
  if (existing) return repeatOf(existing, requestId, null);
  await assertEligible(db, viewer.memberId, "promotion");
  await checkOpen(db, p, viewer, now);
  const amount = claimAmount(p, viewer.memberId, period);
  return inTransaction(db, async (tx) => {
    const row = await repo.insertParticipation(tx, {
      promotionId: p.id,
      memberId: viewer.memberId,
      period,
      state: "claimed",
      requestId,
      ip: viewer.ip,
    });
    if (!row) {
      const first = await repo.participationOf(db, p.id, viewer.memberId, period);
      if (!first) throw new AppError("promotion_already_taken");
      return repeatOf(first, requestId, null);
    }
    if (amount === 0n) return { state: "claimed" as const, grantId: null, amount: "0" };
    const { grantId } = await giveGrant(tx, {
      memberId: viewer.memberId,
      source: "promotion",
      ref: `${p.id}:${period || "once"}`,
      amount,
      terms: termsOf(p.params, now),
      promotionId: p.id,
      title: p.title,
    });
    await repo.settleParticipation(tx, row.id, "claimed", grantId);
    return { state: "claimed" as const, grantId: grantId.toString(), amount: amount.toString() };
  });
}

/** Claims a promotion (entry claim: a free bonus, a raffle). */
export async function claimPromotion(
  db: Db,
  viewer: NonNullable<Viewer>,
  id: bigint,
  requestId: string,
  now = new Date(),
): Promise<ActionResult> {
  const p = await visiblePromotion(db, id);
  if (p.entry !== "claim") throw new AppError("promotion_action_invalid");
  return payClaim(db, viewer, p, requestId, now);
}

/** Redeems a promo code (entry code). */
export async function redeemCode(
  db: Db,
  viewer: NonNullable<Viewer>,
  code: string,
  requestId: string,
  now = new Date(),
): Promise<ActionResult> {
  const p = await repo.promotionByCode(db, code);
  if (!p || p.entry !== "code") throw new AppError("promotion_code_invalid");
  return payClaim(db, viewer, p, requestId, now);
}

/** Stores one application image (raw png/jpeg body, ≤ 5 MB, checked by its bytes); at most 3 waiting per hour. */
export async function uploadImage(
  db: Db,
  memberId: bigint,
  contentType: string,
  bytes: Buffer,
  sniff: (bytes: Buffer) => string | null,
): Promise<{ imageId: string }> {
  const sniffed = sniff(bytes);
  if (!sniffed || sniffed !== contentType || !(PROOF_IMAGE_TYPES as readonly string[]).includes(sniffed)) {
    throw new AppError("image_type_invalid");
  }
  const id = await repo.insertImage(db, memberId, sniffed, bytes, 3);
  if (id === null) throw new AppError("too_many_images");
  return { imageId: id.toString() };
}

/** Applies to a promotion (entry apply): remark and up to 3 of the member's own unused images; staff review it. */
export async function applyToPromotion(
  db: Db,
  viewer: NonNullable<Viewer>,
  id: bigint,
  input: { requestId: string; remark: string; imageIds: string[] },
  now = new Date(),
): Promise<ActionResult> {
  const p = await visiblePromotion(db, id);
  if (p.entry !== "apply") throw new AppError("promotion_action_invalid");
  const period = periodOf(p, now);
  const existing = await repo.participationOf(db, p.id, viewer.memberId, period);
  if (existing) return repeatOf(existing, input.requestId, null);
  await assertEligible(db, viewer.memberId, "promotion");
  await checkOpen(db, p, viewer, now);
  const imageIds = [...new Set(input.imageIds)];
  return inTransaction(db, async (tx) => {
    const row = await repo.insertParticipation(tx, {
      promotionId: p.id,
      memberId: viewer.memberId,
      period,
      state: "applying",
      requestId: input.requestId,
      remark: input.remark,
      ip: viewer.ip,
    });
    if (!row) throw new AppError("promotion_already_taken");
    if ((await repo.attachImages(tx, viewer.memberId, row.id, imageIds)) !== imageIds.length) {
      throw new AppError("promotion_images_invalid");
    }
    return { state: "applying" as const, grantId: null, amount: null };
  });
}

/** An application's image for its member. */
export async function memberImage(db: Db, memberId: bigint, imageId: bigint) {
  const image = await repo.imageById(db, imageId, memberId);
  if (!image) throw new AppError("not_found");
  return image;
}

/* ---- Deposit matches ---- */

/** The bonus of a deposit match for a deposit: percent of it, capped; 0 below the minimum deposit. */
export function matchBonus(params: PromotionParams, deposit: bigint): bigint {
  if (params.minDeposit !== undefined && deposit < BigInt(params.minDeposit)) return 0n;
  const bonus = (deposit * BigInt(params.percent ?? 0)) / 100n;
  return params.maxBonus === undefined ? bonus : bonus < BigInt(params.maxBonus) ? bonus : BigInt(params.maxBonus);
}

/**
 * The deposit matches a member may choose for their next deposit (the deposit form): open, eligible,
 * and their qualifying deposit is this one.
 */
export async function depositChoices(db: Db, viewer: NonNullable<Viewer>, language: Language, now = new Date()) {
  const [rows, state] = await Promise.all([repo.depositMatches(db), viewerState(db, viewer, now)]);
  return rows
    .map((p) => ({ p, state: stateOf(p, state, now) }))
    .filter(({ p, state: s }) => (s === "join" || s === "signed") && (p.params.nth ?? 1) === state.facts!.deposits + 1)
    .map(({ p, state: s }) => ({
      ...cardOf(p, s, language),
      percent: p.params.percent ?? 0,
      maxBonus: p.params.maxBonus ?? null,
      minDeposit: p.params.minDeposit ?? null,
    }));
}

/** Checks a promotion chosen on a deposit request: a deposit match open to the member for their next deposit. */
export async function checkDepositChoice(db: Db, memberId: bigint, promotionId: bigint, amount: bigint): Promise<void> {
  const choices = await depositChoices(db, await memberViewer(db, memberId, null, null), "vi");
  const choice = choices.find((c) => c.id === promotionId.toString());
  if (!choice || (choice.minDeposit !== null && amount < BigInt(choice.minDeposit))) {
    throw new AppError("deposit_promotion_invalid");
  }
}

/**
 * After a deposit is credited: the deposit match it earns, if any — the one chosen on the order, else
 * one the member joined, else an automatic one — whose qualifying deposit (nth) this is. Gives the
 * grant (source deposit_match, reference the order: once per order, whoever calls). Answers the grant or null.
 */
export async function matchDeposit(
  db: Db,
  deposit: { memberId: bigint; orderNo: string; amount: bigint },
  now = new Date(),
): Promise<{ grantId: bigint; amount: bigint } | null> {
  const chosen = await repo.depositMatchCandidate(db, deposit.memberId, deposit.orderNo);
  if (!chosen) return null;
  // A deposit that arrived during a time-out or self-exclusion earns no bonus (issue 16).
  if (!(await checkEligibility(db, deposit.memberId, "promotion")).allowed) return null;
  const viewer = await memberViewer(db, deposit.memberId, null, null);
  const facts = await repo.memberFacts(db, deposit.memberId, viewer.vipLevel, null, null);
  // The deposit itself is counted already: the rules read the member as they were before it.
  if (failedRule(chosen.eligibility, { ...facts, deposits: facts.deposits - 1 })) return null;
  const bonus = matchBonus(chosen.params, deposit.amount);
  if (bonus <= 0n) return null;
  return inTransaction(db, async (tx) => {
    const { grantId } = await giveGrant(tx, {
      memberId: deposit.memberId,
      source: "deposit_match",
      ref: deposit.orderNo,
      amount: bonus,
      deposit: deposit.amount,
      terms: termsOf(chosen.params, now),
      promotionId: chosen.id,
      title: chosen.title,
    });
    const joined = await repo.participationOf(tx, chosen.id, deposit.memberId, periodOf(chosen, now));
    if (joined?.state === "signed") await repo.settleParticipation(tx, joined.id, "issued", grantId);
    else if (!joined) {
      await repo.insertParticipation(tx, {
        promotionId: chosen.id,
        memberId: deposit.memberId,
        period: periodOf(chosen, now),
        state: "issued",
        requestId: `deposit:${deposit.orderNo}`,
        ip: null,
      });
    }
    return { grantId, amount: bonus };
  });
}

/** The sweep: credited deposits whose match was not given (a crash between the credit and the match). */
export async function matchMissedDeposits(db: Db): Promise<number> {
  let matched = 0;
  for (const row of await repo.unmatchedDeposits(db, 200)) {
    if (await matchDeposit(db, { memberId: row.member_id, orderNo: row.order_no, amount: row.amount })) {
      matched += 1;
    }
  }
  return matched;
}

export { grantWire };
