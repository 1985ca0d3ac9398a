import type { FeedbackState, FeedbackType, SupportAuthor, SupportChatState } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/*
 * All SQL of the support domain (issue 16): the settings row, feedback tickets with their replies and
 * images, and the customer-service conversations with their messages.
 */

/* ---- Settings ---- */

export type SettingRow = {
  feedback_min_length: number;
  feedback_max_length: number;
  reopen_days: number;
  chat_max_length: number;
};

export async function readSettings(db: DbClient, lock = false): Promise<SettingRow> {
  const { rows } = await db.query<SettingRow>(
    `select feedback_min_length, feedback_max_length, reopen_days, chat_max_length from support_setting
      where id ${lock ? "for update" : ""}`,
  );
  if (!rows[0]) throw new Error("support: the settings row is missing");
  return rows[0];
}

export async function updateSettings(db: DbClient, s: SettingRow): Promise<SettingRow> {
  const { rows } = await db.query<SettingRow>(
    `update support_setting set feedback_min_length = $1, feedback_max_length = $2, reopen_days = $3,
            chat_max_length = $4, updated_at = now()
      where id returning feedback_min_length, feedback_max_length, reopen_days, chat_max_length`,
    [s.feedback_min_length, s.feedback_max_length, s.reopen_days, s.chat_max_length],
  );
  return rows[0]!;
}

/* ---- Feedback ---- */

export type FeedbackRow = {
  id: bigint;
  member_id: bigint;
  account: string;
  request_id: string;
  type: FeedbackType;
  content: string;
  contact: string;
  state: FeedbackState;
  created_at: Date;
  due_at: Date | null;
  answered_at: Date | null;
  closed_at: Date | null;
  handled_by: string | null;
  image_ids: bigint[];
};

const FEEDBACK_COLUMNS = `f.id, f.member_id, m.account, f.request_id, f.type, f.content, f.contact, f.state, f.created_at,
  f.due_at, f.answered_at, f.closed_at, f.handled_by,
  array(select i.id from feedback_image i where i.feedback_id = f.id order by i.id) as image_ids`;

export async function feedbackByRequest(
  db: DbClient,
  memberId: bigint,
  requestId: string,
): Promise<FeedbackRow | null> {
  const { rows } = await db.query<FeedbackRow>(
    `select ${FEEDBACK_COLUMNS} from feedback f join member m on m.id = f.member_id
      where f.member_id = $1 and f.request_id = $2`,
    [memberId, requestId],
  );
  return rows[0] ?? null;
}

/**
 * Creates the ticket and attaches the member's own unattached images, in one statement: answers null
 * (and stores nothing) when an image id is not one of them, or the request id was used (a concurrent
 * twin: the caller reads the first).
 */
export async function insertFeedback(
  db: DbClient,
  input: {
    memberId: bigint;
    requestId: string;
    type: FeedbackType;
    content: string;
    contact: string;
    imageIds: bigint[];
    dueAt: Date;
    now: Date;
  },
): Promise<{ id: bigint } | { problem: "images" | "duplicate" }> {
  const { rows } = await db.query<{ id: bigint | null; images_ok: boolean }>(
    `with images as (
       select id from feedback_image where id = any($6::int8[]) and member_id = $1 and feedback_id is null for update
     ), ok as (
       select (select count(*) from images) = cardinality($6::int8[]) as images_ok
     ), created as (
       insert into feedback (member_id, request_id, type, content, contact, due_at, created_at)
       select $1, $2, $3, $4, $5, $7, $8 from ok where images_ok
       on conflict (member_id, request_id) do nothing
       returning id
     ), attached as (
       update feedback_image set feedback_id = (select id from created) where id in (select id from images)
         and exists (select 1 from created)
     )
     select (select id from created) as id, (select images_ok from ok) as images_ok`,
    [
      input.memberId,
      input.requestId,
      input.type,
      input.content,
      input.contact,
      input.imageIds.map(String),
      input.dueAt,
      input.now,
    ],
  );
  const row = rows[0]!;
  if (!row.images_ok) return { problem: "images" };
  if (row.id === null) return { problem: "duplicate" };
  return { id: row.id };
}

export async function feedbackOf(
  db: DbClient,
  id: bigint,
  options: { memberId?: bigint; lock?: boolean } = {},
): Promise<FeedbackRow | null> {
  const { rows } = await db.query<FeedbackRow>(
    `select ${FEEDBACK_COLUMNS} from feedback f join member m on m.id = f.member_id
      where f.id = $1 and ($2::int8 is null or f.member_id = $2) ${options.lock ? "for update of f" : ""}`,
    [id, options.memberId ?? null],
  );
  return rows[0] ?? null;
}

export async function memberFeedback(
  db: DbClient,
  memberId: bigint,
  page: number,
  size: number,
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const [{ rows }, { rows: count }] = await Promise.all([
    db.query<FeedbackRow>(
      `select ${FEEDBACK_COLUMNS} from feedback f join member m on m.id = f.member_id
        where f.member_id = $1 order by f.created_at desc, f.id desc limit $2 offset $3`,
      [memberId, size, (page - 1) * size],
    ),
    db.query<{ n: number }>("select count(*)::int as n from feedback where member_id = $1", [memberId]),
  ]);
  return { rows, total: count[0]!.n };
}

/** The console's queue: by state and type; open tickets by their target (overdue first), the rest newest first. */
export async function queueFeedback(
  db: DbClient,
  filter: { state?: FeedbackState; type?: FeedbackType; page: number; size: number },
  now: Date,
): Promise<{ rows: FeedbackRow[]; total: number; overdue: number }> {
  const params = [filter.state ?? null, filter.type ?? null];
  const where = "($1::text is null or f.state = $1) and ($2::text is null or f.type = $2)";
  const [{ rows }, { rows: count }] = await Promise.all([
    db.query<FeedbackRow>(
      `select ${FEEDBACK_COLUMNS} from feedback f join member m on m.id = f.member_id where ${where}
        order by (f.state = 'open') desc, f.due_at asc nulls last, f.created_at desc, f.id desc limit $3 offset $4`,
      [...params, filter.size, (filter.page - 1) * filter.size],
    ),
    db.query<{ n: number; overdue: number }>(
      `select (select count(*)::int from feedback f where ${where}) as n,
              (select count(*)::int from feedback where state = 'open' and due_at < $3) as overdue`,
      [...params, now],
    ),
  ]);
  return { rows, total: count[0]!.n, overdue: count[0]!.overdue };
}

export type ReplyRow = {
  id: bigint;
  feedback_id: bigint;
  author: SupportAuthor;
  operator: string | null;
  body: string;
  created_at: Date;
};

export async function repliesOf(db: DbClient, feedbackIds: bigint[]): Promise<ReplyRow[]> {
  if (feedbackIds.length === 0) return [];
  const { rows } = await db.query<ReplyRow>(
    `select id, feedback_id, author, operator, body, created_at from feedback_reply
      where feedback_id = any($1::int8[]) order by feedback_id, id`,
    [feedbackIds.map(String)],
  );
  return rows;
}

export async function insertReply(
  db: DbClient,
  reply: { feedbackId: bigint; author: SupportAuthor; operator: string | null; body: string; now: Date },
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into feedback_reply (feedback_id, author, operator, body, created_at) values ($1, $2, $3, $4, $5)
     returning id`,
    [reply.feedbackId, reply.author, reply.operator, reply.body, reply.now],
  );
  return rows[0]!.id;
}

/** Moves a (locked) ticket to its next state with the times that go with it. */
export async function setFeedbackState(
  db: DbClient,
  id: bigint,
  change: {
    state: FeedbackState;
    dueAt: Date | null;
    answeredAt?: Date;
    closedAt: Date | null;
    handledBy?: string;
  },
): Promise<void> {
  await db.query(
    `update feedback set state = $2, due_at = $3, answered_at = coalesce($4, answered_at), closed_at = $5,
            handled_by = coalesce($6, handled_by)
      where id = $1`,
    [id, change.state, change.dueAt, change.answeredAt ?? null, change.closedAt, change.handledBy ?? null],
  );
}

/** Stores an uploaded image unless the member already has `maxWaiting` unattached ones (then null). */
export async function insertImage(
  db: DbClient,
  memberId: bigint,
  contentType: string,
  bytes: Buffer,
  maxWaiting: number,
): Promise<bigint | null> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into feedback_image (member_id, content_type, bytes)
     select $1, $2, $3
      where (select count(*) from feedback_image where member_id = $1 and feedback_id is null) < $4
     returning id`,
    [memberId, contentType, bytes, maxWaiting],
  );
  return rows[0]?.id ?? null;
}

/** The member's waiting images older than a day are dropped, so an abandoned form frees its slots. */
export async function dropStaleImages(db: DbClient, memberId: bigint): Promise<void> {
  await db.query(
    `delete from feedback_image where member_id = $1 and feedback_id is null and created_at < now() - interval '1 day'`,
    [memberId],
  );
}

export async function imageOf(
  db: DbClient,
  id: bigint,
  memberId: bigint | null,
): Promise<{ content_type: string; bytes: Buffer } | null> {
  const { rows } = await db.query<{ content_type: string; bytes: Buffer }>(
    `select content_type, bytes from feedback_image where id = $1 and ($2::int8 is null or member_id = $2)`,
    [id, memberId],
  );
  return rows[0] ?? null;
}

/* ---- Customer-service chat ---- */

export type ConversationRow = {
  id: bigint;
  member_id: bigint;
  account: string;
  state: SupportChatState;
  assigned_to: string | null;
  created_at: Date;
  last_message_at: Date;
  closed_at: Date | null;
  last_message: string;
  unread: number;
  waiting_since: Date | null;
};

const CONVERSATION_COLUMNS = `c.id, c.member_id, m.account, c.state, c.assigned_to, c.created_at, c.last_message_at, c.closed_at,
  coalesce((select body from support_chat_message x where x.conversation_id = c.id order by x.id desc limit 1), '') as last_message,
  w.unread, w.waiting_since`;
const WAITING = `left join lateral (
    select count(*)::int as unread, min(x.created_at) as waiting_since from support_chat_message x
     where x.conversation_id = c.id and x.author = 'member'
       and x.id > coalesce((select max(y.id) from support_chat_message y
                             where y.conversation_id = c.id and y.author = 'operator'), 0)
  ) w on true`;

export type MessageRow = {
  id: bigint;
  author: SupportAuthor;
  operator: string | null;
  body: string;
  created_at: Date;
};

/** The member's open conversation, else the latest closed one (or null). */
export async function latestConversation(db: DbClient, memberId: bigint): Promise<ConversationRow | null> {
  const { rows } = await db.query<ConversationRow>(
    `select ${CONVERSATION_COLUMNS} from support_conversation c join member m on m.id = c.member_id ${WAITING}
      where c.member_id = $1 order by (c.state = 'open') desc, c.id desc limit 1`,
    [memberId],
  );
  return rows[0] ?? null;
}

export async function conversationOf(db: DbClient, id: bigint): Promise<ConversationRow | null> {
  const { rows } = await db.query<ConversationRow>(
    `select ${CONVERSATION_COLUMNS} from support_conversation c join member m on m.id = c.member_id ${WAITING}
      where c.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function lockConversation(
  db: DbClient,
  id: bigint,
): Promise<{ id: bigint; member_id: bigint; state: SupportChatState; assigned_to: string | null } | null> {
  const { rows } = await db.query<{
    id: bigint;
    member_id: bigint;
    state: SupportChatState;
    assigned_to: string | null;
  }>("select id, member_id, state, assigned_to from support_conversation where id = $1 for update", [id]);
  return rows[0] ?? null;
}

/**
 * The member's open conversation, created when there is none, locked for this transaction (the member's
 * messages queue on it: the one-per-second rule holds for parallel sends).
 */
export async function lockOpenConversation(db: DbClient, memberId: bigint): Promise<bigint> {
  await db.query(
    `insert into support_conversation (member_id) values ($1)
     on conflict (member_id) where state = 'open' do nothing`,
    [memberId],
  );
  const { rows } = await db.query<{ id: bigint }>(
    "select id from support_conversation where member_id = $1 and state = 'open' for update",
    [memberId],
  );
  return rows[0]!.id;
}

/** When the member last wrote in this conversation (null: never). */
export async function lastMemberMessageAt(db: DbClient, conversationId: bigint): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | null }>(
    `select max(created_at) as at from support_chat_message where conversation_id = $1 and author = 'member'`,
    [conversationId],
  );
  return rows[0]?.at ?? null;
}

export async function insertMessage(
  db: DbClient,
  m: { conversationId: bigint; author: SupportAuthor; operator: string | null; body: string; now: Date },
): Promise<MessageRow> {
  const { rows } = await db.query<MessageRow>(
    `with msg as (
       insert into support_chat_message (conversation_id, author, operator, body, created_at)
       values ($1, $2, $3, $4, $5) returning id, author, operator, body, created_at
     ), touch as (
       update support_conversation set last_message_at = $5 where id = $1
     )
     select * from msg`,
    [m.conversationId, m.author, m.operator, m.body, m.now],
  );
  return rows[0]!;
}

/** A page of a conversation's messages, newest first (the caller reverses): `limit + 1` rows tell whether more exist. */
export async function messagesOf(
  db: DbClient,
  conversationId: bigint,
  before: bigint | null,
  limit: number,
): Promise<MessageRow[]> {
  const { rows } = await db.query<MessageRow>(
    `select id, author, operator, body, created_at from support_chat_message
      where conversation_id = $1 and ($2::int8 is null or id < $2) order by id desc limit $3`,
    [conversationId, before, limit + 1],
  );
  return rows;
}

export async function setAssigned(db: DbClient, id: bigint, operator: string): Promise<void> {
  await db.query("update support_conversation set assigned_to = $2 where id = $1", [id, operator]);
}

export async function closeConversation(db: DbClient, id: bigint, by: string, now: Date): Promise<void> {
  await db.query(
    "update support_conversation set state = 'closed', closed_at = $3, closed_by = $2 where id = $1 and state = 'open'",
    [id, by, now],
  );
}

/** The console's queue: open ones with someone waiting first (longest wait first), then by last message. */
export async function queueConversations(db: DbClient, state: SupportChatState): Promise<ConversationRow[]> {
  const { rows } = await db.query<ConversationRow>(
    `select ${CONVERSATION_COLUMNS} from support_conversation c join member m on m.id = c.member_id ${WAITING}
      where c.state = $1
      order by (w.waiting_since is null), w.waiting_since asc, c.last_message_at desc, c.id desc limit 200`,
    [state],
  );
  return rows;
}
