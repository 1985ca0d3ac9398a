import {
  isAgentType,
  type AgentContract,
  type AgentContractKind,
  type ContractListValue,
  type ContractPreviewValue,
  type ContractRequest,
  type ContractTerms,
} from "@lotus/contracts";
import { inTransaction, type Db, type DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { sendMessageSafely } from "../messages/index.ts";
import {
  checkOfferRatio,
  contractPeriod,
  contractsEndedBy,
  isRealtimeTerms,
  nextBoundary,
  nextStatus,
  periodContaining,
  termsRatio,
  type ContractParty,
  type ContractTransition,
} from "./contract-rules.ts";
import * as repo from "./contracts.repository.ts";
import type { ContractRow } from "./contracts.repository.ts";
import { assertInTeam } from "./access.ts";

/*
 * Agent contracts (issue 13, H2; spec §2): one body for the four contract calls. An upline offers a
 * contract of a kind to a DIRECT downline that is an agent, at most at its own rate (a top agent:
 * its house contract and the operator's cap); the downline named signs or rejects it; either party
 * asks to end a signed contract and the other agrees (ended at the next period boundary) or
 * refuses. Signing a lower rate ends the downline's own contracts above it at the next boundary
 * (cancelled_by_rule), so rate(upline→X) ≥ rate(X→child) always holds for contracts in force.
 */

const ratioOf = (row: ContractRow) => row.ratio_ppm;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toContract(row: ContractRow): AgentContract {
  return {
    id: row.id.toString(),
    kind: row.kind,
    uplineId: row.upline_id?.toString() ?? null,
    uplineAccount: row.upline_account,
    downlineId: row.downline_id.toString(),
    downlineAccount: row.downline_account,
    version: row.version,
    period: row.period,
    terms: row.terms,
    ratioPpm: row.ratio_ppm,
    status: row.status,
    terminationRequestedBy: row.termination_requested_by?.toString() ?? null,
    createdAt: row.created_at.toISOString(),
    signedAt: iso(row.signed_at),
    effectiveFrom: iso(row.effective_from),
    endedAt: iso(row.ended_at),
    replacesId: row.replaces_id?.toString() ?? null,
  };
}

const partyOf = (row: ContractRow, caller: bigint): ContractParty =>
  row.downline_id === caller ? "downline" : row.upline_id === caller ? "upline" : "other";

/** The caller's own rate of the kind (its signed contract), and the cap when it is a top agent. */
async function ownLimit(db: DbClient, caller: bigint, kind: AgentContractKind) {
  const own = await repo.ownContract(db, caller, kind);
  const cap = own && own.upline_id === null ? await repo.capOf(db, caller, kind) : null;
  return { own: own?.ratio_ppm ?? null, cap };
}

type OfferCheck = { kind: AgentContractKind; downlineId: bigint; terms: ContractTerms; ratioPpm: number; own: number };

/** Every check of an offer (and of its preview): direct agent downline, terms, ratio rule. */
async function checkOffer(db: DbClient, caller: bigint, kind: AgentContractKind, body: ContractRequest) {
  if (body.downlineId === undefined || body.terms === undefined) throw new AppError("validation_failed");
  const downlineId = BigInt(body.downlineId);
  await assertInTeam(db, caller, downlineId);
  const link = await repo.memberLink(db, downlineId);
  if (!link || link.upline_id !== caller) throw new AppError("contract_downline_not_direct");
  if (!isAgentType(link.is_agent)) throw new AppError("contract_action_refused");
  const period = contractPeriod(kind, body.period);
  const ratioPpm = termsRatio(kind, body.terms);
  const { own, cap } = await ownLimit(db, caller, kind);
  checkOfferRatio(ratioPpm, own, cap);
  const check: OfferCheck = { kind, downlineId, terms: body.terms, ratioPpm, own: own ?? 0 };
  return { ...check, period };
}

export type ContractsDeps = { db: Db; activeMemberMinBet: (db: DbClient) => Promise<bigint> };

/** One call of the four contract paths: the path gives the kind, the body the action. */
export async function contractCall(
  deps: ContractsDeps,
  caller: bigint,
  kind: AgentContractKind,
  body: ContractRequest,
): Promise<ContractListValue | ContractPreviewValue | AgentContract> {
  const { db } = deps;
  switch (body.action) {
    case "list":
      return list(deps, caller, kind);
    case "preview": {
      // The named downline of an offer asks what signing it would end: exactly the rule signing applies.
      if (body.contractId !== undefined) return previewForDownline(db, caller, kind, BigInt(body.contractId));
      const offer = await checkOffer(db, caller, kind, body);
      const children = await repo.childContracts(db, offer.downlineId, kind);
      return {
        ratioPpm: offer.ratioPpm,
        ownRatioPpm: offer.own,
        wouldEnd: contractsEndedBy(offer.ratioPpm, children, ratioOf).map(toContract),
        endsAt: nextBoundary(offer.period, new Date()).toISOString(),
      };
    }
    case "offer": {
      const offer = await checkOffer(db, caller, kind, body);
      const id = await inTransaction(db, async (client) => {
        const pending = await repo.pendingOffer(client, offer.downlineId, kind);
        if (pending) {
          // A new offer from the upline replaces its offer still waiting for an answer.
          if (pending.upline_id !== caller) throw new AppError("contract_action_refused");
          await repo.updateContract(client, pending.id, { status: "superseded" });
          await repo.insertEvent(client, pending.id, caller, "superseded_by_offer");
        }
        const signed = await repo.ownContract(client, offer.downlineId, kind);
        if (signed && signed.upline_id !== caller) throw new AppError("contract_action_refused");
        const newId = await repo.insertOffer(client, {
          kind,
          uplineId: caller,
          downlineId: offer.downlineId,
          period: offer.period,
          terms: offer.terms,
          ratioPpm: offer.ratioPpm,
          replacesId: signed?.id ?? null,
        });
        await repo.insertEvent(client, newId, caller, "offered", { ratioPpm: offer.ratioPpm });
        return newId;
      });
      const offered = (await repo.contractById(db, id))!;
      await contractMessage(db, offered, "offer", caller);
      return toContract(offered);
    }
    case "sign":
    case "reject":
    case "terminate":
    case "agreeTermination":
    case "refuseTermination":
      return transition(db, caller, kind, body.action, body.contractId);
  }
}

/** preview with contractId: only the downline an offer names, while it is offered. */
async function previewForDownline(
  db: DbClient,
  caller: bigint,
  kind: AgentContractKind,
  id: bigint,
): Promise<ContractPreviewValue> {
  const row = await repo.contractById(db, id);
  if (!row || row.kind !== kind || row.downline_id !== caller) throw new AppError("contract_not_found");
  if (row.status !== "offered") throw new AppError("contract_action_refused");
  const children = await repo.childContracts(db, caller, kind);
  return {
    ratioPpm: row.ratio_ppm,
    ownRatioPpm: (await repo.ownContract(db, caller, kind))?.ratio_ppm ?? 0,
    wouldEnd: contractsEndedBy(row.ratio_ppm, children, ratioOf).map(toContract),
    endsAt: nextBoundary(row.period, new Date()).toISOString(),
  };
}

async function transition(
  db: Db,
  caller: bigint,
  kind: AgentContractKind,
  action: ContractTransition,
  contractId: string | undefined,
): Promise<AgentContract> {
  if (contractId === undefined) throw new AppError("validation_failed");
  const id = BigInt(contractId);
  await inTransaction(db, async (client) => {
    const row = await repo.contractById(client, id, true);
    const party = row && row.kind === kind ? partyOf(row, caller) : "other";
    if (!row || party === "other") throw new AppError("contract_not_found");
    const status = nextStatus(
      { status: row.status, terminationRequestedBy: row.termination_requested_by },
      action,
      party,
      caller,
    );
    const now = new Date();
    const boundary = nextBoundary(row.period, now);
    if (action === "sign") {
      // The ratio rule again at signing: the upline's own rate may have dropped since the offer.
      if (row.upline_id !== null) {
        const { own, cap } = await ownLimit(client, row.upline_id, kind);
        checkOfferRatio(row.ratio_ppm, own, cap);
      }
      const previous = await repo.ownContract(client, row.downline_id, kind);
      if (previous) {
        await repo.updateContract(client, previous.id, { status: "superseded", endedAt: boundary });
        await repo.insertEvent(client, previous.id, caller, "superseded", { by: row.id.toString() });
      }
      for (const child of contractsEndedBy(
        row.ratio_ppm,
        await repo.childContracts(client, row.downline_id, kind),
        ratioOf,
      )) {
        const childEnd = nextBoundary(child.period, now);
        await repo.updateContract(client, child.id, {
          status: "cancelled_by_rule",
          endedAt: child.status === "offered" ? now : childEnd,
          cancelledById: row.id,
        });
        await repo.insertEvent(client, child.id, caller, "cancelled_by_rule", {
          by: row.id.toString(),
          ratioPpm: row.ratio_ppm,
        });
      }
      await repo.updateContract(client, row.id, { status, signedAt: now, effectiveFrom: boundary });
    } else if (action === "terminate") {
      await repo.updateContract(client, row.id, { status, terminationRequestedBy: caller });
    } else if (action === "agreeTermination") {
      await repo.updateContract(client, row.id, { status, endedAt: boundary });
    } else if (action === "refuseTermination") {
      await repo.updateContract(client, row.id, { status, terminationRequestedBy: null });
    } else {
      await repo.updateContract(client, row.id, { status });
    }
    await repo.insertEvent(client, row.id, caller, action);
  });
  const changed = (await repo.contractById(db, id))!;
  await contractMessage(db, changed, action, caller);
  return toContract(changed);
}

/**
 * The inbox message of a contract step (issue 16), after its commit, to the other party: an offer to
 * the downline, a signature to the upline, a rejected offer or an agreed termination to whoever did
 * not act. Once per contract and step (dedupe key); never fails the step.
 */
async function contractMessage(db: Db, row: ContractRow, action: "offer" | ContractTransition, caller: bigint) {
  const by = caller === row.upline_id ? "agent" : "member";
  const other = caller === row.upline_id ? row.downline_id : row.upline_id;
  if (action === "offer") {
    await sendMessageSafely(db, {
      memberId: row.downline_id,
      template: "contract_offered",
      params: { agent: row.upline_account ?? "", kind: row.kind },
      category: "personal",
      dedupeKey: `contract_offered:${row.id}`,
    });
  } else if (action === "sign" && row.upline_id !== null) {
    await sendMessageSafely(db, {
      memberId: row.upline_id,
      template: "contract_accepted",
      params: { member: row.downline_account, kind: row.kind },
      category: "personal",
      dedupeKey: `contract_accepted:${row.id}`,
    });
  } else if ((action === "reject" || action === "agreeTermination") && other !== null) {
    await sendMessageSafely(db, {
      memberId: other,
      template: "contract_cancelled",
      params: { by, kind: row.kind },
      category: "personal",
      dedupeKey: `contract_cancelled:${row.id}`,
    });
  }
}

async function list(deps: ContractsDeps, caller: bigint, kind: AgentContractKind): Promise<ContractListValue> {
  const [asDownline, asUpline] = await Promise.all([
    repo.contractsOfMember(deps.db, caller, kind, "downline"),
    repo.contractsOfMember(deps.db, caller, kind, "upline"),
  ]);
  const period = periodContaining(
    kind === "realtime_salary" ? "R5" : kind === "dividend" ? (asDownline[0]?.period ?? "D") : "D",
    new Date(),
  );
  const activeMin = await deps.activeMemberMinBet(deps.db);
  const ids = [...new Set([...asDownline, ...asUpline].map((row) => row.downline_id))];
  const figures = new Map(
    (await repo.teamFigures(deps.db, ids, period.start, period.end, activeMin)).map((f) => [f.member_id, f]),
  );
  const withFigures = (row: ContractRow) => {
    const f = figures.get(row.downline_id);
    return {
      ...toContract(row),
      figures: {
        periodStart: period.start.toISOString(),
        periodEnd: period.end.toISOString(),
        validBet: (f?.valid_bet ?? 0n).toString(),
        profitLoss: (f?.profit_loss ?? 0n).toString(),
        activeUsers: f?.active_users ?? 0,
      },
    };
  };
  return { asDownline: asDownline.map(withFigures), asUpline: asUpline.map(withFigures) };
}

/**
 * Spec §3 consolidated flags: *req = offers and termination requests waiting for me; *info = 1
 * when I have a signed contract of the kind.
 */
export type ContractFlags = {
  divtypereq: number;
  dailysalreqtype: number;
  contracthoursalreq: number;
  realtimesalreqtype: number;
  divtypeinfo: number;
  dailysalinfotype: number;
  contractmrdailysalinfotype: number;
  contracthoursalinfo: number;
  realtimesalinfotype: number;
};
export async function contractFlags(db: DbClient, memberId: bigint): Promise<ContractFlags> {
  const rows = new Map((await repo.contractFlagRows(db, memberId)).map((row) => [row.kind, row]));
  const waiting = (kind: AgentContractKind) => rows.get(kind)?.waiting ?? 0;
  const signed = (kind: AgentContractKind) => (rows.get(kind)?.signed ? 1 : 0);
  return {
    divtypereq: waiting("dividend"),
    dailysalreqtype: waiting("daily_salary"),
    contracthoursalreq: waiting("hourly_salary"),
    realtimesalreqtype: waiting("realtime_salary"),
    divtypeinfo: signed("dividend"),
    dailysalinfotype: signed("daily_salary"),
    contractmrdailysalinfotype: signed("daily_salary"),
    contracthoursalinfo: signed("hourly_salary"),
    realtimesalinfotype: signed("realtime_salary"),
  };
}

export { isRealtimeTerms };

/**
 * The contract an agent link offers automatically (affiliate_code.contract_template_id) to the
 * sub-agent registered through it: an offer from the link's agent with the template's kind, period
 * and terms, waiting for the new sub-agent's signature. Offered only when the ratio rule allows it
 * (at most the agent's own rate); otherwise nothing is offered and null is answered.
 */
export async function offerFromTemplate(
  db: Db,
  templateId: bigint,
  uplineId: bigint,
  downlineId: bigint,
): Promise<AgentContract | null> {
  const template = await repo.templateById(db, templateId);
  if (!template) return null;
  const ratioPpm = termsRatio(template.kind, template.terms);
  const { own, cap } = await ownLimit(db, uplineId, template.kind);
  try {
    checkOfferRatio(ratioPpm, own, cap);
  } catch {
    return null;
  }
  const id = await inTransaction(db, async (client) => {
    if (await repo.pendingOffer(client, downlineId, template.kind)) return null;
    const newId = await repo.insertOffer(client, {
      kind: template.kind,
      uplineId,
      downlineId,
      period: contractPeriod(template.kind, template.period),
      terms: template.terms,
      ratioPpm,
      replacesId: null,
    });
    await repo.insertEvent(client, newId, uplineId, "offered", { ratioPpm, templateId: templateId.toString() });
    return newId;
  });
  if (id === null) return null;
  const offered = (await repo.contractById(db, id))!;
  await contractMessage(db, offered, "offer", uplineId);
  return toContract(offered);
}
