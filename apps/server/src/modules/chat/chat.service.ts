import { createHash } from "node:crypto";
import {
  RECORD_TIME_FORMAT,
  chatLength,
  formatMinor,
  isErrorCode,
  localized,
  type ChatEvent,
  type ChatMessage,
  type ChatPermission,
  type ChatPostRequest,
  type ChatRoom,
  type ChatTicket,
  type ErrorCode,
  type Language,
} from "@lotus/contracts";
import type { Db, DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { translate } from "../../i18n/messages.ts";
import { memberTicket } from "../lottery/index.ts";
import { checkEligibility } from "../protection/index.ts";
import { memberLevels } from "../vip/index.ts";
import * as repo from "./chat.repository.ts";

/*
 * The chat room's rules (issue 16). Posting: the text is checked against the brand's length limit,
 * banned words are masked, the shared ticket is read from the member's own lottery lines, then one
 * SQL function (chat_post) decides the rest with the member's chat row locked — room, account
 * (trial accounts read only), mute, the deposit / valid-bet rule, one message per second, no third
 * identical message within 10 s — and stores the message; it is then published to the room over
 * the realtime hub (Redis fan-out when REDIS_URL is set). A refusal stores nothing.
 */

/** The part of the realtime hub the chat uses (app.realtime). */
export type ChatSignals = { publishRoom(room: string, event: ChatEvent, memberId?: bigint): Promise<void> };
export type ChatDeps = { db: Db; signals: ChatSignals };

/** How long a process keeps the rule and the banned words before reading them again. */
export const RULES_TTL_MS = 10_000;

type Rules = { settings: repo.SettingRow; words: string[]; pattern: RegExp | null; at: number };
let cached: Rules | null = null;

/** Forgets the cached rule and words (after a console change in this process; others follow within RULES_TTL_MS). */
export function invalidateRules(): void {
  cached = null;
}

async function rules(db: Db): Promise<Rules> {
  if (cached && Date.now() - cached.at < RULES_TTL_MS) return cached;
  const { settings, words } = await repo.readRules(db);
  cached = { settings, words, pattern: bannedPattern(words), at: Date.now() };
  return cached;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whole words (not inside another word), case-insensitive, longest first. */
export function bannedPattern(words: readonly string[]): RegExp | null {
  const list = [...new Set(words.map((w) => w.normalize("NFC").toLowerCase().trim()).filter(Boolean))];
  if (list.length === 0) return null;
  list.sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`, "giu");
}

/** The text with every banned word replaced by as many asterisks as it has characters. */
export function maskBanned(text: string, pattern: RegExp | null): string {
  if (!pattern) return text;
  return text.replace(pattern, (word) => "*".repeat(chatLength(word)));
}

/** What the duplicate rule compares: the typed text, case and spacing ignored, plus the shared ticket. */
export function fingerprint(text: string, ticketId: string | undefined): string {
  const normal = text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
  return createHash("sha256")
    .update(`${normal}\u0000${ticketId ?? ""}`)
    .digest("hex")
    .slice(0, 32);
}

/** A stable pseudonym of a member in the chat (the web marks the member's own messages with it). */
export function authorKey(memberId: bigint): string {
  return createHash("sha256").update(`lotus-chat-author:${memberId}`).digest("base64url").slice(0, 12);
}

export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/** The name shown: the nickname, else the account masked. */
export const displayName = (row: { nickname: string; account: string }) =>
  row.nickname.trim() !== "" ? row.nickname.trim().slice(0, 32) : maskAccount(row.account);

export function messageWire(row: repo.MessageRow): ChatMessage {
  return {
    id: row.id.toString(),
    room: row.room_id,
    author: authorKey(row.member_id),
    nickname: row.nickname,
    vip: row.vip_level,
    text: row.body,
    ticket: (row.ticket as ChatTicket | null) ?? null,
    at: row.created_at.toISOString(),
  };
}

/* ---- Rooms, history, permission ---- */

export async function rooms(db: DbClient, language: Language): Promise<ChatRoom[]> {
  return (await repo.listRooms(db)).map((r) => ({ id: r.id, name: localized(r.name, language), muted: r.muted }));
}

export async function history(db: DbClient, room: string, before: string | undefined, size: number) {
  const rows = await repo.history(db, room, before ? BigInt(before) : null, size);
  if (rows.length === 0 && !(await repo.listRooms(db)).some((r) => r.id === room)) {
    throw new AppError("chat_room_not_found");
  }
  return { list: rows.slice(0, size).map(messageWire), more: rows.length > size };
}

const money = (minor: bigint, language: Language) => `${formatMinor(minor, language, { decimals: 0 })} ₫`;

function moment(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, RECORD_TIME_FORMAT).format(new Date(iso));
}

/** The message parameters of a refusal code (the thresholds, the mute's end). */
function refusalParams(
  code: string,
  detail: string | null,
  settings: repo.SettingRow,
  language: Language,
): Record<string, string | number> {
  if (code === "chat_not_eligible") {
    return { deposit: money(settings.min_deposit, language), validBet: money(settings.min_valid_bet, language) };
  }
  if (code === "chat_muted" && detail) return { until: moment(detail, language) };
  if (code === "chat_too_long") return { max: settings.max_length };
  return {};
}

function refusal(code: string, detail: string | null, settings: repo.SettingRow, language: Language): AppError {
  const known: ErrorCode = isErrorCode(code) ? code : "system_error";
  return new AppError(known, refusalParams(known, detail, settings, language));
}

/** What the member may do in `room` now, with the reason (a catalogue code and its message) when not. */
export async function permission(db: Db, memberId: bigint, room: string, language: Language): Promise<ChatPermission> {
  const [gate, { settings }, protection] = await Promise.all([
    repo.gate(db, room, memberId),
    rules(db),
    checkEligibility(db, memberId, "chat"),
  ]);
  if (gate.code === "chat_room_not_found") throw new AppError("chat_room_not_found");
  // The room's own rules first (a trial account is told it is a trial account), then protection's.
  const reason = gate.code !== "ok" ? gate.code : protection.allowed ? null : protection.code;
  const params =
    reason === null
      ? {}
      : gate.code !== "ok" || protection.allowed
        ? refusalParams(reason, gate.detail, settings, language)
        : protection.params;
  return {
    room,
    canRead: true,
    canPost: reason === null,
    reason,
    message: reason ? translate(language, reason, params) : null,
    mutedUntil: gate.code === "chat_muted" ? gate.detail : null,
    rule: {
      minDeposit: settings.min_deposit.toString(),
      minValidBet: settings.min_valid_bet.toString(),
      match: settings.match,
    },
    totals:
      gate.deposit !== null && gate.valid_bet !== null
        ? { deposit: gate.deposit.toString(), validBet: gate.valid_bet.toString() }
        : null,
    maxLength: settings.max_length,
    me: authorKey(memberId),
  };
}

/** The "joined" answer of a socket's join (the realtime module's room gate). */
export async function joinRoom(db: Db, memberId: bigint, room: string, language: Language) {
  try {
    return { type: "joined" as const, permission: await permission(db, memberId, room, language) };
  } catch (error) {
    if (error instanceof AppError) return { code: error.code };
    throw error;
  }
}

/* ---- Posting ---- */

function ticketSnapshot(ticket: NonNullable<Awaited<ReturnType<typeof memberTicket>>>): ChatTicket {
  return {
    id: ticket.id,
    drawId: ticket.drawId,
    gameCode: ticket.gameCode,
    gameName: ticket.gameName,
    issue: ticket.issue,
    betType: ticket.betType,
    numbers: ticket.numbers,
    stake: ticket.stake,
  };
}

export async function post(
  deps: ChatDeps,
  memberId: bigint,
  room: string,
  body: ChatPostRequest,
  language: Language,
): Promise<ChatMessage> {
  const { db } = deps;
  const typed = (body.text ?? "").normalize("NFC").trim();
  if (typed === "" && body.ticketId === undefined) throw new AppError("chat_message_empty");
  const { settings, pattern } = await rules(db);
  if (chatLength(typed) > settings.max_length) throw new AppError("chat_too_long", { max: settings.max_length });

  const [names, levels, ticket, protection] = await Promise.all([
    repo.memberNames(db, memberId),
    memberLevels(db, [memberId]),
    body.ticketId === undefined ? null : memberTicket(db, memberId, BigInt(body.ticketId), language),
    checkEligibility(db, memberId, "chat"),
  ]);
  if (!names) throw new AppError("please_login_first");
  if (!protection.allowed) throw new AppError(protection.code, protection.params);
  if (body.ticketId !== undefined && !ticket) throw new AppError("chat_ticket_not_found");

  const input: repo.PostInput = {
    room,
    memberId,
    requestId: body.requestId,
    body: maskBanned(typed, pattern),
    fingerprint: fingerprint(typed, body.ticketId),
    nickname: displayName(names),
    vip: levels.get(memberId) ?? 0,
    ticket: ticket ? ticketSnapshot(ticket) : null,
  };
  const result = await repo.post(db, input);
  if (result.code === "replayed") return messageWire((await repo.messageById(db, result.message_id!))!);
  if (result.code !== "ok") throw refusal(result.code, result.detail, settings, language);
  const message = messageWire({
    id: result.message_id!,
    room_id: room,
    member_id: memberId,
    body: input.body,
    nickname: input.nickname,
    vip_level: input.vip,
    ticket: input.ticket,
    created_at: result.created_at!,
  });
  await deps.signals.publishRoom(room, { type: "message", message });
  return message;
}
