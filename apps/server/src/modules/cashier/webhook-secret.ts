import { randomBytes } from "node:crypto";
import type { Env } from "../../env.ts";
import type { Db } from "../../db/pool.ts";
import { keepServerSecret } from "./cashier.repository.ts";

/** The server_secret row that keeps a generated bank-webhook secret. */
export const BANK_WEBHOOK_SECRET_NAME = "bank_webhook_secret";

/**
 * The bank-statement webhook's HMAC secret: BANK_WEBHOOK_SECRET, or one generated once and kept in
 * server_secret, so that every server process of a deployment checks the same signature
 * (`npm run admin -- webhook-secret` prints it for the bank's configuration).
 */
export async function bankWebhookSecret(db: Db, env: Pick<Env, "BANK_WEBHOOK_SECRET">): Promise<string> {
  if (env.BANK_WEBHOOK_SECRET) return env.BANK_WEBHOOK_SECRET;
  return keepServerSecret(db, BANK_WEBHOOK_SECRET_NAME, randomBytes(32).toString("hex"));
}
