import type { FastifyInstance, FastifyRequest } from "fastify";
import { TRIAL_ACCOUNT_TYPE, isAgentType } from "@lotus/contracts";
import type { DbClient } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { teamDepth } from "./agents.repository.ts";

/*
 * Who may use the agent centre, and which ids an agent may name. Every agent call runs
 * `agentAccess` (a session; trial accounts → member_no_enter; members → error_not_agent) and checks
 * every member id it receives with `assertInTeam` before it reads or changes anything: an id outside
 * the caller's team (a sibling team, an upline, another branch at any depth) is agent_not_in_team,
 * the same answer as an id that does not exist.
 */

/** The preHandler of every agent-centre call. */
export function agentAccess(app: FastifyInstance): (request: FastifyRequest) => Promise<void> {
  const authenticate = app.authenticate({ allowTrial: true });
  return async (request) => {
    await authenticate(request);
    const type = request.session!.isAgent;
    if (type === TRIAL_ACCOUNT_TYPE) throw new AppError("member_no_enter");
    if (!isAgentType(type)) throw new AppError("error_not_agent");
  };
}

/** The caller (an agent) of a request that passed `agentAccess`. */
export const callerId = (request: FastifyRequest): bigint => request.session!.memberId;

/**
 * The depth of `memberId` below the agent (≥ 1: the agent itself is not its own team member);
 * agent_not_in_team otherwise.
 */
export async function assertInTeam(db: DbClient, agentId: bigint, memberId: bigint): Promise<number> {
  const depth = await teamDepth(db, agentId, memberId);
  if (depth === null || depth < 1) throw new AppError("agent_not_in_team");
  return depth;
}
