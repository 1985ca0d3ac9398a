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
  consoleAgentTransferQuerySchema,
  consoleAgentTransfersResponseSchema,
  consoleAgentTreeQuerySchema,
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
  promoteMember,
  rejectApplication,
  searchAgentTree,
} from "./agents-console.service.ts";

/**
 * Agents in the console (issue 13 item 7), all behind the `agents` permission: the tree browser,
 * promotion to agent, affiliate applications and transfers between agents. Changes are audited.
 */
export const agentsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const agents = app.requireOperator("agents");

  app.get(
    CONSOLE_PATHS.agentTree,
    {
      preHandler: agents,
      schema: {
        tags,
        summary: "Members by account or id with their team size, or the top-level agents when q is empty",
        querystring: consoleAgentTreeQuerySchema,
        response: { 200: consoleAgentNodesResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await searchAgentTree(app.db, request.query)),
  );

  app.get(
    CONSOLE_PATHS.agentNode,
    {
      preHandler: agents,
      schema: {
        tags,
        summary: "One member of the tree with its upline chain (top first)",
        params: idParamsSchema,
        querystring: noQuery,
        response: { 200: consoleAgentDetailResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await agentDetail(app.db, BigInt(request.params.id))),
  );

  app.get(
    CONSOLE_PATHS.agentDownlines,
    {
      preHandler: agents,
      schema: {
        tags,
        summary: "The direct downlines of a member, agents first",
        params: idParamsSchema,
        querystring: consoleAgentDownlinesQuerySchema,
        response: { 200: consoleAgentNodesResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await agentDownlines(app.db, BigInt(request.params.id), request.query)),
  );

  app.post(
    CONSOLE_PATHS.agentPromote,
    {
      preHandler: agents,
      schema: {
        tags,
        summary: "Makes a plain member an agent: top agent (1) without an agent above, else sub-agent (2)",
        params: idParamsSchema,
        body: consoleAgentPromoteRequestSchema,
        response: { 200: consoleAgentDetailResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(request, await promoteMember(app.db, BigInt(request.params.id), request.body.reason, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.agentApplications,
    {
      preHandler: agents,
      schema: {
        tags,
        summary: "Affiliate applications from /join by status",
        querystring: consoleAffiliateApplicationQuerySchema,
        response: { 200: consoleAffiliateApplicationsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await affiliateApplications(app.db, request.query)),
  );

  app.post(
    CONSOLE_PATHS.agentApplicationApprove,
    {
      preHandler: agents,
      schema: {
        tags,
        summary:
          "Approves an application: creates the account as affiliate partner (41) with the temporary password, or promotes a plain member",
        params: idParamsSchema,
        body: consoleAffiliateApproveRequestSchema,
        response: { 200: consoleAffiliateApproveResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(request, await approveApplication(app.db, BigInt(request.params.id), request.body.account, actorOf(request))),
  );

  app.post(
    CONSOLE_PATHS.agentApplicationReject,
    {
      preHandler: agents,
      schema: {
        tags,
        summary: "Rejects an application with a reason",
        params: idParamsSchema,
        body: consoleAffiliateRejectRequestSchema,
        response: { 200: consoleAffiliateApplicationResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(request, await rejectApplication(app.db, BigInt(request.params.id), request.body.reason, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.agentTransfers,
    {
      preHandler: agents,
      schema: {
        tags,
        summary: "Transfers between uplines and downlines, newest first, with their sum",
        querystring: consoleAgentTransferQuerySchema,
        response: { 200: consoleAgentTransfersResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await agentTransfers(app.db, request.query)),
  );
};
