import fastifyCompress from "@fastify/compress";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  DEFAULT_LANGUAGE,
  HOT_GAMES_IS_PLATFORM,
  LANGUAGES,
  PATHS,
  favoriteGamesListResponseSchema,
  favoriteGamesResponseSchema,
  gameListQuerySchema,
  gameListResponseSchema,
  gameMenusResponseSchema,
  gameVendorQuerySchema,
  gameVendorResponseSchema,
  hotGamesQuerySchema,
  hotGamesResponseSchema,
  rankListQuerySchema,
  rankListResponseSchema,
  recentGamesResponseSchema,
  roomListQuerySchema,
  roomListResponseSchema,
  setFavoriteGameResponseSchema,
  setFavoriteGameSchema,
  vassGameTypeQuerySchema,
  vassGameTypeResponseSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { AppError } from "../../errors.ts";
import * as games from "./games.service.ts";
import { etagMatches, gameListCache, preferredCoding, representationEtag } from "./game-list-cache.ts";

const noQuery = z.strictObject({});
const publicErrors = errorResponses([400, 404, 500]);
const memberErrors = errorResponses([400, 401, 403, 404, 409, 429, 500]);
const tags = ["games"];

/** Catalogue answers may be kept by browsers and shared caches for a minute; messages follow `Language`. */
function publicCache(reply: FastifyReply, seconds: number): void {
  reply.header("cache-control", `public, max-age=${seconds}`).header("vary", "Language");
}

/**
 * The game catalogue (spec §3, §7): vendors, game lists, game types, hot games, favorites, recent
 * games, PVP rooms, the winners board, the game menus and the games' generated thumbnails.
 * Encapsulated: @fastify/compress (brotli, gzip) applies to these routes only; the 10,000-game list
 * is compressed once per build of the list cache and sent as it is. The wire's `vassalage` is the
 * vendor code: these handlers map it to `vendorCode` for the service.
 */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  const listCache = gameListCache(app.db);
  const memberOrTrial = app.authenticate({ allowTrial: true });

  app.get(
    PATHS.gameVendor,
    {
      schema: {
        tags,
        summary: "Game vendors grouped into lanes by category",
        querystring: gameVendorQuerySchema,
        response: { 200: gameVendorResponseSchema, ...publicErrors },
      },
    },
    async (request) => {
      await games.checkMerchant(app.db, request.query.merchantCode);
      return ok(request, { data: { lanes: await games.vendorLanes(app.db, request.language) } });
    },
  );

  app.get(
    PATHS.gameList,
    {
      schema: {
        tags,
        summary:
          "Every enabled game of a category and/or vendor (hot first, then sort, then name); built and compressed once a TTL, strong ETag, 304 on If-None-Match",
        querystring: gameListQuerySchema,
        response: { 200: gameListResponseSchema, 304: z.null().describe("Not modified"), ...publicErrors },
      },
    },
    async (request, reply) => {
      const { gameCategory, vassalage } = request.query;
      const key = `${gameCategory ?? "*"}|${vassalage ?? "*"}|${request.language}`;
      const cached = await listCache.get(key, async () =>
        ok(request, await games.gameList(app.db, { gameCategory, vendorCode: vassalage }, request.language)),
      );
      const coding = preferredCoding(request.headers["accept-encoding"]);
      publicCache(reply, 60);
      reply.header("vary", "Language, Accept-Encoding").header("etag", representationEtag(cached.etag, coding));
      if (etagMatches(request.headers["if-none-match"], cached.etag)) return reply.code(304).send(null);
      // Already serialised (and checked against the schema by the tests), and compressed once per
      // build; @fastify/compress leaves a body that has a Content-Encoding alone.
      const typed = (reply as FastifyReply).type("application/json; charset=utf-8");
      if (!coding) return typed.send(cached.body);
      return typed.header("content-encoding", coding).send(await cached.compressed(coding));
    },
  );

  app.get(
    PATHS.vassGameType,
    {
      schema: {
        tags,
        summary: "The game types of one vendor with their game counts",
        querystring: vassGameTypeQuerySchema,
        response: { 200: vassGameTypeResponseSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      publicCache(reply, 60);
      return ok(request, await games.vendorGameTypes(app.db, request.query.vassalage));
    },
  );

  app.get(
    PATHS.hotGames,
    {
      schema: {
        tags,
        summary: `Hot games across vendors (isPlatform ${HOT_GAMES_IS_PLATFORM}; an empty vassalage means every vendor), playable now`,
        querystring: hotGamesQuerySchema,
        response: { 200: hotGamesResponseSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      const { merchantCode, isPlatform, vassalage } = request.query;
      if (isPlatform !== HOT_GAMES_IS_PLATFORM) {
        throw new AppError("validation_failed", { detail: `isPlatform: only ${HOT_GAMES_IS_PLATFORM} is offered` });
      }
      await games.checkMerchant(app.db, merchantCode);
      publicCache(reply, 60);
      return ok(request, await games.hotGames(app.db, vassalage, request.language));
    },
  );

  app.get(
    PATHS.favoriteGames,
    {
      preHandler: memberOrTrial,
      schema: {
        tags,
        summary: "The member's favorite game ids, newest first",
        querystring: noQuery,
        response: { 200: favoriteGamesResponseSchema, ...memberErrors },
      },
    },
    async (request) => ok(request, await games.favoriteIds(app.db, request.session!.memberId)),
  );

  app.get(
    PATHS.favoriteGamesList,
    {
      preHandler: memberOrTrial,
      schema: {
        tags,
        summary: "The member's favorite games, newest first",
        querystring: noQuery,
        response: { 200: favoriteGamesListResponseSchema, ...memberErrors },
      },
    },
    async (request) => ok(request, await games.favoriteGames(app.db, request.session!.memberId, request.language)),
  );

  app.post(
    PATHS.setFavoriteGame,
    {
      preHandler: memberOrTrial,
      schema: {
        tags,
        summary: "Adds (favorite true) or removes a favorite game; idempotent; at most FAVORITES_MAX",
        body: setFavoriteGameSchema,
        response: { 200: setFavoriteGameResponseSchema, ...memberErrors },
      },
    },
    async (request) => {
      const { gameId, favorite } = request.body;
      return ok(request, await games.setFavorite(app.db, request.session!.memberId, gameId, favorite));
    },
  );

  app.get(
    PATHS.recentGames,
    {
      preHandler: memberOrTrial,
      schema: {
        tags,
        summary: "Games the member launched, most recent first (at most RECENT_GAMES_MAX)",
        querystring: noQuery,
        response: { 200: recentGamesResponseSchema, ...memberErrors },
      },
    },
    async (request) => ok(request, await games.recentGames(app.db, request.session!.memberId, request.language)),
  );

  app.get(
    PATHS.roomList,
    {
      schema: {
        tags,
        summary:
          "PVP rooms with stakes, seats and players (members with a round of the room's game in the last 5 minutes)",
        querystring: roomListQuerySchema,
        response: { 200: roomListResponseSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      publicCache(reply, 10);
      return ok(request, await games.roomList(app.db, request.query.vassalage, request.language));
    },
  );

  app.get(
    PATHS.rankList,
    {
      schema: {
        tags,
        summary: "Winners board: latest winners or the biggest wins of the last 7 days, from settled rounds",
        querystring: rankListQuerySchema,
        response: { 200: rankListResponseSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      publicCache(reply, 10);
      return ok(request, await games.rankList(app.db, request.query.type, request.query.size, request.language));
    },
  );

  app.get(
    PATHS.gameMenus,
    {
      schema: {
        tags,
        summary: "Game centre menu groups: one per category with enabled vendors, with its vendors",
        querystring: noQuery,
        response: { 200: gameMenusResponseSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      publicCache(reply, 60);
      return ok(request, await games.gameMenus(app.db, request.language));
    },
  );

  app.get(
    PATHS.gameThumbnail,
    {
      schema: {
        tags,
        summary: "A game's generated thumbnail (image/svg+xml, <gameId>.svg), cached for a year",
        params: z.strictObject({ file: z.string().regex(/^[1-9]\d{0,9}\.svg$/) }),
        querystring: z.strictObject({ lang: z.enum(LANGUAGES).optional() }),
        response: { 200: z.string().describe("The SVG image"), ...publicErrors },
      },
    },
    async (request, reply) => {
      const gameId = Number(request.params.file.slice(0, -".svg".length));
      const svg = await games.gameThumbnail(app.db, gameId, request.query.lang ?? DEFAULT_LANGUAGE);
      return reply
        .type("image/svg+xml; charset=utf-8")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(svg);
    },
  );
};
