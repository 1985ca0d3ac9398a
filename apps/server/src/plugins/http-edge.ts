import http from "node:http";
import type { Socket } from "node:net";
import fp from "fastify-plugin";
import type { FastifyError, FastifyHttpOptions, FastifyReply, FastifyRequest } from "fastify";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_HEADER,
  parseLanguageHeader,
  type ErrorCode,
  type Language,
} from "@lotus/contracts";
import type { Env } from "../env.ts";
import { AppError } from "../errors.ts";
import { errorEnvelope } from "./errors.ts";

/**
 * The HTTP edge: what the server does before a request reaches a route. Slow clients are cut
 * (Node's headers and request timeouts, checked every second at most; an idle-socket timeout;
 * keep-alive), and every refusal made there — by Node's HTTP parser (bad syntax, a request line
 * or headers over 16 KB, a timeout) or by Fastify's router (bad percent-encoding, a path
 * parameter over `maxParamLength`) — is the `{success, code, message, value}` envelope.
 *
 * Upgraded WebSockets are out of reach of these timeouts: Node stops tracking a socket once it
 * is upgraded and `ws` clears the idle timeout (realtime/sockets.ts pings instead).
 */
export function httpEdgeOptions(env: Env): FastifyHttpOptions<http.Server> {
  const requestTimeout = env.HTTP_REQUEST_TIMEOUT_MS;
  // Node refuses a headers timeout longer than the request timeout.
  const headersTimeout = Math.min(env.HTTP_HEADERS_TIMEOUT_MS, requestTimeout);
  return {
    requestTimeout,
    connectionTimeout: env.HTTP_IDLE_TIMEOUT_MS,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout,
      requestTimeout,
      // Node enforces both timeouts only when it sweeps its connections (every 30 s by default).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(headersTimeout / 4))),
      // Node would answer a missing Host itself, with an empty 400; httpEdgePlugin answers the envelope.
      requireHostHeader: false,
    },
    clientErrorHandler,
    frameworkErrors,
  };
}

/** The language of a request refused before the language plugin ran (the default when unknown). */
function requestLanguage(header: string | string[] | undefined): Language {
  return parseLanguageHeader(Array.isArray(header) ? header[0] : header) ?? DEFAULT_LANGUAGE;
}

/** Router refusals (bad URL encoding, a path parameter over maxParamLength): a 400 envelope. */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const detail =
    error.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? "path: a path parameter is longer than 200 characters"
      : "path: not a valid URL (bad percent-encoding)";
  const language = requestLanguage(request.headers[LANGUAGE_HEADER]);
  const failure = new AppError("validation_failed", { detail });
  // Not reply.send(error): this reply belongs to no route, so errors.ts's handler would not see it.
  return reply.status(failure.status).send(errorEnvelope(language, failure));
}

const PARSER_REFUSALS: Record<string, { code: ErrorCode; detail?: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { code: "request_timeout" },
  HPE_HEADER_OVERFLOW: { code: "headers_too_large" },
};

/**
 * Node's `clientError` (the request could not be parsed or did not arrive in time): answers the
 * envelope, in the default language since no header could be read, then closes the connection.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const refusal = PARSER_REFUSALS[error.code ?? ""] ?? {
    code: "validation_failed",
    detail: "not a valid HTTP request",
  };
  const failure = new AppError(refusal.code, refusal.detail ? { detail: refusal.detail } : {});
  const body = JSON.stringify(errorEnvelope(DEFAULT_LANGUAGE, failure));
  // A response already under way (a timeout while answering) cannot be replaced, only cut.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !answering) {
    socket.write(
      `HTTP/1.1 ${failure.status} ${http.STATUS_CODES[failure.status]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        "Cache-Control: no-store\r\nConnection: close\r\n\r\n" +
        body,
    );
  }
  socket.destroy();
}

/**
 * What Node would otherwise answer itself, with an empty body: an HTTP/1.1 request without Host
 * (400) and an `Expect` other than 100-continue (417). Both are the 400 envelope.
 */
export const httpEdgePlugin = fp(
  async (app) => {
    app.addHook("onRequest", async (request) => {
      if (request.raw.httpVersion !== "1.0" && !request.headers.host) {
        throw new AppError("validation_failed", { detail: "the Host header is required" });
      }
    });
    app.server.on("checkExpectation", (request: http.IncomingMessage, response: http.ServerResponse) => {
      const failure = new AppError("validation_failed", { detail: "only Expect: 100-continue is supported" });
      const body = JSON.stringify(errorEnvelope(requestLanguage(request.headers[LANGUAGE_HEADER]), failure));
      response.writeHead(failure.status, {
        "content-type": "application/json; charset=utf-8",
        "content-length": Buffer.byteLength(body),
        "cache-control": "no-store",
        connection: "close",
      });
      response.end(body);
    });
  },
  { name: "http-edge", dependencies: ["errors"] },
);
