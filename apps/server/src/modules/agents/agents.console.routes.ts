import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CONSOLE_PATHS,
  consoleAffiliateApplicationQuerySchema,
  consoleAffiliateApplicationResponseSchema,
  consoleAffiliateApplicationsResponseSchema,
  consoleAffiliateApproveRequestSchema,
  consoleAffiliateApproveResponseSchema,
  consoleAffiliateRejectRequestSchema,
  consoleAgentDetailResponseSchema,
  consoleAgentDownlinesQuerySchema,
  consoleAgentNodesResponseSchema,
  consoleAgentPromoteRequestSchema,
  consoleAgentSettingsResponseSchema,
  consoleAgentSettingsSchema,
  consoleAgentTransferQuerySchema,
  consoleAgentTransfersResponseSchema,
  consoleAgentTreeQuerySchema,
  consoleAgentCapRequestSchema,
  consoleContractTemplateRequestSchema,
  consoleContractTemplateResponseSchema,
  consoleContractTemplatesResponseSchema,
  consoleHouseContractsResponseSchema,
  consoleHouseOfferRequestSchema,
  consoleSettlementComputeRequestSchema,
  consoleSettlementPayRequestSchema,
  consoleSettlementRunDetailResponseSchema,
  consoleSettlementRunQuerySchema,
  consoleSettlementRunsResponseSchema,
  consoleStatementHoldRequestSchema,
  consoleStatementReleaseRequestSchema,
  idParamsSchema,
} from "@lotus/contracts";
import { ok } from "../../plugins/errors.ts";
import { CONSOLE_TAGS as tags, actorOf, consoleErrors as errors, noQuery } from "../operator/index.ts";
import {
  affiliateApplications,
  agentDetail,
  agentDownlines,
  agentTransfers,
  approveApplication,
  consoleAgentSettings,
  setConsoleAgentSettings,
  promoteMember,
  rejectApplication,
  searchAgentTree,
} from "./agents-console.service.ts";
import {
  computeRun,
  contractTemplates,
  createContractTemplate,
  holdStatement,
  houseContracts,
  offerHouseContract,
  payRun,
  releaseStatement,
  setCap,
  settlementRun,
  settlementRuns,
  type SettlementDeps,
} from "./agents-console-settlement.service.ts";
import { routeShape } from "./route-shape.ts";

/**
 * Agents in the console (issue 13 item 7), all behind the `agents` permission: the tree browser,
 * promotion to agent, affiliate applications, transfers between agents, contract templates, caps and
 * house contracts of top agents, and settlement runs (compute, hold, release, pay). Changes are audited.
 */
export const agentsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const operatorRoute = routeShape(app.requireOperator("agents"), tags, errors);
  const deps: SettlementDeps = {
    db: app.db,
    balanceChanged: (memberId) => app.realtime.notify(memberId, { type: "balance_changed" }),
  };

  app.get(
    CONSOLE_PATHS.agentTree,
    operatorRoute(
      "Members by account or id with their team size, or the top-level agents when q is empty",
      { querystring: consoleAgentTreeQuerySchema },
      consoleAgentNodesResponseSchema,
    ),
    async (request) => ok(request, await searchAgentTree(app.db, request.query)),
  );

  app.get(
    CONSOLE_PATHS.agentNode,
    operatorRoute(
      "One member of the tree with its upline chain (top first)",
      { params: idParamsSchema, querystring: noQuery },
      consoleAgentDetailResponseSchema,
    ),
    async (request) => ok(request, await agentDetail(app.db, BigInt(request.params.id))),
  );

  app.get(
    CONSOLE_PATHS.agentDownlines,
    operatorRoute(
      "The direct downlines of a member, agents first",
      { params: idParamsSchema, querystring: consoleAgentDownlinesQuerySchema },
      consoleAgentNodesResponseSchema,
    ),
    async (request) => ok(request, await agentDownlines(app.db, BigInt(request.params.id), request.query)),
  );

  app.post(
    CONSOLE_PATHS.agentPromote,
    operatorRoute(
      "Makes a plain member an agent: top agent (1) without an agent above, else sub-agent (2)",
      { params: idParamsSchema, body: consoleAgentPromoteRequestSchema },
      consoleAgentDetailResponseSchema,
    ),
    async (request) =>
      ok(request, await promoteMember(app.db, BigInt(request.params.id), request.body.reason, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.agentApplications,
    operatorRoute(
      "Affiliate applications from /join by status",
      { querystring: consoleAffiliateApplicationQuerySchema },
      consoleAffiliateApplicationsResponseSchema,
    ),
    async (request) => ok(request, await affiliateApplications(app.db, request.query)),
  );

  app.post(
    CONSOLE_PATHS.agentApplicationApprove,
    operatorRoute(
      "Approves an application: creates the account as affiliate partner (41) with the temporary password, or promotes a plain member",
      { params: idParamsSchema, body: consoleAffiliateApproveRequestSchema },
      consoleAffiliateApproveResponseSchema,
    ),
    async (request) =>
      ok(request, await approveApplication(app.db, BigInt(request.params.id), request.body.account, actorOf(request))),
  );

  app.post(
    CONSOLE_PATHS.agentApplicationReject,
    operatorRoute(
      "Rejects an application with a reason",
      { params: idParamsSchema, body: consoleAffiliateRejectRequestSchema },
      consoleAffiliateApplicationResponseSchema,
    ),
    async (request) =>
      ok(request, await rejectApplication(app.db, BigInt(request.params.id), request.body.reason, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.agentTransfers,
    operatorRoute(
      "Transfers between uplines and downlines, newest first, with their sum",
      { querystring: consoleAgentTransferQuerySchema },
      consoleAgentTransfersResponseSchema,
    ),
    async (request) => ok(request, await agentTransfers(app.db, request.query)),
  );

  app.get(
    CONSOLE_PATHS.agentSettings,
    operatorRoute(
      "The agent announcement, the transfer limits and the active-member threshold",
      { querystring: noQuery },
      consoleAgentSettingsResponseSchema,
    ),
    async (request) => ok(request, await consoleAgentSettings(app.db)),
  );

  app.put(
    CONSOLE_PATHS.agentSettings,
    operatorRoute(
      "Saves the agent announcement, the transfer limits and the active-member threshold (audited)",
      { body: consoleAgentSettingsSchema },
      consoleAgentSettingsResponseSchema,
    ),
    async (request) => ok(request, await setConsoleAgentSettings(app.db, request.body, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.agentTemplates,
    operatorRoute(
      "Contract templates (kind, period, terms)",
      { querystring: noQuery },
      consoleContractTemplatesResponseSchema,
    ),
    async (request) => ok(request, await contractTemplates(app.db)),
  );

  app.post(
    CONSOLE_PATHS.agentTemplates,
    operatorRoute(
      "Adds a contract template (terms checked for the kind)",
      { body: consoleContractTemplateRequestSchema },
      consoleContractTemplateResponseSchema,
    ),
    async (request) => ok(request, await createContractTemplate(app.db, request.body, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.agentHouseContracts,
    operatorRoute(
      "A member's caps per kind and its contracts with the house",
      { params: idParamsSchema, querystring: noQuery },
      consoleHouseContractsResponseSchema,
    ),
    async (request) => ok(request, await houseContracts(app.db, BigInt(request.params.id))),
  );

  app.post(
    CONSOLE_PATHS.agentHouseContracts,
    operatorRoute(
      "The house offers a top agent a contract within its cap (the agent signs it in the agent centre)",
      { params: idParamsSchema, body: consoleHouseOfferRequestSchema },
      consoleHouseContractsResponseSchema,
    ),
    async (request) =>
      ok(request, await offerHouseContract(app.db, BigInt(request.params.id), request.body, actorOf(request))),
  );

  app.put(
    CONSOLE_PATHS.agentCaps,
    operatorRoute(
      "Sets the highest rate of a kind the house offers a top agent",
      { params: idParamsSchema, body: consoleAgentCapRequestSchema },
      consoleHouseContractsResponseSchema,
    ),
    async (request) => ok(request, await setCap(app.db, BigInt(request.params.id), request.body, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.agentRuns,
    operatorRoute(
      "Settlement runs per kind and period, newest first",
      { querystring: consoleSettlementRunQuerySchema },
      consoleSettlementRunsResponseSchema,
    ),
    async (request) => ok(request, await settlementRuns(app.db, request.query)),
  );

  app.post(
    CONSOLE_PATHS.agentRuns,
    operatorRoute(
      "Computes the run of a kind for an ended period without paying it (for review)",
      { body: consoleSettlementComputeRequestSchema },
      consoleSettlementRunDetailResponseSchema,
    ),
    async (request) => ok(request, await computeRun(app.db, request.body, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.agentRun,
    operatorRoute(
      "One settlement run with its statements (inputs, tier, deductions, amount, hash, ledger operation)",
      { params: idParamsSchema, querystring: noQuery },
      consoleSettlementRunDetailResponseSchema,
    ),
    async (request) => ok(request, await settlementRun(app.db, BigInt(request.params.id))),
  );

  app.post(
    CONSOLE_PATHS.agentRunPay,
    operatorRoute(
      "Pays a computed run: one ledger operation for every statement not held",
      { params: idParamsSchema, body: consoleSettlementPayRequestSchema },
      consoleSettlementRunDetailResponseSchema,
    ),
    async (request) => ok(request, await payRun(deps, BigInt(request.params.id), actorOf(request))),
  );

  app.post(
    CONSOLE_PATHS.agentStatementHold,
    operatorRoute(
      "Holds a statement of a computed run (left out when the run is paid)",
      { params: idParamsSchema, body: consoleStatementHoldRequestSchema },
      consoleSettlementRunDetailResponseSchema,
    ),
    async (request) =>
      ok(request, await holdStatement(app.db, BigInt(request.params.id), request.body.reason, actorOf(request))),
  );

  app.post(
    CONSOLE_PATHS.agentStatementRelease,
    operatorRoute(
      "Releases a held statement (paid at once when its run was already paid)",
      { params: idParamsSchema, body: consoleStatementReleaseRequestSchema },
      consoleSettlementRunDetailResponseSchema,
    ),
    async (request) =>
      ok(request, await releaseStatement(deps, BigInt(request.params.id), request.body.reason ?? "", actorOf(request))),
  );
};
