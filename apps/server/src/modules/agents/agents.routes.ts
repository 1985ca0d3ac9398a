import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PATHS,
  affiliateApplicationRequestSchema,
  affiliateApplicationResponseSchema,
  agentCentreResponseSchema,
  agentLinkCreateRequestSchema,
  agentLinkParamsSchema,
  agentLinkResponseSchema,
  agentLinkUpdateRequestSchema,
  agentLinksResponseSchema,
  agentTransferLimitsResponseSchema,
  agentTransferRequestSchema,
  agentTransferResponseSchema,
  envelopeSchema,
  referralResponseSchema,
  teamBetsQuerySchema,
  teamBetsResponseSchema,
  teamMemberDetailResponseSchema,
  teamMemberParamsSchema,
  teamMembersQuerySchema,
  teamMembersResponseSchema,
  teamOverviewQuerySchema,
  teamOverviewResponseSchema,
  teamProfitLossQuerySchema,
  teamProfitLossResponseSchema,
  teamRegisterRequestSchema,
  teamRegisterResponseSchema,
  teamTransactionsQuerySchema,
  teamTransactionsResponseSchema,
  uplineTransferRequestSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { registrationHooks } from "../account/index.ts";
import { agentAccess, callerId } from "./access.ts";
import * as team from "./team.service.ts";
import * as transfers from "./transfer.service.ts";
import * as referrals from "./referral.service.ts";

const noQuery = z.strictObject({});
const errors = errorResponses([400, 401, 403, 404, 409, 422, 429, 500]);
const tags = ["agents"];

/** The site the links point to: the origin the member's browser called. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Agent centre (issue 13): team, transfers, referral, links and the /join application. */
export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const agent = agentAccess(app);
  registrationHooks.throughLink = referrals.offerLinkContract;
  const member = app.authenticate();
  const transferDeps = transfers.transferDeps(app);

  app.get(
    PATHS.agentCentre,
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "Agent centre: type, menu flags, announcement",
        querystring: noQuery,
        response: { 200: agentCentreResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = request.session!;
      return ok(
        request,
        await team.centre(app.db, { id: session.memberId, account: session.account, isAgent: session.isAgent }),
      );
    },
  );

  app.get(
    PATHS.agentTeamOverview,
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "Team totals and daily series over [from, to]",
        querystring: teamOverviewQuerySchema,
        response: { 200: teamOverviewResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await team.overview(app.db, callerId(request), request.query)),
  );

  app.post(
    PATHS.agentTeamRegister,
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "Create a direct downline (member or sub-agent)",
        body: teamRegisterRequestSchema,
        response: { 200: teamRegisterResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = request.session!;
      return ok(
        request,
        await team.registerDownline(
          app.db,
          { id: session.memberId, account: session.account, isAgent: session.isAgent },
          request.body,
        ),
      );
    },
  );

  app.get(
    PATHS.agentTeamMembers,
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "Team members (search, level, status, direct downlines of parentId)",
        querystring: teamMembersQuerySchema,
        response: { 200: teamMembersResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await team.members(app.db, callerId(request), request.query)),
  );

  app.get(
    PATHS.agentTeamMember,
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "One team member with its upline chain inside the caller's team",
        params: teamMemberParamsSchema,
        querystring: noQuery,
        response: { 200: teamMemberDetailResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await team.memberDetail(app.db, callerId(request), BigInt(request.params.id))),
  );

  app.get(
    PATHS.agentTeamBets,
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "Settled rounds of the team per member and day",
        querystring: teamBetsQuerySchema,
        response: { 200: teamBetsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await team.bets(app.db, callerId(request), request.query)),
  );

  app.get(
    PATHS.agentTeamProfitLoss,
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "Per team member: valid bet, payout, profit/loss, deposits, withdrawals",
        querystring: teamProfitLossQuerySchema,
        response: { 200: teamProfitLossResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await team.profitLoss(app.db, callerId(request), request.query)),
  );

  app.get(
    PATHS.agentTeamTransactions,
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "A downline's main-wallet lines",
        querystring: teamTransactionsQuerySchema,
        response: { 200: teamTransactionsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await team.transactions(app.db, callerId(request), request.query)),
  );

  app.post(
    PATHS.agentTransfer,
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "Transfer to a direct downline; payment password; idempotent by requestId",
        body: agentTransferRequestSchema,
        response: { 200: agentTransferResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { toMemberId, amount, paymentPassword, requestId } = request.body;
      const value = await transfers.transfer(
        transferDeps,
        callerId(request),
        { direction: "down", toId: BigInt(toMemberId), amount, paymentPassword, requestId },
        request.language,
      );
      return ok(request, value);
    },
  );

  app.get(
    PATHS.agentTransferLimits,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Transfer limits and what the member sent today",
        querystring: noQuery,
        response: { 200: agentTransferLimitsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await transfers.limits(app.db, callerId(request))),
  );

  app.post(
    PATHS.uplineTransfer,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "Transfer to the direct upline; payment password; idempotent by requestId",
        body: uplineTransferRequestSchema,
        response: { 200: agentTransferResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { amount, paymentPassword, requestId } = request.body;
      const value = await transfers.transfer(
        transferDeps,
        callerId(request),
        { direction: "up", toId: null, amount, paymentPassword, requestId },
        request.language,
      );
      return ok(request, value);
    },
  );

  app.get(
    PATHS.referral,
    {
      preHandler: member,
      schema: {
        tags,
        summary: "The member's referral code, link, invitees and rewards",
        querystring: noQuery,
        response: { 200: referralResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await referrals.referral(app.db, callerId(request), originOf(request))),
  );

  app.get(
    PATHS.agentLinks,
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "The agent's links",
        querystring: noQuery,
        response: { 200: agentLinksResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await referrals.links(app.db, callerId(request), originOf(request))),
  );

  app.post(
    PATHS.agentLinks,
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "A new link (label, account type, contract template)",
        body: agentLinkCreateRequestSchema,
        response: { 200: agentLinkResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(request, await referrals.createLink(app.db, callerId(request), request.body, originOf(request))),
  );

  app.patch(
    PATHS.agentLink,
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "Change one of the agent's links",
        params: agentLinkParamsSchema,
        body: agentLinkUpdateRequestSchema,
        response: { 200: agentLinkResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        request,
        await referrals.updateLink(
          app.db,
          callerId(request),
          BigInt(request.params.id),
          request.body,
          originOf(request),
        ),
      ),
  );

  app.delete(
    PATHS.agentLink,
    {
      preHandler: agent,
      schema: {
        tags,
        summary: "Delete one of the agent's links",
        params: agentLinkParamsSchema,
        querystring: noQuery,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      await referrals.deleteLink(app.db, callerId(request), BigInt(request.params.id));
      return ok(request, null);
    },
  );

  app.post(
    PATHS.affiliateApplication,
    {
      schema: {
        tags,
        summary: "/join affiliate application (public; human verification)",
        body: affiliateApplicationRequestSchema,
        response: { 200: affiliateApplicationResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await referrals.apply(app, request.body, request.ip)),
  );
};
