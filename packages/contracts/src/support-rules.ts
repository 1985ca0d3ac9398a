/*
 * The support domain's zod-free values (issue 16), shared by the server, the web and the console:
 * feedback question types and states, the 24 h answer target, the settings' defaults and ranges, the
 * customer-service chat's pace and page size.
 */

/** Question types of a feedback ticket; "complaint" carries the escalation path. */
export const FEEDBACK_TYPES = [
  "deposit",
  "withdrawal",
  "game",
  "promotion",
  "account",
  "suggestion",
  "complaint",
  "other",
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** open → answered → closed; answered or closed → open again (a reopen) within the reopen window. */
export const FEEDBACK_STATES = ["open", "answered", "closed"] as const;
export type FeedbackState = (typeof FEEDBACK_STATES)[number];

/** Spec §1: feedback is answered within 24 hours (the due time shown to the member and in the queue). */
export const FEEDBACK_ANSWER_HOURS = 24;
/** Images per ticket (spec §5: png or jpg, ≤ 5 MB each, at most 3 — PROOF_IMAGE_* limits). */
export const FEEDBACK_MAX_IMAGES = 3;
/** The operator setting's defaults and hard ranges (content length in characters, reopen window in days). */
export const SUPPORT_DEFAULTS = { feedbackMinLength: 10, feedbackMaxLength: 1000, reopenDays: 7, chatMaxLength: 500 };
export const FEEDBACK_LENGTH_LIMIT = 4000;
export const CHAT_LENGTH_LIMIT = 2000;
export const REOPEN_DAYS_LIMIT = 90;
/** One chat message per second per member. */
export const SUPPORT_CHAT_INTERVAL_MS = 1000;
/** Chat messages per page of history. */
export const SUPPORT_CHAT_PAGE = 30;
export const SUPPORT_CHAT_STATES = ["open", "closed"] as const;
export type SupportChatState = (typeof SUPPORT_CHAT_STATES)[number];
export const SUPPORT_AUTHORS = ["member", "operator"] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];
