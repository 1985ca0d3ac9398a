import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  BRAND_TIME_ZONE,
  LANGUAGES,
  PATHS,
  outboxResponseSchema,
  type Language,
  type OutboxMessage,
} from "@lotus/contracts";
import { AppError } from "../../errors.ts";
import { translate } from "../../i18n/messages.ts";
import { errorResponses, ok } from "../../plugins/errors.ts";
import { closeDelivery, deliveryOf, outboxChannels, type OutboxChannel } from "./delivery.ts";
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
/** The page also takes the site's language from the link (a link cannot send the Language header). */
const outboxPageQuerySchema = outboxQuerySchema.extend({ lang: z.enum(LANGUAGES).optional() });

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

/** 6-digit codes stand out, so a visitor finds theirs at a glance (the text is already escaped). */
const markCodes = (escaped: string) => escaped.replace(/(?<![\w/=&;-])(\d{6})(?![\w&])/g, '<b class="code">$1</b>');

/** A recipient with its middle hidden: enough to recognise one's own number or address, not to harvest them. */
export function maskRecipient(to: string): string {
  const at = to.indexOf("@");
  if (at > 0) return `${to.slice(0, Math.min(2, at))}•••${to.slice(at)}`;
  return to.length <= 7 ? to : `${to.slice(0, 4)}•••${to.slice(-3)}`;
}

const INTRO_KEY = { sms: "outbox.intro_sms", email: "outbox.intro_email", both: "outbox.intro_both" } as const;

/**
 * The demo outbox page: what the outbox transports kept instead of sending, newest first, in the
 * language asked for, times in the brand's zone, in the site's theme (theme-init.js reads the saved
 * one; dark without it). It shows the messages and masked recipients, nothing else.
 */
export function outboxPage(messages: OutboxMessage[], channels: OutboxChannel[], language: Language): string {
  const tr = (key: string) => escapeHtml(translate(language, key));
  const time = new Intl.DateTimeFormat(language, {
    timeZone: BRAND_TIME_ZONE,
    dateStyle: "short",
    timeStyle: "medium",
  });
  const cards = messages
    .map(
      (m) => `<li class="card">
<div class="meta"><span class="badge">${tr(`outbox.channel_${m.channel}`)}</span>
<span>${tr("outbox.to")} <b>${escapeHtml(maskRecipient(m.to))}</b></span>
<time datetime="${escapeHtml(m.at)}">${escapeHtml(time.format(new Date(m.at)))}</time></div>
${m.subject ? `<p class="subject">${escapeHtml(m.subject)}</p>` : ""}<pre>${markCodes(linkify(escapeHtml(m.body)))}</pre>
</li>`,
    )
    .join("\n");
  const intro = INTRO_KEY[channels.length === 2 ? "both" : (channels[0] ?? "sms")];
  return `<!doctype html>
<html lang="${language}" data-theme="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${tr("outbox.title")}</title>
<script src="/theme-init.js"></script>
<style>
:root{color-scheme:dark;--bg:#1a0c17;--surface:#2a1524;--line:#4a2a45;--fg:#fbf3ea;--muted:#c9b6c0;--gold:#f2c46d;--code-bg:#3a1d33;--note:#3a2a14}
[data-theme="light"]{color-scheme:light;--bg:#fbf6f1;--surface:#fff;--line:#e6d5d0;--fg:#26121f;--muted:#6b5561;--gold:#8a5a00;--code-bg:#f6ece6;--note:#fbf0d9}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
main{max-width:760px;margin:0 auto;padding:24px 16px 48px}
h1{margin:0 0 8px;font-size:1.5rem;color:var(--gold)}
p{margin:0 0 12px}
.note{background:var(--note);border:1px solid var(--line);border-radius:12px;padding:12px 14px;color:var(--muted);font-size:.9rem}
.bar{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between;margin:16px 0 12px;color:var(--muted);font-size:.875rem}
.refresh{display:inline-block;padding:8px 16px;border-radius:999px;background:var(--gold);color:var(--bg);font-weight:600;text-decoration:none}
ol{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.card{background:var(--surface);border:1px solid var(--line);border-radius:12px;padding:12px 14px}
.meta{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:center;color:var(--muted);font-size:.85rem}
.meta time{margin-inline-start:auto}
.badge{border:1px solid var(--gold);color:var(--gold);border-radius:999px;padding:0 8px;font-size:.75rem;font-weight:600}
.subject{margin:8px 0 0;font-weight:600}
pre{white-space:pre-wrap;overflow-wrap:anywhere;margin:8px 0 0;font:inherit}
.code{font:700 1.15em ui-monospace,SFMono-Regular,Menlo,monospace;letter-spacing:.08em;background:var(--code-bg);color:var(--gold);border-radius:6px;padding:0 6px}
a{color:var(--gold)}
.empty{color:var(--muted);text-align:center;padding:32px 0}
</style>
</head>
<body>
<main>
<h1>${tr("outbox.title")}</h1>
<p>${tr(intro)}</p>
<p class="note">${tr("outbox.warning")}</p>
<div class="bar"><span>${tr("outbox.time_zone")}</span><a class="refresh" href="">${tr("outbox.refresh")}</a></div>
${cards ? `<ol>\n${cards}\n</ol>` : `<p class="empty">${tr("outbox.empty")}</p>`}
</main>
</body>
</html>`;
}

/**
 * The demo outbox (issue 3, Deliver 9; issue 11 item 18): JSON for tests and tools, and the page the
 * account dialogs link to. It exists while a transport is the outbox — whatever NODE_ENV says: with
 * no gateway configured, nobody could register without it — and lists only those transports' messages.
 */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  // A missing SMTP_URL or eSMS key stops the server at start, not at the first code.
  deliveryOf(app);
  app.addHook("onClose", async () => closeDelivery(app));
  const channels = outboxChannels(app.env);
  if (channels.length > 0 && app.env.NODE_ENV === "production") {
    app.log.warn(
      `no real gateway for ${channels.join(" and ")}: those messages are kept on the public demo outbox ${PATHS.devOutbox}.html`,
    );
  }

  const guard = async () => {
    if (channels.length === 0) throw new AppError("not_found");
  };
  const list = (query: z.infer<typeof outboxQuerySchema>) =>
    listOutboxMessages(app.db, {
      to: query.to,
      channels: query.channel ? channels.filter((c) => c === query.channel) : channels,
      limit: query.limit,
    });

  app.get(
    PATHS.devOutbox,
    {
      preHandler: guard,
      schema: {
        tags: ["development"],
        summary: "Messages in the demo outbox, newest first (absent when every transport is a real gateway)",
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errorResponses([400, 404]) },
      },
    },
    async (request) => ok(request, (await list(request.query)).map(toMessage)),
  );

  app.get(
    `${PATHS.devOutbox}.html`,
    { preHandler: guard, schema: { hide: true, querystring: outboxPageQuerySchema } },
    async (request, reply) => {
      const messages = (await list(request.query)).map(toMessage);
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(outboxPage(messages, channels, request.query.lang ?? request.language));
    },
  );
};
