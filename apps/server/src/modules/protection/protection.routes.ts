import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PROTECTION_PATHS,
  envelopeSchema,
  protectionEmptySchema,
  protectionLimitKeySchema,
  protectionRealityCheckSchema,
  protectionSelfExclusionSchema,
  protectionSessionSchema,
  protectionSetLimitSchema,
  protectionStateSchema,
  protectionTimeoutSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import {
  cancelPending,
  confirmLimit,
  declineDepositPrompt,
  protectionState,
  requestReopen,
  sessionNumbers,
  setLimit,
  setRealityCheck,
  startBlock,
  type BlockEffects,
} from "./protection.service.ts";

const noQuery = z.strictObject({});
const errors = errorResponses([400, 401, 403, 404, 409, 422, 429, 500]);
const tags = ["protection"];
const blockSchema = z.object({
  kind: z.enum(["timeout", "self_exclusion"]),
  term: z.string(),
  startedAt: z.string(),
  endsAt: z.string().nullable(),
});

/**
 * Responsible gaming, the member's side (issue 16 item 6): the dashboard, limits (a raise waits 24 h
 * and a second confirmation), the reality check, time-out and self-exclusion (immediate logout).
 * Every change is written to the member's hash-chained auth_event log.
 */
export const protectionRoutes: FastifyPluginAsyncZod<{ effects: BlockEffects }> = async (app, { effects }) => {
  const route = routeShape(app.authenticate(), tags, errors);
  const who = (request: { session?: { account: string } | null }) => ({ account: request.session?.account });

  app.get(
    PROTECTION_PATHS.state,
    route(
      "The member's limits (self, operator, effective, used, remaining, pending raises), block, reality check and history",
      { querystring: noQuery },
      envelopeSchema(protectionStateSchema),
    ),
    async (request) => ok(request, await protectionState(app.db, request.session!.memberId)),
  );

  app.get(
    PROTECTION_PATHS.session,
    route(
      "The current login session's elapsed time, amount wagered and net result (reality check, game frame)",
      { querystring: noQuery },
      envelopeSchema(protectionSessionSchema),
    ),
    async (request) => ok(request, await sessionNumbers(app.db, request.session!.memberId, request.session!.id)),
  );

  app.put(
    PROTECTION_PATHS.limits,
    route(
      "Sets a self limit: new or lower applies at once; higher or removed (amount null) waits 24 h, then needs confirmation",
      { body: protectionSetLimitSchema },
      envelopeSchema(z.object({ applied: z.boolean(), pendingFrom: z.string().nullable() })),
    ),
    async (request) =>
      ok(request, await setLimit(app.db, request.session!.memberId, request.body, { request, ...who(request) })),
  );

  app.post(
    PROTECTION_PATHS.limitConfirm,
    route(
      "The second confirmation of a raised or removed limit, from 24 h after the request; protection_raise_waiting before",
      { body: protectionLimitKeySchema },
      envelopeSchema(z.null()),
    ),
    async (request) => {
      await confirmLimit(app.db, request.session!.memberId, request.body, { request, ...who(request) });
      return ok(request, null);
    },
  );

  app.post(
    PROTECTION_PATHS.limitCancel,
    route(
      "Withdraws a pending raise or removal of a limit",
      { body: protectionLimitKeySchema },
      envelopeSchema(z.null()),
    ),
    async (request) => {
      await cancelPending(app.db, request.session!.memberId, request.body, { request, ...who(request) });
      return ok(request, null);
    },
  );

  app.put(
    PROTECTION_PATHS.realityCheck,
    route(
      "Sets the reality-check interval (15, 30 or 60 minutes; null: off)",
      { body: protectionRealityCheckSchema },
      envelopeSchema(z.null()),
    ),
    async (request) => {
      await setRealityCheck(app.db, request.session!.memberId, request.body.minutes, { request, ...who(request) });
      return ok(request, null);
    },
  );

  app.post(
    PROTECTION_PATHS.depositPrompt,
    route(
      "The member answered the deposit-limit prompt without setting one",
      { body: protectionEmptySchema },
      envelopeSchema(z.null()),
    ),
    async (request) => {
      await declineDepositPrompt(app.db, request.session!.memberId, { request, ...who(request) });
      return ok(request, null);
    },
  );

  app.post(
    PROTECTION_PATHS.timeout,
    route(
      "Takes a break (1 day to 3 months): every session ends at once; withdrawals stay possible",
      { body: protectionTimeoutSchema },
      envelopeSchema(blockSchema),
    ),
    async (request) =>
      ok(
        request,
        await startBlock(
          app.db,
          app.sessions,
          effects,
          request.session!.memberId,
          { kind: "timeout", term: request.body.term },
          { request, ...who(request) },
        ),
      ),
  );

  app.post(
    PROTECTION_PATHS.selfExclusion,
    route(
      "Self-excludes (6 months to permanent): logout, bonuses forfeited, future lottery lines refunded; withdrawals stay possible",
      { body: protectionSelfExclusionSchema },
      envelopeSchema(blockSchema),
    ),
    async (request) =>
      ok(
        request,
        await startBlock(
          app.db,
          app.sessions,
          effects,
          request.session!.memberId,
          { kind: "self_exclusion", term: request.body.term, reason: request.body.reason },
          { request, ...who(request) },
        ),
      ),
  );

  app.post(
    PROTECTION_PATHS.reopen,
    route(
      "After a self-exclusion ended: the request to reopen, effective after 7 days' cooling-off",
      { body: protectionEmptySchema },
      envelopeSchema(z.object({ reopensAt: z.string() })),
    ),
    async (request) =>
      ok(request, await requestReopen(app.db, request.session!.memberId, { request, ...who(request) })),
  );
};
