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
  /** Redis for running many server processes (rate limits, realtime fan-out). */
  REDIS_URL: z.url().optional(),
  /** Peers whose X-Forwarded-For is believed (IPs or CIDRs, comma-separated). */
  TRUSTED_PROXIES: csv,
  /** The built web app; served with SPA fallback when it exists. */
  WEB_DIST_DIR: z.string().default(path.join(ROOT_DIR, "apps/web/dist")),
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
