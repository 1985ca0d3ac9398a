import type pg from "pg";
import { localized, type ChatSettings, type ConsoleChatMessage, type ConsoleChatMute } from "@lotus/contracts";
import { inTransaction, type Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { appendAudit, type Actor, type AuditDetail } from "../operator/index.ts";
import * as repo from "./chat.repository.ts";
import { invalidateRules, messageWire, type ChatDeps } from "./chat.service.ts";

/*
 * Chat moderation in the console (issue 16): rooms (mute a whole room), messages (delete: gone
 * live for everyone), member mutes (for a time or for good, lifted by hand), the brand's gating
 * rule and the banned words. Each change and its operator audit row are one transaction; the room
 * is told after the commit (a "deleted" event, or "refresh" so members read their permission again).
 */

const audit = (tx: pg.PoolClient | Db, actor: Actor, action: string, target: string, detail: AuditDetail) =>
  appendAudit(tx, { operator: actor.session.username, action, target, ip: actor.ip, detail });

const DAY_MS = 86_400_000;

export async function consoleRooms(db: Db) {
  const rows = await repo.roomsWithCounts(db, new Date(Date.now() - DAY_MS));
  return rows.map((r) => ({ id: r.id, name: localized(r.name, "vi"), muted: r.muted, messagesToday: r.today }));
}

export async function setRoomMuted(deps: ChatDeps, room: string, muted: boolean, actor: Actor) {
  const row = await inTransaction(deps.db, async (tx) => {
    const updated = await repo.setRoomMuted(tx, room, muted);
    if (!updated) throw new AppError("chat_room_not_found");
    await audit(tx, actor, muted ? "chat.room.mute" : "chat.room.unmute", `chat_room:${room}`, { muted });
    return updated;
  });
  await deps.signals.publishRoom(room, { type: "refresh" });
  const counts = await consoleRooms(deps.db);
  return (
    counts.find((r) => r.id === row.id) ?? { id: row.id, name: localized(row.name, "vi"), muted, messagesToday: 0 }
  );
}

function consoleMessage(row: repo.ConsoleMessageRow): ConsoleChatMessage {
  return {
    ...messageWire(row),
    memberId: row.member_id.toString(),
    account: row.account,
    deletedAt: row.deleted_at?.toISOString() ?? null,
    deletedBy: row.deleted_by ?? null,
  };
}

export async function consoleMessages(
  db: Db,
  query: { room?: string; account?: string; before?: string; size: number },
) {
  const rows = await repo.consoleMessages(db, {
    room: query.room ?? null,
    account: query.account?.trim() || null,
    before: query.before ? BigInt(query.before) : null,
    size: query.size,
  });
  return { list: rows.slice(0, query.size).map(consoleMessage), more: rows.length > query.size };
}

/** Deletes a message (once): members' rooms drop it at once; a repeat answers the same without a second audit. */
export async function deleteMessage(
  deps: ChatDeps,
  id: bigint,
  actor: Actor,
  reason = "",
): Promise<ConsoleChatMessage> {
  const row = await inTransaction(deps.db, async (tx) => {
    const deleted = await repo.deleteMessage(tx, id, actor.session.username);
    if (!deleted) throw new AppError("chat_message_not_found");
    if (deleted.changed) {
      await audit(tx, actor, "chat.message.delete", `chat_message:${id}`, {
        room: deleted.room_id,
        member: deleted.member_id.toString(),
        account: deleted.account,
        text: deleted.body,
        reason: reason.trim(),
      });
    }
    return deleted;
  });
  if (row.changed) await deps.signals.publishRoom(row.room_id, { type: "deleted", id: id.toString() });
  return consoleMessage(row);
}

function muteWire(row: repo.MuteRow): ConsoleChatMute {
  return {
    memberId: row.member_id.toString(),
    account: row.account,
    nickname: row.nickname,
    until: row.muted_until?.toISOString() ?? null,
    forever: row.muted_forever,
    reason: row.mute_reason,
    operator: row.muted_by,
    at: row.muted_at?.toISOString() ?? null,
  };
}

export async function mutes(db: Db): Promise<ConsoleChatMute[]> {
  return (await repo.activeMutes(db)).map(muteWire);
}

/** Tells the member's sockets in every room to read their permission again. */
async function refreshMember(deps: ChatDeps, memberId: bigint) {
  const rooms = await repo.listRooms(deps.db);
  await Promise.all(rooms.map((room) => deps.signals.publishRoom(room.id, { type: "refresh" }, memberId)));
}

/** Mutes a member for `minutes` or (null) for good; checked by chat_post in the database, so every tab and process obeys at once. */
export async function muteMember(
  deps: ChatDeps,
  input: { account: string; minutes: number | null; reason: string },
  actor: Actor,
): Promise<ConsoleChatMute> {
  const member = await repo.memberByAccount(deps.db, input.account.trim());
  if (!member) throw new AppError("chat_member_not_found");
  const until = input.minutes === null ? null : new Date(Date.now() + input.minutes * 60_000);
  const row = await inTransaction(deps.db, async (tx) => {
    const muted = await repo.setMute(tx, member.id, {
      until,
      forever: input.minutes === null,
      reason: input.reason.trim(),
      operator: actor.session.username,
    });
    await audit(tx, actor, "chat.member.mute", `member:${member.id}`, {
      account: member.account,
      minutes: input.minutes,
      until: until?.toISOString() ?? null,
      forever: input.minutes === null,
      reason: input.reason.trim(),
    });
    return muted;
  });
  await refreshMember(deps, member.id);
  return muteWire(row);
}

export async function unmuteMember(deps: ChatDeps, memberId: bigint, actor: Actor): Promise<ConsoleChatMute> {
  const row = await inTransaction(deps.db, async (tx) => {
    const before = await repo.clearMute(tx, memberId);
    if (!before) throw new AppError("chat_member_not_found");
    await audit(tx, actor, "chat.member.unmute", `member:${memberId}`, {
      account: before.account,
      until: before.muted_until?.toISOString() ?? null,
      forever: before.muted_forever,
    });
    return before;
  });
  await refreshMember(deps, memberId);
  return { ...muteWire(row), until: null, forever: false };
}

const settingsWire = (row: repo.SettingRow): ChatSettings => ({
  minDeposit: row.min_deposit.toString(),
  minValidBet: row.min_valid_bet.toString(),
  match: row.match,
  maxLength: row.max_length,
});

export async function readSettings(db: Db): Promise<ChatSettings> {
  return settingsWire(await repo.readSettings(db));
}

export async function updateSettings(deps: ChatDeps, input: ChatSettings, actor: Actor): Promise<ChatSettings> {
  const row = await inTransaction(deps.db, async (tx) => {
    const before = settingsWire(await repo.readSettings(tx));
    const after = await repo.updateSettings(tx, {
      min_deposit: BigInt(input.minDeposit),
      min_valid_bet: BigInt(input.minValidBet),
      match: input.match,
      max_length: input.maxLength,
    });
    await audit(tx, actor, "chat.settings.update", "chat_setting", { from: { ...before }, to: { ...input } });
    return after;
  });
  invalidateRules();
  const rooms = await repo.listRooms(deps.db);
  await Promise.all(rooms.map((room) => deps.signals.publishRoom(room.id, { type: "refresh" })));
  return settingsWire(row);
}

export async function readBannedWords(db: Db): Promise<{ words: string[] }> {
  return { words: await repo.bannedWords(db) };
}

export async function replaceBannedWords(deps: ChatDeps, words: string[], actor: Actor): Promise<{ words: string[] }> {
  const clean = [...new Set(words.map((w) => w.normalize("NFC").trim().toLowerCase()).filter(Boolean))];
  const stored = await inTransaction(deps.db, async (tx) => {
    const before = await repo.bannedWords(tx);
    const after = await repo.replaceBannedWords(tx, clean, actor.session.username);
    await audit(tx, actor, "chat.banned_words.update", "chat_banned_word", {
      added: after.filter((w) => !before.includes(w)),
      removed: before.filter((w) => !after.includes(w)),
    });
    return after;
  });
  invalidateRules();
  return { words: stored };
}
