import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CONSOLE_PATHS, consoleDashboardResponseSchema } from "@lotus/contracts";
import { ok } from "../../plugins/errors.ts";
import { CONSOLE_TAGS as tags, consoleErrors as errors, noQuery } from "../operator/index.ts";
import { readDashboard } from "./dashboard.service.ts";

/** The console dashboard's figures. */
export const dashboardConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CONSOLE_PATHS.dashboard,
    {
      preHandler: app.requireOperator("dashboard"),
      schema: {
        tags,
        summary: "Today's and the last 30 days' deposits, withdrawals, bets, wins, GGR, active and new members",
        querystring: noQuery,
        response: { 200: consoleDashboardResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await readDashboard(app.db)),
  );
};
