import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PATHS, gameVendorQuerySchema, gameVendorResponseSchema } from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { AppError } from "../../errors.ts";
import { loadBrand } from "../system/system.service.ts";
import { listEnabledVendors } from "./games.repository.ts";
import { buildLanes } from "./games.service.ts";

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATHS.gameVendor,
    {
      schema: {
        tags: ["games"],
        summary: "Game vendors grouped into lanes by category",
        querystring: gameVendorQuerySchema,
        response: { 200: gameVendorResponseSchema, ...errorResponses([400, 404, 500]) },
      },
    },
    async (request) => {
      const { merchantCode } = request.query;
      if (merchantCode !== undefined && merchantCode !== (await loadBrand(app.db)).merchant_code) {
        throw new AppError("not_found");
      }
      return ok(request, { data: { lanes: buildLanes(await listEnabledVendors(app.db)) } });
    },
  );
};
