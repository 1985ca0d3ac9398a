import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CONSOLE_PATHS,
  consoleOperatorCreateSchema,
  consoleOperatorParamsSchema,
  consoleOperatorResetSchema,
  consoleOperatorResponseSchema,
  consoleOperatorSecretResponseSchema,
  consoleOperatorUpdateSchema,
  consoleOperatorsResponseSchema,
  type ConsoleOperator,
} from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { requireOperator } from "./operator-auth.ts";
import {
  createOperator,
  disableOperator,
  enableOperator,
  listOperators,
  resetOperator,
  setOperatorRole,
  type OperatorActor,
  type OperatorRow,
} from "./operators.ts";

/** Operator accounts in the console (admin only): the same service functions as the admin CLI. */

const noQuery = z.strictObject({});
const errors = errorResponses([400, 401, 403, 404, 409, 413, 415, 422, 429, 500]);
const tags = ["console"];

const toOperator = (row: OperatorRow): ConsoleOperator => ({
  username: row.username,
  displayName: row.display_name,
  role: row.role,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  lastLoginAt: row.last_login_at ? row.last_login_at.toISOString() : null,
});

const actor = (request: FastifyRequest): OperatorActor => ({
  username: request.operatorSession!.username,
  ip: request.clientLocation().ip,
});

export const consoleOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requireOperator("operators");

  const find = async (username: string): Promise<ConsoleOperator> => {
    const row = (await listOperators(app.db)).find((o) => o.username === username);
    if (!row) throw new AppError("not_found");
    return toOperator(row);
  };

  app.get(
    CONSOLE_PATHS.operators,
    {
      preHandler,
      schema: {
        tags,
        summary: "Every console operator with role, status and last login",
        querystring: noQuery,
        response: { 200: consoleOperatorsResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, (await listOperators(app.db)).map(toOperator)),
  );

  app.post(
    CONSOLE_PATHS.operators,
    {
      preHandler,
      schema: {
        tags,
        summary: "Creates an operator; answers its authenticator secret and otpauth URI once",
        body: consoleOperatorCreateSchema,
        response: { 200: consoleOperatorSecretResponseSchema, ...errors },
      },
    },
    async (request) => {
      const created = await createOperator(app.db, request.body, actor(request));
      if (created === "exists") throw new AppError("operator_exists");
      return ok(request, {
        operator: await find(request.body.username),
        totpSecret: created.totpSecret,
        otpauthUri: created.otpauthUri,
      });
    },
  );

  app.patch(
    CONSOLE_PATHS.operator,
    {
      preHandler,
      schema: {
        tags,
        summary: "Changes an operator's role and/or disables or enables it (disabling ends its sessions)",
        params: consoleOperatorParamsSchema,
        body: consoleOperatorUpdateSchema,
        response: { 200: consoleOperatorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { username } = request.params;
      const { role, status } = request.body;
      await find(username);
      if (role !== undefined) await setOperatorRole(app.db, username, role, actor(request));
      if (status === "disabled") await disableOperator(app.db, username, actor(request));
      if (status === "active") await enableOperator(app.db, username, actor(request));
      return ok(request, await find(username));
    },
  );

  app.post(
    CONSOLE_PATHS.operatorReset,
    {
      preHandler,
      schema: {
        tags,
        summary: "Sets a new password and/or authenticator secret (answered once); ends the operator's sessions",
        params: consoleOperatorParamsSchema,
        body: consoleOperatorResetSchema,
        response: { 200: consoleOperatorSecretResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { username } = request.params;
      const reset = await resetOperator(app.db, username, request.body, actor(request));
      if (reset === "unknown") throw new AppError("not_found");
      return ok(request, { operator: await find(username), ...reset });
    },
  );
};
