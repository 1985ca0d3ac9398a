import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CONSOLE_PATHS,
  consolePointsExchangesQuerySchema,
  consolePointsExchangesResponseSchema,
  consolePointsGoodsCreateSchema,
  consolePointsGoodsListResponseSchema,
  consolePointsGoodsResponseSchema,
  consolePointsGoodsUpdateSchema,
  consolePointsRatesResponseSchema,
  consolePointsRatesUpdateSchema,
  consolePointsReviewResponseSchema,
  consolePointsReviewSchema,
  idParamsSchema,
} from "@lotus/contracts";
import { inTransaction } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { CONSOLE_TAGS as tags, actorOf, appendAudit, consoleErrors as errors, noQuery } from "../operator/index.ts";
import * as repo from "./points.repository.ts";
import * as points from "./points.service.ts";

/**
 * Points in the console (issue 15): goods (create, edit, stock, enable), exchanges (review: approve,
 * or reject with a reason — the points and cash go back), the comparison table and conversion rate.
 * Reads need pointsRead; changes need points and each writes the operator audit.
 */
export const pointsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const readRoute = routeShape(app.requireOperator("pointsRead"), tags, errors);
  const writeRoute = routeShape(app.requireOperator("points"), tags, errors);
  const deps: points.PointsDeps = { db: app.db, signals: app.realtime, log: app.log };

  app.get(
    CONSOLE_PATHS.pointsGoods,
    readRoute("Every goods of the points mall", { querystring: noQuery }, consolePointsGoodsListResponseSchema),
    async (request) => ok(request, (await repo.allGoods(app.db)).map(points.consoleGoodsWire)),
  );

  app.post(
    CONSOLE_PATHS.pointsGoods,
    writeRoute("Adds goods to the mall", { body: consolePointsGoodsCreateSchema }, consolePointsGoodsResponseSchema),
    async (request) => {
      const actor = actorOf(request);
      const body = request.body;
      if (BigInt(body.pointsPrice) <= 0n)
        throw new AppError("validation_failed", { detail: "pointsPrice: must be positive" });
      const row = await inTransaction(app.db, async (tx) => {
        const id = await repo.insertGoods(tx, {
          ...body,
          pointsPrice: BigInt(body.pointsPrice),
          cashPrice: BigInt(body.cashPrice),
        });
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "points.goods.create",
          target: `points_goods:${id}`,
          ip: actor.ip,
          detail: { ...body },
        });
        return (await repo.goodsById(tx, id))!;
      });
      return ok(request, points.consoleGoodsWire(row));
    },
  );

  app.put(
    CONSOLE_PATHS.pointsGoodsOne,
    writeRoute(
      "Edits goods: names, prices, picture, enabled, order; stockDelta adds or takes out stock",
      { params: idParamsSchema, body: consolePointsGoodsUpdateSchema },
      consolePointsGoodsResponseSchema,
    ),
    async (request) => {
      const actor = actorOf(request);
      const id = BigInt(request.params.id);
      const body = request.body;
      if (body.pointsPrice !== undefined && BigInt(body.pointsPrice) <= 0n) {
        throw new AppError("validation_failed", { detail: "pointsPrice: must be positive" });
      }
      const row = await inTransaction(app.db, async (tx) => {
        const before = await repo.goodsById(tx, id, true);
        if (!before) throw new AppError("points_goods_not_found");
        const after = await repo.updateGoods(tx, id, {
          ...(body.type !== undefined ? { type: body.type } : {}),
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.image !== undefined ? { image: body.image } : {}),
          ...(body.pointsPrice !== undefined ? { pointsPrice: BigInt(body.pointsPrice) } : {}),
          ...(body.cashPrice !== undefined ? { cashPrice: BigInt(body.cashPrice) } : {}),
          ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
          ...(body.sort !== undefined ? { sort: body.sort } : {}),
          ...(body.stockDelta !== undefined ? { stockDelta: body.stockDelta } : {}),
        });
        if (after === null) throw new AppError("points_goods_not_found");
        if (after === "negative_stock") {
          throw new AppError("validation_failed", { detail: "stockDelta: the stock cannot go below zero" });
        }
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "points.goods.update",
          target: `points_goods:${id}`,
          ip: actor.ip,
          detail: { from: points.consoleGoodsWire(before), change: body },
        });
        return after;
      });
      return ok(request, points.consoleGoodsWire(row));
    },
  );

  app.get(
    CONSOLE_PATHS.pointsExchanges,
    readRoute(
      "Exchanges by state and member, newest first",
      { querystring: consolePointsExchangesQuerySchema },
      consolePointsExchangesResponseSchema,
    ),
    async (request) => {
      const { status, account, page, size } = request.query;
      const rows = await repo.exchanges(
        app.db,
        { ...(status ? { status } : {}), ...(account ? { account: account.toLowerCase() } : {}) },
        page,
        size,
      );
      return ok(request, { total: rows[0]?.total ?? 0, page, size, list: rows.map(points.consoleExchangeWire) });
    },
  );

  app.post(
    CONSOLE_PATHS.pointsExchangeReview,
    writeRoute(
      "Approves an applying exchange, or rejects it with a reason (points and cash refunded); the same decision twice changes nothing",
      { params: idParamsSchema, body: consolePointsReviewSchema },
      consolePointsReviewResponseSchema,
    ),
    async (request) => {
      const actor = actorOf(request);
      const id = BigInt(request.params.id);
      const { action, reason } = request.body;
      if (action === "reject" && reason.trim().length === 0) {
        throw new AppError("validation_failed", { detail: "reason: a rejection needs a reason" });
      }
      const result = await points.review(deps, id, action, reason.trim(), actor.session.username);
      if (!result.replayed) {
        await appendAudit(app.db, {
          operator: actor.session.username,
          action: `points.exchange.${action}`,
          target: `points_exchange:${id}`,
          ip: actor.ip,
          detail: { orderNo: result.exchange.orderNo, from: result.before, to: result.exchange.status, reason },
        });
      }
      return ok(request, result.exchange);
    },
  );

  app.get(
    CONSOLE_PATHS.pointsRates,
    readRoute(
      "The comparison table and the conversion rate",
      { querystring: noQuery },
      consolePointsRatesResponseSchema,
    ),
    async (request) => {
      const config = await points.config(app.db);
      return ok(request, { rates: config.rates, convert: config.convert });
    },
  );

  app.put(
    CONSOLE_PATHS.pointsRates,
    writeRoute(
      "Sets earning rates and the conversion rate",
      { body: consolePointsRatesUpdateSchema },
      consolePointsRatesResponseSchema,
    ),
    async (request) => {
      const actor = actorOf(request);
      const before = await points.config(app.db);
      await points.setRates(app.db, request.body);
      const after = await points.config(app.db);
      await appendAudit(app.db, {
        operator: actor.session.username,
        action: "points.rates",
        target: "points_rate",
        ip: actor.ip,
        detail: { from: { rates: before.rates, convert: before.convert }, to: request.body },
      });
      return ok(request, { rates: after.rates, convert: after.convert });
    },
  );
};
