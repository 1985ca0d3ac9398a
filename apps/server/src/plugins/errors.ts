import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  validatorCompiler as zodValidatorCompiler,
} from "fastify-type-provider-zod";
import {
  errorEnvelopeSchema,
  findUncleanText,
  isTextInvalidIssue,
  type ErrorCode,
  type Language,
} from "@lotus/contracts";
import type { z } from "zod";
import { AppError } from "../errors.ts";
import { isDatabaseUnavailable } from "../db/pool.ts";
import { translate } from "../i18n/messages.ts";

/**
 * The documented error responses of a route: each status answers `schema` (the error envelope unless told),
 * spread next to the success schema: `response: { 200: okSchema, ...errors }`.
 */
export function errorResponses<const S extends number, T = typeof errorEnvelopeSchema>(
  statuses: readonly S[],
  schema: T = errorEnvelopeSchema as T,
): Record<S, T> {
  return Object.fromEntries(statuses.map((status) => [status, schema])) as Record<S, T>;
}

/** A successful envelope in the request's language. */
export function ok<T>(request: FastifyRequest, value: T) {
  return { success: true, code: "ok", message: translate(request.language, "ok"), value };
}

/** The error envelope of `error` in `language` (also written by the HTTP edge, plugins/http-edge.ts). */
export function errorEnvelope(language: Language, error: AppError) {
  return { success: false, code: error.code, message: translate(language, error.code, error.params), value: null };
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  return reply.status(error.status).send(errorEnvelope(request.language, error));
}

/** A zod issue as the validator compiler passes it on (`params` holds the issue's own fields) or as zod gives it. */
type Issue = { instancePath?: string; path?: readonly PropertyKey[]; message?: string; params?: unknown };
const pathOf = (issue: Issue) =>
  issue.path ? issue.path.map(String).join(".") : (issue.instancePath ?? "").replace(/^\//, "").replace(/\//g, ".");
/** Its clean-text refusal: the builders of the contracts mark it (the compiler nests the issue's params once more). */
const isTextIssue = (issue: Issue) =>
  isTextInvalidIssue(issue) || isTextInvalidIssue((issue.params ?? {}) as { params?: unknown });

/**
 * The catalogue error of failed validation: `text_invalid` naming the field when a text field holds
 * refused characters (architecture.md, clean text), else `validation_failed` with the first issues.
 */
export function validationError(issues: readonly Issue[]): AppError {
  const text = issues.find(isTextIssue);
  if (text) return new AppError("text_invalid", { field: pathOf(text) || "request" });
  return new AppError("validation_failed", {
    detail: issues
      .slice(0, 3)
      .map((i) => `${pathOf(i) || "request"}: ${i.message ?? ""}`)
      .join("; "),
  });
}

/** Refuses a request part holding unclean text anywhere (values and keys) with `text_invalid`. */
export function refuseUncleanText(data: unknown): void {
  const field = findUncleanText(data, "multiline");
  if (field !== undefined) throw new AppError("text_invalid", { field });
}

/**
 * The validator compiler of every route schema: zod's, refusing unclean text first. The request-wide check
 * (the preValidation hook below) has run by then; this one sees what a route's own hook put in its place
 * (e.g. a signed webhook body parsed from its raw text).
 */
export const validatorCompiler: typeof zodValidatorCompiler = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const field = findUncleanText(data, "multiline");
    return field === undefined ? validate(data) : { error: new AppError("text_invalid", { field }) };
  };
};

/** Validates data that did not come through a route schema (a sealed payload, a raw body) like a route would. */
export function parseRequestData<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  refuseUncleanText(data);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data;
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_EMPTY_JSON_BODY: "validation_failed",
  FST_ERR_CTP_INVALID_JSON_BODY: "validation_failed",
  FST_ERR_RATE_LIMIT: "too_many_requests",
};

/**
 * A database that is frozen, stopped or unreachable answers 503 service_unavailable (not 500), so
 * clients and load balancers retry later; the pool fails such calls fast (db/pool.ts).
 */
function sendDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.warn({ err: error }, "database unavailable");
  return sendError(request, reply, new AppError("service_unavailable"));
}

/** Maps every failure to the `{success:false, code, message, value:null}` envelope and its status. */
export const errorsPlugin = fp(
  async (app) => {
    // Every string of every request (body, query, params; keys too) is clean text before any schema or
    // handler sees it: routes without a schema and raw readers of request.query are covered alike.
    app.addHook("preValidation", async (request) => {
      refuseUncleanText(request.params);
      refuseUncleanText(request.query);
      refuseUncleanText(request.body);
    });
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError) return sendError(request, reply, error);
      if (hasZodFastifySchemaValidationErrors(error))
        return sendError(request, reply, validationError(error.validation));
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
        return sendError(request, reply, new AppError("system_error"));
      }
      if (isDatabaseUnavailable(error)) return sendDatabaseUnavailable(request, reply, error);
      const fastifyCode = (error as { code?: string }).code;
      const mapped = fastifyCode ? FASTIFY_CODES[fastifyCode] : undefined;
      if (mapped) return sendError(request, reply, new AppError(mapped, { detail: (error as Error).message }));
      // Another refusal of the request by Fastify or a plugin (e.g. a Range past the end of a file).
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendError(request, reply, new AppError("validation_failed", { detail: (error as Error).message }));
      }
      request.log.error({ err: error }, "unhandled error");
      return sendError(request, reply, new AppError("system_error"));
    });
  },
  { name: "errors", dependencies: ["language"] },
);
