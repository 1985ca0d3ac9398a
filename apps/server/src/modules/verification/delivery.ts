import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Env } from "../../env.ts";
import type { Db } from "../../db/pool.ts";
import { AppError } from "../../errors.ts";
import { translate } from "../../i18n/messages.ts";
import { findBrandName } from "./delivery.repository.ts";
import {
  EsmsSmsSender,
  OutboxMailSender,
  OutboxSmsSender,
  SmtpMailSender,
  type MailMessage,
  type MailSender,
  type SmsSender,
} from "./delivery-providers.ts";

export type { MailMessage, MailSender, SmsSender } from "./delivery-providers.ts";

export type Delivery = { sms: SmsSender; mail: MailSender };

/** Builds the providers the environment names; a real transport without its settings is a start-up error. */
export function createDelivery(env: Env, db: Db, log: FastifyBaseLogger): Delivery {
  let mail: MailSender;
  if (env.MAIL_TRANSPORT === "smtp") {
    if (!env.SMTP_URL) throw new Error("MAIL_TRANSPORT=smtp needs SMTP_URL");
    mail = new SmtpMailSender(env.SMTP_URL, env.MAIL_FROM);
  } else {
    mail = new OutboxMailSender(db, log);
  }
  let sms: SmsSender;
  if (env.SMS_TRANSPORT === "esms") {
    if (!env.ESMS_API_KEY || !env.ESMS_SECRET_KEY || !env.ESMS_BRANDNAME) {
      throw new Error("SMS_TRANSPORT=esms needs ESMS_API_KEY, ESMS_SECRET_KEY and ESMS_BRANDNAME");
    }
    sms = new EsmsSmsSender({
      baseUrl: env.ESMS_BASE_URL,
      apiKey: env.ESMS_API_KEY,
      secretKey: env.ESMS_SECRET_KEY,
      brandname: env.ESMS_BRANDNAME,
    });
  } else {
    sms = new OutboxSmsSender(db, log);
  }
  return { sms, mail };
}

export type OutboxChannel = "sms" | "email";

/**
 * The channels whose transport is the outbox (no real gateway configured), on any NODE_ENV: their
 * messages are kept, not sent, so the demo outbox page must show them or nobody could register.
 * With a real SMS gateway and mail server the list is empty and the page does not exist.
 */
export function outboxChannels(env: Env): OutboxChannel[] {
  return [
    ...(env.SMS_TRANSPORT === "outbox" ? (["sms"] as const) : []),
    ...(env.MAIL_TRANSPORT === "outbox" ? (["email"] as const) : []),
  ];
}

// One set of providers per server (keyed on its database pool: each test app has its own),
// built on first use, so route modules need no registration order.
const deliveries = new WeakMap<Db, { env: Env; delivery: Delivery }>();

export function deliveryOf(app: FastifyRequest["server"]): Delivery {
  const cached = deliveries.get(app.db);
  if (cached && cached.env === app.env) return cached.delivery;
  const delivery = createDelivery(app.env, app.db, app.log);
  deliveries.set(app.db, { env: app.env, delivery });
  return delivery;
}

/** Closes open SMTP connections (server shutdown). */
export function closeDelivery(app: FastifyRequest["server"]): void {
  const cached = deliveries.get(app.db);
  if (cached?.delivery.mail instanceof SmtpMailSender) cached.delivery.mail.close();
  deliveries.delete(app.db);
}

async function deliver(request: FastifyRequest, work: (delivery: Delivery) => Promise<void>): Promise<void> {
  const delivery = deliveryOf(request.server);
  try {
    await work(delivery);
  } catch (error) {
    request.log.error({ err: error }, "message delivery failed");
    throw new AppError("delivery_failed");
  }
}

/**
 * Sends a verification code in the request's language (templates `message.sms_code`,
 * `message.email_code_subject`, `message.email_code_body`). Failure → 502 delivery_failed.
 */
export async function sendCode(
  request: FastifyRequest,
  input: { channel: "sms" | "email"; to: string; code: string; minutes: number },
): Promise<void> {
  const brand = await findBrandName(request.server.db);
  const params = { brand, code: input.code, minutes: input.minutes };
  const language = request.language;
  await deliver(request, (delivery) =>
    input.channel === "sms"
      ? delivery.sms.send(input.to, translate(language, "message.sms_code", params))
      : delivery.mail.send({
          to: input.to,
          subject: translate(language, "message.email_code_subject", params),
          text: translate(language, "message.email_code_body", params),
        }),
  );
}

/** Sends an e-mail already written in the request's language. Failure → 502 delivery_failed. */
export async function sendMail(request: FastifyRequest, message: MailMessage): Promise<void> {
  await deliver(request, (delivery) => delivery.mail.send(message));
}
