import type { FastifyInstance } from "fastify";
import { PATHS, type OutboxMessage } from "@lotus/contracts";

/**
 * Reads what the development outbox "sent" (GET /dev/outbox, newest first), the way a
 * developer or the e2e suite does. Some calls send after they answer (so that their timing does
 * not reveal whether an account exists): the waiting helpers poll for a moment.
 */

/** Any way to GET a path of the server and get its JSON: `app.inject` in API tests, fetch in e2e. */
export type GetJson = (path: string) => Promise<unknown>;

export const injectGetJson =
  (app: FastifyInstance): GetJson =>
  async (path) =>
    (await app.inject({ method: "GET", url: path })).json();

export const fetchGetJson =
  (baseUrl: string): GetJson =>
  async (path) =>
    (await fetch(new URL(path, baseUrl))).json();

export async function outboxMessages(get: GetJson, to?: string): Promise<OutboxMessage[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : "";
  const body = (await get(`${PATHS.devOutbox}${query}`)) as { success: boolean; value: OutboxMessage[] };
  if (!body.success) throw new Error(`outbox not readable: ${JSON.stringify(body)}`);
  return body.value;
}

/** The 6-digit code of an SMS or code e-mail. */
export function codeIn(message: OutboxMessage): string {
  const match = /\b([0-9]{6})\b/.exec(message.body);
  if (!match) throw new Error(`no code in ${JSON.stringify(message.body)}`);
  return match[1]!;
}

/** The id of the newest message so far ("0" when empty): pass it as `after` to wait for a newer one. */
export async function lastOutboxId(get: GetJson): Promise<string> {
  return (await outboxMessages(get))[0]?.id ?? "0";
}

/** Waits for a message to `to` newer than `after` (an outbox id). */
export async function waitForMessage(
  get: GetJson,
  to: string,
  options: { after?: string; timeoutMs?: number } = {},
): Promise<OutboxMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  const after = BigInt(options.after ?? "0");
  for (;;) {
    const found = (await outboxMessages(get, to)).find((m) => BigInt(m.id) > after);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no outbox message to ${to} after id ${after}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for a new code sent to `to` and returns it. */
export async function waitForCode(
  get: GetJson,
  to: string,
  options: { after?: string; timeoutMs?: number } = {},
): Promise<string> {
  return codeIn(await waitForMessage(get, to, options));
}
