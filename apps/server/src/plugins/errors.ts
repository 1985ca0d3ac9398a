import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { errorEnvelopeSchema, type ErrorCode } from "@lotus/contracts";
import { AppError } from "../errors.ts";
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

function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  return reply.status(error.status).send({
    success: false,
    code: error.code,
    message: translate(request.language, error.code, error.params),
    value: null,
  });
}

function describeIssues(issues: readonly { instancePath?: string; message?: string }[]): string {
  return issues
    .slice(0, 3)
    .map((i) => `${(i.instancePath ?? "").replace(/^\//, "").replace(/\//g, ".") || "request"}: ${i.message ?? ""}`)
    .join("; ");
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_EMPTY_JSON_BODY: "validation_failed",
  FST_ERR_CTP_INVALID_JSON_BODY: "validation_failed",
  FST_ERR_RATE_LIMIT: "too_many_requests",
};

/** Maps every failure to the `{success:false, code, message, value:null}` envelope and its status. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError) return sendError(request, reply, error);
      if (hasZodFastifySchemaValidationErrors(error)) {
        return sendError(
          request,
          reply,
          new AppError("validation_failed", { detail: describeIssues(error.validation) }),
        );
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
        return sendError(request, reply, new AppError("system_error"));
      }
      const fastifyCode = (error as { code?: string }).code;
      const mapped = fastifyCode ? FASTIFY_CODES[fastifyCode] : undefined;
      if (mapped) return sendError(request, reply, new AppError(mapped, { detail: (error as Error).message }));
      request.log.error({ err: error }, "unhandled error");
      return sendError(request, reply, new AppError("system_error"));
    });
  },
  { name: "errors", dependencies: ["language"] },
);
