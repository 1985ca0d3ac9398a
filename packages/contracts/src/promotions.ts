import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { LANGUAGES } from "./languages.ts";
import { GAME_CATEGORIES } from "./categories.ts";
import { MAX_WAGERING_MULTIPLIER } from "./promotions-wagering.ts";
import { multilineTextSchema, textSchema } from "./text.ts";
import { amountSchema, idParamsSchema, minorSchema, pageQueryFields, requestIdSchema } from "./wire.ts";
import {
  APPLICATION_IMAGES_MAX,
  APPLICATION_REMARK_MAX,
  ELIGIBILITY_RULES,
  PROMOTION_ENTRIES,
  PROMOTION_STATES,
  PROMOTION_TAGS,
  PROMOTION_TEMPLATES,
  PROMOTION_TYPES,
} from "./promotions-catalog.ts";

export * from "./promotions-catalog.ts";

/*
 * The promotions domain's calls (issue 15; spec §2 promotions centre, §3 promotion application and
 * tags, §4 activity states, §7 raffle claim, §9 remark ≤ 140 and images): promotions built from
 * templates, joining, claiming, applying with images, promo codes, the member's bonus grants
 * (bonusDetails) and the wagering meter of the game frame; the console's templates, application
 * review and grants. The wagering rules themselves live in promotions-wagering.ts.
 */

/** Eligibility rules as data: each present rule must pass. */
export const promotionEligibilitySchema = z.strictObject({
  verifiedPhone: z.boolean().optional(),
  /** A Zalo contact in the member's profile. */
  zaloLinked: z.boolean().optional(),
  boundBank: z.boolean().optional(),
  minVipLevel: z.number().int().min(0).max(99).optional(),
  /** Credited deposits before the qualifying one (deposit_match uses `nth` instead). */
  minDeposits: z.number().int().min(0).max(1000).optional(),
  maxDeposits: z.number().int().min(0).max(1000).optional(),
  /** One grant per device / per IP address across members. */
  onePerDevice: z.boolean().optional(),
  onePerIp: z.boolean().optional(),
  /** Only members registered at most this many days ago. */
  maxAccountAgeDays: z.number().int().min(1).max(3650).optional(),
});
export type PromotionEligibility = z.infer<typeof promotionEligibilitySchema>;

const percentSchema = z.number().int().min(1).max(1000);
const weightSchema = z.number().int().min(0).max(100);
const weightsSchema = z.strictObject({
  default: weightSchema,
  category: z.partialRecord(z.enum(GAME_CATEGORIES), weightSchema).optional(),
  vendor: z.record(z.string().regex(/^[A-Z0-9_]{2,16}$/), weightSchema).optional(),
  game: z.record(z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/), weightSchema).optional(),
});

/** A template's parameters (money in minor units as digit strings; the wagering terms copied onto each grant). */
export const promotionParamsSchema = z.strictObject({
  /** deposit_match and cashback: percent of the deposit / net loss. */
  percent: percentSchema.optional(),
  /** deposit_match: which credited deposit (1 = the first). */
  nth: z.number().int().min(1).max(100).optional(),
  /** deposit_match: the smallest qualifying deposit. */
  minDeposit: minorSchema.optional(),
  /** The largest bonus (deposit_match, cashback) or the fixed bonus (free_bonus, promo_code). */
  maxBonus: minorSchema.optional(),
  amount: minorSchema.optional(),
  /** promo_code: the code members enter (case-insensitive). */
  code: z
    .string()
    .regex(/^[A-Z0-9]{4,20}$/)
    .optional(),
  /** raffle: the prizes (amounts, 0 = nothing) and their weights. */
  prizes: z
    .array(z.strictObject({ amount: minorSchema, weight: z.number().int().min(1).max(1_000_000) }))
    .min(1)
    .max(20)
    .optional(),
  /** Wagering (promotions-wagering.ts): multiple 0–10 of the bonus or bonus + deposit. */
  multiplier: z.number().int().min(0).max(MAX_WAGERING_MULTIPLIER),
  base: z.enum(["bonus", "bonus_deposit"]),
  weights: weightsSchema,
  maxBet: minorSchema.nullable(),
  maxConversion: minorSchema.nullable(),
  /** Days a grant stays active. */
  validDays: z.number().int().min(1).max(365),
});
export type PromotionParams = z.infer<typeof promotionParamsSchema>;

/* ---- Member calls ---- */

export const promotionsQuerySchema = z.strictObject({
  type: z.enum(PROMOTION_TYPES).optional(),
  tag: z.enum(PROMOTION_TAGS).optional(),
});

/** What a member's grant from this promotion looks like now (the meter's figures). */
export const grantSchema = z.object({
  id: z.string(),
  promotionId: z.string().nullable(),
  /** The promotion's (or the source's) name in the member's language. */
  title: z.string(),
  source: z.string(),
  status: z.enum(["active", "converted", "expired", "forfeited"]),
  granted: minorSchema,
  balance: minorSchema,
  required: minorSchema,
  progress: minorSchema,
  multiplier: z.number().int(),
  base: z.enum(["bonus", "bonus_deposit"]),
  /** Contribution weights by category (percent); vendors and games with their own weight listed apart. */
  weights: z.object({
    default: z.number().int(),
    category: z.record(z.string(), z.number().int()),
    vendor: z.record(z.string(), z.number().int()),
    game: z.record(z.string(), z.number().int()),
  }),
  maxBet: minorSchema.nullable(),
  maxConversion: minorSchema.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
  /** What the conversion paid (converted) or what was forfeited (expired, forfeited). */
  paid: minorSchema.nullable(),
  forfeited: minorSchema.nullable(),
  endReason: z.string().nullable(),
});
export type BonusGrant = z.infer<typeof grantSchema>;

export const promotionCardSchema = z.object({
  id: z.string(),
  type: z.enum(PROMOTION_TYPES),
  tags: z.array(z.enum(PROMOTION_TAGS)),
  template: z.enum(PROMOTION_TEMPLATES),
  entry: z.enum(PROMOTION_ENTRIES),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** Joining / applying closes then (null: open while the promotion runs). */
  registrationEndsAt: z.string().nullable(),
  /** The member's state; for a visitor the state a new member would see ("join", "claim", …, or coming soon / closed). */
  state: z.enum(PROMOTION_STATES),
});
export type PromotionCard = z.infer<typeof promotionCardSchema>;
export const promotionsResponseSchema = envelopeSchema(z.object({ list: z.array(promotionCardSchema) }));

export const promotionParamsRouteSchema = idParamsSchema;
export const promotionDetailSchema = promotionCardSchema.extend({
  /** The terms in the member's language (paragraphs separated by blank lines). */
  terms: z.string(),
  params: z.object({
    percent: z.number().int().nullable(),
    nth: z.number().int().nullable(),
    minDeposit: minorSchema.nullable(),
    maxBonus: minorSchema.nullable(),
    amount: minorSchema.nullable(),
    multiplier: z.number().int(),
    base: z.enum(["bonus", "bonus_deposit"]),
    weights: grantSchema.shape.weights,
    maxBet: minorSchema.nullable(),
    maxConversion: minorSchema.nullable(),
    validDays: z.number().int(),
    /** raffle: prizes with their exact chances. */
    prizes: z.array(z.object({ amount: minorSchema, numerator: z.number().int(), denominator: z.number().int() })),
  }),
  /** Each eligibility rule with whether the member passes it (null for a visitor). */
  eligibility: z.array(
    z.object({ rule: z.enum(ELIGIBILITY_RULES), value: z.number().int(), passed: z.boolean().nullable() }),
  ),
  /** The member's application (apply entry), when one was sent. */
  application: z
    .object({
      id: z.string(),
      state: z.enum(["applying", "issued", "rejected"]),
      remark: z.string(),
      imageIds: z.array(z.string()),
      reason: z.string(),
      createdAt: z.string(),
      reviewedAt: z.string().nullable(),
    })
    .nullable(),
  /** The member's grants from this promotion, newest first. */
  grants: z.array(grantSchema),
  /**
   * raffle: the draw's commitment — sha256 of the promotion's server seed (shown from the start), the
   * seed itself once the promotion has ended, and the member's client seed and nonce; the prize is
   * spinWheel(weights, createFairStream(hmacSha256, seeds)).
   */
  raffle: z
    .object({
      seedHash: z.string(),
      seed: z.string().nullable(),
      clientSeed: z.string().nullable(),
      nonce: z.number().int(),
    })
    .nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;
export const promotionDetailResponseSchema = envelopeSchema(promotionDetailSchema);

/** POST /wps/promotions/:id/join and /claim: the request id makes a retry harmless. */
export const promotionActionRequestSchema = z.strictObject({ requestId: requestIdSchema });
/** Joining answers the new state; claiming also the grant it gave. */
export const promotionActionResponseSchema = envelopeSchema(
  z.object({
    state: z.enum(PROMOTION_STATES),
    grantId: z.string().nullable(),
    amount: minorSchema.nullable(),
  }),
);
/** POST /wps/relay/MCS2_claimRafflePromotion (spec §7): the raffle claim of the spec's name. */
export const raffleClaimRequestSchema = z.strictObject({
  promotionId: z.string().regex(/^[0-9]{1,18}$/),
  requestId: requestIdSchema,
});

/** POST /wps/promotions/images: one raw png/jpeg body → an image id (used by one application). */
export const applicationImageResponseSchema = envelopeSchema(z.object({ imageId: z.string() }));
/** POST /wps/promotions/:id/applications */
export const applicationRequestSchema = z.strictObject({
  requestId: requestIdSchema,
  remark: textSchema(APPLICATION_REMARK_MAX),
  imageIds: z
    .array(z.string().regex(/^[0-9]{1,18}$/))
    .max(APPLICATION_IMAGES_MAX)
    .default([]),
});
export type ApplicationRequest = z.input<typeof applicationRequestSchema>;

/** POST /wps/promotions/code */
export const promoCodeRequestSchema = z.strictObject({
  requestId: requestIdSchema,
  code: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9]{4,20}$/)),
});

/* ---- bonusDetails and the wagering meter ---- */

export const bonusesQuerySchema = z.strictObject({
  status: z.enum(["active", "ended", "all"]).default("all"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const bonusesResponseSchema = envelopeSchema(
  z.object({
    /** The bonus account (the sum of the active grants' balances). */
    bonusBalance: minorSchema,
    activeCount: z.number().int(),
    total: z.number().int(),
    list: z.array(grantSchema),
  }),
);
/** One grant with its entries (bets, wins, rollbacks, conversion), newest first. */
export const bonusEntrySchema = z.object({
  kind: z.enum(["grant", "bet", "win", "rollback", "convert", "expire", "forfeit"]),
  roundId: z.string().nullable(),
  bonus: z.string(),
  real: z.string(),
  wagering: minorSchema,
  balanceAfter: minorSchema,
  at: z.string(),
});
export const bonusDetailResponseSchema = envelopeSchema(
  z.object({ grant: grantSchema, entries: z.array(bonusEntrySchema) }),
);
/** GET /wps/bonuses/meter?game=<game id>: the grant a bet would feed now and the weight of that game. */
export const bonusMeterQuerySchema = z.strictObject({
  game: z
    .string()
    .regex(/^[0-9]{1,18}$/)
    .optional(),
});
export const bonusMeterResponseSchema = envelopeSchema(
  z.object({
    grant: grantSchema.nullable(),
    /** The weight (percent) the game counts with for that grant (null without a game or grant). */
    weight: z.number().int().nullable(),
    /** Other active grants queued after it. */
    queued: z.number().int(),
  }),
);
/** POST /wps/bonuses/:id/forfeit: the member gives a grant up (explicit). */
export const bonusForfeitRequestSchema = z.strictObject({ requestId: requestIdSchema, confirm: z.literal(true) });
export const bonusForfeitResponseSchema = envelopeSchema(z.object({ forfeited: minorSchema }));

/* ---- Console ---- */

const localizedSchema = (max: number, multiline = false) =>
  z.strictObject(
    Object.fromEntries(
      LANGUAGES.map((language) => [language, (multiline ? multilineTextSchema(max) : textSchema(max)).min(1)]),
    ) as Record<(typeof LANGUAGES)[number], ReturnType<typeof textSchema>>,
  );

export const consolePromotionSchema = z.object({
  id: z.string(),
  type: z.enum(PROMOTION_TYPES),
  tags: z.array(z.enum(PROMOTION_TAGS)),
  template: z.enum(PROMOTION_TEMPLATES),
  entry: z.enum(PROMOTION_ENTRIES),
  title: z.record(z.string(), z.string()),
  summary: z.record(z.string(), z.string()),
  terms: z.record(z.string(), z.string()),
  imageUrl: z.string(),
  params: promotionParamsSchema,
  eligibility: promotionEligibilitySchema,
  enabled: z.boolean(),
  sort: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  registrationEndsAt: z.string().nullable(),
  /** Grants given and their total; applications waiting. */
  grants: z.number().int(),
  granted: minorSchema,
  applying: z.number().int(),
});
export type ConsolePromotion = z.infer<typeof consolePromotionSchema>;
export const consolePromotionsResponseSchema = envelopeSchema(z.object({ list: z.array(consolePromotionSchema) }));
export const consolePromotionRequestSchema = z.strictObject({
  type: z.enum(PROMOTION_TYPES),
  tags: z.array(z.enum(PROMOTION_TAGS)).max(PROMOTION_TAGS.length),
  template: z.enum(PROMOTION_TEMPLATES),
  entry: z.enum(PROMOTION_ENTRIES),
  title: localizedSchema(80),
  summary: localizedSchema(200),
  terms: localizedSchema(4000, true),
  imageUrl: z.string().max(500),
  params: promotionParamsSchema,
  eligibility: promotionEligibilitySchema,
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(10_000),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  registrationEndsAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ConsolePromotionRequest = z.input<typeof consolePromotionRequestSchema>;
export const consolePromotionResponseSchema = envelopeSchema(consolePromotionSchema);

export const consoleApplicationsQuerySchema = z.strictObject({
  state: z.enum(["applying", "issued", "rejected", "all"]).default("applying"),
  ...pageQueryFields,
});
export const consoleApplicationSchema = z.object({
  id: z.string(),
  promotionId: z.string(),
  promotionTitle: z.string(),
  memberId: z.string(),
  memberAccount: z.string(),
  state: z.enum(["applying", "issued", "rejected"]),
  remark: z.string(),
  imageIds: z.array(z.string()),
  reason: z.string(),
  grantId: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type ConsoleApplication = z.infer<typeof consoleApplicationSchema>;
export const consoleApplicationsResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(consoleApplicationSchema) }),
);
/** Approving gives the promotion's bonus (optionally another amount, e.g. for a cashback computed by staff). */
export const consoleApplicationApproveSchema = z.strictObject({
  amount: amountSchema.optional(),
  remark: textSchema(200).optional(),
});
export const consoleApplicationRejectSchema = z.strictObject({ reason: textSchema(200).min(1) });
export const consoleApplicationImageParamsSchema = z.strictObject({
  id: z.string().regex(/^[0-9]{1,18}$/),
  imageId: z.string().regex(/^[0-9]{1,18}$/),
});

export const consoleGrantsQuerySchema = z.strictObject({
  status: z.enum(["active", "converted", "expired", "forfeited", "all"]).default("active"),
  /** A member id or account. */
  member: z.string().max(64).optional(),
  ...pageQueryFields,
});
export const consoleGrantSchema = grantSchema.extend({ memberId: z.string(), memberAccount: z.string() });
export type ConsoleGrant = z.infer<typeof consoleGrantSchema>;
export const consoleGrantsResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(consoleGrantSchema) }),
);
export const consoleGrantForfeitSchema = z.strictObject({ reason: textSchema(500).min(1) });

/** The daily rebate runs (one per brand day) with what they offered. */
export const consoleRebateRunSchema = z.object({
  day: z.string(),
  members: z.number().int(),
  validBet: minorSchema,
  amount: minorSchema,
  createdAt: z.string(),
});
export const consoleRebateRunsResponseSchema = envelopeSchema(z.object({ list: z.array(consoleRebateRunSchema) }));
