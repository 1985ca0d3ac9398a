import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  PATHS,
  contractRequestSchema,
  contractResponseSchema,
  incomeDetailResponseSchema,
  incomeParamsSchema,
  incomeQuerySchema,
  incomeResponseSchema,
  type AgentContractKind,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { agentAccess, callerId } from "./access.ts";
import { agentSettings } from "./agents.repository.ts";
import * as contracts from "./contracts.service.ts";
import * as income from "./settlement.service.ts";

const errors = errorResponses([400, 401, 403, 404, 409, 422, 429, 500]);
const tags = ["agents"];

/** The four contract calls: one body schema, the path names the kind. */
const CONTRACT_PATHS: [string, AgentContractKind][] = [
  [PATHS.contractDividend, "dividend"],
  [PATHS.contractDailySalary, "daily_salary"],
  [PATHS.contractHourlySalary, "hourly_salary"],
  [PATHS.contractRealtimeSalary, "realtime_salary"],
];

/** Agent contracts (list, offer, preview, sign, reject, terminate, answer a termination) and my income. */
export const agentContractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const agent = agentAccess(app);
  const deps: contracts.ContractsDeps = {
    db: app.db,
    activeMemberMinBet: async (db) => (await agentSettings(db)).activeMemberMinBet,
  };

  for (const [path, kind] of CONTRACT_PATHS) {
    app.post(
      path,
      {
        preHandler: agent,
        schema: {
          tags,
          summary: `${kind} contracts: list | offer | preview | sign | reject | terminate | agreeTermination | refuseTermination`,
          body: contractRequestSchema,
          response: { 200: contractResponseSchema, ...errors },
        },
      },
      async (request) => ok(request, await contracts.contractCall(deps, callerId(request), kind, request.body)),
    );
  }

  app.get(
    PATHS.agentIncome,
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "Statements paid (or held) to me, newest first",
        querystring: incomeQuerySchema,
        response: { 200: incomeResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await income.incomeList(app.db, callerId(request), request.query)),
  );

  app.get(
    PATHS.agentIncomeDetail,
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "One of my statements with its inputs, tier, deductions and hash",
        params: incomeParamsSchema,
        response: { 200: incomeDetailResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await income.incomeDetail(app.db, callerId(request), BigInt(request.params.id))),
  );
};
