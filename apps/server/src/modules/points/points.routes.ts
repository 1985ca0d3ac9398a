import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PATHS,
  pointsBalanceResponseSchema,
  pointsConfigResponseSchema,
  pointsConversionsResponseSchema,
  pointsConvertRequestSchema,
  pointsConvertResponseSchema,
  pointsGoodsQuerySchema,
  pointsGoodsResponseSchema,
  pointsPageQuerySchema,
  pointsRedeemListQuerySchema,
  pointsRedeemListResponseSchema,
  pointsRedeemRequestSchema,
  pointsRedeemResponseSchema,
  pointsRewardQuerySchema,
  pointsRewardResponseSchema,
} from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { POINTS_ART_PATTERN, pointsArt } from "./points-art.ts";
import * as points from "./points.service.ts";

const noQuery = z.strictObject({});
const tags = ["points"];
const errors = errorResponses([400, 401, 403, 404, 409, 422, 429, 500, 503]);

/**
 * The points calls of spec §7 (balance, reward = points details, config = rules and the comparison
 * table, redeem with the payment password, redeem list, convert with the payment password) and the
 * mall's goods. Goods and config are public (the mall is browsable before login); the rest need a
 * session (not a trial account). A frozen member may look but not exchange or convert.
 */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicCall = routeShape([], tags, errors);
  const memberCall = routeShape(app.authenticate(), tags, errors);
  const deps: points.PointsDeps = { db: app.db, signals: app.realtime, log: app.log };
  const movable = (status: string) => {
    if (status === "frozen") throw new AppError("account_frozen");
  };

  app.get(
    PATHS.pointsBalance,
    memberCall(
      "The member's points (they never expire), earned and spent",
      { querystring: noQuery },
      pointsBalanceResponseSchema,
    ),
    async (request) => ok(request, await points.balance(app.db, request.session!.memberId)),
  );
  app.get(
    PATHS.pointsReward,
    memberCall(
      "Points details: every entry of the points account, newest first",
      { querystring: pointsRewardQuerySchema },
      pointsRewardResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await points.details(
          app.db,
          request.session!.memberId,
          request.query.type,
          request.query.page,
          request.query.size,
        ),
      ),
  );
  app.get(
    PATHS.pointsConfig,
    publicCall(
      "Points rules: the comparison table and the conversion rate",
      { querystring: noQuery },
      pointsConfigResponseSchema,
    ),
    async (request) => ok(request, await points.config(app.db)),
  );
  app.get(
    PATHS.pointsGoods,
    publicCall(
      "Goods of the points mall by exchange type",
      { querystring: pointsGoodsQuerySchema },
      pointsGoodsResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await points.goods(
          app.db,
          request.query.exchangeType,
          request.query.page,
          request.query.size,
          request.language,
        ),
      ),
  );
  app.post(
    PATHS.pointsRedeem,
    memberCall(
      "Exchanges points for goods (payment password; idempotent by requestId)",
      { body: pointsRedeemRequestSchema },
      pointsRedeemResponseSchema,
    ),
    async (request) => {
      movable(request.session!.status);
      return ok(request, await points.redeem(deps, request.session!.memberId, request.body, request.language));
    },
  );
  app.get(
    PATHS.pointsRedeemList,
    memberCall(
      "The member's exchanges, newest first",
      { querystring: pointsRedeemListQuerySchema },
      pointsRedeemListResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await points.exchangeList(
          app.db,
          request.session!.memberId,
          request.query.status,
          request.query.page,
          request.query.size,
          request.language,
        ),
      ),
  );
  app.post(
    PATHS.pointsConvert,
    memberCall(
      "Converts points to cash (a bonus with 1× turnover; payment password; idempotent by requestId)",
      { body: pointsConvertRequestSchema },
      pointsConvertResponseSchema,
    ),
    async (request) => {
      movable(request.session!.status);
      return ok(request, await points.convert(deps, request.session!.memberId, request.body));
    },
  );
  // The goods' demo pictures (plain SVG art, a day of cache).
  app.get(
    "/media/points/:file",
    { schema: { hide: true, params: z.strictObject({ file: z.string().max(48) }) } },
    async (request, reply) => {
      const name = request.params.file.replace(/\.svg$/, "");
      if (!request.params.file.endsWith(".svg") || !POINTS_ART_PATTERN.test(name)) throw new AppError("not_found");
      return reply.type("image/svg+xml").header("cache-control", "public, max-age=86400").send(pointsArt(name));
    },
  );
  app.get(
    PATHS.pointsConversions,
    memberCall(
      "The member's conversions of points to cash, newest first",
      { querystring: pointsPageQuerySchema },
      pointsConversionsResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await points.conversionList(app.db, request.session!.memberId, request.query.page, request.query.size),
      ),
  );
};
