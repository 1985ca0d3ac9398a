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
import { ok } from "../../plugins/errors.ts";
import { agentAccess, callerId } from "./access.ts";
import { agentSettings } from "./agents.repository.ts";
import * as contracts from "./contracts.service.ts";
import { agentCall } from "./route-shape.ts";
import * as income from "./settlement.service.ts";

/** The four contract calls: one body schema, the path names the kind. */
const CONTRACT_PATHS: [string, AgentContractKind][] = [
  [PATHS.contractDividend, "dividend"],
  [PATHS.contractDailySalary, "daily_salary"],
  [PATHS.contractHourlySalary, "hourly_salary"],
  [PATHS.contractRealtimeSalary, "realtime_salary"],
];

/** Agent contracts (list, offer, preview, sign, reject, terminate, answer a termination) and my income. */
export const agentContractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const call = agentCall(agentAccess(app));
  const deps: contracts.ContractsDeps = {
    db: app.db,
    activeMemberMinBet: async (db) => (await agentSettings(db)).activeMemberMinBet,
  };

  for (const [path, kind] of CONTRACT_PATHS) {
    app.post(
      path,
      call(
        `${kind} contracts: list | offer | preview | sign | reject | terminate | agreeTermination | refuseTermination`,
        { body: contractRequestSchema },
        contractResponseSchema,
      ),
      async (request) => ok(request, await contracts.contractCall(deps, callerId(request), kind, request.body)),
    );
  }

  app.get(
    PATHS.agentIncome,
    call("Statements paid (or held) to me, newest first", { querystring: incomeQuerySchema }, incomeResponseSchema),
    async (request) => ok(request, await income.incomeList(app.db, callerId(request), request.query)),
  );

  app.get(
    PATHS.agentIncomeDetail,
    call(
      "One of my statements with its inputs, tier, deductions and hash",
      { params: incomeParamsSchema },
      incomeDetailResponseSchema,
    ),
    async (request) => ok(request, await income.incomeDetail(app.db, callerId(request), BigInt(request.params.id))),
  );
};
