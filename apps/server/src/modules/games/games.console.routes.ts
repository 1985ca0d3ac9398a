import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CONSOLE_PATHS,
  consoleGameFlagsRequestSchema,
  consoleGameFlagsResponseSchema,
  consoleGameQuerySchema,
  consoleGameRoundQuerySchema,
  consoleGameRoundsResponseSchema,
  consoleGamesResponseSchema,
  consoleGameVendorParamsSchema,
  consoleGameVendorRequestSchema,
  consoleGameVendorResponseSchema,
  consoleGameVendorsResponseSchema,
  consoleVendorTransactionQuerySchema,
  consoleVendorTransactionResponseSchema,
} from "@lotus/contracts";
import { ok } from "../../plugins/errors.ts";
import { memberRounds } from "../game-records/index.ts";
import { CONSOLE_TAGS as tags, actorOf, consoleErrors as errors, noQuery, requireOperator } from "../operator/index.ts";
import {
  listVendors,
  searchGames,
  setGameFlags,
  setVendorEnabled,
  vendorTransaction,
} from "./games.console.service.ts";

/*
 * The operator's game catalogue routes (games.console.service.ts has the rules). Reading: admin
 * and cashier ("gamesRead"); changing: admin ("games").
 */

export const consoleGameRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requireOperator("gamesRead");
  const change = requireOperator("games");

  app.get(
    CONSOLE_PATHS.gameVendors,
    {
      preHandler: read,
      schema: {
        tags,
        summary: "Game vendors with their game counts (all, under maintenance, hot)",
        querystring: noQuery,
        response: { 200: consoleGameVendorsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await listVendors(app.db)),
  );

  app.put(
    CONSOLE_PATHS.gameVendor,
    {
      preHandler: change,
      schema: {
        tags,
        summary: "Enables or disables a game vendor",
        params: consoleGameVendorParamsSchema,
        body: consoleGameVendorRequestSchema,
        response: { 200: consoleGameVendorResponseSchema, ...errors },
      },
    },
    async (request) =>
      ok(request, await setVendorEnabled(app.db, request.params.code, request.body.enabled, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.games,
    {
      preHandler: read,
      schema: {
        tags,
        summary: "Games by name (diacritics ignored), code or id; by vendor, maintenance, hot; paged",
        querystring: consoleGameQuerySchema,
        response: { 200: consoleGamesResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await searchGames(app.db, request.query)),
  );

  app.put(
    CONSOLE_PATHS.gameFlags,
    {
      preHandler: change,
      schema: {
        tags,
        summary: "Sets maintenance and/or hot of games by ids, or of every game of a vendor",
        body: consoleGameFlagsRequestSchema,
        response: { 200: consoleGameFlagsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await setGameFlags(app.db, request.body, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.gameRounds,
    {
      preHandler: read,
      schema: {
        tags,
        summary: "A member's game rounds by account, newest first",
        querystring: consoleGameRoundQuerySchema,
        response: { 200: consoleGameRoundsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await memberRounds(app.db, request.query)),
  );

  app.get(
    CONSOLE_PATHS.vendorTransaction,
    {
      preHandler: read,
      schema: {
        tags,
        summary: "One seamless wallet transaction by vendor and transaction id, with the answer the vendor got",
        querystring: consoleVendorTransactionQuerySchema,
        response: { 200: consoleVendorTransactionResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await vendorTransaction(app.db, request.query.vendor, request.query.transactionId)),
  );
};
