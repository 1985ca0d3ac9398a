/**
 * The messages module's public surface (issue 16): the member's inbox and the operator's sends.
 *
 * Other modules send with `sendMessage(db, { memberId, template, params, category, dedupeKey? })`
 * (one member; idempotent by dedupeKey) or `sendToSegment(db, { segment, category, template+params |
 * title+body, dedupeKey? })` (one INSERT … SELECT). With the pool as `db` the recipients' open tabs
 * are signalled after the insert (member event "message"); inside your own transaction pass the
 * client and call `signalNewMessages(pool, memberIds)` after your commit. `sendMessageSafely` is
 * for hooks after a committed money step: it never throws.
 */
export { messagesRoutes } from "./messages.routes.ts";
export { messagesConsoleRoutes } from "./messages.console.routes.ts";
export {
  renderMessage,
  sendMessage,
  sendMessageSafely,
  sendMessages,
  sendMessagesSafely,
  sendToSegment,
  signalNewMessages,
  type MessageParam,
  type MessageParams,
  type MessagesDeps,
  type Segment,
  type SegmentResult,
  type SendMessageInput,
  type SendResult,
  type SendToSegmentInput,
} from "./messages.service.ts";
