import { fileURLToPath } from "node:url";
import pg from "pg";
import { findUncleanText } from "@lotus/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { VENDOR_ERROR_STATUS, type VendorErrorResponse } from "../protocol.ts";
import { message, pickLanguage, type Language } from "./messages.ts";
import { registerPages } from "./pages.ts";
import { ensureSchema } from "./schema.ts";
import {
  VendorError,
  findSession,
  openSession,
  play,
  recoverDue,
  rotateSeeds,
  roundForVerification,
  type VendorContext,
} from "./vendor.ts";
import { walletClient } from "./wallet.ts";

export type DemoVendorOptions = {
  /** The platform's base URL for wallet calls, resolved lazily (the server knows its port after listen). */
  platformUrl: () => string;
  /**
   * HMAC secret shared with the platform (game_vendor.api_secret of the vendors it serves), or a function
   * that resolves it at first use (the platform's mount reads it from its database).
   */
  secret: string | (() => Promise<string>);
  /** PostgreSQL connection string of the vendor's own tables (schema demo_vendor). */
  databaseUrl: string;
  /** Time-out of each wallet call in milliseconds (default 5000). */
  walletTimeoutMs?: number;
  /**
   * Pauses between the inline attempts of a rollback or a win, in milliseconds (default [200, 1000]:
   * three attempts); after them the recovery loop takes over.
   */
  retryBackoffMs?: number[];
  /** Period of the recovery loop in milliseconds (default 5000); its retry delays double from it up to 5 minutes. */
  retryIntervalMs?: number;
  /** Run the recovery loop (default true). */
  recovery?: boolean;
  /** The built pages (default apps/demo-vendor/dist). */
  distDir?: string;
  /** Size of the vendor's own connection pool (default 4). */
  poolMax?: number;
};

const DEFAULT_DIST = fileURLToPath(new URL("../../dist", import.meta.url));

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === "object" && !Array.isArray(request.body) ? (request.body as Body) : {};

/** The page's language: `lang` of the body or query, the Language header, the session's, Accept-Language; vi. */
function languageOf(request: FastifyRequest, sessionLang?: string): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromBody = bodyOf(request).lang;
  const header = request.headers["language"];
  return pickLanguage(
    typeof fromBody === "string" ? fromBody : undefined,
    typeof query?.lang === "string" ? query.lang : undefined,
    typeof header === "string" ? header : undefined,
    sessionLang,
    request.headers["accept-language"],
  );
}

function sendError(reply: FastifyReply, lang: Language, error: VendorError) {
  const body: VendorErrorResponse = {
    error: error.code,
    message: message(lang, error.code, error.extra.params),
    ...(error.extra.roundId ? { roundId: error.extra.roundId } : {}),
    ...(error.extra.detail ? { detail: error.extra.detail } : {}),
  };
  if (error.code === "round_settling" || error.code === "round_in_progress") reply.header("retry-after", "2");
  return reply.code(VENDOR_ERROR_STATUS[error.code]).header("cache-control", "no-store").send(body);
}

const FASTIFY_REQUEST_ERRORS = new Set([
  "FST_ERR_CTP_BODY_TOO_LARGE",
  "FST_ERR_CTP_INVALID_MEDIA_TYPE",
  "FST_ERR_CTP_EMPTY_JSON_BODY",
  "FST_ERR_CTP_INVALID_JSON_BODY",
  "FST_ERR_CTP_INVALID_CONTENT_LENGTH",
]);

/**
 * The demo vendor (architecture.md §5): its game pages and their API under the mount prefix, its
 * own tables in schema demo_vendor, and signed seamless wallet calls to the platform over HTTP.
 */
export const demoVendorPlugin: FastifyPluginAsync<DemoVendorOptions> = async (app, options) => {
  const walletTimeoutMs = options.walletTimeoutMs ?? 5_000;
  const retryBackoffMs = options.retryBackoffMs ?? [200, 1_000];
  const retryIntervalMs = options.retryIntervalMs ?? 5_000;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolMax ?? 4,
    application_name: "lotus-demo-vendor",
    // An unreachable database fails a call instead of hanging it.
    connectionTimeoutMillis: 5_000,
    // Money columns (int8) as BigInt, whatever the process-wide pg type parsers say.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === pg.types.builtins.INT8
          ? (value: string) => BigInt(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on("error", (error) => app.log.error({ err: error }, "demo vendor: idle database connection lost"));
  // A connection in use whose server goes away (database stopped or restarted) emits "error" too; the
  // same error already fails its queries, and without a listener it would crash the whole process.
  pool.on("connect", (client) => client.on("error", () => {}));
  // The vendor's tables and its secret are made ready at first use, not at start: the platform (and its
  // /readyz) must come up even while the database is unreachable. A failed attempt is retried next time.
  const once = <T>(make: () => Promise<T>) => {
    let pending: Promise<T> | undefined;
    return () =>
      (pending ??= make().catch((error: unknown) => {
        pending = undefined;
        throw error;
      }));
  };
  const ready = once(() => ensureSchema(pool));
  const secret = once(async () => (typeof options.secret === "string" ? options.secret : options.secret()));
  const ctx: VendorContext = {
    pool,
    log: app.log,
    wallet: walletClient({ platformUrl: options.platformUrl, secret, timeoutMs: walletTimeoutMs }),
    retryBackoffMs,
    retryIntervalMs,
    // A request's round: its bet, a rollback or win with every inline attempt, and some slack.
    leaseMs: walletTimeoutMs * (retryBackoffMs.length + 2) + retryBackoffMs.reduce((a, b) => a + b, 0) + 5_000,
  };

  // The recovery loop: rounds left with money not final (see recoverDue).
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closing = false;
  const tick = () => {
    running = (async () => {
      try {
        await ready();
        while (!closing && (await recoverDue(ctx)) > 0) {
          // Drain what is due, then wait for the next period.
        }
      } catch (error) {
        if (!closing) app.log.error({ err: error }, "demo vendor: recovery pass failed");
      }
    })().finally(() => {
      running = undefined;
      if (!closing) timer = setTimeout(tick, retryIntervalMs).unref();
    });
  };
  if (options.recovery ?? true) timer = setTimeout(tick, retryIntervalMs).unref();
  app.addHook("onClose", async () => {
    closing = true;
    clearTimeout(timer);
    await running;
    await pool.end();
  });

  app.setErrorHandler((error, request, reply) => {
    const lang = languageOf(request);
    if (error instanceof VendorError) return sendError(reply, lang, error);
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code && FASTIFY_REQUEST_ERRORS.has(code)) return sendError(reply, lang, new VendorError("invalid_request"));
    // A request the host refused before the vendor saw it (mounted in the platform: e.g. text with a NUL).
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      return sendError(reply, lang, new VendorError("invalid_request"));
    }
    request.log.error({ err: error }, "demo vendor: unhandled error");
    return sendError(reply, lang, new VendorError("wallet_error"));
  });

  // No control character or lone surrogate in any field (contracts' clean-text rule): they never reach the
  // vendor's tables or the wallet calls.
  app.addHook("preValidation", async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      if (findUncleanText(part) !== undefined) throw new VendorError("invalid_request");
    }
  });

  await registerPages(app, options.distDir ?? DEFAULT_DIST);

  const api = { bodyLimit: 16 * 1024, preHandler: async () => void (await ready()) };
  const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");

  app.post("/api/session", api, async (request, reply) => {
    const body = bodyOf(request);
    const lang = languageOf(request);
    noStore(reply);
    return openSession(ctx, { token: body.token, vendorCode: body.vendorCode, gameCode: body.gameCode, lang });
  });

  app.post("/api/play", api, async (request, reply) => {
    const body = bodyOf(request);
    const session = await findSession(ctx, body.sessionId);
    const lang = languageOf(request, session.lang);
    noStore(reply);
    try {
      return await play(ctx, { session, requestId: body.requestId, bet: body.bet, lang });
    } catch (error) {
      if (error instanceof VendorError) return sendError(reply, lang, error);
      throw error;
    }
  });

  app.post("/api/seeds", api, async (request, reply) => {
    const body = bodyOf(request);
    const session = await findSession(ctx, body.sessionId);
    const lang = languageOf(request, session.lang);
    noStore(reply);
    try {
      return await rotateSeeds(ctx, session, body.clientSeed);
    } catch (error) {
      if (error instanceof VendorError) return sendError(reply, lang, error);
      throw error;
    }
  });

  app.get("/api/rounds/:vendorCode/:roundId", { preHandler: api.preHandler }, async (request, reply) => {
    const params = request.params as { vendorCode: string; roundId: string };
    const round = await roundForVerification(ctx, params.vendorCode, params.roundId);
    // A settled round changes only once (when its seed is revealed): a short cache is enough.
    reply.header("cache-control", round.serverSeed ? "public, max-age=3600" : "no-store");
    return round;
  });
};
