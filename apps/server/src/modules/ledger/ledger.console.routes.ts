import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CONSOLE_PATHS, ledgerStatusResponseSchema } from "@lotus/contracts";
import { ok } from "../../plugins/errors.ts";
import { CONSOLE_TAGS as tags, consoleErrors as errors, noQuery } from "../operator/index.ts";
import type { Db } from "../../db/pool.ts";
import { verifyLedger } from "./ledger.verify.ts";

/** Checks of other modules' tables that ride along with the ledger's (e.g. the bonus grants' identities). */
export type LedgerConsoleOptions = { extraChecks?: readonly ((db: Db) => Promise<string[]>)[] };

/** The ledger's health in the console: the ledger's invariants and the extra checks the app passes. */
export const ledgerConsoleRoutes: FastifyPluginAsyncZod<LedgerConsoleOptions> = async (app, options) => {
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
    async (request) => {
      const report = await verifyLedger(app.db);
      const extra = (await Promise.all((options.extraChecks ?? []).map((check) => check(app.db)))).flat();
      return ok(request, {
        ...report,
        ok: report.ok && extra.length === 0,
        violations: [...report.violations, ...extra],
      });
    },
  );
};
