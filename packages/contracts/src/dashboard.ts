import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { minorSchema, signedMinorSchema } from "./wire.ts";

/* The operator console's landing page: the day's and the last 30 days' figures. */

/** One day's figures (a day of the brand's time zone); money as digit strings in minor units. */
export const consoleDashboardDaySchema = z.object({
  /** YYYY-MM-DD in the brand's time zone. */
  day: z.string(),
  /** Deposits credited to members. */
  deposits: minorSchema,
  /** Withdrawals paid out (less payouts refunded after a dispute). */
  withdrawals: signedMinorSchema,
  /** Stakes of bets, less rolled-back bets. */
  bets: signedMinorSchema,
  wins: minorSchema,
  /** Gross gaming revenue: bets − wins. */
  ggr: signedMinorSchema,
  /** Members with a game round, a deposit order or a login that day. */
  activeMembers: z.number().int(),
  newMembers: z.number().int(),
});
export type ConsoleDashboardDay = z.infer<typeof consoleDashboardDaySchema>;
export const consoleDashboardSchema = z.object({
  timeZone: z.string(),
  /** Today so far. */
  today: consoleDashboardDaySchema,
  /** The last 30 days, oldest first, today last. */
  days: z.array(consoleDashboardDaySchema),
  /** Sums over the 30 days (active members: distinct over the 30 days). */
  total: consoleDashboardDaySchema.omit({ day: true }),
});
export type ConsoleDashboard = z.infer<typeof consoleDashboardSchema>;
export const consoleDashboardResponseSchema = envelopeSchema(consoleDashboardSchema);
