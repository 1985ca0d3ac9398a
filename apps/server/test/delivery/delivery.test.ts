import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, type OutboxMessage } from "@lotus/contracts";
import { buildApp } from "../../src/app.ts";
import { loadEnv } from "../../src/env.ts";
import { EsmsSmsSender, SmtpMailSender } from "../../src/modules/verification/index.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get, okValue } from "../http.ts";
import { solveHuman } from "../support/login.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";

/** A stand-in for the eSMS.vn API on loopback: records each request and answers what the test says. */
type EsmsCall = { path: string; body: Record<string, string> };
async function startEsms(answer: () => { status: number; body: unknown }) {
  const calls: EsmsCall[] = [];
  const server = http.createServer((req, res) => {
    let data = "";
    req.on("data", (c: Buffer) => (data += c.toString("utf8")));
    req.on("end", () => {
      calls.push({ path: req.url ?? "", body: JSON.parse(data) as Record<string, string> });
      const { status, body } = answer();
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const ESMS_PATH = "/MainService.svc/json/SendMultipleMessage_V4_post_json/";
const esmsConfig = (baseUrl: string) => ({ baseUrl, apiKey: "key-1", secretKey: "secret-1", brandname: "LOTUS" });

describe("eSMS.vn adapter", () => {
  let reply: { status: number; body: unknown } = { status: 200, body: { CodeResult: "100", SMSID: "x" } };
  let esms: Awaited<ReturnType<typeof startEsms>>;
  beforeAll(async () => {
    esms = await startEsms(() => reply);
  });
  afterAll(() => esms.close());

  it("posts the message as eSMS expects: JSON to SendMultipleMessage_V4_post_json, number without plus, brandname type 2", async () => {
    reply = { status: 200, body: { CodeResult: "100", SMSID: "abc" } };
    await new EsmsSmsSender(esmsConfig(`${esms.url}/`)).send("+84912345678", "Ma xac thuc: 123456");
    expect(esms.calls.at(-1)).toEqual({
      path: ESMS_PATH,
      body: {
        ApiKey: "key-1",
        SecretKey: "secret-1",
        Phone: "84912345678",
        Content: "Ma xac thuc: 123456",
        Brandname: "LOTUS",
        SmsType: "2",
      },
    });
  });

  it("treats any CodeResult other than 100 as a failure", async () => {
    reply = { status: 200, body: { CodeResult: "101", ErrorMessage: "Authorize Failed" } };
    await expect(new EsmsSmsSender(esmsConfig(esms.url)).send("+84912345678", "x")).rejects.toThrow(/101/);
  });

  it("treats an HTTP error as a failure", async () => {
    reply = { status: 500, body: {} };
    await expect(new EsmsSmsSender(esmsConfig(esms.url)).send("+84912345678", "x")).rejects.toThrow(/500/);
  });
});

describe("SMTP transport", () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());

  it("delivers a UTF-8 message to a real SMTP server with sender, recipient, subject and body intact", async () => {
    const sender = new SmtpMailSender(smtp.url, "Lotus <no-reply@lotus.local>");
    await sender.send({
      to: "khach@example.vn",
      subject: "[Lotus] Mã xác minh",
      text: "Mã của bạn là 654321.\nHẹn gặp lại.",
    });
    sender.close();
    const mail = await smtp.waitForMail({ to: "khach@example.vn" });
    expect(mail.from).toBe("no-reply@lotus.local");
    expect(mail.subject).toBe("[Lotus] Mã xác minh");
    expect(mail.text).toBe("Mã của bạn là 654321.\nHẹn gặp lại.");
    expect(mail.headers.from).toBe("Lotus <no-reply@lotus.local>");
  });
});

describe("provider configuration", () => {
  it("refuses to start with MAIL_TRANSPORT=smtp but no SMTP_URL, or SMS_TRANSPORT=esms without its keys", async () => {
    const t = await createTestApp();
    try {
      for (const env of [{ MAIL_TRANSPORT: "smtp" }, { SMS_TRANSPORT: "esms", ESMS_API_KEY: "k" }]) {
        const built = buildApp({ env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env }), db: t.db });
        await expect(built).rejects.toThrow(/SMTP_URL|ESMS_/);
      }
    } finally {
      await t.close();
    }
  });
});

describe("verification codes through the configured SMS gateway", () => {
  let esms: Awaited<ReturnType<typeof startEsms>>;
  let reply = { status: 200, body: { CodeResult: "100" } as unknown };
  let t: TestApp;
  beforeAll(async () => {
    esms = await startEsms(() => reply);
    t = await createTestApp({
      env: {
        SMS_TRANSPORT: "esms",
        ESMS_BASE_URL: esms.url,
        ESMS_API_KEY: "key-1",
        ESMS_SECRET_KEY: "secret-1",
        ESMS_BRANDNAME: "LOTUS",
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await esms.close();
  });

  const requestCode = async (mobileNo: string, language = "en") =>
    t.app.inject({
      method: "POST",
      url: PATHS.smsRegister,
      headers: { language },
      payload: {
        mobileNo,
        countryDialingCode: "+84",
        regType: "mobile",
        humanVerification: await solveHuman(t.app),
      },
    });

  it("sends the register code through eSMS in the caller's language, not to the outbox", async () => {
    reply = { status: 200, body: { CodeResult: "100" } };
    const res = await requestCode("933000111", "en");
    expect(okValue<{ expiredMinutes: number }>(res).expiredMinutes).toBe(10);
    const call = esms.calls.at(-1)!;
    expect(call.body.Phone).toBe("84933000111");
    expect(call.body.Content).toMatch(/^\[Lotus\] Your verification code: [0-9]{6}\. Valid for 10 minutes\./);
    // Both transports are configured … but mail still goes to the outbox, which stays readable and empty of SMS.
    expect(okValue<OutboxMessage[]>(await get(t.app, `${PATHS.devOutbox}?channel=sms`))).toEqual([]);
  });

  it("answers 502 delivery_failed, in the caller's language, when the gateway refuses", async () => {
    reply = { status: 200, body: { CodeResult: "99", ErrorMessage: "Unknown error" } };
    expectError(await requestCode("933000222", "vi"), "delivery_failed", "vi");
  });
});

describe("demo outbox page", () => {
  it("lists messages newest first, filters by recipient and shows them on an HTML page with the text escaped", async () => {
    const t = await createTestApp();
    try {
      await t.db.query(
        `insert into delivery_outbox (channel, recipient, subject, body) values
           ('sms', '+84900000001', '', 'first 111111'),
           ('email', 'a@example.vn', 'Hello <b>', 'second <script>alert(1)</script>'),
           ('sms', '+84900000001', '', 'third 333333'),
           ('email', 'b@example.vn', 'Reset', 'Open http://localhost:3000/?resetToken=abc"x to reset')`,
      );
      const all = okValue<OutboxMessage[]>(await get(t.app, PATHS.devOutbox));
      expect(all.map((m) => m.body).slice(1)).toEqual([
        "third 333333",
        "second <script>alert(1)</script>",
        "first 111111",
      ]);
      const sms = okValue<OutboxMessage[]>(await get(t.app, `${PATHS.devOutbox}?to=%2B84900000001`));
      expect(sms.map((m) => m.body)).toEqual(["third 333333", "first 111111"]);
      expect(sms[0]).toMatchObject({ channel: "sms", to: "+84900000001", subject: "" });
      // An unencoded "+" in a query string is a space: the number is still found.
      expect(okValue<OutboxMessage[]>(await get(t.app, `${PATHS.devOutbox}?to=+84900000001`))).toEqual(sms);

      const page = await get(t.app, `${PATHS.devOutbox}.html`);
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(page.body).not.toContain("<script>");
      expect(page.body).toContain("Hello &lt;b&gt;");
      // Links are clickable, and a quote cannot leave the attribute.
      expect(page.body).toContain(
        '<a href="http://localhost:3000/?resetToken=abc&quot;x">http://localhost:3000/?resetToken=abc&quot;x</a>',
      );
      expect(page.body.indexOf('third <b class="code">333333</b>')).toBeGreaterThan(0);
      expect(page.body.indexOf("third ")).toBeLessThan(page.body.indexOf('first <b class="code">111111</b>'));

      expectError(await get(t.app, `${PATHS.devOutbox}?limit=0`), "validation_failed");
      expectError(await get(t.app, `${PATHS.devOutbox}?channel=fax`), "validation_failed");
      expectError(await get(t.app, `${PATHS.devOutbox}?foo=1`), "validation_failed");
    } finally {
      await t.close();
    }
  });
});
