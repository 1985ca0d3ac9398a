import { describe, expect, it } from "vitest";
import { PATHS, type OutboxMessage, type PermissionValue } from "@lotus/contracts";
import { createTestApp } from "../app.ts";
import { expectError, get, okValue } from "../http.ts";

/*
 * The demo outbox (issue 11, item 18): while a transport is the outbox (no real gateway), its
 * messages can be read on the outbox page — also under NODE_ENV=production, where `npm start` runs —
 * and the permission call tells the web so; with real gateways the page is gone.
 */

const SMS_ONLY = { NODE_ENV: "production", MAIL_TRANSPORT: "smtp", SMTP_URL: "smtp://127.0.0.1:1" };
const REAL_GATEWAYS = {
  NODE_ENV: "production",
  MAIL_TRANSPORT: "smtp",
  SMTP_URL: "smtp://127.0.0.1:1",
  SMS_TRANSPORT: "esms",
  ESMS_API_KEY: "k",
  ESMS_SECRET_KEY: "s",
  ESMS_BRANDNAME: "B",
};

const demoOutboxOf = async (app: Parameters<typeof get>[0]) =>
  okValue<PermissionValue>(await get(app, PATHS.permission)).site.demoOutbox;

describe("demo outbox", () => {
  it("is served under production while SMS goes to the outbox, with only the outbox's kind of messages", async () => {
    const t = await createTestApp({ env: SMS_ONLY });
    try {
      await t.db.query(
        `insert into delivery_outbox (channel, recipient, subject, body) values
           ('sms', '+84912345678', '', '[Lotus] Your verification code: 246810. Valid for 5 minutes.'),
           ('email', 'someone@example.vn', 'Code', 'Your code is 135791'),
           ('sms', '+84987654321', '', '[Lotus] Your verification code: 975310. Valid for 5 minutes.')`,
      );
      expect(await demoOutboxOf(t.app)).toEqual(["sms"]);
      const messages = okValue<OutboxMessage[]>(await get(t.app, PATHS.devOutbox));
      expect(messages.map((m) => [m.channel, m.to])).toEqual([
        ["sms", "+84987654321"],
        ["sms", "+84912345678"],
      ]);

      const page = await get(t.app, `${PATHS.devOutbox}.html?lang=en`);
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.body).toContain('<html lang="en"');
      expect(page.body).toContain("<title>Demo outbox</title>");
      expect(page.body).toContain("This demo has no SMS gateway");
      // Newest first, the codes stand out, and the recipients are masked; the e-mail is not listed.
      expect(page.body.indexOf("975310")).toBeLessThan(page.body.indexOf("246810"));
      expect(page.body).toContain('<b class="code">246810</b>');
      expect(page.body).toContain("+849•••678");
      expect(page.body).not.toContain("+84912345678");
      expect(page.body).not.toContain("135791");
      // The brand's time zone, labelled.
      expect(page.body).toContain("Vietnam time (GMT+7)");
      // In the caller's language without a lang parameter (Vietnamese by default).
      expect((await get(t.app, `${PATHS.devOutbox}.html`)).body).toContain("<title>Hộp thư demo</title>");
      expectError(await get(t.app, `${PATHS.devOutbox}.html?lang=xx`), "validation_failed");
    } finally {
      await t.close();
    }
  });

  it("is gone (404, and no flag for the web) when SMS and mail go through real gateways", async () => {
    const t = await createTestApp({ env: REAL_GATEWAYS });
    try {
      expect(await demoOutboxOf(t.app)).toEqual([]);
      expectError(await get(t.app, PATHS.devOutbox), "not_found");
      expectError(await get(t.app, `${PATHS.devOutbox}.html`), "not_found");
    } finally {
      await t.close();
    }
  });

  it("names both kinds of messages when both transports are the outbox", async () => {
    const t = await createTestApp();
    try {
      expect(await demoOutboxOf(t.app)).toEqual(["sms", "email"]);
      const page = await get(t.app, `${PATHS.devOutbox}.html?lang=en`);
      expect(page.body).toContain("no SMS gateway and no mail server");
      expect(page.body).toContain("No messages yet");
    } finally {
      await t.close();
    }
  });
});
