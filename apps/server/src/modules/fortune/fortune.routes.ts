import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  FORTUNE_PATHS,
  fortuneEnvelopeResponseSchema,
  fortuneEnvelopesResponseSchema,
  fortuneGrabRequestSchema,
  fortuneGrabResponseSchema,
  fortuneIdParamsSchema,
  fortuneRotateResponseSchema,
  fortuneSeedRequestSchema,
  fortuneSeedResponseSchema,
  fortuneSpinDetailResponseSchema,
  fortuneSpinRequestSchema,
  fortuneSpinResponseSchema,
  fortuneSpinsQuerySchema,
  fortuneSpinsResponseSchema,
  fortuneSummaryResponseSchema,
  fortuneWheelsResponseSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { optionalSession } from "../../plugins/auth.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import * as fortune from "./fortune.service.ts";

const noQuery = z.strictObject({});
const tags = ["fortune"];
const errors = errorResponses([400, 401, 403, 404, 409, 422, 429, 500, 503]);

/**
 * The fortune member calls (issue 15): envelope and wheel lists are public (with the member's packet,
 * eligibility and tickets when logged in); grabbing, spinning, seeds and spins need a session.
 */
export const fortuneRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicCall = routeShape([], tags, errors);
  const memberCall = routeShape(app.authenticate(), tags, errors);
  const deps: fortune.FortuneDeps = { db: app.db, signals: app.realtime, log: app.log };

  app.get(
    FORTUNE_PATHS.summary,
    memberCall(
      "The member's wheel tickets and the red envelopes open or coming",
      { querystring: noQuery },
      fortuneSummaryResponseSchema,
    ),
    async (request) => ok(request, await fortune.summary(app.db, request.session!.memberId, request.language)),
  );
  app.get(
    FORTUNE_PATHS.envelopes,
    publicCall(
      "Red envelope campaigns: coming, open and recently ended (seed and split revealed)",
      { querystring: noQuery },
      fortuneEnvelopesResponseSchema,
    ),
    async (request) => {
      const session = await optionalSession(request);
      return ok(request, await fortune.envelopes(app.db, session?.memberId ?? null, request.language));
    },
  );
  app.get(
    FORTUNE_PATHS.envelope,
    publicCall(
      "One red envelope campaign with its grabs in order",
      { params: fortuneIdParamsSchema, querystring: noQuery },
      fortuneEnvelopeResponseSchema,
    ),
    async (request) => {
      const session = await optionalSession(request);
      return ok(
        request,
        await fortune.envelopeDetail(app.db, BigInt(request.params.id), session?.memberId ?? null, request.language),
      );
    },
  );
  app.post(
    FORTUNE_PATHS.envelopeGrab,
    memberCall(
      "Grabs the next packet of an open red envelope (one per member; a repeat answers the member's packet)",
      { params: fortuneIdParamsSchema, body: fortuneGrabRequestSchema },
      fortuneGrabResponseSchema,
    ),
    async (request) =>
      ok(request, await fortune.grabEnvelope(deps, request.session!.memberId, BigInt(request.params.id))),
  );
  app.get(
    FORTUNE_PATHS.wheels,
    publicCall(
      "Running lucky wheels with their prize tables and exact chances (and the member's tickets)",
      { querystring: noQuery },
      fortuneWheelsResponseSchema,
    ),
    async (request) => {
      const session = await optionalSession(request);
      return ok(request, await fortune.wheels(app.db, session?.memberId ?? null, request.language));
    },
  );
  app.get(
    FORTUNE_PATHS.wheelSeed,
    memberCall(
      "The member's committed wheel seed: the server seed's hash, the client seed and the next nonce",
      { querystring: noQuery },
      fortuneSeedResponseSchema,
    ),
    async (request) => ok(request, await fortune.currentSeed(app.db, request.session!.memberId)),
  );
  app.put(
    FORTUNE_PATHS.wheelSeed,
    memberCall(
      "Sets a new client seed: the current server seed is revealed and a new one committed",
      { body: fortuneSeedRequestSchema },
      fortuneRotateResponseSchema,
    ),
    async (request) =>
      ok(request, await fortune.rotateSeed(app.db, request.session!.memberId, request.body.clientSeed)),
  );
  app.post(
    FORTUNE_PATHS.wheelSpin,
    memberCall(
      "Spins a wheel with one ticket (idempotent by requestId)",
      { params: fortuneIdParamsSchema, body: fortuneSpinRequestSchema },
      fortuneSpinResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await fortune.spinWheel(
          deps,
          request.session!.memberId,
          BigInt(request.params.id),
          request.body.requestId,
          request.language,
        ),
      ),
  );
  app.get(
    FORTUNE_PATHS.spins,
    memberCall(
      "The member's spins, newest first (server seeds of rotated pairs revealed)",
      { querystring: fortuneSpinsQuerySchema },
      fortuneSpinsResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await fortune.spinList(
          app.db,
          request.session!.memberId,
          request.query.page,
          request.query.size,
          request.language,
        ),
      ),
  );
  app.get(
    FORTUNE_PATHS.spin,
    memberCall(
      "One of the member's spins with everything needed to recompute it",
      { params: fortuneIdParamsSchema, querystring: noQuery },
      fortuneSpinDetailResponseSchema,
    ),
    async (request) =>
      ok(
        request,
        await fortune.spinDetail(app.db, request.session!.memberId, BigInt(request.params.id), request.language),
      ),
  );
};
