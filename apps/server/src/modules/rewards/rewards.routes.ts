import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PATHS,
  envelopeSchema,
  idParamsSchema,
  missionsValueSchema,
  racesValueSchema,
  rewardClaimValueSchema,
  rewardsValueSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { claimMission, listMissions } from "./missions.service.ts";
import { listRaces } from "./races.service.ts";
import { claimRewardCall, listRewards } from "./rewards.service.ts";

const noQuery = z.strictObject({});
const noBody = z.strictObject({}).optional();
const errors = errorResponses([400, 401, 403, 404, 409, 422, 429, 500]);
const tags = ["rewards"];

/**
 * The reward centre, missions and races (issue 15; member centre rewardCenter and missionLeaderboard).
 * Claims move money (a bonus grant, or real money for 0× rewards) once: a repeat answers the first
 * claim with replayed = true. The member's open tabs are told the balance changed.
 */
export const rewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = routeShape(app.authenticate(), tags, errors);
  const balanceChanged = async (memberId: bigint, amount: string) => {
    try {
      await app.realtime.notify(memberId, { type: "balance_changed", amount });
    } catch (error) {
      app.log.warn({ err: error, memberId: memberId.toString() }, "realtime notify failed");
    }
  };

  app.get(
    PATHS.rewards,
    route(
      "The member's rewards: claimable ones first by expiry, then claimed and lapsed",
      { querystring: noQuery },
      envelopeSchema(rewardsValueSchema),
    ),
    async (request) => ok(request, await listRewards(app.db, request.session!.memberId, request.language)),
  );

  app.post(
    PATHS.rewardClaim,
    route(
      "Claims one of the member's rewards (once: a repeat answers the first claim); reward_not_found, reward_expired",
      { params: idParamsSchema, body: noBody },
      envelopeSchema(rewardClaimValueSchema),
    ),
    async (request) => {
      const memberId = request.session!.memberId;
      const claim = await claimRewardCall(app.db, memberId, BigInt(request.params.id));
      if (!claim.replayed) await balanceChanged(memberId, claim.amount);
      return ok(request, claim);
    },
  );

  app.get(
    PATHS.missions,
    route(
      "Daily and weekly missions with the member's progress in the current period; claimable = the badge count",
      { querystring: noQuery },
      envelopeSchema(missionsValueSchema),
    ),
    async (request) => ok(request, await listMissions(app.db, request.session!.memberId, request.language)),
  );

  app.post(
    PATHS.missionClaim,
    route(
      "Claims a mission met in its current period (once per period); mission_not_found, mission_not_met",
      { params: idParamsSchema, body: noBody },
      envelopeSchema(rewardClaimValueSchema),
    ),
    async (request) => {
      const memberId = request.session!.memberId;
      const claim = await claimMission(app.db, memberId, BigInt(request.params.id));
      if (!claim.replayed) await balanceChanged(memberId, claim.amount);
      return ok(request, claim);
    },
  );

  app.get(
    PATHS.races,
    route(
      "Races (leaderboards) running, upcoming or finished this week: top 20 and the member's rank",
      { querystring: noQuery },
      envelopeSchema(racesValueSchema),
    ),
    async (request) => ok(request, await listRaces(app.db, request.session!.memberId, request.language)),
  );
};
