import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CONSOLE_PATHS,
  consoleAuditQuerySchema,
  consoleAuditResponseSchema,
  consoleLoginRequestSchema,
  consoleLoginResponseSchema,
  consoleMeResponseSchema,
  consoleOperatorCreateSchema,
  consoleOperatorParamsSchema,
  consoleOperatorResetSchema,
  consoleOperatorResponseSchema,
  consoleOperatorSecretResponseSchema,
  consoleOperatorUpdateSchema,
  consoleOperatorsResponseSchema,
  emptyResponseSchema,
  type ConsoleOperator,
} from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { ok } from "../../plugins/errors.ts";
import { CONSOLE_TAGS as tags, consoleErrors as errors, noQuery } from "./console-schema.ts";
import { loginOperator, logoutOperator, operatorOf, type LoginOrigin } from "./operator-auth.service.ts";
import { listAudit, verifyOperatorAudit } from "./operator-audit.service.ts";
import { operatorSessionOf, requireOperator } from "./operator.guards.ts";
import {
  createOperator,
  disableOperator,
  enableOperator,
  listOperators,
  resetOperator,
  setOperatorRole,
  type OperatorActor,
  type OperatorRow,
} from "./operators.service.ts";

/** Console sign-in, the signed-in operator, operator accounts (admin only, the same functions as the admin CLI) and the audit log. */

const toOperator = (row: OperatorRow): ConsoleOperator => ({
  username: row.username,
  displayName: row.display_name,
  role: row.role,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  lastLoginAt: row.last_login_at ? row.last_login_at.toISOString() : null,
});

const actor = (request: FastifyRequest): OperatorActor => ({
  username: operatorSessionOf(request).username,
  ip: request.clientLocation().ip,
});

/** The client address for the audit and the session, the peer address for the per-IP failure budget. */
const originOf = (request: FastifyRequest): LoginOrigin => {
  const userAgent = request.headers["user-agent"];
  return {
    ip: request.clientLocation().ip,
    throttleIp: request.ip,
    userAgent: typeof userAgent === "string" ? userAgent : "",
  };
};

export const operatorConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const operatorsRole = requireOperator("operators");
  const anyOperator = requireOperator("any");

  const find = async (username: string): Promise<ConsoleOperator> => {
    const row = (await listOperators(app.db)).find((o) => o.username === username);
    if (!row) throw new AppError("not_found");
    return toOperator(row);
  };

  /* ---- Session ---- */

  app.post(
    CONSOLE_PATHS.login,
    {
      schema: {
        tags,
        summary: "Operator login: username, password and the current authenticator code",
        body: consoleLoginRequestSchema,
        response: { 200: consoleLoginResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await loginOperator(app.db, request.body, originOf(request))),
  );

  app.delete(
    CONSOLE_PATHS.logout,
    {
      preHandler: anyOperator,
      schema: {
        tags,
        summary: "Ends this console session",
        querystring: noQuery,
        response: { 200: emptyResponseSchema, ...errors },
      },
    },
    async (request) => {
      await logoutOperator(app.db, operatorSessionOf(request), request.clientLocation().ip);
      return ok(request, null);
    },
  );

  app.get(
    CONSOLE_PATHS.me,
    {
      preHandler: anyOperator,
      schema: {
        tags,
        summary: "The signed-in operator",
        querystring: noQuery,
        response: { 200: consoleMeResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, operatorOf(operatorSessionOf(request))),
  );

  /* ---- Operator accounts ---- */

  app.get(
    CONSOLE_PATHS.operators,
    {
      preHandler: operatorsRole,
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
      preHandler: operatorsRole,
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
      preHandler: operatorsRole,
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
      preHandler: operatorsRole,
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

  /* ---- Audit ---- */

  app.get(
    CONSOLE_PATHS.audit,
    {
      preHandler: requireOperator("audit"),
      schema: {
        tags,
        summary: "The operator audit log, newest first, and whether its hash chain is intact",
        querystring: consoleAuditQuerySchema,
        response: { 200: consoleAuditResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = await listAudit(app.db, request.query.page, request.query.size);
      const chain = await verifyOperatorAudit(app.db);
      return ok(request, { ...page, chainValid: chain.brokenAt === null });
    },
  );
};
