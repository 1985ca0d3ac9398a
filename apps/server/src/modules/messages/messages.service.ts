import pg from "pg";
import {
  BRAND_TIME_ZONE,
  LANGUAGES,
  MESSAGE_AMOUNT_PARAMS,
  MESSAGE_CATEGORIES,
  MESSAGE_TEMPLATES,
  MESSAGE_TEMPLATE_PARAMS,
  formatMinor,
  localized,
  type Language,
  type MemberEvent,
  type Message,
  type MessageCategory,
  type MessageChange,
  type MessageTemplate,
  type MessagesPage,
  type StoredText,
} from "@lotus/contracts";
import type { Db, DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { translate } from "../../i18n/messages.ts";
import { isMarketingSuppressed } from "../protection/index.ts";
import * as repo from "./messages.repository.ts";

/*
 * The inbox (issue 16). A template message is rendered on every read in the reader's language from
 * the server catalogue (`message.<template>.title|body`), so switching language re-renders it; an
 * operator's text shows the reader's language or vi. Sends signal each recipient's open tabs
 * through the realtime hub after the commit ("message": the header badge refetches CSP_unreadCount).
 */

/** Where a member's open tabs are signalled (the realtime hub's `notify`). */
export type MessageSignals = { notify(memberId: bigint, event: MemberEvent): Promise<void> };
type Log = { warn(details: object, message: string): void };
export type MessagesDeps = { signals?: MessageSignals; log?: Log };

/**
 * The realtime hub of each server's pool, registered by the messages routes when the app starts, so
 * other modules call `sendMessage(db, …)` without threading the hub through (seeds and CLI have none).
 */
const hubs = new WeakMap<Db, Required<MessagesDeps>>();

export function registerMessageSignals(db: Db, signals: MessageSignals, log: Log): void {
  hubs.set(db, { signals, log });
}

const PARAM_MAX = 2000;

/**
 * A template parameter: a string, or a text per language ({ vi, en?, … }: a promotion's title) that
 * renders in the reader's language.
 */
export type MessageParam = string | StoredText;
export type MessageParams = Record<string, MessageParam>;

const isAmountParam = (name: string) => (MESSAGE_AMOUNT_PARAMS as readonly string[]).includes(name);
const fits = (text: unknown): text is string =>
  typeof text === "string" && text.length <= PARAM_MAX && !text.includes("\u0000");

function checkedParam(name: string, value: unknown): MessageParam {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const entries = Object.entries(value);
    const ok =
      fits((value as StoredText).vi) &&
      entries.every(([language, text]) => (LANGUAGES as readonly string[]).includes(language) && fits(text));
    if (!ok || isAmountParam(name)) throw new AppError("message_template_invalid");
    return Object.fromEntries(entries) as StoredText;
  }
  if (!fits(value) || (isAmountParam(name) && !/^-?\d{1,19}$/.test(value))) {
    throw new AppError("message_template_invalid");
  }
  return value;
}

/** The template and its parameters as the catalogue needs them, else message_template_invalid. */
function checkedTemplate(template: unknown, params: unknown): { template: MessageTemplate; params: MessageParams } {
  if (typeof template !== "string" || !(MESSAGE_TEMPLATES as readonly string[]).includes(template)) {
    throw new AppError("message_template_invalid");
  }
  const key = template as MessageTemplate;
  if (typeof params !== "object" || params === null || Array.isArray(params)) {
    throw new AppError("message_template_invalid");
  }
  const expected = [...MESSAGE_TEMPLATE_PARAMS[key]].sort();
  const given = Object.keys(params).sort();
  if (expected.length !== given.length || expected.some((name, i) => name !== given[i])) {
    throw new AppError("message_template_invalid");
  }
  const clean: MessageParams = {};
  for (const name of expected) clean[name] = checkedParam(name, (params as Record<string, unknown>)[name]);
  return { template: key, params: clean };
}

function checkedCategory(category: unknown): MessageCategory {
  if (typeof category !== "string" || !(MESSAGE_CATEGORIES as readonly string[]).includes(category)) {
    throw new AppError("message_template_invalid");
  }
  return category as MessageCategory;
}

function checkedDedupeKey(key: unknown): string | null {
  if (key === undefined || key === null) return null;
  if (typeof key !== "string" || key.length < 1 || key.length > 200) throw new AppError("message_template_invalid");
  return key;
}

const DATE_LOCALES: Record<Language, string> = { vi: "vi-VN", en: "en-GB", zh: "zh-CN", ja: "ja-JP", th: "th-TH" };

/** A template's parameter as the reader sees it: amounts and dates in their language, kinds translated. */
function renderParam(language: Language, name: string, param: unknown): string {
  if (typeof param === "object" && param !== null) return localized(param as StoredText, language) || "";
  const value = String(param);
  if (isAmountParam(name) && /^-?\d{1,19}$/.test(value)) {
    const minor = BigInt(value);
    return formatMinor(minor, language, { decimals: minor % 100n === 0n ? 0 : 2 });
  }
  if (name === "kind") return translate(language, `message.contract_kind.${value}`);
  if (name === "by") return translate(language, `message.by.${value}`);
  if (name === "expiresAt") {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime())) {
      return new Intl.DateTimeFormat(DATE_LOCALES[language], {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: BRAND_TIME_ZONE,
      }).format(at);
    }
  }
  return value;
}

export function renderMessage(row: repo.MessageRow, language: Language): Message {
  let title: string;
  let body: string;
  const template = (MESSAGE_TEMPLATES as readonly string[]).includes(row.template ?? "")
    ? (row.template as MessageTemplate)
    : null;
  if (row.title && row.body) {
    title = localized(row.title, language) || row.title.vi;
    body = localized(row.body, language) || row.body.vi;
  } else if (template) {
    const params = Object.fromEntries(
      Object.entries(row.params ?? {}).map(([name, value]) => [name, renderParam(language, name, value)]),
    );
    title = translate(language, `message.${template}.title`, params);
    body = translate(language, `message.${template}.body`, params);
  } else {
    title = "";
    body = "";
  }
  return {
    id: row.id.toString(),
    category: row.category,
    template: row.title ? null : template,
    title,
    body,
    read: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

/** Signals each recipient after the commit; never throws (a lost signal only delays the badge). */
export async function signalNewMessages(db: Db | DbClient, memberIds: bigint[], deps?: MessagesDeps): Promise<void> {
  const target = deps?.signals ? deps : db instanceof pg.Pool ? hubs.get(db) : undefined;
  if (!target?.signals || memberIds.length === 0) return;
  const signals = target.signals;
  const CHUNK = 500;
  for (let i = 0; i < memberIds.length; i += CHUNK) {
    await Promise.all(
      memberIds.slice(i, i + CHUNK).map((memberId) =>
        signals.notify(memberId, { type: "message" }).catch((error: unknown) => {
          target.log?.warn({ err: error, memberId: memberId.toString() }, "realtime notify failed");
        }),
      ),
    );
  }
}

export type SendMessageInput = {
  memberId: bigint;
  template: MessageTemplate;
  params: MessageParams;
  category: MessageCategory;
  /** The same key for the same member stores one message, whatever the retries. */
  dedupeKey?: string;
};

export type SendResult = { id: bigint | null; created: boolean; suppressed: boolean };

/**
 * Stores one template message for a member and signals the member's open tabs. Idempotent by
 * `dedupeKey`. Bad input (unknown template, parameters not those of the template, unknown category)
 * is message_template_invalid and stores nothing; a member who cannot receive (no such member, trial,
 * locked or closed) is message_recipient_not_found. A "marketing" message to a member the protection
 * module excludes from marketing is not stored (suppressed: true).
 *
 * With the pool as `db` the insert commits on its own and the signal follows at once. Inside a
 * caller's transaction (a PoolClient) nothing is signalled: call `signalNewMessages(pool, [memberId])`
 * after the commit.
 */
export async function sendMessage(db: DbClient, input: SendMessageInput, deps?: MessagesDeps): Promise<SendResult> {
  const { template, params } = checkedTemplate(input?.template, input?.params);
  const category = checkedCategory(input.category);
  const dedupeKey = checkedDedupeKey(input.dedupeKey);
  if (typeof input.memberId !== "bigint" || input.memberId <= 0n) throw new AppError("message_recipient_not_found");
  const member = await repo.findRecipient(db, input.memberId);
  if (!member) throw new AppError("message_recipient_not_found");
  // Responsible gaming (issue 16 item 6): no marketing to a member in a time-out or self-exclusion.
  if (category === "marketing" && (await isMarketingSuppressed(db, input.memberId))) {
    return { id: null, created: false, suppressed: true };
  }
  const stored = await repo.insertMessage(db, { memberId: input.memberId, category, template, params, dedupeKey });
  if (stored.created && db instanceof pg.Pool) await signalNewMessages(db, [input.memberId], deps);
  return { id: stored.id, created: stored.created, suppressed: false };
}

/**
 * sendMessage after a commit elsewhere, for the hooks in other modules: never throws (the money path
 * it follows has committed; a lost message is logged).
 */
export async function sendMessageSafely(db: DbClient, input: SendMessageInput, log?: Log): Promise<void> {
  try {
    await sendMessage(db, input);
  } catch (error) {
    (log ?? logOf(db))?.warn(
      { err: error, memberId: String(input.memberId), template: input.template },
      "inbox message not sent",
    );
  }
}

const logOf = (db: DbClient): Log | undefined => (db instanceof pg.Pool ? hubs.get(db)?.log : undefined);

/**
 * Many template messages in ONE statement (a job's reminders, an evaluation's level changes): bad
 * items are message_template_invalid and nothing is stored; members who cannot receive are skipped;
 * a dedupe key used before stores nothing for that member. Answers how many were stored.
 */
export async function sendMessages(db: DbClient, items: SendMessageInput[], deps?: MessagesDeps): Promise<number> {
  const checked = items.map((item) => {
    const { template, params } = checkedTemplate(item?.template, item?.params);
    if (typeof item.memberId !== "bigint") throw new AppError("message_template_invalid");
    return {
      memberId: item.memberId,
      category: checkedCategory(item.category),
      template,
      params,
      dedupeKey: checkedDedupeKey(item.dedupeKey),
    };
  });
  if (checked.length === 0) return 0;
  const memberIds = await repo.insertMessages(db, checked);
  if (db instanceof pg.Pool) void signalNewMessages(db, memberIds, deps);
  return memberIds.length;
}

/** sendMessages after a committed step elsewhere: never throws (logged). */
export async function sendMessagesSafely(db: DbClient, items: SendMessageInput[], log?: Log): Promise<number> {
  try {
    return await sendMessages(db, items);
  } catch (error) {
    (log ?? logOf(db))?.warn({ err: error }, "inbox messages not sent");
    return 0;
  }
}

export type Segment =
  | { kind: "member"; memberId: bigint }
  | { kind: "vip"; level: number }
  | { kind: "agentTeam"; agentId: bigint }
  | { kind: "all" };

export type SendToSegmentInput = {
  segment: Segment;
  category: MessageCategory;
  /** An event template and its parameters … */
  template?: MessageTemplate;
  params?: MessageParams;
  /** … or a text per language (vi required). */
  title?: StoredText;
  body?: StoredText;
  /** Who sent it (an operator's username; "system" by default). */
  sentBy?: string;
  /** A second send with the same key stores nothing. */
  dedupeKey?: string;
  /** How the segment is named in the list of sends (an account instead of a member id). */
  segmentLabel?: string;
};

/** The recipients' ids are for a caller that sent inside its own transaction and signals after the commit. */
export type SegmentResult = { broadcastId: bigint | null; recipients: number; memberIds: bigint[] };

function segmentValue(segment: Segment): string {
  switch (segment.kind) {
    case "member":
      return segment.memberId.toString();
    case "vip":
      return String(segment.level);
    case "agentTeam":
      return segment.agentId.toString();
    case "all":
      return "";
  }
}

function checkedSegment(segment: unknown): Segment {
  const s = segment as Segment | undefined;
  const ok =
    !!s &&
    ((s.kind === "member" && typeof s.memberId === "bigint") ||
      (s.kind === "vip" && Number.isInteger(s.level) && s.level >= 0 && s.level <= 99) ||
      (s.kind === "agentTeam" && typeof s.agentId === "bigint") ||
      s.kind === "all");
  if (!ok) throw new AppError("message_template_invalid");
  return s;
}

const trimmedText = (text: StoredText | undefined): StoredText | null => {
  if (!text || typeof text.vi !== "string" || text.vi.trim() === "") return null;
  const out: Record<string, string> = {};
  for (const [language, value] of Object.entries(text)) {
    if (typeof value === "string" && value.trim() !== "") out[language] = value.trim();
  }
  return out as StoredText;
};

/**
 * Sends one message to every member of a segment in ONE statement (INSERT … SELECT; the marketing
 * suppression is part of its WHERE), then signals the recipients. Answers the broadcast and how many
 * received it (0 with a null broadcast when the dedupe key was used before).
 */
export async function sendToSegment(
  db: DbClient,
  input: SendToSegmentInput,
  deps?: MessagesDeps,
): Promise<SegmentResult> {
  const segment = checkedSegment(input?.segment);
  const category = checkedCategory(input.category);
  const dedupeKey = checkedDedupeKey(input.dedupeKey);
  let template: MessageTemplate | null = null;
  let params: MessageParams = {};
  let title: StoredText | null = null;
  let body: StoredText | null = null;
  if (input.template !== undefined) {
    ({ template, params } = checkedTemplate(input.template, input.params ?? {}));
  } else {
    title = trimmedText(input.title);
    body = trimmedText(input.body);
    if (!title || !body) throw new AppError("message_text_required");
  }
  const result = await repo.insertBroadcast(db, {
    segment,
    segmentKind: segment.kind,
    segmentValue: (input.segmentLabel ?? segmentValue(segment)).slice(0, 64),
    category,
    title,
    body,
    template,
    params,
    sentBy: (input.sentBy ?? "system").slice(0, 64),
    dedupeKey,
    suppressMarketing: category === "marketing",
  });
  if (!result) return { broadcastId: null, recipients: 0, memberIds: [] };
  if (db instanceof pg.Pool) void signalNewMessages(db, result.memberIds, deps);
  return { broadcastId: result.broadcastId, recipients: result.memberIds.length, memberIds: result.memberIds };
}

/* ---- The member's inbox ---- */

export async function memberMessages(
  db: DbClient,
  memberId: bigint,
  language: Language,
  query: { page: number; size: number; unread?: "0" | "1" },
): Promise<MessagesPage> {
  const [{ total, rows }, unread] = await Promise.all([
    repo.listMessages(db, memberId, {
      unreadOnly: query.unread === "1",
      limit: query.size,
      offset: (query.page - 1) * query.size,
    }),
    repo.countUnread(db, memberId),
  ]);
  return { total, page: query.page, size: query.size, unread, list: rows.map((row) => renderMessage(row, language)) };
}

export async function memberMessage(db: DbClient, memberId: bigint, id: bigint, language: Language): Promise<Message> {
  const row = await repo.findMessage(db, memberId, id);
  if (!row) throw new AppError("message_not_found");
  return renderMessage(row, language);
}

export const unreadCount = async (db: DbClient, memberId: bigint) => ({ count: await repo.countUnread(db, memberId) });

export async function readMessage(db: DbClient, memberId: bigint, id: bigint): Promise<MessageChange> {
  const { found, changed } = await repo.markRead(db, memberId, id);
  if (!found) throw new AppError("message_not_found");
  return { changed, unread: await repo.countUnread(db, memberId) };
}

export async function readAllMessages(db: DbClient, memberId: bigint): Promise<MessageChange> {
  const changed = await repo.markAllRead(db, memberId);
  return { changed, unread: await repo.countUnread(db, memberId) };
}

export async function deleteMessage(db: DbClient, memberId: bigint, id: bigint): Promise<MessageChange> {
  if (!(await repo.deleteMessage(db, memberId, id))) throw new AppError("message_not_found");
  return { changed: 1, unread: await repo.countUnread(db, memberId) };
}
