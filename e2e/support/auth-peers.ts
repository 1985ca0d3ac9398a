import http from "node:http";
import { startOidcServer } from "../../apps/server/test/support/oidc-server.ts";
import { startSmtpCapture } from "../../apps/server/test/support/smtp-capture.ts";

/**
 * The e2e suite's stand-ins for services outside the machine, as one process that Playwright
 * starts before the site: a real SMTP server that keeps every mail (the site sends through it
 * with MAIL_TRANSPORT=smtp) and a real OpenID Connect provider playing Google. A small HTTP
 * control port lets tests read the mails and choose the account the provider signs in.
 *
 * Ports and the client secret come from the Playwright config (AUTH_PEERS_* variables).
 */
const smtpPort = Number(process.env.AUTH_PEERS_SMTP_PORT);
const oidcPort = Number(process.env.AUTH_PEERS_OIDC_PORT);
const controlPort = Number(process.env.AUTH_PEERS_CONTROL_PORT);
const siteUrl = process.env.AUTH_PEERS_SITE_URL ?? "";

const smtp = await startSmtpCapture({ port: smtpPort });
const oidc = await startOidcServer({
  port: oidcPort,
  clientSecret: process.env.AUTH_PEERS_OIDC_SECRET,
  redirectUris: [`${siteUrl}/wps/session/oauth/google/callback`, `${siteUrl}/wps/session/oauth/facebook/callback`],
});

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

const control = http.createServer((request, response) => {
  void (async () => {
    const send = (status: number, value: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
    if (request.method === "GET" && request.url === "/health") return send(200, { ok: true });
    if (request.method === "GET" && request.url === "/mails") {
      return send(
        200,
        smtp.messages.map((m) => ({ to: m.to, subject: m.subject, text: m.text })),
      );
    }
    if (request.method === "POST" && request.url === "/oidc/account") {
      oidc.setAccount(JSON.parse(await readBody(request)) as Parameters<typeof oidc.setAccount>[0]);
      return send(200, { ok: true });
    }
    send(404, { error: "not found" });
  })().catch((error: unknown) => response.writeHead(500).end(String(error)));
});
control.listen(controlPort, "127.0.0.1");

async function stop() {
  control.close();
  await Promise.allSettled([smtp.close(), oidc.close()]);
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
