import { randomInt } from "node:crypto";
import {
  AGENT_LINKS_MAX,
  type AgentLink,
  type AffiliateApplicationRequest,
  type ReferralValue,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import type { LinkRegistrationHook } from "../account/index.ts";
import { verifyHumanSolution } from "../verification/index.ts";
import { offerFromTemplate } from "./contracts.service.ts";
import * as repo from "./agents.repository.ts";

/*
 * Referral (member centre: the member's own code and invitees), agent links (several affiliate
 * codes with a label, the account type a registration gets and an optional contract template) and
 * the public /join affiliate application.
 */

/** Masks an account for another member's eyes: first 2 and last 2 characters. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

export async function referral(db: Db, memberId: bigint, origin: string): Promise<ReferralValue> {
  const [code, list] = await Promise.all([repo.inviteCode(db, memberId), repo.invitees(db, memberId)]);
  return {
    code,
    link: `${origin}/register?referralCode=${encodeURIComponent(code)}`,
    invitees: list.map((row) => ({
      account: maskAccount(row.account),
      registeredAt: row.created_at.toISOString(),
      firstDepositAt: row.first_deposit_at?.toISOString() ?? null,
    })),
    rewards: "0",
  };
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

function linkValue(row: repo.LinkRow, origin: string): AgentLink {
  return {
    id: row.id.toString(),
    code: row.code,
    label: row.label,
    accountType: row.account_type,
    contractTemplateId: row.contract_template_id?.toString() ?? null,
    active: row.active,
    link: `${origin}/register?affiliateCode=${encodeURIComponent(row.code)}`,
    registrations: row.registrations,
    createdAt: row.created_at.toISOString(),
  };
}

export async function links(db: Db, agentId: bigint, origin: string): Promise<AgentLink[]> {
  return (await repo.links(db, agentId)).map((row) => linkValue(row, origin));
}

async function checkTemplate(db: Db, id: string | null | undefined): Promise<bigint | null | undefined> {
  if (id === undefined || id === null) return id;
  const templateId = BigInt(id);
  if (!(await repo.templateExists(db, templateId)))
    throw new AppError("invalid_field", { field: "contractTemplateId" });
  return templateId;
}

export async function createLink(
  db: Db,
  agentId: bigint,
  input: { label: string; accountType: 0 | 2; contractTemplateId?: string | null },
  origin: string,
): Promise<AgentLink> {
  const templateId = (await checkTemplate(db, input.contractTemplateId)) ?? null;
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await repo.insertLink(db, {
      agentId,
      code: newCode(),
      label: input.label.trim(),
      accountType: input.accountType,
      templateId,
      max: AGENT_LINKS_MAX,
    });
    if (row) return linkValue(row, origin);
    if ((await repo.linkCount(db, agentId)) >= AGENT_LINKS_MAX) {
      throw new AppError("agent_link_limit", { max: AGENT_LINKS_MAX });
    }
  }
  throw new AppError("service_unavailable");
}

export async function updateLink(
  db: Db,
  agentId: bigint,
  id: bigint,
  input: { label?: string; accountType?: 0 | 2; contractTemplateId?: string | null; active?: boolean },
  origin: string,
): Promise<AgentLink> {
  const templateId = await checkTemplate(db, input.contractTemplateId);
  const row = await repo.updateLink(db, {
    agentId,
    id,
    label: input.label?.trim(),
    accountType: input.accountType,
    templateId,
    active: input.active,
  });
  if (!row) throw new AppError("agent_link_not_found");
  return linkValue(row, origin);
}

export async function deleteLink(db: Db, agentId: bigint, id: bigint): Promise<void> {
  if (!(await repo.deleteLink(db, agentId, id))) throw new AppError("agent_link_not_found");
}

/**
 * After a registration through one of the agent's links (account module hook): a sub-agent link with
 * a contract template offers that contract to the new sub-agent (within the ratio rule, H2's
 * offerFromTemplate; outside it nothing is offered).
 */
export const offerLinkContract: LinkRegistrationHook = async (db, input) => {
  const templateId = await repo.linkTemplate(db, input.code);
  if (templateId !== null) await offerFromTemplate(db, templateId, input.agentId, input.memberId);
};

/** /join: the human check as registration does, then the application is stored for the console. */
export async function apply(
  app: FastifyInstance,
  input: AffiliateApplicationRequest,
  ip: string,
): Promise<{ id: string }> {
  await verifyHumanSolution(app, input.humanVerification);
  const contact: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.contact)) if (value !== undefined) contact[key] = value.trim();
  const id = await repo.insertApplication(app.db, {
    name: input.name.trim(),
    contact,
    channel: input.channel,
    message: input.message?.trim() ?? "",
    ip,
  });
  return { id: id.toString() };
}
