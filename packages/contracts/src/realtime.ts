import { z } from "zod";
import { textSchema } from "./text.ts";
import { MEMBER_EVENT_TYPES } from "./money-enums.ts";
import { minorSchema } from "./wire.ts";
import { chatEventSchema } from "./chat.ts";

/* ---- Realtime (/ws): the server signals, the client refetches (architecture.md §6) ---- */

export const memberEventSchema = z.object({
  type: z.enum(MEMBER_EVENT_TYPES),
  /** The order concerned, when there is one. */
  orderNo: z.string().optional(),
  amount: minorSchema.optional(),
});
export type MemberEvent = z.infer<typeof memberEventSchema>;
/** Client → server, first frame after the socket opens: the session token (browsers cannot set headers). */
export const wsHelloSchema = z.strictObject({ type: z.literal("hello"), token: textSchema(128).min(20) });
/** Server → client frames. */
export const wsServerFrameSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("ready") }),
  z.object({ kind: z.literal("event"), event: memberEventSchema }),
  z.object({ kind: z.literal("error"), code: z.string() }),
  /** A chat room event (issue 16) of the room this socket joined. */
  z.object({ kind: z.literal("chat"), room: z.string(), event: chatEventSchema }),
]);
export type WsServerFrame = z.infer<typeof wsServerFrameSchema>;
