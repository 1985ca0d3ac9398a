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
import { ok } from "../../plugins/errors.ts";
import { registrationHooks } from "../account/index.ts";
import { agentAccess, callerId } from "./access.ts";
import * as team from "./team.service.ts";
import * as transfers from "./transfer.service.ts";
import * as referrals from "./referral.service.ts";
import { AGENT_TAGS as tags, agentCall, agentCallErrors as errors } from "./route-shape.ts";

const noQuery = z.strictObject({});

/** The caller of a request that passed `agentAccess`, as the team service names it. */
const agentOf = (request: FastifyRequest) => {
  const session = request.session!;
  return { id: session.memberId, account: session.account, isAgent: session.isAgent };
};

/** The site the links point to: the origin the member's browser called. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Agent centre (issue 13): team, transfers, referral, links and the /join application. */
export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const agentRoute = agentCall(agentAccess(app));
  const memberRoute = agentCall(app.authenticate());
  registrationHooks.throughLink = referrals.offerLinkContract;
  const transferDeps = transfers.transferDeps(app);

  app.get(
    PATHS.agentCentre,
    agentRoute("Agent centre: type, menu flags, announcement", { querystring: noQuery }, agentCentreResponseSchema),
    async (request) => ok(request, await team.centre(app.db, agentOf(request))),
  );

  app.get(
    PATHS.agentTeamOverview,
    agentRoute(
      "Team totals and daily series over [from, to]",
      { querystring: teamOverviewQuerySchema },
      teamOverviewResponseSchema,
    ),
    async (request) => ok(request, await team.overview(app.db, callerId(request), request.query)),
  );

  app.post(
    PATHS.agentTeamRegister,
    agentRoute(
      "Create a direct downline (member or sub-agent)",
      { body: teamRegisterRequestSchema },
      teamRegisterResponseSchema,
    ),
    async (request) => ok(request, await team.registerDownline(app.db, agentOf(request), request.body)),
  );

  app.get(
    PATHS.agentTeamMembers,
    agentRoute(
      "Team members (search, level, status, direct downlines of parentId)",
      { querystring: teamMembersQuerySchema },
      teamMembersResponseSchema,
    ),
    async (request) => ok(request, await team.members(app.db, callerId(request), request.query)),
  );

  app.get(
    PATHS.agentTeamMember,
    agentRoute(
      "One team member with its upline chain inside the caller's team",
      { params: teamMemberParamsSchema, querystring: noQuery },
      teamMemberDetailResponseSchema,
    ),
    async (request) => ok(request, await team.memberDetail(app.db, callerId(request), BigInt(request.params.id))),
  );

  app.get(
    PATHS.agentTeamBets,
    agentRoute(
      "Settled rounds of the team per member and day",
      { querystring: teamBetsQuerySchema },
      teamBetsResponseSchema,
    ),
    async (request) => ok(request, await team.bets(app.db, callerId(request), request.query)),
  );

  app.get(
    PATHS.agentTeamProfitLoss,
    agentRoute(
      "Per team member: valid bet, payout, profit/loss, deposits, withdrawals",
      { querystring: teamProfitLossQuerySchema },
      teamProfitLossResponseSchema,
    ),
    async (request) => ok(request, await team.profitLoss(app.db, callerId(request), request.query)),
  );

  app.get(
    PATHS.agentTeamTransactions,
    agentRoute(
      "A downline's main-wallet lines",
      { querystring: teamTransactionsQuerySchema },
      teamTransactionsResponseSchema,
    ),
    async (request) => ok(request, await team.transactions(app.db, callerId(request), request.query)),
  );

  app.post(
    PATHS.agentTransfer,
    agentRoute(
      "Transfer to a direct downline; payment password; idempotent by requestId",
      { body: agentTransferRequestSchema },
      agentTransferResponseSchema,
    ),
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
    memberRoute(
      "Transfer limits and what the member sent today",
      { querystring: noQuery },
      agentTransferLimitsResponseSchema,
    ),
    async (request) => ok(request, await transfers.limits(app.db, callerId(request))),
  );

  app.post(
    PATHS.uplineTransfer,
    memberRoute(
      "Transfer to the direct upline; payment password; idempotent by requestId",
      { body: uplineTransferRequestSchema },
      agentTransferResponseSchema,
    ),
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
    memberRoute(
      "The member's referral code, link, invitees and rewards",
      { querystring: noQuery },
      referralResponseSchema,
    ),
    async (request) => ok(request, await referrals.referral(app.db, callerId(request), originOf(request))),
  );

  app.get(
    PATHS.agentLinks,
    agentRoute("The agent's links", { querystring: noQuery }, agentLinksResponseSchema),
    async (request) => ok(request, await referrals.links(app.db, callerId(request), originOf(request))),
  );

  app.post(
    PATHS.agentLinks,
    agentRoute(
      "A new link (label, account type, contract template)",
      { body: agentLinkCreateRequestSchema },
      agentLinkResponseSchema,
    ),
    async (request) =>
      ok(request, await referrals.createLink(app.db, callerId(request), request.body, originOf(request))),
  );

  app.patch(
    PATHS.agentLink,
    agentRoute(
      "Change one of the agent's links",
      { params: agentLinkParamsSchema, body: agentLinkUpdateRequestSchema },
      agentLinkResponseSchema,
    ),
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
    agentRoute(
      "Delete one of the agent's links",
      { params: agentLinkParamsSchema, querystring: noQuery },
      envelopeSchema(z.null()),
    ),
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
