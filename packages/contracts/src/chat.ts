import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { minorSchema, requestIdSchema } from "./wire.ts";
import { textSchema } from "./text.ts";
import { LANGUAGES } from "./languages.ts";
import {
  CHAT_BANNED_WORDS_MAX,
  CHAT_HISTORY_PAGE,
  CHAT_HISTORY_PAGE_MAX,
  CHAT_MAX_LENGTH_MAX,
  CHAT_MAX_LENGTH_MIN,
  CHAT_MUTE_MAX_MINUTES,
  CHAT_ROOM_PATTERN,
  CHAT_TEXT_WIRE_MAX,
} from "./chat-rules.ts";

/* Chat room calls and frames (issue 16); paths and limits in chat-rules.ts (zod-free, for the web). */

const idSchema = z.string().regex(/^[0-9]{1,18}$/);
const roomIdSchema = z.string().regex(CHAT_ROOM_PATTERN);

export const chatRoomParamsSchema = z.strictObject({ room: roomIdSchema });

export const chatRoomSchema = z.object({ id: z.string(), name: z.string(), muted: z.boolean() });
export type ChatRoom = z.infer<typeof chatRoomSchema>;
export const chatRoomsResponseSchema = envelopeSchema(z.array(chatRoomSchema));

/** A shared lottery line as the message shows it (a snapshot taken from the member's own ticket). */
export const chatTicketSchema = z.object({
  id: z.string(),
  drawId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  issue: z.string(),
  betType: z.string(),
  numbers: z.array(z.string()),
  stake: minorSchema,
});
export type ChatTicket = z.infer<typeof chatTicketSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  room: z.string(),
  /** A stable pseudonymous key of the author (the web marks the member's own messages with it). */
  author: z.string(),
  /** The nickname, or the account masked (ab***9). */
  nickname: z.string(),
  vip: z.number().int(),
  /** Banned words already masked. */
  text: z.string(),
  ticket: chatTicketSchema.nullable(),
  at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatHistoryQuerySchema = z.strictObject({
  before: idSchema.optional(),
  size: z.coerce.number().int().min(1).max(CHAT_HISTORY_PAGE_MAX).default(CHAT_HISTORY_PAGE),
});
/** Newest first; `more`: older messages remain (ask again with before = the last id). */
export const chatHistoryResponseSchema = envelopeSchema(
  z.object({ list: z.array(chatMessageSchema), more: z.boolean() }),
);
export type ChatHistory = z.infer<typeof chatHistoryResponseSchema>["value"];

/** Text, a shared ticket, or both. */
export const chatPostRequestSchema = z.strictObject({
  requestId: requestIdSchema,
  text: textSchema(CHAT_TEXT_WIRE_MAX).optional(),
  ticketId: idSchema.optional(),
});
export type ChatPostRequest = z.infer<typeof chatPostRequestSchema>;
export const chatPostResponseSchema = envelopeSchema(chatMessageSchema);

/** What the member may do in a room now; `reason` is a catalogue code with its message. */
export const chatPermissionSchema = z.object({
  room: z.string(),
  canRead: z.boolean(),
  canPost: z.boolean(),
  reason: z.string().nullable(),
  message: z.string().nullable(),
  /** A mute for a time: its end. */
  mutedUntil: z.string().nullable(),
  /** The brand's rule, and the member's totals when the rule was read. */
  rule: z.object({ minDeposit: minorSchema, minValidBet: minorSchema, match: z.enum(["all", "any"]) }),
  totals: z.object({ deposit: minorSchema, validBet: minorSchema }).nullable(),
  maxLength: z.number().int(),
  /** The member's own author key. */
  me: z.string(),
});
export type ChatPermission = z.infer<typeof chatPermissionSchema>;
export const chatPermissionResponseSchema = envelopeSchema(chatPermissionSchema);

export const chatTicketsResponseSchema = envelopeSchema(z.array(chatTicketSchema));

/* ---- The room events on /ws ---- */

export const chatClientFrameSchema = z.discriminatedUnion("type", [
  /** `language`: of the permission's message (vi when absent). */
  z.strictObject({ type: z.literal("join"), room: roomIdSchema, language: z.enum(LANGUAGES).optional() }),
  z.strictObject({ type: z.literal("leave") }),
]);

export const chatEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("joined"), permission: chatPermissionSchema }),
  z.object({ type: z.literal("message"), message: chatMessageSchema }),
  z.object({ type: z.literal("deleted"), id: z.string() }),
  z.object({ type: z.literal("refresh") }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;

/* ---- Console ---- */

export const consoleChatRoomSchema = chatRoomSchema.extend({ messagesToday: z.number().int() });
export const consoleChatRoomsResponseSchema = envelopeSchema(z.array(consoleChatRoomSchema));
export const consoleChatRoomRequestSchema = z.strictObject({ muted: z.boolean() });
export const consoleChatRoomResponseSchema = envelopeSchema(consoleChatRoomSchema);

export const consoleChatMessagesQuerySchema = z.strictObject({
  room: roomIdSchema.optional(),
  account: textSchema(64).optional(),
  before: idSchema.optional(),
  size: z.coerce.number().int().min(1).max(CHAT_HISTORY_PAGE_MAX).default(50),
});
export const consoleChatMessageSchema = chatMessageSchema.extend({
  memberId: z.string(),
  account: z.string(),
  deletedAt: z.string().nullable(),
  deletedBy: z.string().nullable(),
});
export type ConsoleChatMessage = z.infer<typeof consoleChatMessageSchema>;
export const consoleChatMessagesResponseSchema = envelopeSchema(
  z.object({ list: z.array(consoleChatMessageSchema), more: z.boolean() }),
);
/** A deletion may name its reason (kept in the audit); no body at all is fine too. */
export const consoleChatDeleteRequestSchema = z.strictObject({ reason: textSchema(200).optional() }).nullish();
export const consoleChatDeleteResponseSchema = envelopeSchema(consoleChatMessageSchema);

export const consoleChatMuteRequestSchema = z.strictObject({
  account: textSchema(64).pipe(z.string().min(1)),
  /** Minutes, or null for good. */
  minutes: z.number().int().min(1).max(CHAT_MUTE_MAX_MINUTES).nullable(),
  reason: textSchema(200).default(""),
});
export const consoleChatMuteSchema = z.object({
  memberId: z.string(),
  account: z.string(),
  nickname: z.string(),
  until: z.string().nullable(),
  forever: z.boolean(),
  reason: z.string(),
  operator: z.string(),
  at: z.string().nullable(),
});
export type ConsoleChatMute = z.infer<typeof consoleChatMuteSchema>;
export const consoleChatMuteResponseSchema = envelopeSchema(consoleChatMuteSchema);
export const consoleChatMutesResponseSchema = envelopeSchema(z.array(consoleChatMuteSchema));

export const chatSettingsSchema = z.strictObject({
  minDeposit: minorSchema,
  minValidBet: minorSchema,
  match: z.enum(["all", "any"]),
  maxLength: z.number().int().min(CHAT_MAX_LENGTH_MIN).max(CHAT_MAX_LENGTH_MAX),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;
export const chatSettingsResponseSchema = envelopeSchema(chatSettingsSchema);

export const chatBannedWordsSchema = z.strictObject({
  words: z.array(textSchema(40).pipe(z.string().trim().min(1))).max(CHAT_BANNED_WORDS_MAX),
});
export const chatBannedWordsResponseSchema = envelopeSchema(chatBannedWordsSchema);
