import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONSOLE_PATHS,
  consoleMemberRewardsQuerySchema,
  consoleMemberRewardsSchema,
  consoleMissionCreateSchema,
  consoleMissionSchema,
  consoleMissionUpdateSchema,
  consoleRaceCreateSchema,
  consoleRaceDetailSchema,
  consoleRaceSchema,
  envelopeSchema,
  idParamsSchema,
  localized,
  type ConsoleMission,
  type ConsoleRace,
} from "@lotus/contracts";
import { inTransaction } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { CONSOLE_TAGS as tags, actorOf, appendAudit, consoleErrors as errors, noQuery } from "../operator/index.ts";
import * as missionsRepo from "./missions.repository.ts";
import * as racesRepo from "./races.repository.ts";
import { payRace, prizeOf, raceState } from "./races.service.ts";
import * as rewardsRepo from "./rewards.repository.ts";

const missionWire = (m: missionsRepo.MissionRow & { offered?: number; claimed?: number }): ConsoleMission => ({
  id: m.id.toString(),
  code: m.code,
  title: m.title,
  period: m.period,
  trigger: m.trigger,
  category: m.category,
  target: m.target.toString(),
  rewardAmount: m.reward_amount.toString(),
  wagering: m.wagering,
  enabled: m.enabled,
  sort: m.sort,
  offered: m.offered ?? 0,
  claimed: m.claimed ?? 0,
});

const raceWire = (r: racesRepo.RaceRow, entrants: number, at: Date): ConsoleRace => ({
  id: r.id.toString(),
  code: r.code,
  title: r.title,
  startsAt: r.starts_at.toISOString(),
  endsAt: r.ends_at.toISOString(),
  state: raceState(r, at),
  prizes: r.prizes,
  edges: r.edges,
  wagering: r.wagering,
  paidAt: r.paid_at?.toISOString() ?? null,
  entrants,
});

/**
 * Rewards in the console (issue 15): missions (list, create, enable / disable), races (list, create,
 * standings with each placing's payout status, paying a finished race now) and a member's rewards.
 * Reads need rewardsRead; changes need rewards and are audited in the same transaction.
 */
export const rewardsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const readRoute = routeShape(app.requireOperator("rewardsRead"), tags, errors);
  const writeRoute = routeShape(app.requireOperator("rewards"), tags, errors);

  app.get(
    CONSOLE_PATHS.rewardMissions,
    readRoute(
      "Every mission with the rewards it offered and those claimed",
      { querystring: noQuery },
      envelopeSchema(z.array(consoleMissionSchema)),
    ),
    async (request) => ok(request, (await missionsRepo.allMissions(app.db)).map(missionWire)),
  );

  app.post(
    CONSOLE_PATHS.rewardMissions,
    writeRoute(
      "Creates a mission (code unique)",
      { body: consoleMissionCreateSchema },
      envelopeSchema(consoleMissionSchema),
    ),
    async (request) => {
      const actor = actorOf(request);
      const body = request.body;
      if (body.trigger !== "valid_bet" && body.category !== null) {
        throw new AppError("validation_failed", { detail: "category: only a valid-bet mission counts one category" });
      }
      const created = await inTransaction(app.db, async (tx) => {
        const row = await missionsRepo.insertMission(tx, body);
        if (!row) throw new AppError("validation_failed", { detail: "code: already used" });
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "rewards.mission.create",
          target: `mission:${row.id}`,
          ip: actor.ip,
          detail: {
            code: body.code,
            period: body.period,
            trigger: body.trigger,
            category: body.category,
            target: body.target.toString(),
            rewardAmount: body.rewardAmount.toString(),
            wagering: body.wagering,
            enabled: body.enabled,
          },
        });
        return row;
      });
      return ok(request, missionWire(created));
    },
  );

  app.put(
    CONSOLE_PATHS.rewardMission,
    writeRoute(
      "Enables or disables a mission (progress is read live: a disabled mission simply stops showing)",
      { params: idParamsSchema, body: consoleMissionUpdateSchema },
      envelopeSchema(z.object({ id: z.string(), enabled: z.boolean() })),
    ),
    async (request) => {
      const actor = actorOf(request);
      const id = BigInt(request.params.id);
      await inTransaction(app.db, async (tx) => {
        const before = await missionsRepo.setMissionEnabled(tx, id, request.body.enabled);
        if (!before) throw new AppError("mission_not_found");
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "rewards.mission.enable",
          target: `mission:${id}`,
          ip: actor.ip,
          detail: { from: before.enabled, to: request.body.enabled },
        });
      });
      return ok(request, { id: id.toString(), enabled: request.body.enabled });
    },
  );

  app.get(
    CONSOLE_PATHS.rewardRaces,
    readRoute(
      "Races, newest first, with their state, payout and entrants",
      { querystring: noQuery },
      envelopeSchema(z.array(consoleRaceSchema)),
    ),
    async (request) => {
      const at = new Date();
      const races = await racesRepo.allRaces(app.db);
      const counts = await racesRepo.entrants(
        app.db,
        races.map((r) => r.id),
      );
      return ok(
        request,
        races.map((r) => raceWire(r, counts.get(r.id.toString()) ?? 0, at)),
      );
    },
  );

  app.post(
    CONSOLE_PATHS.rewardRaces,
    writeRoute(
      "Creates a race: window, prizes by rank, per-category house edges, wagering",
      { body: consoleRaceCreateSchema },
      envelopeSchema(consoleRaceSchema),
    ),
    async (request) => {
      const actor = actorOf(request);
      const body = request.body;
      const created = await inTransaction(app.db, async (tx) => {
        const row = await racesRepo.insertRace(tx, {
          code: body.code,
          title: body.title,
          startsAt: new Date(body.startsAt),
          endsAt: new Date(body.endsAt),
          prizes: body.prizes,
          edges: body.edges,
          wagering: body.wagering,
        });
        if (!row) throw new AppError("validation_failed", { detail: "code: already used" });
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "rewards.race.create",
          target: `race:${row.id}`,
          ip: actor.ip,
          detail: {
            code: body.code,
            startsAt: body.startsAt,
            endsAt: body.endsAt,
            prizes: body.prizes.map(String),
            edges: body.edges,
            wagering: body.wagering,
          },
        });
        return row;
      });
      return ok(request, raceWire(created, 0, new Date()));
    },
  );

  app.get(
    CONSOLE_PATHS.rewardRace,
    readRoute(
      "A race's standings: every ranked member, eligibility, prize and payout status",
      { params: idParamsSchema, querystring: noQuery },
      envelopeSchema(consoleRaceDetailSchema),
    ),
    async (request) => {
      const id = BigInt(request.params.id);
      const race = await racesRepo.raceById(app.db, id);
      if (!race) throw new AppError("race_not_found");
      const standings = await racesRepo.standings(app.db, id);
      return ok(request, {
        race: raceWire(race, standings.length, new Date()),
        standings: standings.map((s) => ({
          rank: s.rank,
          memberId: s.member_id.toString(),
          account: s.account,
          memberStatus: s.member_status,
          score: s.score.toString(),
          reachedAt: s.reached_at.toISOString(),
          prize: prizeOf(race, s.rank)?.toString() ?? null,
          eligible: s.eligible,
          rewardStatus: s.reward_status,
        })),
      });
    },
  );

  app.post(
    CONSOLE_PATHS.rewardRacePayout,
    writeRoute(
      "Pays a finished race now (the job does it after the window; a repeat offers nothing new)",
      { params: idParamsSchema, body: z.strictObject({}).optional() },
      envelopeSchema(z.object({ offered: z.number().int() })),
    ),
    async (request) => {
      const actor = actorOf(request);
      const id = BigInt(request.params.id);
      const outcome = await payRace(app.db, id);
      if (outcome === "not_found") throw new AppError("race_not_found");
      if (outcome === "not_finished")
        throw new AppError("validation_failed", { detail: "race: its window is still open" });
      await appendAudit(app.db, {
        operator: actor.session.username,
        action: "rewards.race.payout",
        target: `race:${id}`,
        ip: actor.ip,
        detail: { offered: outcome },
      });
      return ok(request, { offered: outcome });
    },
  );

  app.get(
    CONSOLE_PATHS.rewardMemberRewards,
    readRoute(
      "A member's rewards by account, newest first",
      { querystring: consoleMemberRewardsQuerySchema },
      envelopeSchema(consoleMemberRewardsSchema),
    ),
    async (request) => {
      const member = await rewardsRepo.memberByAccount(app.db, request.query.account);
      if (!member) throw new AppError("not_found");
      const rows = await rewardsRepo.rewardsOfMember(app.db, member.id, 200);
      return ok(request, {
        memberId: member.id.toString(),
        account: member.account,
        list: rows.map((r) => ({
          id: r.id.toString(),
          source: r.source,
          ref: r.source_ref,
          title: localized(r.title, "vi"),
          amount: r.amount.toString(),
          wagering: r.wagering,
          status: r.status === "offered" && r.expires_at <= new Date() ? "lapsed" : r.status,
          expiresAt: r.expires_at.toISOString(),
          claimedAt: r.claimed_at?.toISOString() ?? null,
          grantId: r.grant_id?.toString() ?? null,
          createdAt: r.created_at.toISOString(),
        })),
      });
    },
  );
};
