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
  /** GLS: a game or room; LOTT: the lottery (spec §3 lottery lobby launch, with the lotto* fields). */
  launchMode: z.enum(["GLS", "LOTT"]),
  platform: z.literal("html5-desktop"),
  clientType: z.literal(3),
  username: textSchema(64).optional(),
  token: textSchema(128).optional(),
  merchantCode: textSchema(64).optional(),
  language: textSchema(8).optional(),
  lottoArea: z.literal("VN").optional(),
  lottoPrizeMode: z.enum(["Lott", "ZY", "Elott", "SEA"]).optional(),
  lottoGameCode: z
    .string()
    .regex(/^[A-Z0-9_]{2,16}$/)
    .optional(),
  lottoView: z.enum(["betting", "lobby"]).optional(),
  device: textSchema(16).optional(),
  /** Where the lottery's back button returns: a path of this site. */
  backUrl: z
    .string()
    .regex(/^\/[A-Za-z0-9/_?=&.-]{0,200}$/)
    .optional(),
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
