import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CONSOLE_PATHS,
  consoleApplicationApproveSchema,
  consoleApplicationImageParamsSchema,
  consoleApplicationRejectSchema,
  consoleApplicationsQuerySchema,
  consoleApplicationsResponseSchema,
  consoleGrantForfeitSchema,
  consoleGrantsQuerySchema,
  consoleGrantsResponseSchema,
  consolePromotionRequestSchema,
  consolePromotionResponseSchema,
  consolePromotionsResponseSchema,
  consoleRebateRunsResponseSchema,
  envelopeSchema,
  idParamsSchema,
} from "@lotus/contracts";
import { z } from "zod";
import { inTransaction } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { CONSOLE_TAGS as tags, actorOf, appendAudit, consoleErrors as errors, noQuery } from "../operator/index.ts";
import * as repo from "./centre.repository.ts";
import { endGrant } from "./grants.service.ts";
import * as console from "./promotions.console.ts";
import * as grants from "./promotions.repository.ts";

/**
 * The promotions console (issue 15 item 7): promotions and their templates, the applications review
 * (images, approve with the bonus, reject with a reason), bonus grants (view, forfeit with a reason)
 * and the daily rebate runs. Reads need promotionsRead; changes need promotions and are audited.
 */
export const promotionsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const readRoute = routeShape(app.requireOperator("promotionsRead"), tags, errors);
  const writeRoute = routeShape(app.requireOperator("promotions"), tags, errors);

  app.get(
    CONSOLE_PATHS.promotions,
    readRoute(
      "Every promotion with its grants and waiting applications",
      { querystring: noQuery },
      consolePromotionsResponseSchema,
    ),
    async (request) => ok(request, { list: (await repo.consolePromotions(app.db)).map(console.consolePromotionWire) }),
  );

  app.post(
    CONSOLE_PATHS.promotions,
    writeRoute(
      "Creates a promotion from a template",
      { body: consolePromotionRequestSchema },
      consolePromotionResponseSchema,
    ),
    async (request) => {
      console.checkPromotion(request.body);
      const actor = actorOf(request);
      const id = await inTransaction(app.db, async (tx) => {
        const created = await repo.insertPromotion(tx, console.toWrite(request.body)).catch((error: unknown) => {
          if ((error as { code?: string }).code === "23505") {
            throw new AppError("promotion_params_invalid", { detail: "params.code: another promotion has this code" });
          }
          throw error;
        });
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "promotions.create",
          target: `promotion:${created}`,
          ip: actor.ip,
          detail: { to: request.body },
        });
        return created;
      });
      return ok(request, await console.promotionWire(app.db, id));
    },
  );

  app.put(
    CONSOLE_PATHS.promotion,
    writeRoute(
      "Changes a promotion (grants already given keep their terms)",
      { params: idParamsSchema, body: consolePromotionRequestSchema },
      consolePromotionResponseSchema,
    ),
    async (request) => {
      console.checkPromotion(request.body);
      const actor = actorOf(request);
      const id = BigInt(request.params.id);
      await inTransaction(app.db, async (tx) => {
        const before = await repo.updatePromotion(tx, id, console.toWrite(request.body)).catch((error: unknown) => {
          if ((error as { code?: string }).code === "23505") {
            throw new AppError("promotion_params_invalid", { detail: "params.code: another promotion has this code" });
          }
          throw error;
        });
        if (!before) throw new AppError("promotion_not_found");
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "promotions.update",
          target: `promotion:${id}`,
          ip: actor.ip,
          detail: {
            from: console.consolePromotionWire({ ...before, grants: 0, granted: 0n, applying: 0 }),
            to: request.body,
          },
        });
      });
      return ok(request, await console.promotionWire(app.db, id));
    },
  );

  app.get(
    CONSOLE_PATHS.promotionApplications,
    readRoute(
      "Applications by state (waiting ones first)",
      { querystring: consoleApplicationsQuerySchema },
      consoleApplicationsResponseSchema,
    ),
    async (request) => {
      const { total, rows } = await repo.consoleApplications(app.db, request.query);
      return ok(request, { total, list: rows.map((row) => console.applicationWire(row, request.language)) });
    },
  );

  app.get(
    CONSOLE_PATHS.promotionApplicationImage,
    {
      preHandler: app.requireOperator("promotionsRead"),
      schema: {
        tags,
        summary: "One image of an application (png or jpeg bytes)",
        params: consoleApplicationImageParamsSchema,
        querystring: noQuery,
        // Raw bytes; Fastify sends a Buffer as is, without the serializer.
        response: { 200: z.any().describe("the image bytes"), ...errors },
      },
    },
    async (request, reply) => {
      const image = await repo.imageById(app.db, BigInt(request.params.imageId), null);
      if (!image || image.participation_id?.toString() !== request.params.id) throw new AppError("not_found");
      return reply
        .header("content-type", image.content_type)
        .header("cache-control", "private, max-age=3600")
        .send(image.bytes);
    },
  );

  const reviewed = envelopeSchema(
    z.object({ id: z.string(), state: z.enum(["issued", "rejected"]), grantId: z.string().nullable() }),
  );

  app.post(
    CONSOLE_PATHS.promotionApplicationApprove,
    writeRoute(
      "Approves an application: the promotion's bonus (or the amount given) as a grant",
      { params: idParamsSchema, body: consoleApplicationApproveSchema },
      reviewed,
    ),
    async (request) => {
      const actor = actorOf(request);
      const id = BigInt(request.params.id);
      const outcome = await console.approveApplication(
        app.db,
        id,
        actor.session.username,
        request.body.amount,
        request.body.remark,
        (tx, approved) =>
          appendAudit(tx, {
            operator: actor.session.username,
            action: "promotions.application.approve",
            target: `promotion_application:${id}`,
            ip: actor.ip,
            detail: {
              memberId: approved.memberId.toString(),
              promotionId: approved.promotionId.toString(),
              grantId: approved.grantId.toString(),
              amount: approved.amount.toString(),
              remark: request.body.remark ?? null,
            },
          }),
      );
      return ok(request, { id: id.toString(), state: "issued" as const, grantId: outcome.grantId.toString() });
    },
  );

  app.post(
    CONSOLE_PATHS.promotionApplicationReject,
    writeRoute(
      "Rejects an application with the reason the member sees",
      { params: idParamsSchema, body: consoleApplicationRejectSchema },
      reviewed,
    ),
    async (request) => {
      const actor = actorOf(request);
      const id = BigInt(request.params.id);
      await console.rejectApplication(app.db, id, actor.session.username, request.body.reason, (tx, rejected) =>
        appendAudit(tx, {
          operator: actor.session.username,
          action: "promotions.application.reject",
          target: `promotion_application:${id}`,
          ip: actor.ip,
          detail: {
            memberId: rejected.memberId.toString(),
            promotionId: rejected.promotionId.toString(),
            reason: request.body.reason,
          },
        }),
      );
      return ok(request, { id: id.toString(), state: "rejected" as const, grantId: null });
    },
  );

  app.get(
    CONSOLE_PATHS.bonusGrants,
    readRoute(
      "Bonus grants by status and member",
      { querystring: consoleGrantsQuerySchema },
      consoleGrantsResponseSchema,
    ),
    async (request) => ok(request, await console.consoleGrants(app.db, request.language, request.query)),
  );

  app.post(
    CONSOLE_PATHS.bonusGrantForfeit,
    writeRoute(
      "Forfeits an active grant with a reason (its balance goes back to the promotions account)",
      { params: idParamsSchema, body: consoleGrantForfeitSchema },
      envelopeSchema(z.object({ id: z.string(), forfeited: z.string() })),
    ),
    async (request) => {
      const actor = actorOf(request);
      const id = BigInt(request.params.id);
      const before = await grants.grantById(app.db, id);
      if (!before) throw new AppError("promotion_grant_not_found");
      if (before.status !== "active") throw new AppError("promotion_grant_not_found");
      const outcome = await endGrant(app.db, id, "forfeit", request.body.reason);
      await appendAudit(app.db, {
        operator: actor.session.username,
        action: "promotions.grant.forfeit",
        target: `promotion_grant:${id}`,
        ip: actor.ip,
        detail: {
          memberId: before.member_id.toString(),
          forfeited: outcome.forfeited.toString(),
          reason: request.body.reason,
        },
      });
      return ok(request, { id: id.toString(), forfeited: outcome.forfeited.toString() });
    },
  );

  app.get(
    CONSOLE_PATHS.rebateRuns,
    readRoute("The daily rebate runs", { querystring: noQuery }, consoleRebateRunsResponseSchema),
    async (request) =>
      ok(request, {
        list: (await repo.rebateRuns(app.db, 60)).map((row) => ({
          day: row.day,
          members: row.members,
          validBet: row.valid_bet.toString(),
          amount: row.amount.toString(),
          createdAt: row.created_at.toISOString(),
        })),
      }),
  );
};
