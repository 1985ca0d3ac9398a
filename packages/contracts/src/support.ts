import { z } from "zod";
import { multilineTextSchema, textSchema } from "./text.ts";
import { idParamsSchema, pageQueryFields, requestIdSchema } from "./wire.ts";
import {
  FEEDBACK_TYPES,
  FEEDBACK_STATES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_LENGTH_LIMIT,
  CHAT_LENGTH_LIMIT,
  REOPEN_DAYS_LIMIT,
  SUPPORT_CHAT_STATES,
  SUPPORT_AUTHORS,
} from "./support-rules.ts";

/*
 * The support domain (issue 16): feedback and complaints (spec §1, §3 feedback entity, §7
 * PUT /wps/feedback) answered within 24 hours, and the one-to-one customer-service chat
 * ("CSKH trực tuyến 24/7") answered from the console's queue.
 */

const isoTime = z.string();
const idString = z.string().regex(/^[0-9]{1,18}$/);

/* ---- Member: feedback ---- */

/** What the form needs: types, the content bounds and the reopen window of the operator's settings. */
export const feedbackRulesSchema = z.object({
  types: z.array(z.enum(FEEDBACK_TYPES)),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  reopenDays: z.number().int(),
  answerHours: z.number().int(),
  maxImages: z.number().int(),
});
export type FeedbackRules = z.infer<typeof feedbackRulesSchema>;

/** PUT /wps/feedback: question type, content, contact info and up to 3 of the member's uploaded images. */
export const feedbackRequestSchema = z.strictObject({
  requestId: requestIdSchema,
  type: z.enum(FEEDBACK_TYPES),
  content: multilineTextSchema(FEEDBACK_LENGTH_LIMIT),
  contact: textSchema(120).default(""),
  imageIds: z.array(idString).max(FEEDBACK_MAX_IMAGES).default([]),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

export const feedbackReplySchema = z.object({
  id: z.string(),
  author: z.enum(SUPPORT_AUTHORS),
  body: z.string(),
  createdAt: isoTime,
});
export type FeedbackReply = z.infer<typeof feedbackReplySchema>;

export const feedbackItemSchema = z.object({
  id: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  state: z.enum(FEEDBACK_STATES),
  content: z.string(),
  contact: z.string(),
  imageIds: z.array(z.string()),
  createdAt: isoTime,
  /** The 24 h answer target of the current question (null once answered or closed). */
  dueAt: isoTime.nullable(),
  answeredAt: isoTime.nullable(),
  closedAt: isoTime.nullable(),
  /** Until when the member may reopen (null while open, or when no answer came yet). */
  reopenUntil: isoTime.nullable(),
  replies: z.array(feedbackReplySchema),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackListQuerySchema = z.strictObject({ ...pageQueryFields });
export const feedbackListSchema = z.object({
  items: z.array(feedbackItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;

export const feedbackImageResponseSchema = z.object({ imageId: z.string() });

/** A reopen carries the member's follow-up (the same bounds as the content). */
export const feedbackReopenRequestSchema = z.strictObject({ content: multilineTextSchema(FEEDBACK_LENGTH_LIMIT) });
export const feedbackIdParamsSchema = idParamsSchema;

/* ---- Member: customer-service chat ---- */

export const supportChatMessageSchema = z.object({
  id: z.string(),
  author: z.enum(SUPPORT_AUTHORS),
  /** The operator's display name (their login) for operator messages, null for the member's. */
  operator: z.string().nullable(),
  body: z.string(),
  createdAt: isoTime,
});
export type SupportChatMessage = z.infer<typeof supportChatMessageSchema>;

export const supportChatSchema = z.object({
  conversation: z
    .object({ id: z.string(), state: z.enum(SUPPORT_CHAT_STATES), createdAt: isoTime, closedAt: isoTime.nullable() })
    .nullable(),
  /** Oldest first; the newest SUPPORT_CHAT_PAGE, or those before `before`. */
  messages: z.array(supportChatMessageSchema),
  hasMore: z.boolean(),
  maxLength: z.number().int(),
});
export type SupportChat = z.infer<typeof supportChatSchema>;

export const supportChatQuerySchema = z.strictObject({ before: idString.optional() });
export const supportChatSendSchema = z.strictObject({ body: multilineTextSchema(CHAT_LENGTH_LIMIT) });
export type SupportChatSend = z.infer<typeof supportChatSendSchema>;

/* ---- Console ---- */

export const consoleFeedbackQuerySchema = z.strictObject({
  state: z.enum(FEEDBACK_STATES).optional(),
  type: z.enum(FEEDBACK_TYPES).optional(),
  ...pageQueryFields,
});
export const consoleFeedbackSchema = feedbackItemSchema.extend({
  memberId: z.string(),
  account: z.string(),
  overdue: z.boolean(),
  /** Who answered last / closed (operator login), when someone did. */
  handledBy: z.string().nullable(),
});
export type ConsoleFeedback = z.infer<typeof consoleFeedbackSchema>;
export const consoleFeedbackListSchema = z.object({
  items: z.array(consoleFeedbackSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Open tickets past their 24 h target, whatever the filter. */
  overdue: z.number().int(),
});
export type ConsoleFeedbackList = z.infer<typeof consoleFeedbackListSchema>;
/** An answer travels to the inbox as a template parameter (at most 2,000 characters there). */
export const FEEDBACK_ANSWER_LIMIT = 2000;
export const consoleFeedbackAnswerSchema = z.strictObject({ body: multilineTextSchema(FEEDBACK_ANSWER_LIMIT) });

export const supportSettingsSchema = z.strictObject({
  feedbackMinLength: z.number().int().min(1).max(FEEDBACK_LENGTH_LIMIT),
  feedbackMaxLength: z.number().int().min(1).max(FEEDBACK_LENGTH_LIMIT),
  reopenDays: z.number().int().min(0).max(REOPEN_DAYS_LIMIT),
  chatMaxLength: z.number().int().min(1).max(CHAT_LENGTH_LIMIT),
});
export type SupportSettings = z.infer<typeof supportSettingsSchema>;

export const consoleConversationQuerySchema = z.strictObject({ state: z.enum(SUPPORT_CHAT_STATES).default("open") });
export const consoleConversationSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  account: z.string(),
  state: z.enum(SUPPORT_CHAT_STATES),
  assignedTo: z.string().nullable(),
  createdAt: isoTime,
  lastMessageAt: isoTime,
  lastMessage: z.string(),
  /** Member messages since the last operator reply. */
  unread: z.number().int(),
  /** The first of those (how long the member has been waiting), null when nobody waits. */
  waitingSince: isoTime.nullable(),
});
export type ConsoleConversation = z.infer<typeof consoleConversationSchema>;
export const consoleConversationDetailSchema = z.object({
  conversation: consoleConversationSchema,
  messages: z.array(supportChatMessageSchema),
  hasMore: z.boolean(),
});
export type ConsoleConversationDetail = z.infer<typeof consoleConversationDetailSchema>;
