import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  PATHS,
  bettingRecordQuerySchema,
  bettingRecordResponseSchema,
  profitQuerySchema,
  profitResponseSchema,
  type BettingRecordQuery,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { bettingRecord, parseRoundFilter, profitLoss } from "./game-records.service.ts";

const errors = errorResponses([400, 401, 403, 429, 500]);
const tags = ["records"];

/** Betting record (ODSFE2_MemBetDet) and profit and loss (ODSFE2_MemProfitLoss) from the member's game rounds. */
export const gameRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The date checks come first, so bad input is refused before the session is looked up; trial
  // accounts see the rounds they played with demo money.
  const guard = [
    async (request: { query: unknown }) => void parseRoundFilter(0n, request.query as BettingRecordQuery),
    app.authenticate({ allowTrial: true }),
  ];

  app.get(
    PATHS.bettingRecords,
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          "Betting record: the member's game rounds in a date range (brand time zone), by category and vendor, newest first, paged, with bet, win and profit totals",
        querystring: bettingRecordQuerySchema,
        response: { 200: bettingRecordResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(
        request,
        await bettingRecord(
          app.db,
          app.env.DEMO_VENDOR_URL,
          request.session!.memberId,
          request.query,
          request.language,
        ),
      ),
  );

  app.get(
    PATHS.profitLoss,
    {
      preHandler: guard,
      schema: {
        tags,
        summary:
          "Profit and loss: bet, win and profit of the member's game rounds per day of a date range (brand time zone), per vendor and in total",
        querystring: profitQuerySchema,
        response: { 200: profitResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(request, await profitLoss(app.db, request.session!.memberId, request.query, request.language)),
  );
};
