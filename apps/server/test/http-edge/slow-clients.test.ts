import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../app.ts";
import { memberWithSession, readySocket, settle } from "../realtime/ws-client.ts";
import { destroyRawSockets, envelopeOf, listenLocally, openRaw, parseResponse } from "./raw-http.ts";

/*
 * Slow clients are cut by the HTTP server's own timeouts (plugins/http-edge.ts), the same options
 * production uses, set short here through the environment: headers within 400 ms, the whole request
 * within 800 ms, keep-alive 400 ms, idle 800 ms. Node checks its connections every 100 ms.
 */
const HEADERS_MS = 400;
const REQUEST_MS = 800;
const SLACK_MS = 1_000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      HTTP_KEEP_ALIVE_TIMEOUT_MS: String(HEADERS_MS),
      HTTP_IDLE_TIMEOUT_MS: String(REQUEST_MS),
    },
  });
  port = await listenLocally(t.app);
});
afterAll(() => t.close());
afterEach(destroyRawSockets);

describe("slow clients", () => {
  it("closes every stalled connection that sent half a request line within the headers timeout", async () => {
    const stalled = await Promise.all(Array.from({ length: 60 }, () => openRaw(port, "GET /wps/system/sta")));
    const times = await Promise.all(stalled.map((s) => s.closed));
    expect(Math.max(...times)).toBeLessThan(HEADERS_MS + SLACK_MS);
    // The client is told why, in the envelope.
    const answer = parseResponse(stalled[0]!.received());
    expect(answer.status).toBe(408);
    expect(envelopeOf(answer).code).toBe("request_timeout");
  });

  it("closes a connection that trickles its headers and never finishes them", async () => {
    const slow = await openRaw(port, "GET /wps/system/status HTTP/1.1\r\nHost: localhost\r\n");
    const trickle = setInterval(() => slow.isOpen() && slow.socket.write("X-Slow: 1\r\n"), 100);
    try {
      expect(await slow.closed).toBeLessThan(HEADERS_MS + SLACK_MS);
    } finally {
      clearInterval(trickle);
    }
  });

  it("closes a connection that never sends a byte", async () => {
    const silent = await openRaw(port);
    expect(await silent.closed).toBeLessThan(REQUEST_MS + SLACK_MS);
  });

  it("closes a connection whose body stalls within the request timeout", async () => {
    const body = await openRaw(
      port,
      "POST /wps/member/info HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
    );
    expect(await body.closed).toBeLessThan(REQUEST_MS + SLACK_MS);
  });

  it("closes an idle keep-alive connection after its answer", async () => {
    const client = await openRaw(port, "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const took = await client.closed;
    expect(parseResponse(client.received()).status).toBe(200);
    // Node keeps a connection 1 s longer than keepAliveTimeout (keepAliveTimeoutBuffer) for slow networks.
    expect(took).toBeLessThan(HEADERS_MS + 1_000 + SLACK_MS);
  });

  it("does not cut an idle authenticated WebSocket, which still gets its events", async () => {
    const member = await memberWithSession(t.db);
    const socket = await readySocket(t.app, member.token);
    try {
      await settle(REQUEST_MS * 2 + 500);
      expect(socket.isOpen()).toBe(true);
      await t.app.realtime.notify(member.id, { type: "withdrawal_paid", orderNo: "W1" });
      expect(await socket.next()).toEqual({ kind: "event", event: { type: "withdrawal_paid", orderNo: "W1" } });
    } finally {
      socket.close();
    }
  });
});

describe("connection cap", () => {
  let capped: TestApp;
  let cappedPort: number;
  beforeAll(async () => {
    capped = await createTestApp({ env: { HTTP_MAX_CONNECTIONS: "3" } });
    cappedPort = await listenLocally(capped.app);
  });
  afterAll(() => capped.close());

  it("refuses connections over HTTP_MAX_CONNECTIONS and accepts again once one closes", async () => {
    const held = await Promise.all([1, 2, 3].map(() => openRaw(cappedPort, "GET /")));
    await settle(100);
    const over = await openRaw(cappedPort, "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await over.closed;
    expect(over.received()).toBe("");
    expect(held.every((s) => s.isOpen())).toBe(true);

    held[0]!.socket.destroy();
    await held[0]!.closed;
    await settle(100);
    const next = await openRaw(cappedPort, "GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    await next.closed;
    expect(parseResponse(next.received()).status).toBe(200);
    for (const s of held) s.socket.destroy();
  });
});
