import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 that accepts every message and keeps it, so tests (and the
 * e2e suite) can check what the SMTP transport really sent: point MAIL_TRANSPORT=smtp and
 * SMTP_URL at `capture.url`. No TLS and no authentication: it only ever listens on loopback.
 *
 * For the e2e suite, whose test workers are other processes, it also runs on its own and lets
 * the captured mail be read over HTTP (e.g. as a Playwright `webServer`):
 *   node --import tsx apps/server/test/support/smtp-capture.ts --smtp-port 3402 --http-port 3403
 *   GET http://127.0.0.1:3403/messages?to=someone@example.vn → CapturedMail[], newest first
 */
export type CapturedMail = {
  /** Envelope sender and recipients (MAIL FROM, RCPT TO). */
  from: string;
  to: string[];
  /** Decoded headers and text body. */
  subject: string;
  headers: Record<string, string>;
  text: string;
  raw: string;
};

export type SmtpCapture = {
  port: number;
  url: string;
  /** The HTTP port of GET /messages, when one was asked for. */
  httpPort?: number;
  messages: CapturedMail[];
  /** The first message (already received or arriving within `timeoutMs`) that matches. */
  waitForMail: (match: { to?: string; subject?: RegExp }, timeoutMs?: number) => Promise<CapturedMail>;
  close: () => Promise<void>;
};

export async function startSmtpCapture(options: { port?: number; httpPort?: number } = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        messages.push({ ...parseMessage(raw), from, to: session.envelope.rcptTo.map((r) => r.address), raw });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const find = (match: { to?: string; subject?: RegExp }) =>
    messages.find(
      (m) =>
        (match.to === undefined || m.to.some((t) => t.toLowerCase() === match.to!.toLowerCase())) &&
        (match.subject === undefined || match.subject.test(m.subject)),
    );

  let inspector: http.Server | undefined;
  if (options.httpPort !== undefined) {
    inspector = http.createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      if (req.method !== "GET" || url.pathname !== "/messages") {
        res.writeHead(404).end();
        return;
      }
      const to = url.searchParams.get("to")?.toLowerCase();
      const list = messages.filter((m) => !to || m.to.some((t) => t.toLowerCase() === to)).reverse();
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(list));
    });
    await new Promise<void>((resolve, reject) => {
      inspector!.once("error", reject);
      inspector!.listen(options.httpPort, "127.0.0.1", () => resolve());
    });
  }

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    httpPort: inspector ? (inspector.address() as AddressInfo).port : undefined,
    messages,
    waitForMail: (match, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail matching ${JSON.stringify({ ...match, subject: String(match.subject) })}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (inspector) await new Promise<void>((resolve) => inspector!.close(() => resolve()));
    },
  };
}

// Run on its own: `--smtp-port <n> --http-port <n>` (see the comment at the top).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i === -1 ? undefined : Number(process.argv[i + 1]);
  };
  const capture = await startSmtpCapture({ port: arg("--smtp-port") ?? 0, httpPort: arg("--http-port") ?? 0 });
  console.log(`smtp capture: ${capture.url}, messages at http://127.0.0.1:${capture.httpPort}/messages`);
  const stop = () => void capture.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/** Headers (unfolded, RFC 2047 words decoded) and the text body of a single-part message. */
export function parseMessage(raw: string): { subject: string; headers: Record<string, string>; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  let text: string;
  if (encoding === "base64") text = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  else if (encoding === "quoted-printable") text = decodeQuotedPrintable(body);
  else text = body;
  return { subject: headers.subject ?? "", headers, text: text.replace(/\r\n/g, "\n").replace(/\n$/, "") };
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeWords(value: string): string {
  // Adjacent encoded words are joined without the whitespace between them (RFC 2047 §6.2).
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}
