import type { MessageCategory, MessageSegmentKind, StoredText } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";

/*
 * SQL of the inbox (issue 16): member_message (one row per recipient) and message_broadcast (one row
 * per send to a segment, holding an operator's text once for all its recipients).
 */

/** Members who can receive a message: not trial accounts, not locked or closed. */
const RECIPIENT = "m.is_agent <> 4 and m.status in ('active', 'frozen')";
/**
 * Marketing must not reach a member the protection module refuses "marketing" (a time-out or a
 * self-exclusion running): its one rule, the SQL function protection_refusal (modules/protection/sql),
 * the same the TypeScript isMarketingSuppressed and the seamless wallet call — here per row of a
 * segment's INSERT … SELECT.
 */
const MARKETING_ALLOWED = "not exists (select 1 from protection_refusal(m.id, 'marketing', null, false))";

export type MessageRow = {
  id: bigint;
  category: MessageCategory;
  template: string | null;
  params: Record<string, unknown>;
  title: StoredText | null;
  body: StoredText | null;
  read_at: Date | null;
  created_at: Date;
};

const MESSAGE_COLUMNS = `mm.id, mm.category, coalesce(mm.template, b.template) as template, coalesce(b.params, '{}'::jsonb) || mm.params as params,
  b.title, b.body, mm.read_at, mm.created_at`;

/** A member able to receive messages, by id (null: none, a trial account, locked or closed). */
export async function findRecipient(db: DbClient, memberId: bigint): Promise<{ id: bigint; account: string } | null> {
  const { rows } = await db.query<{ id: bigint; account: string }>(
    `select m.id, m.account from member m where m.id = $1 and ${RECIPIENT}`,
    [memberId],
  );
  return rows[0] ?? null;
}

/**
 * Stores one template message; with a dedupe key the same key for the same member stores nothing
 * the second time (created: false, the first message's id).
 */
export async function insertMessage(
  db: DbClient,
  input: {
    memberId: bigint;
    category: MessageCategory;
    template: string;
    params: Record<string, unknown>;
    dedupeKey: string | null;
  },
): Promise<{ id: bigint; created: boolean }> {
  const { rows } = await db.query<{ id: bigint; created: boolean }>(
    `with ins as (
       insert into member_message (member_id, category, template, params, dedupe_key)
       values ($1, $2, $3, $4, $5)
       on conflict (member_id, dedupe_key) where dedupe_key is not null do nothing
       returning id
     )
     select id, true as created from ins
     union all
     select id, false from member_message
      where member_id = $1 and dedupe_key = $5 and not exists (select 1 from ins)`,
    [input.memberId, input.category, input.template, JSON.stringify(input.params), input.dedupeKey],
  );
  return rows[0]!;
}

/**
 * Many template messages in one statement (members who cannot receive skipped, used dedupe keys
 * skipped). Answers the ids of the members who got one.
 */
export async function insertMessages(
  db: DbClient,
  items: {
    memberId: bigint;
    category: MessageCategory;
    template: string;
    params: Record<string, unknown>;
    dedupeKey: string | null;
  }[],
): Promise<bigint[]> {
  const { rows } = await db.query<{ member_id: bigint }>(
    `insert into member_message (member_id, category, template, params, dedupe_key)
     select i.member_id, i.category, i.template, i.params, i.dedupe_key
       from unnest($1::int8[], $2::text[], $3::text[], $4::jsonb[], $5::text[])
            as i (member_id, category, template, params, dedupe_key)
       join member m on m.id = i.member_id
      where ${RECIPIENT} and (i.category <> 'marketing' or ${MARKETING_ALLOWED})
     on conflict (member_id, dedupe_key) where dedupe_key is not null do nothing
     returning member_id`,
    [
      items.map((i) => i.memberId.toString()),
      items.map((i) => i.category),
      items.map((i) => i.template),
      items.map((i) => JSON.stringify(i.params)),
      items.map((i) => i.dedupeKey),
    ],
  );
  return rows.map((row) => row.member_id);
}

export type SegmentFilter =
  | { kind: "member"; memberId: bigint }
  | { kind: "vip"; level: number }
  | { kind: "agentTeam"; agentId: bigint }
  | { kind: "all" };

/** The recipients of a segment as a WHERE condition on `member m` (parameter $1 is the segment's value). */
function segmentCondition(segment: SegmentFilter): { sql: string; value: string | null } {
  switch (segment.kind) {
    case "member":
      return { sql: "m.id = $1::int8", value: segment.memberId.toString() };
    case "vip":
      // Level 0 is every member without a VIP row too.
      return {
        sql: "coalesce((select v.level from member_vip v where v.member_id = m.id), 0) = $1::int4",
        value: String(segment.level),
      };
    case "agentTeam":
      return {
        sql: "exists (select 1 from member_tree t where t.ancestor_id = $1::int8 and t.descendant_id = m.id and t.depth >= 1)",
        value: segment.agentId.toString(),
      };
    case "all":
      return { sql: "$1::text is null", value: null };
  }
}

export type BroadcastInput = {
  segment: SegmentFilter;
  segmentKind: MessageSegmentKind;
  segmentValue: string;
  category: MessageCategory;
  title: StoredText | null;
  body: StoredText | null;
  template: string | null;
  params: Record<string, unknown>;
  sentBy: string;
  dedupeKey: string | null;
  /** A "marketing" send: members the protection module refuses marketing are left out. */
  suppressMarketing: boolean;
};

/**
 * One send to a segment in ONE statement: the broadcast row, one member_message per recipient
 * (INSERT … SELECT over the segment, never a loop) and the recipient count. Answers the broadcast's id
 * and the recipients' ids (for the realtime signal after the commit); null when the dedupe key was
 * used before (nothing stored).
 */
export async function insertBroadcast(
  db: DbClient,
  input: BroadcastInput,
): Promise<{ broadcastId: bigint; memberIds: bigint[] } | null> {
  const condition = segmentCondition(input.segment);
  const exclude = input.suppressMarketing ? `and ${MARKETING_ALLOWED}` : "";
  const { rows } = await db.query<{ broadcast_id: bigint | null; member_ids: string[] | null }>(
    `with seq as (
       select nextval(pg_get_serial_sequence('message_broadcast', 'id')) as id
        where $10::text is null or not exists (select 1 from message_broadcast where dedupe_key = $10)
     ),
     sent as (
       insert into member_message (member_id, category, template, params, broadcast_id, dedupe_key)
       select m.id, $2, null, '{}'::jsonb, seq.id, $10
         from member m cross join seq
        where ${RECIPIENT} and (${condition.sql}) ${exclude}
       on conflict (member_id, dedupe_key) where dedupe_key is not null do nothing
       returning member_id
     ),
     b as (
       insert into message_broadcast
         (id, segment_kind, segment_value, category, title, body, template, params, recipients, sent_by, dedupe_key)
       select seq.id, $3, $4, $2, $5::jsonb, $6::jsonb, $7, $8::jsonb, (select count(*) from sent), $9, $10
         from seq
       returning id
     )
     select (select id from b) as broadcast_id, array(select member_id::text from sent) as member_ids`,
    [
      condition.value,
      input.category,
      input.segmentKind,
      input.segmentValue,
      input.title ? JSON.stringify(input.title) : null,
      input.body ? JSON.stringify(input.body) : null,
      input.template,
      JSON.stringify(input.params),
      input.sentBy,
      input.dedupeKey,
    ],
  );
  const row = rows[0];
  if (!row || row.broadcast_id === null) return null;
  return { broadcastId: row.broadcast_id, memberIds: (row.member_ids ?? []).map(BigInt) };
}

/** How many members a segment holds now (before sending; the console's empty check). */
export async function countSegment(db: DbClient, segment: SegmentFilter): Promise<number> {
  const condition = segmentCondition(segment);
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from member m where ${RECIPIENT} and (${condition.sql})`,
    [condition.value],
  );
  return rows[0]!.n;
}

/** One inbox page (newest first) with the total of the filter. */
export async function listMessages(
  db: DbClient,
  memberId: bigint,
  options: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ total: number; rows: MessageRow[] }> {
  const filter = options.unreadOnly ? "and mm.read_at is null" : "";
  const [page, count] = await Promise.all([
    db.query<MessageRow>(
      `select ${MESSAGE_COLUMNS}
         from member_message mm left join message_broadcast b on b.id = mm.broadcast_id
        where mm.member_id = $1 and mm.deleted_at is null ${filter}
        order by mm.id desc
        limit $2 offset $3`,
      [memberId, options.limit, options.offset],
    ),
    db.query<{ n: number }>(
      `select count(*)::int as n from member_message mm
        where mm.member_id = $1 and mm.deleted_at is null ${filter}`,
      [memberId],
    ),
  ]);
  return { total: count.rows[0]!.n, rows: page.rows };
}

/** The member's one message (not deleted), or null. */
export async function findMessage(db: DbClient, memberId: bigint, id: bigint): Promise<MessageRow | null> {
  const { rows } = await db.query<MessageRow>(
    `select ${MESSAGE_COLUMNS}
       from member_message mm left join message_broadcast b on b.id = mm.broadcast_id
      where mm.id = $1 and mm.member_id = $2 and mm.deleted_at is null`,
    [id, memberId],
  );
  return rows[0] ?? null;
}

/** Unread, not deleted messages of a member (the badge: one index probe). */
export async function countUnread(db: DbClient, memberId: bigint): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from member_message where member_id = $1 and deleted_at is null and read_at is null",
    [memberId],
  );
  return rows[0]!.n;
}

/** Marks one message read (an already read one stays as it was); false when the member has no such message. */
export async function markRead(
  db: DbClient,
  memberId: bigint,
  id: bigint,
): Promise<{ found: boolean; changed: number }> {
  const { rows } = await db.query<{ was_unread: boolean }>(
    `update member_message mm set read_at = coalesce(mm.read_at, now())
       from (select id, read_at is null as was_unread from member_message
              where id = $1 and member_id = $2 and deleted_at is null for update) o
      where mm.id = o.id
      returning o.was_unread`,
    [id, memberId],
  );
  return { found: rows.length === 1, changed: rows[0]?.was_unread ? 1 : 0 };
}

/** Marks every unread message of the member read; how many changed. */
export async function markAllRead(db: DbClient, memberId: bigint): Promise<number> {
  const { rowCount } = await db.query(
    "update member_message set read_at = now() where member_id = $1 and deleted_at is null and read_at is null",
    [memberId],
  );
  return rowCount ?? 0;
}

/** Deletes (soft) one message of the member; false when there is none. */
export async function deleteMessage(db: DbClient, memberId: bigint, id: bigint): Promise<boolean> {
  const { rowCount } = await db.query(
    "update member_message set deleted_at = now() where id = $1 and member_id = $2 and deleted_at is null",
    [id, memberId],
  );
  return rowCount === 1;
}

export type BroadcastRow = {
  id: bigint;
  segment_kind: MessageSegmentKind;
  segment_value: string;
  category: MessageCategory;
  title: StoredText | null;
  body: StoredText | null;
  template: string | null;
  params: Record<string, unknown>;
  recipients: number;
  read: number;
  sent_by: string;
  created_at: Date;
};

/** The sends, newest first, with how many recipients have read each. */
export async function listBroadcasts(
  db: DbClient,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: BroadcastRow[] }> {
  const [page, count] = await Promise.all([
    db.query<BroadcastRow>(
      `select b.id, b.segment_kind, b.segment_value, b.category, b.title, b.body, b.template, b.params,
              b.recipients, b.sent_by, b.created_at,
              (select count(*)::int from member_message mm where mm.broadcast_id = b.id and mm.read_at is not null) as read
         from message_broadcast b
        order by b.created_at desc, b.id desc
        limit $1 offset $2`,
      [limit, offset],
    ),
    db.query<{ n: number }>("select count(*)::int as n from message_broadcast"),
  ]);
  return { total: count.rows[0]!.n, rows: page.rows };
}

export async function findBroadcast(db: DbClient, id: bigint): Promise<BroadcastRow | null> {
  const { rows } = await db.query<BroadcastRow>(
    `select b.id, b.segment_kind, b.segment_value, b.category, b.title, b.body, b.template, b.params,
            b.recipients, b.sent_by, b.created_at,
            (select count(*)::int from member_message mm where mm.broadcast_id = b.id and mm.read_at is not null) as read
       from message_broadcast b where b.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The id of an agent (is_agent 1, 2, 41 or 42) by account, or null. */
export async function findAgentByAccount(
  db: DbClient,
  account: string,
): Promise<{ id: bigint; account: string } | null> {
  const { rows } = await db.query<{ id: bigint; account: string }>(
    "select id, account from member where account = lower($1) and is_agent in (1, 2, 41, 42)",
    [account],
  );
  return rows[0] ?? null;
}

/** A member able to receive messages, by account, or null. */
export async function findRecipientByAccount(
  db: DbClient,
  account: string,
): Promise<{ id: bigint; account: string } | null> {
  const { rows } = await db.query<{ id: bigint; account: string }>(
    `select m.id, m.account from member m where m.account = lower($1) and ${RECIPIENT}`,
    [account],
  );
  return rows[0] ?? null;
}
