import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { CHAT_CONSOLE_PATHS, CHAT_PATHS, type ChatMessage, type WsServerFrame } from "@lotus/contracts";
import { buildApp } from "../../src/app.ts";
import { loadEnv } from "../../src/env.ts";
import { createTestDatabase } from "../database.ts";
import { expectError, okValue } from "../http.ts";
import { ADMIN, bearer, operatorToken } from "../console/console-support.ts";
import { loggedInMember, sessionFor, type LoggedInMember } from "../support/factories.ts";
import { readySocket, settle, type TestSocket } from "../realtime/ws-client.ts";

/*
 * The chat room across two server processes (two apps, one database, one Redis): a message posted
 * on one reaches the room's sockets on both exactly once, a deletion disappears on both, and a
 * member muted through one process is refused when posting through the other (the mute lives in
 * the database, not in a socket). Runs with TEST_REDIS_URL in the `server-redis` project.
 */
const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) throw new Error("chat.redis.test.ts needs TEST_REDIS_URL (e.g. redis://127.0.0.1:6379)");

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: FastifyInstance;
let b: FastifyInstance;
const sockets: TestSocket[] = [];

async function serverApp(): Promise<FastifyInstance> {
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: "/nonexistent",
      JOBS: "false",
      REDIS_URL: REDIS_URL!,
    }),
    db: database.db,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  [a, b] = await Promise.all([serverApp(), serverApp()]);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all([a?.close(), b?.close()]);
  await database?.drop();
});

async function joined(app: FastifyInstance, token: string, room = "lobby"): Promise<TestSocket> {
  const socket = await readySocket(app, token);
  sockets.push(socket);
  socket.send({ type: "join", room });
  const frame = await socket.next();
  expect(frame.kind === "chat" && frame.event.type).toBe("joined");
  return socket;
}

function post(app: FastifyInstance, member: Pick<LoggedInMember, "headers">, text: string, room = "lobby") {
  return app.inject({
    method: "POST",
    url: CHAT_PATHS.messages.replace(":room", room),
    headers: member.headers,
    payload: { requestId: randomBytes(12).toString("hex"), text },
  });
}

const chatFrames = (socket: TestSocket) =>
  socket.frames.filter(
    (f): f is Extract<WsServerFrame, { kind: "chat" }> => f.kind === "chat" && f.event.type !== "joined",
  );

describe("chat room across two processes through Redis", () => {
  it("delivers a post on A to the room's sockets on A and B, once each", async () => {
    const writer = await loggedInMember(database.db);
    const reader = await loggedInMember(database.db);
    const onA = await joined(a, reader.token);
    const onB = await joined(b, reader.token);
    const posted = okValue<ChatMessage>(await post(a, writer, "xin chào hai máy chủ"));
    expect(await onB.next()).toEqual({ kind: "chat", room: "lobby", event: { type: "message", message: posted } });
    expect(await onA.next()).toEqual({ kind: "chat", room: "lobby", event: { type: "message", message: posted } });
    await settle(200);
    expect(chatFrames(onA)).toHaveLength(1);
    expect(chatFrames(onB)).toHaveLength(1);
  });

  it("a member muted on B cannot post through A (another session), and a deletion on B disappears on A", async () => {
    const member = await loggedInMember(database.db);
    const watcher = await loggedInMember(database.db);
    const memberOnA = await joined(a, member.token);
    const watcherOnA = await joined(a, watcher.token);
    const posted = okValue<ChatMessage>(await post(a, member, "tin sắp bị xoá"));
    expect((await watcherOnA.next()).kind).toBe("chat");

    const admin = bearer(await operatorToken(b, database.db, ADMIN));
    okValue(
      await b.inject({
        method: "POST",
        url: CHAT_CONSOLE_PATHS.mutes,
        headers: admin,
        payload: { account: member.account, minutes: 10, reason: "spam" },
      }),
    );
    // The member's socket on A hears it (message, then refresh).
    await memberOnA.next();
    expect(await memberOnA.next()).toEqual({ kind: "chat", room: "lobby", event: { type: "refresh" } });
    const second = await sessionFor(database.db, member.id, { userAgent: "another tab" });
    expectError(await post(a, second, "vẫn nói được chứ?"), "chat_muted");
    expectError(await post(b, member, "còn máy này thì sao?"), "chat_muted");

    okValue(
      await b.inject({ method: "DELETE", url: CHAT_CONSOLE_PATHS.message.replace(":id", posted.id), headers: admin }),
    );
    expect(await watcherOnA.next()).toEqual({ kind: "chat", room: "lobby", event: { type: "deleted", id: posted.id } });
  });
});
