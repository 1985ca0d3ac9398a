import { z } from "zod";
import { textSchema } from "./text.ts";
import { envelopeSchema } from "./envelope.ts";
import { dateSchema, minorSchema, signedMinorSchema } from "./wire.ts";
import { gameCategorySchema } from "./games.ts";

/*
 * Betting record (member centre personalHistoryCopy) and profit and loss (personalProfit),
 * computed from the platform's own game rounds (game_round), in the brand's time zone.
 */

export const GAME_ROUND_STATUSES = ["open", "settled", "rolled_back"] as const;

export const bettingRecordQuerySchema = z
  .strictObject({
    startDate: dateSchema,
    endDate: dateSchema,
    gameCategory: gameCategorySchema.optional(),
    vassalage: textSchema(32).min(1).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => q.startDate <= q.endDate, { message: "startDate after endDate", path: ["endDate"] });
export type BettingRecordQuery = z.input<typeof bettingRecordQuerySchema>;

export const bettingRecordRowSchema = z.object({
  /** The vendor's round id. */
  roundId: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameCategory: gameCategorySchema,
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  status: z.enum(GAME_ROUND_STATUSES),
  betAmount: minorSchema,
  winAmount: minorSchema,
  /** win − bet (0 for rolled-back rounds). */
  profit: signedMinorSchema,
  /** The vendor's round-verification page, when the vendor offers one (demo vendor). */
  verifyUrl: z.string().nullable(),
});
export type BettingRecordRow = z.infer<typeof bettingRecordRowSchema>;
export const bettingRecordResponseSchema = envelopeSchema(
  z.object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    list: z.array(bettingRecordRowSchema),
    /** Over the whole filtered range. */
    totalBet: minorSchema,
    totalWin: minorSchema,
    totalProfit: signedMinorSchema,
  }),
);
export type BettingRecordValue = z.infer<typeof bettingRecordResponseSchema>["value"];

export const profitQuerySchema = z
  .strictObject({
    startDate: dateSchema,
    endDate: dateSchema,
    gameCategory: gameCategorySchema.optional(),
    vassalage: textSchema(32).min(1).optional(),
  })
  .refine((q) => q.startDate <= q.endDate, { message: "startDate after endDate", path: ["endDate"] });
export type ProfitQuery = z.input<typeof profitQuerySchema>;
export const profitResponseSchema = envelopeSchema(
  z.object({
    /** One entry per day of the range (days without rounds have zeros), oldest first. */
    days: z.array(
      z.object({
        date: z.string(),
        rounds: z.number().int(),
        bet: minorSchema,
        win: minorSchema,
        profit: signedMinorSchema,
      }),
    ),
    /** Per category, then per vendor, over the range. */
    byVendor: z.array(
      z.object({
        gameCategory: gameCategorySchema,
        vassalage: z.string(),
        vendorName: z.string(),
        rounds: z.number().int(),
        bet: minorSchema,
        win: minorSchema,
        profit: signedMinorSchema,
      }),
    ),
    totalBet: minorSchema,
    totalWin: minorSchema,
    totalProfit: signedMinorSchema,
    rounds: z.number().int(),
  }),
);
export type ProfitValue = z.infer<typeof profitResponseSchema>["value"];
