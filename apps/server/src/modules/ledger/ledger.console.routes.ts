import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CONSOLE_PATHS, ledgerStatusResponseSchema } from "@lotus/contracts";
import { ok } from "../../plugins/errors.ts";
import { CONSOLE_TAGS as tags, consoleErrors as errors, noQuery } from "../operator/index.ts";
import { verifyLedger } from "./ledger.verify.ts";

/** The ledger's health in the console. */
export const ledgerConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CONSOLE_PATHS.ledgerStatus,
    {
      preHandler: app.requireOperator("audit"),
      schema: {
        tags,
        summary: "Ledger invariants (ledger:verify)",
        querystring: noQuery,
        response: { 200: ledgerStatusResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await verifyLedger(app.db)),
  );
};
