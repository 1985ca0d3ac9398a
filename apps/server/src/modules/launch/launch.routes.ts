import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PATHS, launchGameResponseSchema, launchGameSchema } from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { returnBalance, transfer, walletDeps } from "../wallet/index.ts";
import { launchGame, type LaunchDeps } from "./launch.service.ts";

const errors = errorResponses([400, 401, 403, 404, 409, 422, 429, 500, 503]);

/** Game launch (/wps/game/launchGame): spec §3 game launch, §4 "requires login", §9 constants. */
export const launchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Trial accounts play with their demo balance (spec §6).
  const memberOrTrial = app.authenticate({ allowTrial: true });
  const deps: LaunchDeps = {
    db: app.db,
    env: app.env,
    wallet: {
      returnBalance: (memberId, requestId) => returnBalance(walletDeps(app), memberId, requestId),
      transfer: (memberId, input) => transfer(walletDeps(app), memberId, input),
    },
  };
  /**
   * Login comes first, before the body is validated: a visitor (no token, or a token that no longer
   * opens a session) is asked to log in (spec §6 "please log in first"), whatever they sent.
   */
  const loginFirst = async (request: FastifyRequest) => {
    try {
      await memberOrTrial(request);
    } catch (error) {
      if (error instanceof AppError && error.code === "session_expired") throw new AppError("please_login_first");
      throw error;
    }
  };

  app.post(
    PATHS.launchGame,
    {
      preValidation: loginFirst,
      schema: {
        tags: ["games"],
        summary:
          "Launch a game (gameId, roomId, or neither: the vendor's lobby game) with the constants of spec §9; " +
          "answers game_url (and game_url2 on a launch CDN host) carrying a vendor session token",
        body: launchGameSchema,
        response: { 200: launchGameResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { vassalage, launchMode, lottoGameCode, lottoView, backUrl, ...rest } = request.body;
      const lottery =
        launchMode === "LOTT"
          ? {
              ...(lottoGameCode ? { gameCode: lottoGameCode } : {}),
              ...(lottoView ? { view: lottoView } : {}),
              ...(backUrl ? { backUrl } : {}),
            }
          : undefined;
      return ok(
        request,
        await launchGame(deps, request.session!, request.language, {
          ...rest,
          vendorCode: vassalage,
          ...(lottery ? { lottery } : {}),
        }),
      );
    },
  );
};
