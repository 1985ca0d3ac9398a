import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CONSOLE_PATHS,
  LOTTERY_PRIZES,
  consoleLotteryCancelSchema,
  consoleLotteryDrawsQuerySchema,
  consoleLotteryDrawsResponseSchema,
  consoleLotteryExposureQuerySchema,
  consoleLotteryExposureResponseSchema,
  consoleLotteryGameParamsSchema,
  consoleLotteryGameUpdateSchema,
  consoleLotteryGamesResponseSchema,
  consoleLotteryOddsQuerySchema,
  consoleLotteryOddsResponseSchema,
  consoleLotteryOddsUpdateSchema,
  consoleLotteryOfficialSchema,
  envelopeSchema,
  idParamsSchema,
  lotteryChainsResponseSchema,
  padLotteryNumber,
  LOTTERY_BET_TYPES,
  type ConsoleLotteryDraw,
  type LotteryBetCode,
  type LotteryResultWire,
} from "@lotus/contracts";
import { z } from "zod";
import { inTransaction } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { CONSOLE_TAGS as tags, actorOf, appendAudit, consoleErrors as errors, noQuery } from "../operator/index.ts";
import * as repo from "./lottery.repository.ts";
import * as lottery from "./lottery.service.ts";

/**
 * The lottery in the console (issue 14 item 8): games and schedules, draws (results, reveal, cancel
 * with refund, official results with maker–checker), odds and caps per prize mode, exposure per
 * number, the published chains. Reads need lotteryRead; changes need lottery and are audited.
 */
export const lotteryConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const readRoute = routeShape(app.requireOperator("lotteryRead"), tags, errors);
  const writeRoute = routeShape(app.requireOperator("lottery"), tags, errors);
  const deps: lottery.LotteryDeps = { db: app.db, signals: app.realtime, log: app.log };

  app.get(
    CONSOLE_PATHS.lotteryGames,
    readRoute("Every lottery game with its next draw", { querystring: noQuery }, consoleLotteryGamesResponseSchema),
    async (request) =>
      ok(
        request,
        (await repo.allGames(app.db, false)).map((g) => lottery.gameWire(g, request.language)),
      ),
  );

  app.put(
    CONSOLE_PATHS.lotteryGame,
    writeRoute(
      "Enables or disables a game and sets its cut-off (seconds before the draw; draws scheduled later use it)",
      { params: consoleLotteryGameParamsSchema, body: consoleLotteryGameUpdateSchema },
      envelopeSchema(
        z.object({
          code: z.string(),
          enabled: z.boolean(),
          cutoffSeconds: z.number().int(),
          resultSource: z.enum(["chain", "official"]).optional(),
        }),
      ),
    ),
    async (request) => {
      const actor = actorOf(request);
      const { code } = request.params;
      await inTransaction(app.db, async (tx) => {
        const before = await repo.updateGame(tx, code, request.body);
        if (!before) throw new AppError("lottery_game_not_found");
        if (before === "cutoff") {
          throw new AppError("validation_failed", {
            detail: "cutoffSeconds: must be shorter than the game's interval",
          });
        }
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "lottery.game",
          target: `lottery_game:${code}`,
          ip: actor.ip,
          detail: {
            from: { enabled: before.enabled, cutoffSeconds: before.cutoff_seconds, resultSource: before.result_source },
            to: request.body,
          },
        });
      });
      return ok(request, { code, ...request.body });
    },
  );

  app.get(
    CONSOLE_PATHS.lotteryDraws,
    readRoute(
      "Draws by game and state (open ones first)",
      { querystring: consoleLotteryDrawsQuerySchema },
      consoleLotteryDrawsResponseSchema,
    ),
    async (request) => {
      const { total, rows } = await repo.consoleDraws(app.db, request.query);
      const list: ConsoleLotteryDraw[] = [];
      for (const row of rows) {
        const summary = lottery.drawSummary(row, row.structure);
        list.push({
          ...summary,
          // The console sees the whole result at once (the reveal is the players' show).
          result: row.result ?? null,
          tickets: row.tickets,
          stake: row.stake.toString(),
          paid: row.paid.toString(),
          cancelReason: row.cancel_reason,
          official: row.official
            ? {
                result: row.official.result,
                enteredBy: row.official.entered_by,
                approvedBy: row.official.approved_by,
                enteredAt: new Date(row.official.entered_at).toISOString(),
              }
            : null,
        });
      }
      return ok(request, { total, page: request.query.page, size: request.query.size, list });
    },
  );

  app.post(
    CONSOLE_PATHS.lotteryDrawCancel,
    writeRoute(
      "Cancels a draw that is not settled: every line is refunded in one ledger operation",
      { params: idParamsSchema, body: consoleLotteryCancelSchema },
      envelopeSchema(z.object({ members: z.number().int(), refunded: z.string() })),
    ),
    async (request) => {
      const actor = actorOf(request);
      const drawId = BigInt(request.params.id);
      const outcome = await lottery.cancelDraw(deps, drawId, request.body.reason);
      await appendAudit(app.db, {
        operator: actor.session.username,
        action: "lottery.cancel",
        target: `lottery_draw:${drawId}`,
        ip: actor.ip,
        detail: {
          reason: request.body.reason,
          members: Number(outcome.members),
          refunded: outcome.refunded.toString(),
        },
      });
      return ok(request, { members: Number(outcome.members), refunded: outcome.refunded.toString() });
    },
  );

  app.post(
    CONSOLE_PATHS.lotteryDrawOfficial,
    writeRoute(
      "Enters the official result of a draw not drawn yet; another operator approves it",
      { params: idParamsSchema, body: consoleLotteryOfficialSchema },
      envelopeSchema(z.object({ drawId: z.string() })),
    ),
    async (request) => {
      const actor = actorOf(request);
      const drawId = BigInt(request.params.id);
      const structure = await repo.drawStructure(app.db, drawId);
      if (!structure) throw new AppError("lottery_draw_not_found");
      checkResult(request.body.result, structure);
      await inTransaction(app.db, async (tx) => {
        if (!(await repo.enterOfficial(tx, drawId, actor.session.operatorId, request.body.result))) {
          throw new AppError("lottery_draw_state_invalid");
        }
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "lottery.official.enter",
          target: `lottery_draw:${drawId}`,
          ip: actor.ip,
          detail: { result: request.body.result },
        });
      });
      return ok(request, { drawId: drawId.toString() });
    },
  );

  app.post(
    CONSOLE_PATHS.lotteryDrawOfficialApprove,
    writeRoute(
      "Approves an official result entered by another operator (maker–checker); the draw then uses it",
      { params: idParamsSchema, body: z.strictObject({}) },
      envelopeSchema(z.object({ drawId: z.string() })),
    ),
    async (request) => {
      const actor = actorOf(request);
      const drawId = BigInt(request.params.id);
      await inTransaction(app.db, async (tx) => {
        const outcome = await repo.approveOfficial(tx, drawId, actor.session.operatorId);
        if (outcome === "self") throw new AppError("lottery_maker_checker");
        if (outcome === "none") throw new AppError("lottery_draw_state_invalid");
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "lottery.official.approve",
          target: `lottery_draw:${drawId}`,
          ip: actor.ip,
          detail: {},
        });
      });
      return ok(request, { drawId: drawId.toString() });
    },
  );

  app.get(
    CONSOLE_PATHS.lotteryOdds,
    readRoute(
      "Odds and caps per prize mode × structure × bet type, with the exact RTP",
      { querystring: consoleLotteryOddsQuerySchema },
      consoleLotteryOddsResponseSchema,
    ),
    async (request) => {
      const rows = await repo.oddsRows(app.db, request.query.prizeMode, request.query.structure);
      return ok(
        request,
        rows.map((r) => ({ ...lottery.oddsWire(r), prizeMode: r.prize_mode, structure: r.structure })),
      );
    },
  );

  app.put(
    CONSOLE_PATHS.lotteryOdds,
    writeRoute(
      "Changes one odds row (refused above 100 % RTP); new lines use it",
      { body: consoleLotteryOddsUpdateSchema },
      envelopeSchema(z.object({ betType: z.string(), rtpBp: z.number().int() })),
    ),
    async (request) => {
      const actor = actorOf(request);
      const body = request.body;
      const next = {
        prize_mode: body.prizeMode,
        structure: body.structure,
        bet_type: body.betType,
        unit_price: BigInt(body.unitPrice),
        payout_per_hit: BigInt(body.payoutPerHit),
        max_units: body.maxUnits,
        cap_per_number: BigInt(body.capPerNumber),
        cap_per_member: BigInt(body.capPerMember),
        enabled: body.enabled,
      };
      const existing = (await repo.oddsRows(app.db, body.prizeMode, body.structure)).find(
        (r) => r.bet_type === body.betType,
      );
      if (!existing) throw new AppError("lottery_bet_type_unavailable");
      const rtpBp = lottery.rtpBpOf({ ...existing, ...next });
      if (lottery.rtpAbove100({ ...existing, ...next }))
        throw new AppError("validation_failed", { detail: "payoutPerHit: the return to player would exceed 100 %" });
      await inTransaction(app.db, async (tx) => {
        await repo.updateOdds(tx, next);
        await appendAudit(tx, {
          operator: actor.session.username,
          action: "lottery.odds",
          target: `lottery_odds:${body.prizeMode}:${body.structure}:${body.betType}`,
          ip: actor.ip,
          detail: { from: lottery.oddsWire(existing), to: body },
        });
      });
      return ok(request, { betType: body.betType, rtpBp });
    },
  );

  app.get(
    CONSOLE_PATHS.lotteryExposure,
    readRoute(
      "The numbers with the highest liability in a draw, against their cap",
      { querystring: consoleLotteryExposureQuerySchema },
      consoleLotteryExposureResponseSchema,
    ),
    async (request) => {
      const drawId = BigInt(request.query.drawId);
      const draw = await repo.drawById(app.db, drawId);
      if (!draw) throw new AppError("lottery_draw_not_found");
      const structure = (await repo.drawStructure(app.db, drawId))!;
      const rows = await repo.exposure(app.db, drawId, request.query.limit);
      return ok(request, {
        draw: lottery.drawSummary(draw, structure),
        rows: rows.map((r) => {
          const digits = LOTTERY_BET_TYPES[r.bet_type as LotteryBetCode]?.digits ?? 2;
          const numbers = lottery.numbersOfKey(r.number_key, r.bet_type);
          const cap = r.cap ?? 0n;
          return {
            betType: r.bet_type,
            numbers: numbers ? numbers.map((n) => padLotteryNumber(n, digits)) : [],
            liability: r.liability.toString(),
            cap: cap.toString(),
            usedBp: cap > 0n ? Number((r.liability * 10_000n) / cap) : 0,
          };
        }),
      });
    },
  );

  app.get(
    CONSOLE_PATHS.lotteryChains,
    readRoute(
      "The published terminal hashes of every game's chains",
      { querystring: noQuery },
      lotteryChainsResponseSchema,
    ),
    async (request) => ok(request, await lottery.chains(app.db)),
  );
};

/** An official result must follow the prize structure exactly: every prize, count and digit count. */
function checkResult(result: LotteryResultWire, structure: "north" | "southern"): void {
  const prizes = LOTTERY_PRIZES[structure];
  const fits =
    result.prizes.length === prizes.length &&
    prizes.every(
      (p, i) =>
        result.prizes[i]!.prize === p.prize &&
        result.prizes[i]!.numbers.length === p.count &&
        result.prizes[i]!.numbers.every((n) => n.length === p.digits && /^[0-9]+$/.test(n)),
    );
  if (!fits) throw new AppError("lottery_result_invalid");
}
