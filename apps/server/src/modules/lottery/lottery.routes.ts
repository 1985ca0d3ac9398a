import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PATHS,
  lotteryBuyRequestSchema,
  lotteryBuyResponseSchema,
  lotteryChainsResponseSchema,
  lotteryGameParamsSchema,
  lotteryGameResponseSchema,
  lotteryMenuResponseSchema,
  lotteryOpenedQuerySchema,
  lotteryOpenedResponseSchema,
  lotteryPopularQuerySchema,
  lotteryPopularResponseSchema,
  lotteryRecentResponseSchema,
  lotteryResultsQuerySchema,
  lotteryResultsResponseSchema,
  lotteryStatsQuerySchema,
  lotteryStatsResponseSchema,
  lotteryTicketsQuerySchema,
  lotteryTicketsResponseSchema,
  lotteryVerifyParamsSchema,
  lotteryVerifyResponseSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import * as lottery from "./lottery.service.ts";

const noQuery = z.strictObject({});
const tags = ["lottery"];
const errors = errorResponses([400, 401, 403, 404, 409, 422, 429, 500, 503]);

/** The lottery's member calls (issue 14; spec §7): menus, results and statistics are public; buying and tickets need a session. */
export const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicCall = routeShape([], tags, errors);
  const memberCall = routeShape(app.authenticate(), tags, errors);
  const deps: lottery.LotteryDeps = { db: app.db, signals: app.realtime, log: app.log };

  app.get(
    PATHS.lotteryMenu,
    publicCall(
      "Lottery games by group (regions and fast games) with their open draw",
      { querystring: noQuery },
      lotteryMenuResponseSchema,
    ),
    async (request) => ok(request, await lottery.menu(app.db, request.language)),
  );
  app.get(
    PATHS.lotteryMenuRecent,
    memberCall("The member's recently played lottery games", { querystring: noQuery }, lotteryRecentResponseSchema),
    async (request) => ok(request, await lottery.recent(app.db, request.session!.memberId, request.language)),
  );
  app.get(
    PATHS.lotteryPopular,
    publicCall(
      "Popular numbers of a prize mode from the last draws' results (never from bets)",
      { querystring: lotteryPopularQuerySchema },
      lotteryPopularResponseSchema,
    ),
    async (request) => ok(request, await lottery.popular(app.db, request.query.prizeMode, request.query.count)),
  );
  app.get(
    PATHS.lotteryResults,
    publicCall(
      "Results of a game, newest first",
      { querystring: lotteryResultsQuerySchema },
      lotteryResultsResponseSchema,
    ),
    async (request) =>
      ok(request, await lottery.results(app.db, request.query.gameCode, request.query.page, request.query.pageSize)),
  );
  app.get(
    PATHS.lotteryOpened,
    publicCall(
      "One draw of a game by issue (the newest when none)",
      { querystring: lotteryOpenedQuerySchema },
      lotteryOpenedResponseSchema,
    ),
    async (request) => ok(request, await lottery.opened(app.db, request.query.gameCode, request.query.issue)),
  );
  app.get(
    PATHS.lotteryGame,
    publicCall(
      "A game with its next draws, odds (with exact RTP) and published chain",
      { params: lotteryGameParamsSchema, querystring: noQuery },
      lotteryGameResponseSchema,
    ),
    async (request) => ok(request, await lottery.gameDetail(app.db, request.params.code, request.language)),
  );
  app.get(
    PATHS.lotteryStats,
    publicCall(
      "Statistics of a game's last results: occurrences, lô gan, đầu / đuôi",
      { params: lotteryGameParamsSchema, querystring: lotteryStatsQuerySchema },
      lotteryStatsResponseSchema,
    ),
    async (request) => ok(request, await lottery.stats(app.db, request.params.code, request.query.draws)),
  );
  app.post(
    PATHS.lotteryBuy,
    memberCall(
      "Buys lines of one open draw; one ledger operation, idempotent by requestId",
      { body: lotteryBuyRequestSchema },
      lotteryBuyResponseSchema,
    ),
    async (request) => {
      const { requestId, drawId, lines } = request.body;
      const value = await lottery.buy(deps, request.session!.memberId, {
        requestId,
        drawId: BigInt(drawId),
        lines: lines.map((l) => ({
          betType: l.betType,
          numbers: l.numbers,
          units: BigInt(l.units),
          partnerGame: l.partnerGame,
        })),
      });
      return ok(request, value);
    },
  );
  app.get(
    PATHS.lotteryTickets,
    memberCall(
      "The member's lines, newest first, with how each settled",
      { querystring: lotteryTicketsQuerySchema },
      lotteryTicketsResponseSchema,
    ),
    async (request) =>
      ok(request, await lottery.tickets(app.db, request.session!.memberId, request.query, request.language)),
  );
  app.get(
    PATHS.lotteryVerify,
    publicCall(
      "Everything needed to recompute a complete draw and check it against the published chain",
      { params: lotteryVerifyParamsSchema, querystring: noQuery },
      lotteryVerifyResponseSchema,
    ),
    async (request) => ok(request, await lottery.verify(app.db, BigInt(request.params.id))),
  );
  app.get(
    PATHS.lotteryChains,
    publicCall(
      "The published terminal hashes of every game's chains",
      { querystring: noQuery },
      lotteryChainsResponseSchema,
    ),
    async (request) => ok(request, await lottery.chains(app.db)),
  );
};
