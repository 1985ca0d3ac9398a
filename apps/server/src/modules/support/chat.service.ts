import {
  SUPPORT_CHAT_INTERVAL_MS,
  SUPPORT_CHAT_PAGE,
  type ConsoleConversation,
  type ConsoleConversationDetail,
  type SupportChat,
  type SupportChatMessage,
  type SupportChatState,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { appendAudit, type Actor } from "../operator/index.ts";
import { textLength } from "./feedback.service.ts";
import * as repo from "./support.repository.ts";

/*
 * The one-to-one customer-service chat (issue 16, "CSKH trực tuyến 24/7"). A member has at most one
 * open conversation; their first message opens it. Messages are limited in length (operator setting)
 * and to one per second: the send locks the member's open conversation, so parallel sends from two
 * tabs queue and the second sees the first. Operators take a conversation from the console's queue,
 * reply and close it; each reply is pushed to the member's sockets after the commit (the caller signals).
 */

const messageWire = (m: repo.MessageRow): SupportChatMessage => ({
  id: m.id.toString(),
  author: m.author,
  operator: m.operator,
  body: m.body,
  createdAt: m.created_at.toISOString(),
});

/** A page of messages (oldest first) and whether older ones exist. */
async function page(db: DbClient, conversationId: bigint, before: bigint | null) {
  const rows = await repo.messagesOf(db, conversationId, before, SUPPORT_CHAT_PAGE);
  const hasMore = rows.length > SUPPORT_CHAT_PAGE;
  return { messages: rows.slice(0, SUPPORT_CHAT_PAGE).reverse().map(messageWire), hasMore };
}

function checkBody(body: string, max: number): string {
  const text = body.trim();
  if (text.length === 0) throw new AppError("validation_failed", { detail: "body: empty" });
  if (textLength(text) > max) throw new AppError("support_chat_too_long", { max });
  return text;
}

/** The member's conversation (the open one, else the last closed one) with the newest page, or older ones. */
export async function memberChat(db: DbClient, memberId: bigint, before: bigint | null): Promise<SupportChat> {
  const [conversation, settings] = await Promise.all([repo.latestConversation(db, memberId), repo.readSettings(db)]);
  if (!conversation) return { conversation: null, messages: [], hasMore: false, maxLength: settings.chat_max_length };
  return {
    conversation: {
      id: conversation.id.toString(),
      state: conversation.state,
      createdAt: conversation.created_at.toISOString(),
      closedAt: conversation.closed_at?.toISOString() ?? null,
    },
    ...(await page(db, conversation.id, before)),
    maxLength: settings.chat_max_length,
  };
}

/** The member writes: opens a conversation when none is open; one message per second. */
export async function sendMemberMessage(
  db: Db,
  memberId: bigint,
  body: string,
  now = new Date(),
): Promise<SupportChatMessage> {
  const settings = await repo.readSettings(db);
  const text = checkBody(body, settings.chat_max_length);
  return inTransaction(db, async (tx) => {
    const conversationId = await repo.lockOpenConversation(tx, memberId);
    const last = await repo.lastMemberMessageAt(tx, conversationId);
    if (last && now.getTime() - last.getTime() < SUPPORT_CHAT_INTERVAL_MS) throw new AppError("support_chat_too_fast");
    return messageWire(
      await repo.insertMessage(tx, { conversationId, author: "member", operator: null, body: text, now }),
    );
  });
}

/* ---- Console ---- */

const conversationWire = (c: repo.ConversationRow): ConsoleConversation => ({
  id: c.id.toString(),
  memberId: c.member_id.toString(),
  account: c.account,
  state: c.state,
  assignedTo: c.assigned_to,
  createdAt: c.created_at.toISOString(),
  lastMessageAt: c.last_message_at.toISOString(),
  lastMessage: c.last_message,
  unread: c.unread,
  waitingSince: c.waiting_since?.toISOString() ?? null,
});

export async function conversationQueue(db: DbClient, state: SupportChatState): Promise<ConsoleConversation[]> {
  return (await repo.queueConversations(db, state)).map(conversationWire);
}

export async function conversationDetail(
  db: DbClient,
  id: bigint,
  before: bigint | null,
): Promise<ConsoleConversationDetail> {
  const conversation = await repo.conversationOf(db, id);
  if (!conversation) throw new AppError("support_chat_not_found");
  return { conversation: conversationWire(conversation), ...(await page(db, id, before)) };
}

async function lockedOpen(tx: DbClient, id: bigint) {
  const conversation = await repo.lockConversation(tx, id);
  if (!conversation) throw new AppError("support_chat_not_found");
  if (conversation.state !== "open") throw new AppError("support_chat_closed");
  return conversation;
}

/** An operator takes the conversation (it shows as theirs in the queue); audited. */
export async function takeConversation(db: Db, actor: Actor, id: bigint): Promise<ConsoleConversation> {
  return inTransaction(db, async (tx) => {
    const conversation = await lockedOpen(tx, id);
    await repo.setAssigned(tx, id, actor.session.username);
    await appendAudit(tx, {
      operator: actor.session.username,
      action: "support.chat.take",
      target: `support_conversation:${id}`,
      ip: actor.ip,
      detail: { from: conversation.assigned_to ?? "" },
    });
    return conversationWire((await repo.conversationOf(tx, id))!);
  });
}

/** An operator replies (taking the conversation when nobody has); audited. Answers the member to signal. */
export async function replyToConversation(
  db: Db,
  actor: Actor,
  id: bigint,
  body: string,
  now = new Date(),
): Promise<{ message: SupportChatMessage; memberId: bigint }> {
  const settings = await repo.readSettings(db);
  const text = checkBody(body, settings.chat_max_length);
  return inTransaction(db, async (tx) => {
    const conversation = await lockedOpen(tx, id);
    const operator = actor.session.username;
    if (!conversation.assigned_to) await repo.setAssigned(tx, id, operator);
    const message = await repo.insertMessage(tx, { conversationId: id, author: "operator", operator, body: text, now });
    await appendAudit(tx, {
      operator,
      action: "support.chat.reply",
      target: `support_conversation:${id}`,
      ip: actor.ip,
      detail: { message: message.id.toString(), length: textLength(text) },
    });
    return { message: messageWire(message), memberId: conversation.member_id };
  });
}

/** An operator closes the conversation; the member's next message opens a new one. Audited. */
export async function closeConversation(
  db: Db,
  actor: Actor,
  id: bigint,
  now = new Date(),
): Promise<{ conversation: ConsoleConversation; memberId: bigint }> {
  return inTransaction(db, async (tx) => {
    const conversation = await lockedOpen(tx, id);
    await repo.closeConversation(tx, id, actor.session.username, now);
    await appendAudit(tx, {
      operator: actor.session.username,
      action: "support.chat.close",
      target: `support_conversation:${id}`,
      ip: actor.ip,
      detail: {},
    });
    return { conversation: conversationWire((await repo.conversationOf(tx, id))!), memberId: conversation.member_id };
  });
}
