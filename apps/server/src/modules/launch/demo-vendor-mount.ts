import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { DEMO_VENDOR_PREFIX } from "@lotus/contracts";
import { demoVendorPlugin } from "@lotus/demo-vendor";
import type { Db } from "../../db/pool.ts";
import type { Env } from "../../env.ts";
import { keepServerSecret, setAdapterVendorsSecret } from "./launch.repository.ts";
import { DEMO_ADAPTER } from "./launch.service.ts";

/** The server_secret row that keeps a generated demo-vendor secret. */
export const DEMO_VENDOR_SECRET_NAME = "demo_vendor_secret";

/**
 * The demo vendor's HMAC secret: DEMO_VENDOR_SECRET, or one generated once and kept in
 * server_secret (every server process of a deployment then agrees on it).
 */
export async function demoVendorSecret(db: Db, env: Pick<Env, "DEMO_VENDOR_SECRET">): Promise<string> {
  if (env.DEMO_VENDOR_SECRET) return env.DEMO_VENDOR_SECRET;
  return keepServerSecret(db, DEMO_VENDOR_SECRET_NAME, randomBytes(32).toString("hex"));
}

/** The connection string of the pool (the vendor opens its own pool on the same server). */
function connectionStringOf(db: Db): string {
  const o = db.options;
  if (o.connectionString) return o.connectionString;
  const user = encodeURIComponent(String(o.user ?? "postgres"));
  const password = o.password ? `:${encodeURIComponent(String(o.password))}` : "";
  return `postgres://${user}${password}@${o.host ?? "127.0.0.1"}:${o.port ?? 5432}/${o.database ?? "postgres"}`;
}

/**
 * Mounts the demo vendor (apps/demo-vendor) at DEMO_VENDOR_PREFIX. Configuration only: the vendor
 * calls this server's wallet API over HTTP at the address the server listens on.
 */
export async function mountDemoVendor(app: FastifyInstance): Promise<void> {
  // Resolved at the vendor's first wallet call, not at start: the server (and /readyz) must come up
  // while the database is unreachable. The vendors whose games the demo vendor serves (adapter 'demo')
  // are given the secret first, so every call signed with it finds it.
  const secret = async () => {
    const value = await demoVendorSecret(app.db, app.env);
    await setAdapterVendorsSecret(app.db, DEMO_ADAPTER, value);
    return value;
  };
  // The vendor reads the page's language itself (lang, Language, the session's, Accept-Language) and falls
  // back to its default: the platform must not refuse a Language it does not know on the vendor's routes.
  await app.register(async (mount) => {
    mount.addHook("onRoute", (route) => {
      route.config = { ...route.config, ownLanguage: true };
    });
    await mount.register(demoVendorPlugin, {
      prefix: DEMO_VENDOR_PREFIX,
      secret,
      databaseUrl: connectionStringOf(app.db),
      platformUrl: () => {
        const address = app.server.address();
        if (address && typeof address === "object") return `http://127.0.0.1:${address.port}`;
        return app.env.PUBLIC_URL ?? `http://127.0.0.1:${app.env.PORT}`;
      },
    });
  });
}
