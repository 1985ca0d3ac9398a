import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CONSOLE_PATHS,
  consoleRegisterRulesRequestSchema,
  consoleRegisterRulesResponseSchema,
  consoleSystemRequestSchema,
  consoleSystemResponseSchema,
  consoleWhitelabelRequestSchema,
  consoleWhitelabelResponseSchema,
} from "@lotus/contracts";
import { ok } from "../../plugins/errors.ts";
import { CONSOLE_TAGS as tags, actorOf, consoleErrors as errors, noQuery } from "../operator/index.ts";
import {
  listRegisterRules,
  listWhitelabel,
  readSystem,
  updateRegisterRules,
  updateSystem,
  updateWhitelabel,
} from "./system.console.ts";

/** Site settings in the console: maintenance, restricted countries, white-label flags, registration field rules. */
export const systemConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const settingsRole = app.requireOperator("settings");

  app.get(
    CONSOLE_PATHS.system,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "Maintenance, restricted countries, login required",
        querystring: noQuery,
        response: { 200: consoleSystemResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await readSystem(app.db)),
  );

  app.put(
    CONSOLE_PATHS.system,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "Sets maintenance, restricted countries (ISO 3166-1 alpha-2) and login required",
        body: consoleSystemRequestSchema,
        response: { 200: consoleSystemResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await updateSystem(app.db, request.body, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.whitelabel,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "White-label setting flags",
        querystring: noQuery,
        response: { 200: consoleWhitelabelResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await listWhitelabel(app.db)),
  );

  app.put(
    CONSOLE_PATHS.whitelabel,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "Switches white-label setting flags",
        body: consoleWhitelabelRequestSchema,
        response: { 200: consoleWhitelabelResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await updateWhitelabel(app.db, request.body.flags, actorOf(request))),
  );

  app.get(
    CONSOLE_PATHS.registerRules,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "Registration field rules",
        querystring: noQuery,
        response: { 200: consoleRegisterRulesResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await listRegisterRules(app.db)),
  );

  app.put(
    CONSOLE_PATHS.registerRules,
    {
      preHandler: settingsRole,
      schema: {
        tags,
        summary: "Changes registration field rules (the accepted pattern follows the pattern id)",
        body: consoleRegisterRulesRequestSchema,
        response: { 200: consoleRegisterRulesResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await updateRegisterRules(app.db, request.body.rules, actorOf(request))),
  );
};
