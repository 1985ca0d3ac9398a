import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PROTECTION_CONSOLE_PATHS,
  envelopeSchema,
  idParamsSchema,
  pageQueryFields,
  protectionExclusionRowSchema,
  protectionExclusionsQuerySchema,
  protectionFindingRowSchema,
  protectionMemberViewSchema,
  protectionOperatorLimitSchema,
} from "@lotus/contracts";
import { ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { CONSOLE_TAGS, actorOf, appendAudit, consoleErrors, noQuery } from "../operator/index.ts";
import { consoleMember, exclusionsCsv, exclusionsPage, findingsPage } from "./protection.console.ts";
import { setOperatorLimit } from "./protection.service.ts";

/**
 * Responsible gaming in the console (issue 16 item 6): a member's limits and exclusions, operator
 * limits (they only reduce: effective = min(self, operator)), the exclusions list and its CSV export
 * for regulators, and the deposits that arrived past a limit. Changes and exports are audited.
 */
export const protectionConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = routeShape(app.requireOperator("protectionRead"), CONSOLE_TAGS, consoleErrors);
  const write = routeShape(app.requireOperator("protection"), CONSOLE_TAGS, consoleErrors);

  app.get(
    PROTECTION_CONSOLE_PATHS.member,
    read(
      "A member's limits (self, operator, effective, used), block, exclusions and protection history",
      { params: idParamsSchema, querystring: noQuery },
      envelopeSchema(protectionMemberViewSchema),
    ),
    async (request) => ok(request, await consoleMember(app.db, BigInt(request.params.id))),
  );

  app.put(
    PROTECTION_CONSOLE_PATHS.memberLimit,
    write(
      "Imposes (or removes, amount null) an operator limit on a member, with a reason; it only reduces",
      { params: idParamsSchema, body: protectionOperatorLimitSchema },
      envelopeSchema(protectionMemberViewSchema),
    ),
    async (request) => {
      const actor = actorOf(request);
      const memberId = BigInt(request.params.id);
      await setOperatorLimit(app.db, memberId, request.body, { username: actor.session.username, ip: actor.ip });
      return ok(request, await consoleMember(app.db, memberId));
    },
  );

  app.get(
    PROTECTION_CONSOLE_PATHS.exclusions,
    read(
      "Time-outs and self-exclusions, newest first (filter by kind and by running)",
      { querystring: protectionExclusionsQuerySchema },
      envelopeSchema(z.object({ total: z.number().int(), list: z.array(protectionExclusionRowSchema) })),
    ),
    async (request) => ok(request, await exclusionsPage(app.db, request.query)),
  );

  app.get(
    PROTECTION_CONSOLE_PATHS.exclusionsCsv,
    read(
      "Every time-out and self-exclusion as CSV for regulators: member, type, term, start, end, reason",
      { querystring: noQuery },
      z.string(),
    ),
    async (request, reply) => {
      const actor = actorOf(request);
      const csv = await exclusionsCsv(app.db);
      await appendAudit(app.db, {
        operator: actor.session.username,
        action: "protection.export",
        target: "protection:exclusions",
        ip: actor.ip,
        detail: { rows: csv.rows },
      });
      void reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="exclusions-${new Date().toISOString().slice(0, 10)}.csv"`,
        );
      return csv.text;
    },
  );

  app.get(
    PROTECTION_CONSOLE_PATHS.findings,
    read(
      "Deposits credited past a limit or during a block (arrived by a path that could not refuse them)",
      { querystring: z.strictObject({ ...pageQueryFields }) },
      envelopeSchema(z.object({ total: z.number().int(), list: z.array(protectionFindingRowSchema) })),
    ),
    async (request) => ok(request, await findingsPage(app.db, request.query.page, request.query.size)),
  );
};
