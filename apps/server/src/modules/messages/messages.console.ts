import {
  type ConsoleBroadcast,
  type ConsoleBroadcastsPage,
  type ConsoleMessageSend,
  type StoredText,
} from "@lotus/contracts";
import { inTransaction, type Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { appendAudit, type Actor } from "../operator/index.ts";
import * as repo from "./messages.repository.ts";
import { renderMessage, sendToSegment, signalNewMessages, type Segment } from "./messages.service.ts";

/*
 * The operator's side of the inbox (console "Messages"): send a text (vi required, other languages
 * optional) to one member, a VIP level, an agent's team or everyone; the list of sends with their
 * recipient and read counts. A send and its audit row are one transaction.
 */

function toConsoleBroadcast(row: repo.BroadcastRow): ConsoleBroadcast {
  // The text as a Vietnamese reader sees it (an operator's text, or the template rendered).
  const { title, body } = renderMessage({ ...row, read_at: null }, "vi");
  return {
    id: row.id.toString(),
    segmentKind: row.segment_kind,
    segmentValue: row.segment_value,
    category: row.category,
    title,
    body,
    languages: row.title ? Object.keys(row.title) : [],
    recipients: row.recipients,
    read: row.read,
    operator: row.sent_by,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listConsoleBroadcasts(db: Db, page: number, size: number): Promise<ConsoleBroadcastsPage> {
  const { total, rows } = await repo.listBroadcasts(db, size, (page - 1) * size);
  return { total, page, size, list: rows.map(toConsoleBroadcast) };
}

const blankToUndefined = (text: Partial<StoredText>): StoredText =>
  Object.fromEntries(Object.entries(text).filter(([, v]) => typeof v === "string" && v.trim() !== "")) as StoredText;

/**
 * Sends an operator's message. The account of a member or of the agent of a team must exist
 * (message_recipient_not_found); a segment without any member is message_segment_empty; a blank
 * Vietnamese title or body is message_text_required — in each case nothing is stored.
 */
export async function sendConsoleMessage(db: Db, input: ConsoleMessageSend, actor: Actor): Promise<ConsoleBroadcast> {
  const title = blankToUndefined(input.title);
  const body = blankToUndefined(input.body);
  if (!title.vi || !body.vi) throw new AppError("message_text_required");
  const outcome = await inTransaction(db, async (tx) => {
    let segment: Segment;
    let label = "";
    switch (input.segment.kind) {
      case "member": {
        const member = await repo.findRecipientByAccount(tx, input.segment.account.trim());
        if (!member) throw new AppError("message_recipient_not_found");
        segment = { kind: "member", memberId: member.id };
        label = member.account;
        break;
      }
      case "agentTeam": {
        const agent = await repo.findAgentByAccount(tx, input.segment.account.trim());
        if (!agent) throw new AppError("message_recipient_not_found");
        segment = { kind: "agentTeam", agentId: agent.id };
        label = agent.account;
        break;
      }
      case "vip":
        segment = { kind: "vip", level: input.segment.level };
        label = String(input.segment.level);
        break;
      case "all":
        segment = { kind: "all" };
        break;
    }
    const sent = await sendToSegment(tx, {
      segment,
      category: input.category,
      title,
      body,
      sentBy: actor.session.username,
      segmentLabel: label,
    });
    if (!sent.broadcastId || sent.recipients === 0) throw new AppError("message_segment_empty");
    await appendAudit(tx, {
      operator: actor.session.username,
      action: "message.send",
      target: `message_broadcast:${sent.broadcastId}`,
      ip: actor.ip,
      detail: {
        segment: input.segment.kind,
        value: label,
        category: input.category,
        title: title.vi,
        languages: Object.keys(title).join(","),
        recipients: sent.recipients,
      },
    });
    return { broadcastId: sent.broadcastId, memberIds: sent.memberIds };
  });
  // The recipients' open tabs are signalled after the commit (in the background for a large segment).
  void signalNewMessages(db, outcome.memberIds);
  return toConsoleBroadcast((await repo.findBroadcast(db, outcome.broadcastId))!);
}
