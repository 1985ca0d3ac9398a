import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { PATHS, outboxResponseSchema, type OutboxMessage } from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { closeDelivery, deliveryOf, outboxEnabled } from "./delivery.ts";
import { listOutboxMessages, type OutboxRow } from "./delivery.repository.ts";

const outboxQuerySchema = z.strictObject({
  /**
   * Only messages to this recipient: the number with its dialling code ("+84912345678"), or the
   * e-mail address. An unencoded "+" arrives as a space; such a number is read as meant.
   */
  to: z
    .string()
    .min(1)
    .max(254)
    .transform((to) => to.trim().replace(/^(?=[0-9]+$)/, "+"))
    .optional(),
  channel: z.enum(["sms", "email"]).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: String(row.id),
  at: row.at.toISOString(),
  channel: row.channel,
  to: row.recipient,
  subject: row.subject,
  body: row.body,
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Links in a message (password-reset links) become clickable; the text is already escaped. */
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<"]+/g, (url) => `<a href="${url}">${url}</a>`);

function outboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.at.replace("T", " ").slice(0, 19))}</td><td>${m.channel}</td><td>${escapeHtml(m.to)}</td>` +
        `<td><strong>${escapeHtml(m.subject)}</strong><pre>${linkify(escapeHtml(m.body))}</pre></td></tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Lotus development outbox</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;background:#0f172a;color:#e2e8f0}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #334155;padding:.5rem;text-align:left;vertical-align:top}
td:first-child{white-space:nowrap}a{color:#7dd3fc}
pre{white-space:pre-wrap;margin:.25rem 0 0;font:13px/1.4 ui-monospace,monospace}p{color:#94a3b8}
</style>
</head>
<body>
<h1>Development outbox</h1>
<p>SMS and e-mail the outbox transports "sent", newest first. This page does not exist in production. Reload to refresh.</p>
<table>
<thead><tr><th>Time (UTC)</th><th>Channel</th><th>To</th><th>Message</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}
</tbody>
</table>
</body>
</html>`;
}

/** The development outbox (issue 3, Deliver 9): JSON for tests and tools, and a small HTML page. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  // A missing SMTP_URL or eSMS key stops the server at start, not at the first code.
  deliveryOf(app);
  app.addHook("onClose", async () => closeDelivery(app));

  const guard = async () => {
    if (!outboxEnabled(app.env)) throw new AppError("not_found");
  };

  app.get(
    PATHS.devOutbox,
    {
      preHandler: guard,
      schema: {
        tags: ["development"],
        summary: "Messages in the development outbox, newest first (absent in production)",
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errorResponses([400, 404]) },
      },
    },
    async (request) => ok(request, (await listOutboxMessages(app.db, request.query)).map(toMessage)),
  );

  app.get(
    `${PATHS.devOutbox}.html`,
    { preHandler: guard, schema: { hide: true, querystring: outboxQuerySchema } },
    async (request, reply) => {
      const messages = (await listOutboxMessages(app.db, request.query)).map(toMessage);
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(outboxPage(messages));
    },
  );
};
