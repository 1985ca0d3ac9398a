import type { Env } from "../../env.ts";
import type { Db } from "../../db/pool.ts";

/** The bank-statement webhook's HMAC secret: BANK_WEBHOOK_SECRET, or one generated once and kept in server_secret. */
export async function bankWebhookSecret(_db: Db, _env: Pick<Env, "BANK_WEBHOOK_SECRET">): Promise<string> {
  throw new Error("not implemented");
}
