import {
  WEAK_DEFAULT_PASSWORD,
  type ConsoleAffiliateApplication,
  type ConsoleAffiliateApproveValue,
  type ConsoleAgentDetail,
  type ConsoleAgentNode,
  type ConsoleAgentSettings,
  type ConsoleAgentTransfer,
} from "@lotus/contracts";
import { inTransaction, type Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { findMemberIdByAccount, hashPassword, memberAdmin } from "../account/index.ts";
import { appendAudit, type Actor } from "../operator/index.ts";
import {
  directDownlines,
  findAgentNode,
  findApplication,
  listApplications,
  listTransfers,
  lockApplication,
  lockForPromotion,
  lockMemberByAccount,
  markApplicationReviewed,
  searchAgentNodes,
  setAccountType,
  uplineChain,
  type AgentNodeRow,
  type ApplicationRow,
} from "./agents-console.repository.ts";
import { agentSettings, saveAgentSettings, type AgentSettings } from "./agents.repository.ts";

/*
 * The operator console's agent screens (issue 13 item 7): tree browser, promotion to agent,
 * affiliate applications from /join and the list of transfers between agents. Every change runs in
 * one transaction with its operator audit row.
 */

/** isAgent of a promoted plain member: a top agent (1) when no agent is above it, else a sub-agent (2). */
export const promotedAccountType = (agentAbove: boolean): 1 | 2 => (agentAbove ? 2 : 1);
/** isAgent of an approved affiliate: partner (41) at the top, sub-partner (42) below an agent. */
export const affiliateAccountType = (agentAbove: boolean): 41 | 42 => (agentAbove ? 42 : 41);

export const toNode = (row: AgentNodeRow): ConsoleAgentNode => ({
  id: row.id.toString(),
  account: row.account,
  nickname: row.nickname,
  isAgent: row.is_agent,
  status: row.status,
  uplineId: row.upline_id === null ? null : row.upline_id.toString(),
  teamSize: row.team_size,
  directCount: row.direct_count,
  balance: row.balance.toString(),
  createdAt: row.created_at.toISOString(),
  lastLoginAt: row.last_login_at ? row.last_login_at.toISOString() : null,
});

export async function searchAgentTree(
  db: Db,
  query: { q: string; page: number; size: number },
): Promise<{ total: number; list: ConsoleAgentNode[] }> {
  const { total, rows } = await searchAgentNodes(db, query);
  return { total, list: rows.map(toNode) };
}

/** The member with its upline chain (top first); not_found when there is none. */
export async function agentDetail(db: Db, memberId: bigint): Promise<ConsoleAgentDetail> {
  const row = await findAgentNode(db, memberId);
  if (!row) throw new AppError("not_found");
  return { member: toNode(row), chain: (await uplineChain(db, memberId)).map(toNode) };
}

export async function agentDownlines(
  db: Db,
  memberId: bigint,
  page: { page: number; size: number },
): Promise<{ total: number; list: ConsoleAgentNode[] }> {
  if (!(await findAgentNode(db, memberId))) throw new AppError("not_found");
  const { total, rows } = await directDownlines(db, memberId, page);
  return { total, list: rows.map(toNode) };
}

/**
 * Makes a plain member (isAgent 0) an agent: 1 when no agent is above it, 2 below an agent.
 * Agents, trial accounts and closed accounts are refused (agent_promote_invalid), nothing changed.
 */
export async function promoteMember(
  db: Db,
  memberId: bigint,
  reason: string,
  actor: Actor,
): Promise<ConsoleAgentDetail> {
  await inTransaction(db, async (client) => {
    const member = await lockForPromotion(client, memberId);
    if (!member) throw new AppError("not_found");
    if (member.is_agent !== 0 || member.status === "closed") throw new AppError("agent_promote_invalid");
    const isAgent = promotedAccountType(member.agent_above);
    await setAccountType(client, memberId, isAgent);
    await appendAudit(client, {
      operator: actor.session.username,
      action: "agent.promote",
      target: `member:${memberId}`,
      ip: actor.ip,
      detail: { from: member.is_agent, to: isAgent, reason },
    });
  });
  return agentDetail(db, memberId);
}

const toApplication = (row: ApplicationRow): ConsoleAffiliateApplication => ({
  id: row.id.toString(),
  name: row.name,
  contact: row.contact,
  channel: row.channel,
  message: row.message,
  status: row.status,
  member:
    row.member_id === null
      ? null
      : { id: row.member_id.toString(), account: row.member_account ?? "", isAgent: row.member_is_agent ?? 0 },
  reviewedBy: row.reviewed_by,
  reviewedAt: row.reviewed_at ? row.reviewed_at.toISOString() : null,
  reason: row.review_reason,
  ip: row.ip,
  createdAt: row.created_at.toISOString(),
});

export async function affiliateApplications(
  db: Db,
  query: { status: string; page: number; size: number },
): Promise<{ total: number; list: ConsoleAffiliateApplication[] }> {
  const { total, rows } = await listApplications(db, query);
  return { total, list: rows.map(toApplication) };
}

async function applicationOf(db: Db, id: bigint): Promise<ConsoleAffiliateApplication> {
  const row = await findApplication(db, id);
  if (!row) throw new AppError("not_found");
  return toApplication(row);
}

/**
 * Approves a pending application: `account` is created as an affiliate partner (41) with the weak
 * default password it must change at its first login, or — when it is an existing plain member —
 * promoted (41, or 42 below an agent). An application already reviewed is
 * agent_application_reviewed; an account that is already an agent, a trial or closed account is
 * agent_promote_invalid; nothing changes then.
 */
export async function approveApplication(
  db: Db,
  id: bigint,
  account: string,
  actor: Actor,
): Promise<ConsoleAffiliateApproveValue> {
  // Hashed before the transaction: argon2 must not hold the row locks.
  const passwordHash = await hashPassword(WEAK_DEFAULT_PASSWORD);
  const created = await inTransaction(db, async (client) => {
    const application = await lockApplication(client, id);
    if (!application) throw new AppError("not_found");
    if (application.status !== "pending") throw new AppError("agent_application_reviewed");
    const existing = await lockMemberByAccount(client, account);
    let memberId: bigint;
    let isAgent: number;
    if (existing) {
      const member = await lockForPromotion(client, existing.id);
      if (!member || member.is_agent !== 0 || member.status === "closed") throw new AppError("agent_promote_invalid");
      memberId = existing.id;
      isAgent = affiliateAccountType(member.agent_above);
      await setAccountType(client, memberId, isAgent);
    } else {
      isAgent = affiliateAccountType(false);
      memberId = await memberAdmin
        .insertOperatorMember(client, { account, passwordHash, isAgent, dialingCode: null, mobileNum: null })
        .catch((error: unknown) => {
          // Created by someone else between the look-up and the insert.
          if ((error as { code?: string }).code === "23505") throw new AppError("username_taken");
          throw error;
        });
    }
    await markApplicationReviewed(client, id, {
      status: "approved",
      memberId,
      operatorId: actor.session.operatorId,
      reason: "",
    });
    await appendAudit(client, {
      operator: actor.session.username,
      action: "agent_application.approve",
      target: `affiliate_application:${id}`,
      ip: actor.ip,
      detail: { account, memberId: memberId.toString(), isAgent, created: !existing },
    });
    return !existing;
  });
  return {
    application: await applicationOf(db, id),
    created,
    temporaryPassword: created ? WEAK_DEFAULT_PASSWORD : null,
  };
}

/** Rejects a pending application with the reason (agent_application_reviewed once reviewed). */
export async function rejectApplication(
  db: Db,
  id: bigint,
  reason: string,
  actor: Actor,
): Promise<ConsoleAffiliateApplication> {
  await inTransaction(db, async (client) => {
    const application = await lockApplication(client, id);
    if (!application) throw new AppError("not_found");
    if (application.status !== "pending") throw new AppError("agent_application_reviewed");
    await markApplicationReviewed(client, id, {
      status: "rejected",
      memberId: null,
      operatorId: actor.session.operatorId,
      reason,
    });
    await appendAudit(client, {
      operator: actor.session.username,
      action: "agent_application.reject",
      target: `affiliate_application:${id}`,
      ip: actor.ip,
      detail: { reason },
    });
  });
  return applicationOf(db, id);
}

export async function agentTransfers(
  db: Db,
  query: { account?: string; direction: string; from?: string; to?: string; page: number; size: number },
): Promise<{ total: number; sum: string; list: ConsoleAgentTransfer[] }> {
  let memberId: bigint | null = null;
  if (query.account) {
    const member = await findMemberIdByAccount(db, query.account);
    if (!member) return { total: 0, sum: "0", list: [] };
    memberId = member.id;
  }
  const { total, sum, rows } = await listTransfers(db, { ...query, memberId });
  return {
    total,
    sum: sum.toString(),
    list: rows.map((row) => ({
      operationId: row.operation_id.toString(),
      from: { id: row.from_id.toString(), account: row.from_account, isAgent: row.from_is_agent },
      to: { id: row.to_id.toString(), account: row.to_account, isAgent: row.to_is_agent },
      amount: row.amount.toString(),
      direction: row.direction,
      createdAt: row.created_at.toISOString(),
    })),
  };
}

/* ---- Agent settings of the brand ---- */
const settingsValue = (s: AgentSettings): ConsoleAgentSettings => ({
  announcement: s.announcement,
  transferMin: s.transferMin.toString(),
  transferMax: s.transferMax.toString(),
  transferDailyMax: s.transferDailyMax.toString(),
  activeMemberMinBet: s.activeMemberMinBet.toString(),
});

export async function consoleAgentSettings(db: Db): Promise<ConsoleAgentSettings> {
  return settingsValue(await agentSettings(db));
}

/** Saves the announcement, the transfer limits and the active-member threshold; audited with before and after. */
export async function setConsoleAgentSettings(
  db: Db,
  body: ConsoleAgentSettings,
  actor: Actor,
): Promise<ConsoleAgentSettings> {
  const next: AgentSettings = {
    announcement: body.announcement,
    transferMin: BigInt(body.transferMin),
    transferMax: BigInt(body.transferMax),
    transferDailyMax: BigInt(body.transferDailyMax),
    activeMemberMinBet: BigInt(body.activeMemberMinBet),
  };
  await inTransaction(db, async (client) => {
    const previous = await saveAgentSettings(client, next);
    await appendAudit(client, {
      operator: actor.session.username,
      action: "agent_settings.set",
      target: "brand:agents",
      ip: actor.ip,
      detail: { from: settingsValue(previous), to: body },
    });
  });
  return settingsValue(next);
}
