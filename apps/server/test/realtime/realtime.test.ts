import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS, TRIAL_ACCOUNT_TYPE, type MemberEvent } from "@lotus/contracts";
import { buildApp } from "../../src/app.ts";
import { loadEnv } from "../../src/env.ts";
import { LocalHub } from "../../src/modules/realtime/hub.ts";
import {
  HELLO_TIMEOUT_MS,
  MAX_SOCKETS_PER_MEMBER,
  REALTIME_CLOSE,
  RealtimeSockets,
  type ServerSocket,
} from "../../src/modules/realtime/sockets.ts";
import { createTestApp, type TestApp } from "../app.ts";
import { expectError, get } from "../http.ts";
import { bearer } from "../support/login.ts";
import {
  closedWithin,
  eventually,
  memberWithSession,
  openSocket,
  readySocket,
  settle,
  type TestSocket,
} from "./ws-client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

const deposit: MemberEvent = { type: "deposit_arrived", orderNo: "D202611220001", amount: "50000000" };

async function lastSeen(sessionId: string): Promise<string> {
  const { rows } = await t.db.query<{ at: Date }>("select last_seen_at as at from member_session where id = $1", [
    sessionId,
  ]);
  return rows[0]!.at.toISOString();
}

describe("/ws hello and delivery", () => {
  it("answers hello with ready, then delivers the member's events in order", async () => {
    const m = await memberWithSession(t.db);
    const socket = await readySocket(t.app, m.token);
    await t.app.realtime.notify(m.id, deposit);
    await t.app.realtime.notify(m.id, { type: "balance_changed" });
    expect(await socket.next()).toEqual({ kind: "event", event: deposit });
    expect(await socket.next()).toEqual({ kind: "event", event: { type: "balance_changed" } });
    socket.close();
  });

  it("lets trial accounts listen too (they play with demo money)", async () => {
    const m = await memberWithSession(t.db, { isAgent: TRIAL_ACCOUNT_TYPE });
    const socket = await readySocket(t.app, m.token);
    await t.app.realtime.notify(m.id, { type: "balance_changed" });
    expect(await socket.next()).toEqual({ kind: "event", event: { type: "balance_changed" } });
    socket.close();
  });

  it("never delivers another member's events", async () => {
    const a = await memberWithSession(t.db);
    const b = await memberWithSession(t.db);
    const socketA = await readySocket(t.app, a.token);
    const socketB = await readySocket(t.app, b.token);
    await t.app.realtime.notify(a.id, deposit);
    expect(await socketA.next()).toEqual({ kind: "event", event: deposit });
    await settle();
    expect(socketB.frames).toEqual([{ kind: "ready" }]);
    // B is listening all along: its own event is the next frame it gets.
    await t.app.realtime.notify(b.id, { type: "withdrawal_approved", orderNo: "W1" });
    expect(await socketB.next()).toEqual({ kind: "event", event: { type: "withdrawal_approved", orderNo: "W1" } });
    expect(socketA.frames).toHaveLength(2);
    socketA.close();
    socketB.close();
  });

  it("drops an event that breaks the contract (a float amount) instead of sending it", async () => {
    const m = await memberWithSession(t.db);
    const socket = await readySocket(t.app, m.token);
    await t.app.realtime.notify(m.id, { type: "deposit_arrived", amount: "12.5" } as MemberEvent);
    await t.app.realtime.notify(m.id, { type: "nonsense" } as unknown as MemberEvent);
    await t.app.realtime.notify(m.id, { type: "balance_changed" });
    expect(await socket.next()).toEqual({ kind: "event", event: { type: "balance_changed" } });
    await settle();
    expect(socket.frames).toHaveLength(2);
    socket.close();
  });

  it("ignores frames after ready (a second hello changes nothing)", async () => {
    const a = await memberWithSession(t.db);
    const b = await memberWithSession(t.db);
    const socket = await readySocket(t.app, a.token);
    socket.send({ type: "hello", token: b.token });
    await settle();
    await t.app.realtime.notify(b.id, deposit);
    await t.app.realtime.notify(a.id, { type: "balance_changed" });
    expect(await socket.next()).toEqual({ kind: "event", event: { type: "balance_changed" } });
    expect(socket.frames).toHaveLength(2);
    expect(socket.isOpen()).toBe(true);
    socket.close();
  });

  it("answers a plain GET (no upgrade) with the not_found envelope", async () => {
    expectError(await get(t.app, PATHS.realtime), "not_found");
  });
});

describe("/ws refusals", () => {
  it("closes 4401 with session_expired for an unknown token", async () => {
    const socket = await openSocket(t.app);
    socket.send({ type: "hello", token: "x".repeat(43) });
    expect(await socket.next()).toEqual({ kind: "error", code: "session_expired" });
    expect(await closedWithin(socket, 2_000)).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it("closes 4401 for a session already logged out, and for a disabled member", async () => {
    const m = await memberWithSession(t.db);
    await t.app.inject({ method: "DELETE", url: PATHS.logout, headers: bearer(m.token) });
    const socket = await openSocket(t.app);
    socket.send({ type: "hello", token: m.token });
    expect(await closedWithin(socket, 2_000)).toBe(REALTIME_CLOSE.sessionEnded);

    const d = await memberWithSession(t.db, { status: "disabled" });
    const disabled = await openSocket(t.app);
    disabled.send({ type: "hello", token: d.token });
    expect(await closedWithin(disabled, 2_000)).toBe(REALTIME_CLOSE.sessionEnded);
  });

  const badHellos: { name: string; send: (s: TestSocket) => void }[] = [
    { name: "not JSON", send: (s) => s.sendRaw("hello") },
    { name: "JSON but not an object", send: (s) => s.sendRaw("42") },
    { name: "wrong type", send: (s) => s.send({ type: "subscribe", token: "y".repeat(43) }) },
    { name: "token too short", send: (s) => s.send({ type: "hello", token: "short" }) },
    { name: "token not a string", send: (s) => s.send({ type: "hello", token: 123456789012345 }) },
    { name: "unknown key", send: (s) => s.send({ type: "hello", token: "y".repeat(43), memberId: "1" }) },
    {
      name: "binary frame",
      send: (s) => s.sendRaw(Buffer.from(JSON.stringify({ type: "hello", token: "y".repeat(43) }))),
    },
  ];
  it.each(badHellos)("closes 4400 with validation_failed for a bad hello: $name", async ({ send }) => {
    const socket = await openSocket(t.app);
    send(socket);
    expect(await socket.next()).toEqual({ kind: "error", code: "validation_failed" });
    expect(await closedWithin(socket, 2_000)).toBe(REALTIME_CLOSE.badHello);
  });

  it("closes a socket whose hello frame is over 1 KB (1009), and one that sends a big frame later", async () => {
    const m = await memberWithSession(t.db);
    const early = await openSocket(t.app);
    early.send({ type: "hello", token: m.token, pad: "z".repeat(1100) });
    expect(await closedWithin(early, 2_000)).toBe(1009);
    expect(early.frames).toEqual([]);

    const late = await readySocket(t.app, m.token);
    late.sendRaw("z".repeat(1025));
    expect(await closedWithin(late, 2_000)).toBe(1009);
    // A kilobyte exactly is still accepted (and ignored).
    const exact = await readySocket(t.app, m.token);
    exact.sendRaw("z".repeat(1024));
    await settle();
    expect(exact.isOpen()).toBe(true);
    exact.close();
  });

  it(
    "closes 4408 when no hello comes within 10 s",
    async () => {
      const started = Date.now();
      const socket = await openSocket(t.app);
      await settle(HELLO_TIMEOUT_MS - 1_000);
      expect(socket.isOpen()).toBe(true);
      expect(await closedWithin(socket, 3_000)).toBe(REALTIME_CLOSE.helloTimeout);
      expect(Date.now() - started).toBeGreaterThanOrEqual(HELLO_TIMEOUT_MS - 50);
    },
    HELLO_TIMEOUT_MS + 10_000,
  );
});

describe("/ws session re-check, limits and clean-up", () => {
  it("closes 4401 once the session is revoked (logout), keeping the member's other sessions", async () => {
    const m = await memberWithSession(t.db);
    const other = await memberWithSession(t.db);
    const socket = await readySocket(t.app, m.token);
    const otherSocket = await readySocket(t.app, other.token);
    const seenBefore = await lastSeen(m.sessionId);

    // A live session survives the check, and the check does not count as activity.
    expect(await t.app.realtimeSockets.checkSessions()).toBe(0);
    expect(socket.isOpen()).toBe(true);
    expect(await lastSeen(m.sessionId)).toBe(seenBefore);

    const logout = await t.app.inject({ method: "DELETE", url: PATHS.logout, headers: bearer(m.token) });
    expect(logout.statusCode).toBe(200);
    expect(await t.app.realtimeSockets.checkSessions()).toBe(1);
    expect(await socket.next()).toEqual({ kind: "error", code: "session_expired" });
    expect(await closedWithin(socket, 2_000)).toBe(REALTIME_CLOSE.sessionEnded);
    expect(otherSocket.isOpen()).toBe(true);

    // Nothing reaches the closed socket any more; the other one still listens.
    await t.app.realtime.notify(m.id, deposit);
    await t.app.realtime.notify(other.id, { type: "balance_changed" });
    expect(await otherSocket.next()).toEqual({ kind: "event", event: { type: "balance_changed" } });
    expect(socket.frames).toHaveLength(2);
    otherSocket.close();
  });

  it("closes 4401 when the member is disabled or the session idles out", async () => {
    const m = await memberWithSession(t.db);
    const idle = await memberWithSession(t.db);
    const socket = await readySocket(t.app, m.token);
    const idleSocket = await readySocket(t.app, idle.token);
    await t.db.query("update member set status = 'disabled' where id = $1", [m.id]);
    await t.db.query("update member_session set last_seen_at = now() - interval '2 hours' where id = $1", [
      idle.sessionId,
    ]);
    expect(await t.app.realtimeSockets.checkSessions()).toBe(2);
    expect(await closedWithin(socket, 2_000)).toBe(REALTIME_CLOSE.sessionEnded);
    expect(await closedWithin(idleSocket, 2_000)).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it(`keeps at most ${MAX_SOCKETS_PER_MEMBER} sockets per member, closing the oldest (4409)`, async () => {
    const m = await memberWithSession(t.db);
    const sockets: TestSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_MEMBER; i++) sockets.push(await readySocket(t.app, m.token));
    await settle();
    expect(sockets.every((s) => s.isOpen())).toBe(true);
    const newest = await readySocket(t.app, m.token);
    expect(await closedWithin(sockets[0]!, 2_000)).toBe(REALTIME_CLOSE.replaced);
    await t.app.realtime.notify(m.id, { type: "balance_changed" });
    for (const s of [...sockets.slice(1), newest]) {
      expect(await s.next()).toEqual({ kind: "event", event: { type: "balance_changed" } });
    }
    expect(sockets[0]!.frames).toEqual([{ kind: "ready" }]);
    for (const s of [...sockets.slice(1), newest]) s.close();
  });

  it("forgets a socket and its subscription when the client goes away", async () => {
    await eventually(() => t.app.realtimeSockets.counts.all === 0);
    const hub = t.app.realtime as LocalHub;
    expect(hub.size).toBe(0);
    const m = await memberWithSession(t.db);
    const socket = await readySocket(t.app, m.token);
    expect(t.app.realtimeSockets.counts).toEqual({ all: 1, open: 1 });
    expect(hub.size).toBe(1);
    socket.close();
    await eventually(() => t.app.realtimeSockets.counts.all === 0 && hub.size === 0);
  });

  it("keeps answering sockets through heartbeats", async () => {
    const m = await memberWithSession(t.db);
    const socket = await readySocket(t.app, m.token);
    for (let i = 0; i < 3; i++) {
      t.app.realtimeSockets.heartbeat();
      await settle(50);
    }
    expect(socket.isOpen()).toBe(true);
    await t.app.realtime.notify(m.id, { type: "balance_changed" });
    expect(await socket.next()).toEqual({ kind: "event", event: { type: "balance_changed" } });
    socket.close();
  });

  it("drops a socket that does not answer the previous ping", () => {
    const calls: string[] = [];
    const fake: ServerSocket = {
      readyState: 1,
      bufferedAmount: 0,
      send: () => calls.push("send"),
      close: () => calls.push("close"),
      terminate: () => calls.push("terminate"),
      ping: () => calls.push("ping"),
      on: () => undefined,
    };
    const sockets = new RealtimeSockets({ db: t.db, hub: new LocalHub(), log: t.app.log });
    sockets.accept(fake);
    sockets.heartbeat();
    expect(calls).toEqual(["ping"]);
    expect(sockets.counts.all).toBe(1);
    sockets.heartbeat();
    expect(calls).toEqual(["ping", "terminate"]);
    expect(sockets.counts.all).toBe(0);
    sockets.close();
  });

  it("closes open sockets with 1001 when the app closes", async () => {
    const second = await buildApp({
      env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST_DIR: "/nonexistent", JOBS: "false" }),
      db: t.db,
    });
    await second.listen({ port: 0, host: "127.0.0.1" });
    const m = await memberWithSession(t.db);
    const socket = await readySocket(second, m.token);
    const started = Date.now();
    await second.close();
    expect(await closedWithin(socket, 2_000)).toBe(REALTIME_CLOSE.goingAway);
    expect(Date.now() - started).toBeLessThan(3_000);
    // The shared pool is the test file's; the second app must not have ended it.
    expect((await t.db.query("select 1 as one")).rows[0]).toEqual({ one: 1 });
  });
});
