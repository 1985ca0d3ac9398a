import type { StoredText } from "@lotus/contracts";
import type { Db, DbClient } from "../../db/pool.ts";

/*
 * All SQL of the chat module (issue 16): rooms, the brand's rule and banned words, the members'
 * chat rows (mute, last post) and the messages. Posting and the gate are the SQL functions in sql/
 * (chat_post, chat_gate); gating reads deposits (credited deposit_order) and valid bet (settled
 * game_round) — reads only.
 */

export type RoomRow = { id: string; name: StoredText; muted: boolean; sort: number };

export async function listRooms(db: DbClient): Promise<RoomRow[]> {
  const { rows } = await db.query<RoomRow>(
    "select id, name, muted, sort from chat_room where enabled order by sort, id",
  );
  return rows;
}

export async function roomsWithCounts(db: DbClient, since: Date): Promise<(RoomRow & { today: number })[]> {
  const { rows } = await db.query<RoomRow & { today: number }>(
    `select r.id, r.name, r.muted, r.sort,
            (select count(*)::int from chat_message m where m.room_id = r.id and m.created_at >= $1) as today
       from chat_room r where r.enabled order by r.sort, r.id`,
    [since],
  );
  return rows;
}

export async function setRoomMuted(db: DbClient, room: string, muted: boolean): Promise<RoomRow | null> {
  const { rows } = await db.query<RoomRow>(
    "update chat_room set muted = $2 where id = $1 and enabled returning id, name, muted, sort",
    [room, muted],
  );
  return rows[0] ?? null;
}

export type GateRow = {
  code: string;
  detail: string | null;
  deposit: bigint | null;
  valid_bet: bigint | null;
  rule: string | null;
};

export async function gate(db: DbClient, room: string, memberId: bigint): Promise<GateRow> {
  const { rows } = await db.query<GateRow>("select * from chat_gate($1, $2, clock_timestamp())", [
    room,
    memberId.toString(),
  ]);
  return rows[0]!;
}

export type PostInput = {
  room: string;
  memberId: bigint;
  requestId: string;
  body: string;
  fingerprint: string;
  nickname: string;
  vip: number;
  ticket: unknown;
};
export type PostRow = { code: string; detail: string | null; message_id: bigint | null; created_at: Date | null };

export async function post(db: DbClient, input: PostInput): Promise<PostRow> {
  const { rows } = await db.query<PostRow>("select * from chat_post($1, $2, $3, $4, $5, $6, $7, $8)", [
    input.room,
    input.memberId.toString(),
    input.requestId,
    input.body,
    input.fingerprint,
    input.nickname,
    input.vip,
    input.ticket === null ? null : JSON.stringify(input.ticket),
  ]);
  return rows[0]!;
}

export type MessageRow = {
  id: bigint;
  room_id: string;
  member_id: bigint;
  body: string;
  nickname: string;
  vip_level: number;
  ticket: unknown;
  created_at: Date;
};
export type ConsoleMessageRow = MessageRow & { account: string; deleted_at: Date | null; deleted_by: string | null };

const MESSAGE_COLUMNS = "m.id, m.room_id, m.member_id, m.body, m.nickname, m.vip_level, m.ticket, m.created_at";

export async function messageById(db: DbClient, id: bigint): Promise<MessageRow | null> {
  const { rows } = await db.query<MessageRow>(`select ${MESSAGE_COLUMNS} from chat_message m where m.id = $1`, [
    id.toString(),
  ]);
  return rows[0] ?? null;
}

/** Newest first, `size + 1` rows (the extra one says whether more remain); deleted messages left out. */
export async function history(db: DbClient, room: string, before: bigint | null, size: number): Promise<MessageRow[]> {
  const { rows } = await db.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from chat_message m
      where m.room_id = $1 and m.deleted_at is null and ($2::int8 is null or m.id < $2)
      order by m.id desc limit $3`,
    [room, before?.toString() ?? null, size + 1],
  );
  return rows;
}

export async function consoleMessages(
  db: DbClient,
  filter: { room: string | null; account: string | null; before: bigint | null; size: number },
): Promise<ConsoleMessageRow[]> {
  const { rows } = await db.query<ConsoleMessageRow>(
    `select ${MESSAGE_COLUMNS}, mb.account, m.deleted_at, m.deleted_by
       from chat_message m join member mb on mb.id = m.member_id
      where ($1::text is null or m.room_id = $1) and ($2::text is null or mb.account = lower($2))
        and ($3::int8 is null or m.id < $3)
      order by m.id desc limit $4`,
    [filter.room, filter.account, filter.before?.toString() ?? null, filter.size + 1],
  );
  return rows;
}

/** Marks a message deleted (once); null when there is no such message. */
export async function deleteMessage(
  db: DbClient,
  id: bigint,
  operator: string,
): Promise<(ConsoleMessageRow & { changed: boolean }) | null> {
  const { rows } = await db.query<ConsoleMessageRow & { changed: boolean }>(
    `with target as (select id, deleted_at from chat_message where id = $1 for update),
          upd as (update chat_message m set deleted_at = now(), deleted_by = $2
                   from target t where m.id = t.id and t.deleted_at is null returning m.id)
     select ${MESSAGE_COLUMNS}, mb.account, coalesce(m.deleted_at, now()) as deleted_at,
            coalesce(m.deleted_by, $2) as deleted_by, exists (select 1 from upd) as changed
       from chat_message m join member mb on mb.id = m.member_id where m.id = $1`,
    [id.toString(), operator],
  );
  return rows[0] ?? null;
}

export type MemberRow = { id: bigint; account: string; nickname: string };

export async function memberNames(db: DbClient, memberId: bigint): Promise<MemberRow | null> {
  const { rows } = await db.query<MemberRow>("select id, account, nickname from member where id = $1", [
    memberId.toString(),
  ]);
  return rows[0] ?? null;
}

export async function memberByAccount(db: DbClient, account: string): Promise<MemberRow | null> {
  const { rows } = await db.query<MemberRow>("select id, account, nickname from member where account = lower($1)", [
    account,
  ]);
  return rows[0] ?? null;
}

/* ---- Mutes ---- */

export type MuteRow = {
  member_id: bigint;
  account: string;
  nickname: string;
  muted_until: Date | null;
  muted_forever: boolean;
  mute_reason: string;
  muted_by: string;
  muted_at: Date | null;
};

const MUTE_COLUMNS = `c.member_id, mb.account, mb.nickname, c.muted_until, c.muted_forever, c.mute_reason,
  c.muted_by, c.muted_at`;

export async function setMute(
  db: DbClient,
  memberId: bigint,
  mute: { until: Date | null; forever: boolean; reason: string; operator: string },
): Promise<MuteRow> {
  const { rows } = await db.query<MuteRow>(
    `with upd as (
       insert into chat_member (member_id, muted_until, muted_forever, mute_reason, muted_by, muted_at)
       values ($1, $2, $3, $4, $5, now())
       on conflict (member_id) do update set muted_until = excluded.muted_until, muted_forever = excluded.muted_forever,
         mute_reason = excluded.mute_reason, muted_by = excluded.muted_by, muted_at = excluded.muted_at
       returning *)
     select ${MUTE_COLUMNS} from upd c join member mb on mb.id = c.member_id`,
    [memberId.toString(), mute.until, mute.forever, mute.reason, mute.operator],
  );
  return rows[0]!;
}

/** Lifts a mute; the row as it was (null when the member was not muted). */
export async function clearMute(db: DbClient, memberId: bigint): Promise<MuteRow | null> {
  const { rows } = await db.query<MuteRow>(
    `with before as (select * from chat_member where member_id = $1 and (muted_forever or muted_until > now()) for update),
          upd as (update chat_member c set muted_until = null, muted_forever = false, mute_reason = '', muted_by = '',
                    muted_at = null from before b where c.member_id = b.member_id returning c.member_id)
     select ${MUTE_COLUMNS} from before c join member mb on mb.id = c.member_id`,
    [memberId.toString()],
  );
  return rows[0] ?? null;
}

export async function activeMutes(db: DbClient): Promise<MuteRow[]> {
  const { rows } = await db.query<MuteRow>(
    `select ${MUTE_COLUMNS} from chat_member c join member mb on mb.id = c.member_id
      where c.muted_forever or c.muted_until > now() order by c.muted_at desc nulls last limit 500`,
  );
  return rows;
}

/* ---- Rule and banned words ---- */

export type SettingRow = { min_deposit: bigint; min_valid_bet: bigint; match: "all" | "any"; max_length: number };

export async function readSettings(db: DbClient): Promise<SettingRow> {
  const { rows } = await db.query<SettingRow>("select min_deposit, min_valid_bet, match, max_length from chat_setting");
  return rows[0]!;
}

export async function updateSettings(db: DbClient, s: SettingRow): Promise<SettingRow> {
  const { rows } = await db.query<SettingRow>(
    `update chat_setting set min_deposit = $1, min_valid_bet = $2, match = $3, max_length = $4, updated_at = now()
      returning min_deposit, min_valid_bet, match, max_length`,
    [s.min_deposit.toString(), s.min_valid_bet.toString(), s.match, s.max_length],
  );
  return rows[0]!;
}

export async function bannedWords(db: DbClient): Promise<string[]> {
  const { rows } = await db.query<{ word: string }>("select word from chat_banned_word order by word");
  return rows.map((r) => r.word);
}

/** Replaces the list in one statement; the list as stored. */
export async function replaceBannedWords(db: DbClient, words: string[], operator: string): Promise<string[]> {
  const { rows } = await db.query<{ word: string }>(
    `with gone as (delete from chat_banned_word where not (word = any($1::text[]))),
          added as (insert into chat_banned_word (word, created_by) select unnest($1::text[]), $2
                    on conflict (word) do nothing)
     select unnest($1::text[]) as word order by 1`,
    [words, operator],
  );
  return rows.map((r) => r.word);
}

/** Settings and banned words in one read (the service's short cache). */
export async function readRules(db: Db): Promise<{ settings: SettingRow; words: string[] }> {
  const { rows } = await db.query<SettingRow & { words: string[] }>(
    `select s.min_deposit, s.min_valid_bet, s.match, s.max_length,
            coalesce((select array_agg(word order by word) from chat_banned_word), '{}') as words
       from chat_setting s`,
  );
  const { words, ...settings } = rows[0]!;
  return { settings, words };
}
