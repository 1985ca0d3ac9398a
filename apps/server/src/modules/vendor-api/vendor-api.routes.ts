import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  LANGUAGE_HEADER,
  PATHS,
  VENDOR_API_ACTIONS,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  vendorAnswerSchema,
  vendorBalanceRequestSchema,
  vendorBetRequestSchema,
  vendorRollbackRequestSchema,
  vendorWinRequestSchema,
} from "@lotus/contracts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { handleVendorRequest } from "./vendor-api.service.ts";

/** Wallet calls are small; anything larger is not a wallet call. */
const VENDOR_BODY_LIMIT = 16 * 1024;

const tags = ["vendor-api"];
const errors = errorResponses([400, 401, 404, 409, 413, 415, 500]);

const description = [
  "The seamless wallet API game vendors call (docs/VENDOR-API.md). `action` is one of:",
  "- `balance` {token}: the player's balance (the main wallet, or the vendor wallet of a transfer-wallet vendor);",
  "- `bet` {token, transactionId, roundId, gameCode, amount}: debits the bet; the first bet opens the round;",
  '- `win` {token, transactionId, roundId, gameCode, amount (may be "0"), endRound}: credits the win;',
  "- `rollback` {token, transactionId, referenceTransactionId, roundId, gameCode, amount}: returns the bet's",
  "  money; a rollback that arrives before its bet is stored and the late bet is refused.",
  "Signed: X-Signature = hex HMAC-SHA256(secret, `${X-Timestamp}.${raw body}`). Idempotent by transactionId.",
].join("\n");
const bodySchema = z.union([
  vendorBetRequestSchema,
  vendorWinRequestSchema,
  vendorRollbackRequestSchema,
  vendorBalanceRequestSchema,
]);

const paramsSchema = z.object({ vendorCode: z.string(), action: z.enum(VENDOR_API_ACTIONS) });
const headersSchema = z.object({
  [VENDOR_TIMESTAMP_HEADER]: z.string().describe("Unix seconds; at most 5 minutes from the server's clock"),
  [VENDOR_SIGNATURE_HEADER]: z.string().describe("hex HMAC-SHA256(api secret, `${X-Timestamp}.${raw body}`)"),
  [LANGUAGE_HEADER]: z.string().optional().describe("vi (default), en, zh, ja or th: the language of `message`"),
});

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * POST /vendor-api/v1/{vendorCode}/{balance|bet|win|rollback}: the seamless wallet API game
 * vendors call (architecture.md §5, docs/VENDOR-API.md). An encapsulated context: its JSON parser
 * keeps the raw bytes, because the signature is computed over them, and the checks run in the
 * protocol's order in the service (a schema check here would answer a bad body before a bad
 * signature). The schemas below document the calls in /docs.
 */
export const vendorApiRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, signals: app.realtime };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: VENDOR_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    PATHS.vendorApi,
    {
      schema: {
        tags,
        summary: "Seamless wallet: balance, bet, win, rollback (HMAC-signed, idempotent by transactionId)",
        description,
        params: paramsSchema,
        headers: headersSchema,
        body: bodySchema,
        response: { 200: vendorAnswerSchema, ...errors },
      },
      validatorCompiler: () => (data) => ({ value: data }),
      // The answers are built by the service from the database's own values (digit strings, the
      // vendor's checked ids, a translated message): plain JSON.stringify, without a zod parse of
      // every answer (the schemas above still document it).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const params = request.params as { vendorCode: string; action: string };
      return ok(
        request,
        await handleVendorRequest(deps, {
          vendorCode: params.vendorCode,
          action: params.action,
          timestamp: header(request, VENDOR_TIMESTAMP_HEADER),
          signature: header(request, VENDOR_SIGNATURE_HEADER),
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        }),
      );
    },
  );
};
