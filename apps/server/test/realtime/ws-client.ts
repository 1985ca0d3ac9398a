import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { PATHS, wsServerFrameSchema, type WsServerFrame } from "@lotus/contracts";
import type { DbClient } from "../../src/db/pool.ts";
import { createSession } from "../../src/modules/account/index.ts";
import { createMember, type CreatedMember, type NewMember } from "../support/members.ts";

/**
 * A member socket for tests: a real WebSocket client over loopback TCP (the `ws` package that
 * @fastify/websocket itself uses; Node 20 has no global WebSocket). `injectWS` was tried first,
 * but its in-memory stream never carries the client's pong and close frames back to the server.
 * Every server frame is checked against the contract schema.
 */

/** The part of a `ws` client used here (the `ws` package ships no types in this repo). */
interface ClientSocket {
  readonly bufferedAmount: number;
  readyState: number;
  send(data: string | Buffer): void;
  close(code?: number): void;
  on(event: "message", listener: (data: Buffer) => void): void;
  on(event: "close", listener: (code: number) => void): void;
  on(event: "error", listener: (error: Error) => void): void;
  on(event: "open", listener: () => void): void;
}

export type TestSocket = {
  /** Every frame received so far. */
  frames: WsServerFrame[];
  /** The next frame not yet taken (waits at most `ms`). */
  next(ms?: number): Promise<WsServerFrame>;
  /** Resolves with the close code once the server closes the socket. */
  closed: Promise<number>;
  /** True while no close has been seen. */
  isOpen(): boolean;
  send(data: unknown): void;
  sendRaw(data: string | Buffer): void;
  close(): void;
};

type ClientConstructor = new (url: string) => ClientSocket;
const requireFromPlugin = createRequire(createRequire(import.meta.url).resolve("@fastify/websocket"));
const WebSocketClient = requireFromPlugin("ws") as ClientConstructor;

/** The ws:// address of a listening app (call `app.listen({ port: 0, host: "127.0.0.1" })` first). */
export function socketUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error("the app is not listening");
  return `ws://127.0.0.1:${address.port}${PATHS.realtime}`;
}

export async function openSocket(app: FastifyInstance): Promise<TestSocket> {
  const ws = new WebSocketClient(socketUrl(app));
  await new Promise<void>((resolve, reject) => {
    ws.on("open", () => resolve());
    ws.on("error", reject);
  });
  const frames: WsServerFrame[] = [];
  let taken = 0;
  const waiters: (() => void)[] = [];
  let open = true;
  let resolveClosed!: (code: number) => void;
  const closed = new Promise<number>((resolve) => (resolveClosed = resolve));
  ws.on("message", (data) => {
    frames.push(wsServerFrameSchema.parse(JSON.parse(data.toString("utf8"))));
    for (const wake of waiters.splice(0)) wake();
  });
  ws.on("close", (code) => {
    open = false;
    resolveClosed(code);
    for (const wake of waiters.splice(0)) wake();
  });
  ws.on("error", () => {});
  return {
    frames,
    closed,
    isOpen: () => open,
    async next(ms = 5_000) {
      const deadline = Date.now() + ms;
      while (taken >= frames.length) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no frame within ${ms} ms (received ${JSON.stringify(frames)})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return frames[taken++]!;
    },
    send: (data) => ws.send(JSON.stringify(data)),
    sendRaw: (data) => ws.send(data),
    close: () => ws.close(),
  };
}

/** Resolves with the close code, or rejects when the socket is still open after `ms`. */
export function closedWithin(socket: TestSocket, ms: number): Promise<number> {
  return Promise.race([
    socket.closed,
    new Promise<number>((_, reject) => setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms)),
  ]);
}

/** Opens a socket and says hello; returns it after the `ready` frame. */
export async function readySocket(app: FastifyInstance, token: string): Promise<TestSocket> {
  const socket = await openSocket(app);
  socket.send({ type: "hello", token });
  const first = await socket.next();
  if (first.kind !== "ready") throw new Error(`expected ready, got ${JSON.stringify(first)}`);
  return socket;
}

export type SessionMember = CreatedMember & { token: string; sessionId: string };

/** A member with a live session written straight to the database (these tests are not about login). */
export async function memberWithSession(db: DbClient, input: NewMember = {}): Promise<SessionMember> {
  const member = await createMember(db, input);
  const session = await createSession(db, {
    memberId: member.id,
    method: "username",
    ip: "127.0.0.1",
    userAgent: "vitest",
  });
  return { ...member, token: session.token, sessionId: session.id };
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Lets in-flight frames arrive before asserting that nothing (more) came. */
export const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));
