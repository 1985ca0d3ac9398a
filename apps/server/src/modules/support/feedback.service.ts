import {
  FEEDBACK_ANSWER_HOURS,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_TYPES,
  type ConsoleFeedback,
  type ConsoleFeedbackList,
  type FeedbackItem,
  type FeedbackList,
  type FeedbackRules,
  type FeedbackState,
  type FeedbackType,
  type SupportSettings,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { type UploadedImage } from "../media/index.ts";
import { sendMessage } from "../messages/index.ts";
import { appendAudit, type Actor } from "../operator/index.ts";
import * as repo from "./support.repository.ts";

/*
 * Feedback and complaints (issue 16; spec §1 answered within 24 h, §3 the feedback entity, §7 PUT
 * /wps/feedback). A ticket is open with a due time 24 h ahead; an operator's answer makes it answered
 * (the answer reaches the member's inbox in the same transaction) and an operator or the member closes
 * an answered one. Within the reopen window after the answer the member may reopen it with a
 * follow-up: it is open again with a new 24 h target. Content bounds and the window are the operator's
 * settings (support_setting), read on every call.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Length as people count it: code points of the trimmed text (an emoji is one, not two). */
export const textLength = (text: string): number => [...text.trim()].length;

export function settingsWire(row: repo.SettingRow): SupportSettings {
  return {
    feedbackMinLength: row.feedback_min_length,
    feedbackMaxLength: row.feedback_max_length,
    reopenDays: row.reopen_days,
    chatMaxLength: row.chat_max_length,
  };
}

export async function feedbackRules(db: DbClient): Promise<FeedbackRules> {
  const s = await repo.readSettings(db);
  return {
    types: [...FEEDBACK_TYPES],
    minLength: s.feedback_min_length,
    maxLength: s.feedback_max_length,
    reopenDays: s.reopen_days,
    answerHours: FEEDBACK_ANSWER_HOURS,
    maxImages: FEEDBACK_MAX_IMAGES,
  };
}

function checkContent(content: string, s: repo.SettingRow): string {
  const text = content.trim();
  const length = textLength(text);
  if (length < s.feedback_min_length || length > s.feedback_max_length) {
    throw new AppError("feedback_content_length", { min: s.feedback_min_length, max: s.feedback_max_length });
  }
  return text;
}

/** The last moment the member may reopen: the last answer + the window (null while nothing was answered). */
export function reopenUntil(row: Pick<repo.FeedbackRow, "answered_at">, reopenDays: number): Date | null {
  return row.answered_at ? new Date(row.answered_at.getTime() + reopenDays * DAY_MS) : null;
}

function itemWire(row: repo.FeedbackRow, replies: repo.ReplyRow[], reopenDays: number): FeedbackItem {
  return {
    id: row.id.toString(),
    type: row.type,
    state: row.state,
    content: row.content,
    contact: row.contact,
    imageIds: row.image_ids.map(String),
    createdAt: row.created_at.toISOString(),
    dueAt: row.due_at?.toISOString() ?? null,
    answeredAt: row.answered_at?.toISOString() ?? null,
    closedAt: row.closed_at?.toISOString() ?? null,
    reopenUntil: row.state === "open" ? null : (reopenUntil(row, reopenDays)?.toISOString() ?? null),
    replies: replies
      .filter((r) => r.feedback_id === row.id)
      .map((r) => ({ id: r.id.toString(), author: r.author, body: r.body, createdAt: r.created_at.toISOString() })),
  };
}

async function wireMany(db: DbClient, rows: repo.FeedbackRow[], reopenDays: number): Promise<FeedbackItem[]> {
  const replies = await repo.repliesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => itemWire(r, replies, reopenDays));
}

/** Stores one checked image (the media module's pipeline) for a coming ticket; at most 3 waiting per member. */
export async function uploadImage(db: DbClient, memberId: bigint, image: UploadedImage): Promise<{ imageId: string }> {
  await repo.dropStaleImages(db, memberId);
  const id = await repo.insertImage(db, memberId, image.contentType, image.bytes, FEEDBACK_MAX_IMAGES);
  if (id === null) throw new AppError("too_many_images");
  return { imageId: id.toString() };
}

/** One of the member's own images (another member's id answers not_found, like an unknown one). */
export async function memberImage(db: DbClient, memberId: bigint, id: bigint) {
  const image = await repo.imageOf(db, id, memberId);
  if (!image) throw new AppError("not_found");
  return image;
}

export async function consoleImage(db: DbClient, id: bigint) {
  const image = await repo.imageOf(db, id, null);
  if (!image) throw new AppError("not_found");
  return image;
}

export type FeedbackInput = {
  requestId: string;
  type: FeedbackType;
  content: string;
  contact: string;
  imageIds: string[];
};

/**
 * PUT /wps/feedback: creates the ticket with its images in one statement (idempotent by request id:
 * a repeat answers the first ticket). Content bounds come from the operator's settings.
 */
export async function createFeedback(
  db: Db,
  memberId: bigint,
  input: FeedbackInput,
  now = new Date(),
): Promise<FeedbackItem> {
  const settings = await repo.readSettings(db);
  const existing = await repo.feedbackByRequest(db, memberId, input.requestId);
  if (existing) return (await wireMany(db, [existing], settings.reopen_days))[0]!;
  const content = checkContent(input.content, settings);
  const imageIds = [...new Set(input.imageIds)].map(BigInt);
  const created = await repo.insertFeedback(db, {
    memberId,
    requestId: input.requestId,
    type: input.type,
    content,
    contact: input.contact.trim(),
    imageIds,
    dueAt: new Date(now.getTime() + FEEDBACK_ANSWER_HOURS * HOUR_MS),
    now,
  });
  if ("problem" in created && created.problem === "images") throw new AppError("feedback_image_invalid");
  const row =
    "id" in created
      ? await repo.feedbackOf(db, created.id)
      : await repo.feedbackByRequest(db, memberId, input.requestId);
  return (await wireMany(db, [row!], settings.reopen_days))[0]!;
}

export async function listFeedback(db: DbClient, memberId: bigint, page: number, size: number): Promise<FeedbackList> {
  const settings = await repo.readSettings(db);
  const { rows, total } = await repo.memberFeedback(db, memberId, page, size);
  return { items: await wireMany(db, rows, settings.reopen_days), total, page, size };
}

export async function feedbackDetail(db: DbClient, memberId: bigint, id: bigint): Promise<FeedbackItem> {
  const settings = await repo.readSettings(db);
  const row = await repo.feedbackOf(db, id, { memberId });
  if (!row) throw new AppError("feedback_not_found");
  return (await wireMany(db, [row], settings.reopen_days))[0]!;
}

/** The states each step may start from: the one state machine of a ticket. */
const STEP_FROM: Record<"answer" | "close" | "reopen", readonly FeedbackState[]> = {
  answer: ["open"],
  close: ["answered"],
  reopen: ["answered", "closed"],
};
export function checkStep(step: keyof typeof STEP_FROM, state: FeedbackState): void {
  if (!STEP_FROM[step].includes(state)) throw new AppError("feedback_state_invalid");
}

/** The member reopens an answered or closed ticket within the window, with a follow-up: open again, a new 24 h target. */
export async function reopenFeedback(
  db: Db,
  memberId: bigint,
  id: bigint,
  content: string,
  now = new Date(),
): Promise<FeedbackItem> {
  return inTransaction(db, async (tx) => {
    const settings = await repo.readSettings(tx);
    const row = await repo.feedbackOf(tx, id, { memberId, lock: true });
    if (!row) throw new AppError("feedback_not_found");
    checkStep("reopen", row.state);
    const until = reopenUntil(row, settings.reopen_days);
    if (!until || now.getTime() > until.getTime()) {
      throw new AppError("feedback_reopen_expired", { days: settings.reopen_days });
    }
    const text = checkContent(content, settings);
    await repo.insertReply(tx, { feedbackId: id, author: "member", operator: null, body: text, now });
    await repo.setFeedbackState(tx, id, {
      state: "open",
      dueAt: new Date(now.getTime() + FEEDBACK_ANSWER_HOURS * HOUR_MS),
      closedAt: null,
    });
    return (await wireMany(tx, [(await repo.feedbackOf(tx, id))!], settings.reopen_days))[0]!;
  });
}

/** The member is satisfied with the answer: answered → closed. */
export async function closeFeedbackByMember(
  db: Db,
  memberId: bigint,
  id: bigint,
  now = new Date(),
): Promise<FeedbackItem> {
  return inTransaction(db, async (tx) => {
    const settings = await repo.readSettings(tx);
    const row = await repo.feedbackOf(tx, id, { memberId, lock: true });
    if (!row) throw new AppError("feedback_not_found");
    checkStep("close", row.state);
    await repo.setFeedbackState(tx, id, { state: "closed", dueAt: null, closedAt: now });
    return (await wireMany(tx, [(await repo.feedbackOf(tx, id))!], settings.reopen_days))[0]!;
  });
}

/* ---- Console ---- */

function consoleWire(item: FeedbackItem, row: repo.FeedbackRow, now: Date): ConsoleFeedback {
  return {
    ...item,
    memberId: row.member_id.toString(),
    account: row.account,
    overdue: row.state === "open" && row.due_at !== null && row.due_at.getTime() < now.getTime(),
    handledBy: row.handled_by,
  };
}

export async function queue(
  db: DbClient,
  filter: { state?: FeedbackState; type?: FeedbackType; page: number; size: number },
  now = new Date(),
): Promise<ConsoleFeedbackList> {
  const settings = await repo.readSettings(db);
  const { rows, total, overdue } = await repo.queueFeedback(db, filter, now);
  const items = await wireMany(db, rows, settings.reopen_days);
  return {
    items: items.map((item, i) => consoleWire(item, rows[i]!, now)),
    total,
    page: filter.page,
    size: filter.size,
    overdue,
  };
}

export async function consoleDetail(db: DbClient, id: bigint, now = new Date()): Promise<ConsoleFeedback> {
  const settings = await repo.readSettings(db);
  const row = await repo.feedbackOf(db, id);
  if (!row) throw new AppError("feedback_not_found");
  return consoleWire((await wireMany(db, [row], settings.reopen_days))[0]!, row, now);
}

/** The subject line of the inbox message: the start of the member's own question. */
export function subjectOf(content: string): string {
  const chars = [...content.replace(/\s+/g, " ").trim()];
  return chars.length > 60 ? `${chars.slice(0, 59).join("")}…` : chars.join("");
}

/**
 * An operator answers an open ticket: the reply, the state, the member's inbox message
 * (template feedback_answered, deduplicated by the reply) and the audit row in one transaction.
 */
export async function answerFeedback(
  db: Db,
  actor: Actor,
  id: bigint,
  body: string,
  now = new Date(),
): Promise<ConsoleFeedback> {
  const text = body.trim();
  if (text.length === 0) throw new AppError("validation_failed", { detail: "body: empty" });
  return inTransaction(db, async (tx) => {
    const row = await repo.feedbackOf(tx, id, { lock: true });
    if (!row) throw new AppError("feedback_not_found");
    checkStep("answer", row.state);
    const operator = actor.session.username;
    const replyId = await repo.insertReply(tx, { feedbackId: id, author: "operator", operator, body: text, now });
    await repo.setFeedbackState(tx, id, {
      state: "answered",
      dueAt: null,
      answeredAt: now,
      closedAt: null,
      handledBy: operator,
    });
    await sendMessage(tx, {
      memberId: row.member_id,
      template: "feedback_answered",
      params: { subject: subjectOf(row.content), answer: text },
      category: "personal",
      dedupeKey: `feedback:${id}:${replyId}`,
    });
    await appendAudit(tx, {
      operator,
      action: "support.feedback.answer",
      target: `feedback:${id}`,
      ip: actor.ip,
      detail: {
        member: row.account,
        type: row.type,
        onTime: row.due_at ? now <= row.due_at : true,
        length: text.length,
      },
    });
    return consoleDetail(tx, id, now);
  });
}

/** An operator closes an answered ticket (audited). */
export async function closeFeedback(db: Db, actor: Actor, id: bigint, now = new Date()): Promise<ConsoleFeedback> {
  return inTransaction(db, async (tx) => {
    const row = await repo.feedbackOf(tx, id, { lock: true });
    if (!row) throw new AppError("feedback_not_found");
    checkStep("close", row.state);
    const operator = actor.session.username;
    await repo.setFeedbackState(tx, id, { state: "closed", dueAt: null, closedAt: now, handledBy: operator });
    await appendAudit(tx, {
      operator,
      action: "support.feedback.close",
      target: `feedback:${id}`,
      ip: actor.ip,
      detail: { member: row.account },
    });
    return consoleDetail(tx, id, now);
  });
}

/* ---- Settings ---- */

export async function readSupportSettings(db: DbClient): Promise<SupportSettings> {
  return settingsWire(await repo.readSettings(db));
}

export async function updateSupportSettings(db: Db, actor: Actor, input: SupportSettings): Promise<SupportSettings> {
  if (input.feedbackMinLength > input.feedbackMaxLength) {
    throw new AppError("validation_failed", { detail: "feedbackMinLength: above feedbackMaxLength" });
  }
  return inTransaction(db, async (tx) => {
    const before = settingsWire(await repo.readSettings(tx, true));
    const after = settingsWire(
      await repo.updateSettings(tx, {
        feedback_min_length: input.feedbackMinLength,
        feedback_max_length: input.feedbackMaxLength,
        reopen_days: input.reopenDays,
        chat_max_length: input.chatMaxLength,
      }),
    );
    await appendAudit(tx, {
      operator: actor.session.username,
      action: "support.settings.update",
      target: "support_setting",
      ip: actor.ip,
      detail: { from: { ...before }, to: { ...after } },
    });
    return after;
  });
}
