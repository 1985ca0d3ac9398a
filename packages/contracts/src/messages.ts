import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { multilineTextSchema, textSchema } from "./text.ts";
import { pageQueryFields } from "./wire.ts";
import { MESSAGE_CATEGORIES, MESSAGE_SEGMENT_KINDS, MESSAGE_TEMPLATES } from "./message-kinds.ts";

/*
 * Messages (issue 16): the member's inbox (spec §2 messageV2, the header's unread badge at
 * CSP_unreadCount) and the operator's sends. A message is either a template of an event (rendered
 * on read in the member's language from the server catalogue's `message.<template>.title|body`
 * keys) or an operator's text per language (vi required, a missing language shows vi).
 */

const idSchema = z.string().regex(/^[0-9]{1,18}$/);

export const messageIdParamsSchema = z.strictObject({ id: idSchema });

/** One inbox message, rendered in the request's language. */
export const messageSchema = z.object({
  id: z.string(),
  category: z.enum(MESSAGE_CATEGORIES),
  /** The event template, or null for an operator's text. */
  template: z.enum(MESSAGE_TEMPLATES).nullable(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagesQuerySchema = z.strictObject({
  ...pageQueryFields,
  size: z.coerce.number().int().min(1).max(50).default(10),
  /** Only unread messages when "1". */
  unread: z.enum(["0", "1"]).optional(),
});
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

export const messagesPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  unread: z.number().int(),
  list: z.array(messageSchema),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;
export const messagesResponseSchema = envelopeSchema(messagesPageSchema);
export const messageResponseSchema = envelopeSchema(messageSchema);

/** CSP_unreadCount (spec §2, §7): the header badge's number. */
export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
export const unreadCountResponseSchema = envelopeSchema(unreadCountSchema);

/** Answer of mark read / mark all read / delete: how many changed and the unread count after. */
export const messageChangeSchema = z.object({ changed: z.number().int(), unread: z.number().int() });
export type MessageChange = z.infer<typeof messageChangeSchema>;
export const messageChangeResponseSchema = envelopeSchema(messageChangeSchema);

/* ---- Console: operator sends ---- */

const titleTextSchema = z.strictObject({
  vi: textSchema(120),
  en: textSchema(120).optional(),
  zh: textSchema(120).optional(),
  ja: textSchema(120).optional(),
  th: textSchema(120).optional(),
});
const bodyTextSchema = z.strictObject({
  vi: multilineTextSchema(4000),
  en: multilineTextSchema(4000).optional(),
  zh: multilineTextSchema(4000).optional(),
  ja: multilineTextSchema(4000).optional(),
  th: multilineTextSchema(4000).optional(),
});

/** Who receives an operator's message. */
export const messageSegmentSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("member"), account: textSchema(64) }),
  z.strictObject({ kind: z.literal("vip"), level: z.number().int().min(0).max(99) }),
  z.strictObject({ kind: z.literal("agentTeam"), account: textSchema(64) }),
  z.strictObject({ kind: z.literal("all") }),
]);
export type MessageSegmentInput = z.infer<typeof messageSegmentSchema>;

export const consoleMessageSendSchema = z.strictObject({
  segment: messageSegmentSchema,
  category: z.enum(MESSAGE_CATEGORIES),
  title: titleTextSchema,
  body: bodyTextSchema,
});
export type ConsoleMessageSend = z.infer<typeof consoleMessageSendSchema>;

/** One operator send (a broadcast) with its recipient count. */
export const consoleBroadcastSchema = z.object({
  id: z.string(),
  segmentKind: z.enum(MESSAGE_SEGMENT_KINDS),
  /** The account (member, agent team) or VIP level named; "" for all. */
  segmentValue: z.string(),
  category: z.enum(MESSAGE_CATEGORIES),
  title: z.string(),
  body: z.string(),
  /** Languages written by the operator (vi always). */
  languages: z.array(z.string()),
  recipients: z.number().int(),
  read: z.number().int(),
  operator: z.string(),
  createdAt: z.string(),
});
export type ConsoleBroadcast = z.infer<typeof consoleBroadcastSchema>;
export const consoleBroadcastResponseSchema = envelopeSchema(consoleBroadcastSchema);
export const consoleBroadcastsQuerySchema = z.strictObject({ ...pageQueryFields });
export const consoleBroadcastsResponseSchema = envelopeSchema(
  z.object({
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    list: z.array(consoleBroadcastSchema),
  }),
);
export type ConsoleBroadcastsPage = {
  total: number;
  page: number;
  size: number;
  list: ConsoleBroadcast[];
};
