import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { amountSchema, minorSchema, requestIdSchema } from "./wire.ts";
import { nameSchema, textSchema } from "./text.ts";
import { CLIENT_SEED_PATTERN } from "./fair.ts";
import { ENVELOPE_MAX_PACKETS } from "./promotions-fair.ts";
import { FORTUNE_MAX_GRANT, FORTUNE_MAX_WAGERING, WHEEL_MAX_SEGMENTS } from "./fortune-rules.ts";

/*
 * Fortune calls (issue 15): red envelopes and the lucky wheel, member and console sides. The
 * recomputation and the paths are in fortune-rules.ts (zod-free, for the web).
 */

const hashSchema = z.string().regex(/^[0-9a-f]{64}$/);
const idSchema = z.string().regex(/^[0-9]{1,18}$/);

/** A title in the five languages (vi required; a missing language shows vi). */
export const fortuneTitleSchema = z.strictObject({
  vi: textSchema(80).pipe(z.string().min(1)),
  en: textSchema(80).optional(),
  zh: textSchema(80).optional(),
  ja: textSchema(80).optional(),
  th: textSchema(80).optional(),
});
export type FortuneTitle = z.infer<typeof fortuneTitleSchema>;

export const FORTUNE_ENVELOPE_STATES = ["scheduled", "open", "ended"] as const;
export type FortuneEnvelopeState = (typeof FORTUNE_ENVELOPE_STATES)[number];

export const fortuneIdParamsSchema = z.strictObject({ id: idSchema });

/* ---- Member side ---- */

/** Who may grab: deposits and/or valid bet over the look-back window reaching the thresholds. */
export const fortuneEligibilitySchema = z.object({
  minDeposit: minorSchema,
  minValidBet: minorSchema,
  /** "all": every non-zero threshold; "any": one of them. */
  match: z.enum(["all", "any"]),
  lookbackDays: z.number().int(),
});
export type FortuneEligibility = z.infer<typeof fortuneEligibilitySchema>;

export const fortuneEnvelopeSchema = z.object({
  id: z.string(),
  title: z.string(),
  state: z.enum(FORTUNE_ENVELOPE_STATES),
  startsAt: z.string(),
  endsAt: z.string(),
  total: minorSchema,
  packets: z.number().int(),
  minimum: minorSchema,
  mode: z.enum(["fixed", "random"]),
  wagering: z.number().int(),
  taken: z.number().int(),
  /** A new rain the next day at the same time when this one ends. */
  repeatDaily: z.boolean(),
  eligibility: fortuneEligibilitySchema,
  /** Published at creation. */
  seedHash: hashSchema,
  splitHash: hashSchema,
  /** The member's packet (login), or null. */
  mine: z.object({ position: z.number().int(), amount: minorSchema }).nullable(),
  /** Whether the member qualifies now (null without login). */
  eligible: z.boolean().nullable(),
  /** Revealed once the campaign ended. */
  serverSeed: z.string().nullable(),
  amounts: z.array(minorSchema).nullable(),
  clientSeed: z.string(),
});
export type FortuneEnvelope = z.infer<typeof fortuneEnvelopeSchema>;

export const fortuneEnvelopeDetailSchema = fortuneEnvelopeSchema.extend({
  /** Grabbed packets in order (the account masked). */
  grabs: z.array(z.object({ position: z.number().int(), amount: minorSchema, account: z.string(), at: z.string() })),
});
export type FortuneEnvelopeDetail = z.infer<typeof fortuneEnvelopeDetailSchema>;

export const fortuneEnvelopesResponseSchema = envelopeSchema(z.array(fortuneEnvelopeSchema));
export const fortuneEnvelopeResponseSchema = envelopeSchema(fortuneEnvelopeDetailSchema);

export const fortuneGrabRequestSchema = z.strictObject({ requestId: requestIdSchema });
export const fortuneGrabResultSchema = z.object({
  campaignId: z.string(),
  position: z.number().int(),
  amount: minorSchema,
  wagering: z.number().int(),
  replayed: z.boolean(),
});
export type FortuneGrabResult = z.infer<typeof fortuneGrabResultSchema>;
export const fortuneGrabResponseSchema = envelopeSchema(fortuneGrabResultSchema);

export const fortunePrizeSchema = z.object({
  /** Minor units; "0" = nothing. */
  amount: minorSchema,
  weight: z.number().int(),
  /** Exact chance: weight / total weight. */
  numerator: z.number().int(),
  denominator: z.number().int(),
});
export type FortunePrize = z.infer<typeof fortunePrizeSchema>;

export const fortuneWheelSchema = z.object({
  id: z.string(),
  title: z.string(),
  enabled: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  wagering: z.number().int(),
  /** Minor units of deposit / valid bet per ticket; null when that source earns none. */
  depositPerTicket: minorSchema.nullable(),
  betPerTicket: minorSchema.nullable(),
  prizes: z.array(fortunePrizeSchema),
  /** The member's tickets (0 without login). */
  tickets: z.number().int(),
});
export type FortuneWheel = z.infer<typeof fortuneWheelSchema>;
export const fortuneWheelsResponseSchema = envelopeSchema(z.array(fortuneWheelSchema));

export const fortuneSeedSchema = z.object({ seedHash: hashSchema, clientSeed: z.string(), nonce: z.number().int() });
export type FortuneSeed = z.infer<typeof fortuneSeedSchema>;
export const fortuneSeedResponseSchema = envelopeSchema(fortuneSeedSchema);
export const fortuneSeedRequestSchema = z.strictObject({ clientSeed: z.string().regex(CLIENT_SEED_PATTERN) });
export const fortuneRotateResponseSchema = envelopeSchema(
  z.object({
    previous: z.object({
      serverSeed: z.string(),
      seedHash: hashSchema,
      clientSeed: z.string(),
      spins: z.number().int(),
    }),
    current: fortuneSeedSchema,
  }),
);

export const fortuneSpinRequestSchema = z.strictObject({ requestId: requestIdSchema });
export const fortuneSpinSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  campaignTitle: z.string(),
  segment: z.number().int(),
  amount: minorSchema,
  wagering: z.number().int(),
  weights: z.array(z.number().int()),
  amounts: z.array(minorSchema),
  seedHash: hashSchema,
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Revealed once the member rotated the seed pair. */
  serverSeed: z.string().nullable(),
  at: z.string(),
});
export type FortuneSpin = z.infer<typeof fortuneSpinSchema>;
export const fortuneSpinResultSchema = fortuneSpinSchema.extend({ tickets: z.number().int(), replayed: z.boolean() });
export type FortuneSpinResult = z.infer<typeof fortuneSpinResultSchema>;
export const fortuneSpinResponseSchema = envelopeSchema(fortuneSpinResultSchema);
export const fortuneSpinsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const fortuneSpinsResponseSchema = envelopeSchema(
  z.object({ total: z.number().int(), list: z.array(fortuneSpinSchema) }),
);
export const fortuneSpinDetailResponseSchema = envelopeSchema(fortuneSpinSchema);

export const fortuneSummarySchema = z.object({
  tickets: z.array(z.object({ campaignId: z.string(), title: z.string(), tickets: z.number().int() })),
  envelopes: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      state: z.enum(FORTUNE_ENVELOPE_STATES),
      startsAt: z.string(),
      endsAt: z.string(),
      remaining: z.number().int(),
      grabbed: z.boolean(),
      eligible: z.boolean(),
    }),
  ),
});
export type FortuneSummary = z.infer<typeof fortuneSummarySchema>;
export const fortuneSummaryResponseSchema = envelopeSchema(fortuneSummarySchema);

/* ---- Console side ---- */

const wageringSchema = z.number().int().min(0).max(FORTUNE_MAX_WAGERING);
const minorOrZeroSchema = z.string().regex(/^(0|[1-9][0-9]{0,17})$/);

export const consoleEnvelopeCreateSchema = z.strictObject({
  title: fortuneTitleSchema,
  total: amountSchema,
  packets: z.number().int().min(1).max(ENVELOPE_MAX_PACKETS),
  minimum: amountSchema,
  mode: z.enum(["fixed", "random"]),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  wagering: wageringSchema,
  minDeposit: minorOrZeroSchema,
  minValidBet: minorOrZeroSchema,
  match: z.enum(["all", "any"]),
  lookbackDays: z.number().int().min(1).max(90),
  repeatDaily: z.boolean().default(false),
});
export type ConsoleEnvelopeCreate = z.input<typeof consoleEnvelopeCreateSchema>;

export const consoleEnvelopeSchema = fortuneEnvelopeSchema
  .omit({ mine: true, eligible: true, title: true })
  .extend({ title: fortuneTitleSchema, remainingAmount: minorSchema, createdBy: z.string() });
export type ConsoleEnvelope = z.infer<typeof consoleEnvelopeSchema>;
export const consoleEnvelopesResponseSchema = envelopeSchema(z.array(consoleEnvelopeSchema));
export const consoleEnvelopeDetailResponseSchema = envelopeSchema(
  consoleEnvelopeSchema.extend({
    grabs: z.array(
      z.object({
        position: z.number().int(),
        amount: minorSchema,
        account: z.string(),
        memberId: z.string(),
        at: z.string(),
      }),
    ),
  }),
);
export const consoleEnvelopeResponseSchema = envelopeSchema(consoleEnvelopeSchema);
export const consoleReasonSchema = z.strictObject({ reason: textSchema(200).pipe(z.string().min(2)) });

export const consolePrizeInputSchema = z.strictObject({
  amount: minorOrZeroSchema,
  weight: z.number().int().min(0).max(1_000_000),
});
export const consoleWheelInputSchema = z.strictObject({
  title: fortuneTitleSchema,
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  wagering: wageringSchema,
  depositPerTicket: minorOrZeroSchema,
  betPerTicket: minorOrZeroSchema,
  prizes: z.array(consolePrizeInputSchema).min(2).max(WHEEL_MAX_SEGMENTS),
});
export type ConsoleWheelInput = z.input<typeof consoleWheelInputSchema>;
export const consoleWheelSchema = fortuneWheelSchema
  .omit({ tickets: true, title: true })
  .extend({ title: fortuneTitleSchema, spins: z.number().int(), paid: minorSchema, ticketsOut: z.number().int() });
export type ConsoleWheel = z.infer<typeof consoleWheelSchema>;
export const consoleWheelsResponseSchema = envelopeSchema(z.array(consoleWheelSchema));
export const consoleWheelResponseSchema = envelopeSchema(consoleWheelSchema);
export const consoleWheelEnableSchema = z.strictObject({ enabled: z.boolean() });

export const consoleTicketGrantSchema = z.strictObject({
  account: nameSchema(32).pipe(z.string().min(1)),
  campaignId: idSchema,
  tickets: z.number().int().min(1).max(FORTUNE_MAX_GRANT),
  reason: textSchema(200).pipe(z.string().min(2)),
  requestId: requestIdSchema,
});
export type ConsoleTicketGrant = z.infer<typeof consoleTicketGrantSchema>;
export const consoleTicketGrantResponseSchema = envelopeSchema(
  z.object({ memberId: z.string(), account: z.string(), tickets: z.number().int(), replayed: z.boolean() }),
);
