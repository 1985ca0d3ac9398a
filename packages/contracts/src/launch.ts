import { z } from "zod";
import { textSchema } from "./text.ts";
import { envelopeSchema } from "./envelope.ts";
import { gameIdSchema } from "./games.ts";

/* Game launch (spec §3 game launch, §9 constants): the member opens a game or a PVP room. */

export const launchGameSchema = z.strictObject({
  /** gameId or roomId (PVP rooms); one of them. */
  gameId: gameIdSchema.optional(),
  roomId: gameIdSchema.optional(),
  nodeId: z.union([textSchema(64), z.number().int()]).optional(),
  accountType: z.literal(1),
  confirmTrans: z.literal(0),
  vassalage: textSchema(32).min(1),
  launchMode: z.literal("GLS"),
  platform: z.literal("html5-desktop"),
  clientType: z.literal(3),
  username: textSchema(64).optional(),
  token: textSchema(128).optional(),
  merchantCode: textSchema(64).optional(),
  language: textSchema(8).optional(),
});
export type LaunchGameRequest = z.input<typeof launchGameSchema>;
export const launchGameResponseSchema = envelopeSchema(
  z.object({
    game_url: z.string(),
    /** Alternative address (another launch CDN host), when the vendor offers one. */
    game_url2: z.string().optional(),
    gameId: z.number().int(),
    gameName: z.string(),
    vassalage: z.string(),
  }),
);
export type LaunchGameValue = z.infer<typeof launchGameResponseSchema>["value"];
