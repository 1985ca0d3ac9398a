import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PATHS, transactionQuerySchema, transactionsResponseSchema } from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import type { TransactionQuery } from "@lotus/contracts";
import { memberTransactions, parseRecordQuery } from "./records.service.ts";

const errors = errorResponses([400, 401, 403, 429, 500]);

/** Records: the account record (ODSFE2_MemTransDet) from the ledger. */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.memberTransactions,
    {
      // The date and type checks come first, so bad input is refused before the session is looked
      // up; trial accounts see the record of their demo money.
      preHandler: [
        async (request) => void parseRecordQuery(request.query as TransactionQuery),
        app.authenticate({ allowTrial: true }),
      ],
      schema: {
        tags: ["records"],
        summary:
          "Account record: main-wallet transfers in a date range (brand time zone), by type, newest first, paged, with totals",
        querystring: transactionQuerySchema,
        response: { 200: transactionsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await memberTransactions(app, request.session!.memberId, request.query)),
  );
};
