import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../../db/pool.ts";
import { insertOutboxMessage } from "./delivery.repository.ts";

/**
 * Delivery providers (issue 3, Deliver 9). A provider only transports text; templates,
 * languages and the choice of provider live in delivery.ts. A provider throws on failure and
 * never logs a secret it did not put in the message itself.
 */
export interface SmsSender {
  readonly id: string;
  /** `to` is the international number with its plus sign, e.g. "+84912345678". */
  send(to: string, text: string): Promise<void>;
}

export type MailMessage = { to: string; subject: string; text: string };

export interface MailSender {
  readonly id: string;
  send(message: MailMessage): Promise<void>;
}

/**
 * Development transport: messages go to the `delivery_outbox` table (read through GET /dev/outbox)
 * and to the server log, so a developer sees the codes without a gateway.
 */
export class OutboxSmsSender implements SmsSender {
  readonly id = "outbox";
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}
  async send(to: string, text: string): Promise<void> {
    await insertOutboxMessage(this.db, { channel: "sms", recipient: to, subject: "", body: text });
    this.log.info(`[outbox] sms to ${to}: ${text}`);
  }
}

export class OutboxMailSender implements MailSender {
  readonly id = "outbox";
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}
  async send(message: MailMessage): Promise<void> {
    await insertOutboxMessage(this.db, {
      channel: "email",
      recipient: message.to,
      subject: message.subject,
      body: message.text,
    });
    this.log.info(`[outbox] email to ${message.to}: ${message.subject}\n${message.text}`);
  }
}

/** SMTP through nodemailer; the URL carries host, port, TLS (smtps://) and credentials. */
export class SmtpMailSender implements MailSender {
  readonly id = "smtp";
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }
  close(): void {
    this.transport.close();
  }
}

export type EsmsConfig = { baseUrl: string; apiKey: string; secretKey: string; brandname: string };

/** eSMS.vn answers CodeResult "100" when it accepted the message; anything else is a failure. */
const ESMS_ACCEPTED = "100";
/** Brandname (customer-care) messages: the type a verification code needs. */
const ESMS_SMS_TYPE_BRANDNAME = "2";
const ESMS_TIMEOUT_MS = 10_000;

/** The eSMS.vn gateway (Vietnam), JSON API `SendMultipleMessage_V4_post_json`. */
export class EsmsSmsSender implements SmsSender {
  readonly id = "esms";
  private readonly endpoint: string;
  constructor(private readonly config: EsmsConfig) {
    this.endpoint = `${config.baseUrl.replace(/\/+$/, "")}/MainService.svc/json/SendMultipleMessage_V4_post_json/`;
  }
  async send(to: string, text: string): Promise<void> {
    const response = await fetch(this.endpoint, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        ApiKey: this.config.apiKey,
        SecretKey: this.config.secretKey,
        // The gateway takes the number without the plus sign (84912345678).
        Phone: to.replace(/^\+/, ""),
        Content: text,
        Brandname: this.config.brandname,
        SmsType: ESMS_SMS_TYPE_BRANDNAME,
      }),
      signal: AbortSignal.timeout(ESMS_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`eSMS answered HTTP ${response.status}`);
    const result = (await response.json().catch(() => null)) as { CodeResult?: unknown; ErrorMessage?: unknown } | null;
    if (String(result?.CodeResult) !== ESMS_ACCEPTED) {
      throw new Error(
        `eSMS refused the message: CodeResult ${String(result?.CodeResult)} ${String(result?.ErrorMessage ?? "")}`,
      );
    }
  }
}
