import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PATHS, vipStateResponseSchema } from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { routeShape } from "../../plugins/route-shape.ts";
import { noQuery } from "../operator/index.ts";
import { memberVipState } from "./vip.service.ts";

const errors = errorResponses([400, 401, 403, 429, 500]);

/** The member's VIP level, progress to the next level, perks and level history (/vip). */
export const vipRoutes: FastifyPluginAsyncZod = async (app) => {
  const call = routeShape(app.authenticate(), ["vip"], errors);

  app.get(
    PATHS.vipState,
    call(
      "The member's VIP level, progress to the next level, perks and history",
      { querystring: noQuery },
      vipStateResponseSchema,
    ),
    async (request) => ok(request, await memberVipState(app.db, request.session!.memberId, request.language)),
  );
};
