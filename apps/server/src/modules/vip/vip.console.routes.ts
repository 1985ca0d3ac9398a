import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONSOLE_PATHS,
  consoleMemberVipRequestSchema,
  consoleMemberVipResponseSchema,
  consoleVipLevelRequestSchema,
  consoleVipLevelsResponseSchema,
  envelopeSchema,
  consoleVipLevelSchema,
  idParamsSchema,
  textSchema,
  vipEvaluationRequestSchema,
  vipEvaluationResponseSchema,
  vipLevelParamsSchema,
  vipSettingsRequestSchema,
  vipSettingsResponseSchema,
} from "@lotus/contracts";
import { ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { CONSOLE_TAGS, actorOf, consoleErrors, noQuery } from "../operator/index.ts";
import {
  findConsoleMemberVip,
  listConsoleLevels,
  readConsoleSettings,
  runConsoleEvaluation,
  setConsoleMemberLevel,
  updateConsoleLevel,
  updateConsoleSettings,
} from "./vip.console.ts";
import type { OfferVipRewards } from "./vip.service.ts";

const memberQuerySchema = z.strictObject({ account: textSchema(64).pipe(z.string().min(1)) });

/** VIP in the console: levels and perks, the brand's rules, a member's level, an evaluation on demand. */
export const vipConsoleRoutes: FastifyPluginAsyncZod<{ offerRewards: OfferVipRewards }> = async (
  app,
  { offerRewards },
) => {
  const read = routeShape(app.requireOperator("vipRead"), CONSOLE_TAGS, consoleErrors);
  const write = routeShape(app.requireOperator("vip"), CONSOLE_TAGS, consoleErrors);

  app.get(
    CONSOLE_PATHS.vipLevels,
    read(
      "VIP levels: requirements, keep amount, bonuses, withdrawals per day, rebate rates",
      { querystring: noQuery },
      consoleVipLevelsResponseSchema,
    ),
    async (request) => ok(request, await listConsoleLevels(app.db)),
  );

  app.put(
    CONSOLE_PATHS.vipLevel,
    write(
      "Changes a level's requirements, bonuses, withdrawals per day and rebate rate per category",
      { params: vipLevelParamsSchema, body: consoleVipLevelRequestSchema },
      envelopeSchema(consoleVipLevelSchema),
    ),
    async (request) =>
      ok(request, await updateConsoleLevel(app.db, Number(request.params.level), request.body, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.vipSettings,
    read(
      "The upgrade condition, the downgrade rule and the bonuses' turnover",
      { querystring: noQuery },
      vipSettingsResponseSchema,
    ),
    async (request) => ok(request, await readConsoleSettings(app.db)),
  );

  app.put(
    CONSOLE_PATHS.vipSettings,
    write(
      "Sets the upgrade condition, the downgrade rule and the bonuses' turnover",
      { body: vipSettingsRequestSchema },
      vipSettingsResponseSchema,
    ),
    async (request) => ok(request, await updateConsoleSettings(app.db, request.body, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.vipMember,
    read(
      "A member's VIP level, progress and history, by account",
      { querystring: memberQuerySchema },
      consoleMemberVipResponseSchema,
    ),
    async (request) => ok(request, await findConsoleMemberVip(app.db, request.query.account)),
  );

  app.put(
    CONSOLE_PATHS.vipMemberLevel,
    write(
      "Sets a member's level by hand, with a reason (no bonus is offered)",
      { params: idParamsSchema, body: consoleMemberVipRequestSchema },
      consoleMemberVipResponseSchema,
    ),
    async (request) =>
      ok(request, await setConsoleMemberLevel(app.db, BigInt(request.params.id), request.body, actorOf(request))),
  );

  app.post(
    CONSOLE_PATHS.vipEvaluations,
    write(
      "Runs today's evaluation now, for one member or everyone (a member changes once per day)",
      { body: vipEvaluationRequestSchema },
      vipEvaluationResponseSchema,
    ),
    async (request) => {
      const memberId = request.body.memberId === undefined ? null : BigInt(request.body.memberId);
      return ok(request, await runConsoleEvaluation(app.db, offerRewards, memberId, actorOf(request)));
    },
  );
};
