import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { GAME_CATEGORIES } from "./categories.ts";

export const gameCategorySchema = z.enum(GAME_CATEGORIES);

/** Game vendor card (spec §3). */
export const vendorCardSchema = z.object({
  accountTypeId: z.number().int(),
  displayName: z.string(),
  smallIcon: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  vassalage: z.string(),
  gameCategory: gameCategorySchema,
  gameCount: z.number().int().nonnegative(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const laneSchema = z.object({
  title: gameCategorySchema,
  vendors: z.array(vendorCardSchema),
});
export type Lane = z.infer<typeof laneSchema>;

export const gameVendorQuerySchema = z.strictObject({
  merchantCode: z.string().min(1).max(64).optional(),
});
export const gameVendorResponseSchema = envelopeSchema(z.object({ data: z.object({ lanes: z.array(laneSchema) }) }));
export type GameVendorValue = z.infer<typeof gameVendorResponseSchema>["value"];
