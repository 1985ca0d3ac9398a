import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The repository root, so paths work whatever directory the server is started from. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const csv = z
  .string()
  .default("")
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** External PostgreSQL; when unset the server starts an embedded one. */
  DATABASE_URL: z.url().optional(),
  /** Where embedded PostgreSQL keeps its data. */
  DATA_DIR: z.string().default(path.join(ROOT_DIR, ".data")),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /**
   * Database bounds (docs/OPERATIONS.md "When something fails"): opening a database connection takes at
   * most this long, then the call answers 503.
   */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1_500),
  /** PostgreSQL statement_timeout of the server's sessions (0: none); migrations and the ledger check have none. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /** PostgreSQL idle_in_transaction_session_timeout of the server's sessions (0: none). */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  /** Calls that may wait for a database connection at once; more answer 503 at once. */
  DB_QUEUE_MAX: z.coerce.number().int().min(1).default(500),
  /** Redis for running many server processes (rate limits, realtime fan-out). */
  REDIS_URL: z.url().optional(),
  /** Peers whose X-Forwarded-For is believed (IPs or CIDRs, comma-separated). */
  TRUSTED_PROXIES: csv,
  /**
   * Slow-client limits of the HTTP server (app.ts). A client must send its request line and
   * headers within HTTP_HEADERS_TIMEOUT_MS and its whole request within HTTP_REQUEST_TIMEOUT_MS
   * (a 5 MB proof image at 17 KB/s, a poor 2G/3G phone link); a connection silent both ways for
   * HTTP_IDLE_TIMEOUT_MS, or idle between requests for HTTP_KEEP_ALIVE_TIMEOUT_MS, is closed.
   * WebSockets are not affected once upgraded (they have their own ping/pong).
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(300_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(65_000),
  /** Open connections (WebSockets included) one server process accepts; keep below `ulimit -n`. */
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(5_000),
  /** The built web app; served with SPA fallback when it exists. */
  WEB_DIST_DIR: z.string().default(path.join(ROOT_DIR, "apps/web/dist")),
  /** The built operator console (apps/console); served at /console/ when it exists. */
  CONSOLE_DIST_DIR: z.string().default(path.join(ROOT_DIR, "apps/console/dist")),
  /** The site's public address, used in e-mailed links and social-login redirects. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** E-mail delivery: "outbox" keeps messages in the development outbox; "smtp" sends through SMTP_URL. */
  MAIL_TRANSPORT: z.enum(["outbox", "smtp"]).default("outbox"),
  /** e.g. smtp://user:pass@smtp.example.com:587 or smtps://… */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default("Lotus <no-reply@lotus.local>"),
  /** SMS delivery: "outbox" for development, "esms" for the eSMS.vn gateway. */
  SMS_TRANSPORT: z.enum(["outbox", "esms"]).default("outbox"),
  ESMS_API_KEY: z.string().optional(),
  ESMS_SECRET_KEY: z.string().optional(),
  ESMS_BRANDNAME: z.string().optional(),
  ESMS_BASE_URL: z.url().default("https://rest.esms.vn"),
  /** Social login; a provider is offered only when its client id and secret are set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Overridable for tests against a local OpenID Connect server. */
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_ISSUER: z.url().default("https://www.facebook.com"),
  /**
   * Human verification before username login, registration and SMS requests (always on). The
   * provider of `modules/verification/human-provider.ts`; only the self-hosted ALTCHA proof of work is built in.
   */
  HUMAN_VERIFICATION: z.enum(["altcha"]).default("altcha"),
  /** ALTCHA difficulty: the secret number is drawn below this (the browser tries half of it on average). */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(50_000),
  /** ALTCHA challenge signing key; when unset one is generated once and kept in the database. */
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  /**
   * Shared secret of the bank-statement webhook (HMAC-SHA256 of the raw body). When unset one is
   * generated once and kept in the database (server_secret), and `npm run admin -- webhook-secret` shows it.
   */
  BANK_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** Scheduled jobs (deposit expiry, auto-receipt, ledger sealing) run in this process; false in extra workers. */
  JOBS: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /**
   * The built-in demo game vendor (apps/demo-vendor), mounted at /demo-vendor in this process. It
   * still reaches the platform only through the seamless wallet API over HTTP.
   */
  DEMO_VENDOR: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /**
   * HMAC secret of the demo vendor's wallet calls. When unset one is generated once and kept in the
   * database (server_secret); the seed gives it to the vendors the demo vendor serves.
   */
  DEMO_VENDOR_SECRET: z.string().min(32).optional(),
  /**
   * Base address of the demo vendor's game pages in launch URLs: "/demo-vendor" (same origin) or
   * another origin serving the same app, e.g. https://games.example.com/demo-vendor.
   */
  DEMO_VENDOR_URL: z.string().default("/demo-vendor"),
  /**
   * Secret the lottery's draw-seed hash chains start from (64 hex characters; issue 14). Set it in
   * production and keep it outside the database: whoever holds it knows future draws. When unset the
   * demo generates one and keeps it in lottery_secret.
   */
  LOTTERY_CHAIN_SECRET: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  /** Seed the demo brand at start (idempotent). */
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set", so `DATABASE_URL= npm start` uses the embedded database.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
