import net from "node:net";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";

/**
 * Raw TCP clients for the HTTP edge: what `app.inject` cannot show (Node's HTTP parser, its
 * timeouts, sockets that stall or vanish). The app must listen first (`listenLocally`).
 */

export async function listenLocally(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}

export type RawSocket = {
  socket: net.Socket;
  /** Everything the server sent so far. */
  received: () => string;
  /** Resolves (with the time it took, from the open) once the server closed the connection. */
  closed: Promise<number>;
  isOpen: () => boolean;
};

const opened = new Set<net.Socket>();

/** Destroys every raw socket still open (afterEach: a failed test must not keep app.close() waiting). */
export function destroyRawSockets(): void {
  for (const socket of opened) socket.destroy();
  opened.clear();
}

/** Opens a TCP connection and writes `data` (e.g. half a request line) without ever finishing it. */
export async function openRaw(port: number, data = ""): Promise<RawSocket> {
  const socket = net.connect({ port, host: "127.0.0.1" });
  opened.add(socket);
  const openedAt = Date.now();
  let received = "";
  let open = true;
  socket.on("data", (chunk) => (received += chunk.toString("utf8")));
  // A connection the server drops at once (the connection cap) may fail in connect: it is then closed.
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) =>
    socket.once("close", () => {
      open = false;
      resolve(Date.now() - openedAt);
    }),
  );
  await Promise.race([new Promise((resolve) => socket.once("connect", resolve)), closed]);
  if (data && open) socket.write(data);
  return { socket, received: () => received, closed, isOpen: () => open };
}

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** Parses the first HTTP/1.1 response of `text` (a Content-Length body). */
export function parseResponse(text: string): RawResponse {
  const split = text.indexOf("\r\n\r\n");
  if (split < 0) throw new Error(`no complete response in ${JSON.stringify(text)}`);
  const [statusLine, ...lines] = text.slice(0, split).split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const length = Number(headers["content-length"] ?? 0);
  const body = Buffer.from(text.slice(split + 4), "utf8")
    .subarray(0, length)
    .toString("utf8");
  return { status: Number(statusLine!.split(" ")[1]), headers, body };
}

/** Sends `request` as is, waits until the server closes or a full response arrived. */
export async function rawExchange(port: number, request: string | Buffer, ms = 5_000): Promise<RawResponse> {
  const raw = await openRaw(port);
  raw.socket.write(request);
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const text = raw.received();
    const split = text.indexOf("\r\n\r\n");
    if (split >= 0) {
      const response = parseResponse(text);
      if (Buffer.byteLength(response.body) >= Number(response.headers["content-length"] ?? 0)) {
        raw.socket.destroy();
        return response;
      }
    }
    if (!raw.isOpen()) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  raw.socket.destroy();
  return parseResponse(raw.received());
}

/** The envelope of a raw response's JSON body. */
export function envelopeOf(response: RawResponse): { success: boolean; code: string; message: string; value: unknown } {
  expectJson(response);
  return JSON.parse(response.body);
}

function expectJson(response: RawResponse): void {
  if (!/^application\/json/.test(response.headers["content-type"] ?? "")) {
    throw new Error(`not JSON: ${response.status} ${JSON.stringify(response.headers)} ${response.body}`);
  }
}
