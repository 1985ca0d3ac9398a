import {
  DEFAULT_NOTICE_TYPES,
  LANGUAGES,
  NOTICE_DEFAULT_EXECUTION,
  NOTICE_PLATFORM_WEB,
  localized,
  type AnnouncementsValue,
  type ConsoleNotice,
  type ConsoleNoticeInput,
  type Language,
  type Notice,
} from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { teamDepth } from "../agents/index.ts";
import { memberLevels } from "../vip/index.ts";
import * as repo from "./notices.repository.ts";
import type { NoticeRow } from "./notices.repository.ts";

function toNotice(row: NoticeRow, language: Language): Notice {
  return {
    id: row.id,
    type: row.type,
    title: localized(row.title, language),
    content: localized(row.content, language),
    imageUrl: row.image_url,
    linkUrl: row.link_url,
    startsAt: row.starts_at.toISOString(),
  };
}

/** Spec §3 notice fetch: player (B, PL), banners (B with an image), popup (PU), promotion (PR), help (H). */
export function groupNotices(rows: NoticeRow[], language: Language): AnnouncementsValue {
  const notices = rows.map((row) => toNotice(row, language));
  return {
    player: notices.filter((n) => n.type === "PL" || n.type === "B"),
    banners: notices.filter((n) => n.type === "B" && n.imageUrl !== ""),
    popup: notices.filter((n) => n.type === "PU"),
    promotion: notices.filter((n) => n.type === "PR"),
    help: notices.filter((n) => n.type === "H"),
  };
}

/** Who asks: a logged-in member, or null for a visitor. */
export type NoticeViewer = { memberId: bigint } | null;

/**
 * The notices of `rows` the viewer is targeted by: a notice for members limited to VIP levels shows
 * only to members of those levels, one limited to an agent's team only to the agent and its team.
 */
async function forViewer(db: DbClient, rows: NoticeRow[], viewer: NoticeViewer): Promise<NoticeRow[]> {
  if (!viewer) return rows;
  const narrowed = rows.filter((r) => r.vip_levels.length > 0 || r.agent_id !== null);
  if (narrowed.length === 0) return rows;
  const level = narrowed.some((r) => r.vip_levels.length > 0)
    ? ((await memberLevels(db, [viewer.memberId])).get(viewer.memberId) ?? 0)
    : 0;
  const teams = new Map<bigint, boolean>();
  for (const agentId of new Set(narrowed.flatMap((r) => (r.agent_id === null ? [] : [r.agent_id])))) {
    teams.set(agentId, (await teamDepth(db, agentId, viewer.memberId)) !== null);
  }
  return rows.filter(
    (r) =>
      (r.vip_levels.length === 0 || r.vip_levels.includes(level)) &&
      (r.agent_id === null || teams.get(r.agent_id) === true),
  );
}

/**
 * The active notices of the asked types (comma-separated; the spec's default set when none), for a
 * platform and execution (web and the default when not given), meant for the viewer (issue 16:
 * everyone, visitors, members, VIP levels, an agent's team), grouped for the page.
 */
export async function announcements(
  db: DbClient,
  query: { types?: string | undefined; platform?: string | undefined; execution?: string | undefined },
  language: Language,
  viewer: NoticeViewer = null,
): Promise<AnnouncementsValue> {
  const rows = await repo.listActiveNotices(db, {
    types: query.types ? query.types.split(",") : [...DEFAULT_NOTICE_TYPES],
    platform: query.platform ?? NOTICE_PLATFORM_WEB,
    execution: query.execution ?? NOTICE_DEFAULT_EXECUTION,
    loggedIn: viewer !== null,
  });
  return groupNotices(await forViewer(db, rows, viewer), language);
}

/* ---- console ---- */

const allLanguages = (text: Partial<Record<Language, string>>) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, text[l] ?? ""])) as Record<Language, string>;

export function consoleNoticeOf(row: repo.ConsoleNoticeRow): ConsoleNotice {
  return {
    id: String(row.id),
    type: row.type,
    title: allLanguages(row.title),
    content: allLanguages(row.content),
    imageUrl: row.image_url,
    linkUrl: row.link_url,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    sort: row.sort,
    audience: row.audience,
    vipLevels: row.vip_levels,
    agentAccount: row.agent_account,
    enabled: row.enabled,
    state: !row.enabled ? "disabled" : row.ended ? "ended" : row.running ? "running" : "scheduled",
    updatedBy: row.updated_by,
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The row to write for an operator's notice, after the rules the schema cannot see: the end after the
 * start (notice_schedule_invalid), VIP levels and teams only for members (notice_targeting_invalid),
 * the team's agent an existing agent (notice_agent_not_found).
 */
export async function noticeWrite(
  db: DbClient,
  input: ConsoleNoticeInput,
  operator: string,
): Promise<repo.NoticeWrite> {
  if (input.endsAt !== null && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
    throw new AppError("notice_schedule_invalid");
  }
  if (input.audience !== "members" && (input.vipLevels.length > 0 || input.agentAccount !== null)) {
    throw new AppError("notice_targeting_invalid");
  }
  let agentId: bigint | null = null;
  if (input.agentAccount !== null) {
    const agent = await repo.findAgentByAccount(db, input.agentAccount);
    if (!agent) throw new AppError("notice_agent_not_found");
    agentId = agent.id;
  }
  return {
    type: input.type,
    title: input.title,
    content: input.content,
    imageUrl: input.imageUrl,
    linkUrl: input.linkUrl,
    startsAt: new Date(input.startsAt).toISOString(),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt).toISOString(),
    sort: input.sort,
    audience: input.audience,
    vipLevels: [...new Set(input.vipLevels)].sort((a, b) => a - b),
    agentId,
    enabled: input.enabled,
    operator,
  };
}

/** The audit detail of a notice write (texts by their Vietnamese title; the targeting in full). */
export const auditDetailOf = (w: repo.NoticeWrite, agentAccount: string | null) => ({
  type: w.type,
  title: w.title.vi ?? "",
  startsAt: w.startsAt,
  endsAt: w.endsAt,
  audience: w.audience,
  vipLevels: w.vipLevels.join(","),
  agent: agentAccount,
  imageUrl: w.imageUrl,
  linkUrl: w.linkUrl,
  sort: w.sort,
  enabled: w.enabled,
});
