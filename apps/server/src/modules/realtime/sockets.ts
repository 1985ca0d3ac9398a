import type { FastifyBaseLogger } from "fastify";
import {
  chatClientFrameSchema,
  wsHelloSchema,
  type ChatEvent,
  type ErrorCode,
  type Language,
  type MemberEvent,
  type WsServerFrame,
} from "@lotus/contracts";
import type { Db } from "../../db/pool.ts";
import { findSession, liveSessionIds } from "../account/index.ts";
import type { RealtimeHub } from "./hub.ts";

/**
 * The member sockets of `/ws` (architecture.md §6): one per logged-in tab. The browser cannot set
 * headers on a WebSocket, so the first client frame carries the session token:
 *
 *   client → {"type":"hello","token":"…"}          (within HELLO_TIMEOUT_MS, else closed 4408)
 *   server → {"kind":"ready"}                      (bad token: {"kind":"error","code":"session_expired"}, 4401)
 *   server → {"kind":"event","event":{…}}          (every signal of that member, nothing else)
 *
 * After `ready` the client may join one chat room (issue 16; see chat-rules.ts in the contracts):
 *
 *   client → {"type":"join","room":"lobby"} | {"type":"leave"}
 *   server → {"kind":"chat","room":"lobby","event":{"type":"joined","permission":{…}}}, then the room's events
 *            (refused: {"kind":"error","code":"chat_room_not_found"} and the socket stays open)
 *
 * A new join replaces the socket's room; a malformed join or leave answers validation_failed. Other frames are ignored; more than MAX_CLIENT_FRAMES_PER_MINUTE
 * frames close the socket (1008), and a frame over MAX_CLIENT_FRAME_BYTES closes it too (1009,
 * enforced by `ws` itself). Every PING_MS dead
 * sockets (no pong since the last ping) are dropped; every SESSION_CHECK_MS the sessions are
 * checked again in one query and the sockets of revoked, idle or expired sessions are closed
 * with 4401 (logout, password change, account disable). That check does not touch the session's
 * last-seen time: an open tab alone does not keep an idle session alive.
 */
export const REALTIME_CLOSE = {
  /** The first frame was not a valid hello. */
  badHello: 4400,
  /** No session, or it ended (revoked, idle, expired, member disabled). Do not retry with that token. */
  sessionEnded: 4401,
  /** No hello within HELLO_TIMEOUT_MS. */
  helloTimeout: 4408,
  /** The member opened more than MAX_SOCKETS_PER_MEMBER sockets; this, the oldest, made room. */
  replaced: 4409,
  /** The client sent more frames than MAX_CLIENT_FRAMES_PER_MINUTE. */
  tooManyFrames: 1008,
  /** The server is shutting down; reconnect (to another process). */
  goingAway: 1001,
} as const;

export const HELLO_TIMEOUT_MS = 10_000;
export const PING_MS = 25_000;
export const SESSION_CHECK_MS = 60_000;
export const MAX_SOCKETS_PER_MEMBER = 10;
export const MAX_CLIENT_FRAME_BYTES = 1024;
/** Join / leave frames a client may send per minute (a tab switching rooms sends a few). */
export const MAX_CLIENT_FRAMES_PER_MINUTE = 60;

/**
 * Decides a join (the chat module provides it): the "joined" event with the member's permission,
 * or a catalogue code when the room cannot be joined.
 */
export type RoomGate = (memberId: bigint, room: string, language: Language) => Promise<ChatEvent | { code: ErrorCode }>;
/** A client that reads nothing while this much is queued for it is dropped. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** The part of a `ws` server socket used here (the `ws` package ships no types in this repo). */
export interface ServerSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  send(data: Buffer, options: { binary: false }): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: "message", listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
  on(event: "close" | "pong", listener: () => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
}

const OPEN = 1;

type Connection = {
  socket: ServerSocket;
  state: "hello" | "checking" | "open" | "closed";
  alive: boolean;
  helloTimer?: NodeJS.Timeout;
  memberKey?: string;
  sessionId?: string;
  memberId?: bigint;
  unsubscribe?: () => void;
  /** The chat room joined (or being joined) and its unsubscribe function. */
  room?: string;
  leaveRoom?: () => void;
  frameCount: number;
  frameWindowStart: number;
};

type Log = Pick<FastifyBaseLogger, "debug" | "warn" | "error">;

const frame = (value: WsServerFrame) => JSON.stringify(value);
const READY = frame({ kind: "ready" });

export class RealtimeSockets {
  private readonly connections = new Set<Connection>();
  /** The open (authenticated) connections of each member, oldest first. */
  private readonly byMember = new Map<string, Connection[]>();
  private timers: NodeJS.Timeout[] = [];
  private checking = false;
  private roomGate: RoomGate | null = null;
  private lastRoomFrame: string | null = null;
  private lastRoomBytes: Buffer | null = null;

  constructor(
    private readonly deps: { db: Db; hub: RealtimeHub; log: Log },
    private readonly limits = { helloTimeoutMs: HELLO_TIMEOUT_MS, maxPerMember: MAX_SOCKETS_PER_MEMBER },
  ) {}

  /** Sockets of this process: all, and those past the hello (tests, health). */
  get counts(): { all: number; open: number } {
    let open = 0;
    for (const c of this.connections) if (c.state === "open") open++;
    return { all: this.connections.size, open };
  }

  /** The chat module's decision on joins (until it is set, joins answer not_found). */
  setRoomGate(gate: RoomGate): void {
    this.roomGate = gate;
  }

  /** Takes over a freshly upgraded socket. */
  accept(socket: ServerSocket): void {
    const connection: Connection = { socket, state: "hello", alive: true, frameCount: 0, frameWindowStart: Date.now() };
    this.connections.add(connection);
    connection.helloTimer = setTimeout(
      () => this.end(connection, REALTIME_CLOSE.helloTimeout),
      this.limits.helloTimeoutMs,
    );
    socket.on("pong", () => (connection.alive = true));
    socket.on("error", (error) => this.deps.log.debug({ err: error }, "realtime: socket error"));
    socket.on("close", () => this.forget(connection));
    socket.on("message", (data, isBinary) => {
      if (connection.state === "open") return this.clientFrame(connection, isBinary ? null : text(data));
      if (connection.state !== "hello") return;
      connection.state = "checking";
      void this.hello(connection, isBinary ? null : text(data)).catch((error: unknown) => {
        this.deps.log.error({ err: error }, "realtime: hello failed");
        this.end(connection, 1011);
      });
    });
  }

  private async hello(connection: Connection, raw: string | null): Promise<void> {
    clearTimeout(connection.helloTimer);
    let token: string | null = null;
    if (raw !== null) {
      try {
        const parsed = wsHelloSchema.safeParse(JSON.parse(raw));
        if (parsed.success) token = parsed.data.token;
      } catch {
        // not JSON
      }
    }
    if (token === null) {
      this.send(connection, frame({ kind: "error", code: "validation_failed" }));
      return this.end(connection, REALTIME_CLOSE.badHello);
    }
    const session = await findSession(this.deps.db, token);
    if (connection.state !== "checking") return; // closed while we looked
    if (!session) {
      this.send(connection, frame({ kind: "error", code: "session_expired" }));
      return this.end(connection, REALTIME_CLOSE.sessionEnded);
    }
    const memberKey = session.memberId.toString();
    connection.state = "open";
    connection.memberKey = memberKey;
    connection.sessionId = session.id;
    connection.memberId = session.memberId;
    connection.unsubscribe = this.deps.hub.subscribe(session.memberId, (event) => this.event(connection, event));
    const list = this.byMember.get(memberKey) ?? [];
    list.push(connection);
    this.byMember.set(memberKey, list);
    this.send(connection, READY);
    while (list.length > this.limits.maxPerMember) this.end(list[0]!, REALTIME_CLOSE.replaced);
  }

  /** A frame after `ready`: join or leave a chat room; anything else is ignored. */
  private clientFrame(connection: Connection, raw: string | null): void {
    const now = Date.now();
    if (now - connection.frameWindowStart > 60_000) {
      connection.frameWindowStart = now;
      connection.frameCount = 0;
    }
    if (++connection.frameCount > MAX_CLIENT_FRAMES_PER_MINUTE)
      return this.end(connection, REALTIME_CLOSE.tooManyFrames);
    if (raw === null) return;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return;
    }
    const type = (data as { type?: unknown } | null)?.type;
    if (type !== "join" && type !== "leave") return; // e.g. a second hello: nothing to say to it
    const parsed = chatClientFrameSchema.safeParse(data);
    if (!parsed.success) return this.send(connection, frame({ kind: "error", code: "validation_failed" }));
    this.leaveRoom(connection);
    if (parsed.data.type === "leave") return;
    const room = parsed.data.room;
    connection.room = room;
    const gate = this.roomGate;
    if (!gate) return this.send(connection, frame({ kind: "error", code: "not_found" }));
    gate(connection.memberId!, room, parsed.data.language ?? "vi").then(
      (answer) => {
        if (connection.state !== "open" || connection.room !== room || connection.leaveRoom) return;
        if ("code" in answer) {
          connection.room = undefined;
          return this.send(connection, frame({ kind: "error", code: answer.code }));
        }
        // Listening first: nothing published between the answer and the history read is lost.
        connection.leaveRoom = this.deps.hub.subscribeRoom(room, (data, memberId) => {
          if (memberId !== null && memberId !== connection.memberKey) return;
          this.sendRoom(connection, data);
        });
        this.send(connection, frame({ kind: "chat", room, event: answer }));
      },
      (error: unknown) => {
        this.deps.log.error({ err: error }, "realtime: room join failed");
        if (connection.room === room) connection.room = undefined;
        this.send(connection, frame({ kind: "error", code: "system_error" }));
      },
    );
  }

  private leaveRoom(connection: Connection): void {
    connection.leaveRoom?.();
    connection.leaveRoom = undefined;
    connection.room = undefined;
  }

  /**
   * A room frame goes to many sockets at once: it is encoded to UTF-8 once (the last frame's bytes are
   * kept) and each socket is handed the same bytes as a text frame.
   */
  private sendRoom(connection: Connection, data: string): void {
    if (connection.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.deps.log.warn("realtime: dropping a socket that does not read");
      connection.socket.terminate();
      this.forget(connection);
      return;
    }
    if (data !== this.lastRoomFrame) {
      this.lastRoomFrame = data;
      this.lastRoomBytes = Buffer.from(data, "utf8");
    }
    if (connection.socket.readyState !== OPEN) return;
    try {
      connection.socket.send(this.lastRoomBytes!, { binary: false });
    } catch (error) {
      this.deps.log.debug({ err: error }, "realtime: send failed");
    }
  }

  /** Sockets of this process that joined `room` (tests, bench). */
  roomCount(room: string): number {
    let n = 0;
    for (const c of this.connections) if (c.room === room && c.leaveRoom) n++;
    return n;
  }

  private event(connection: Connection, event: MemberEvent): void {
    if (connection.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.deps.log.warn("realtime: dropping a socket that does not read");
      connection.socket.terminate();
      this.forget(connection);
      return;
    }
    this.send(connection, frame({ kind: "event", event }));
  }

  private send(connection: Connection, data: string): void {
    if (connection.socket.readyState !== OPEN) return;
    try {
      connection.socket.send(data);
    } catch (error) {
      this.deps.log.debug({ err: error }, "realtime: send failed");
    }
  }

  /** Closes with `code` and forgets the connection at once (the close handshake may take a while). */
  private end(connection: Connection, code: number): void {
    this.forget(connection);
    try {
      connection.socket.close(code);
    } catch {
      connection.socket.terminate();
    }
  }

  private forget(connection: Connection): void {
    if (connection.state === "closed") return;
    connection.state = "closed";
    clearTimeout(connection.helloTimer);
    connection.unsubscribe?.();
    this.leaveRoom(connection);
    this.connections.delete(connection);
    if (connection.memberKey) {
      const list = this.byMember.get(connection.memberKey);
      const at = list?.indexOf(connection) ?? -1;
      if (list && at >= 0) list.splice(at, 1);
      if (list?.length === 0) this.byMember.delete(connection.memberKey);
    }
  }

  /** Drops sockets that did not answer the previous ping, pings the others. */
  heartbeat(): void {
    for (const connection of [...this.connections]) {
      if (!connection.alive) {
        connection.socket.terminate();
        this.forget(connection);
        continue;
      }
      connection.alive = false;
      try {
        connection.socket.ping();
      } catch {
        // closing already
      }
    }
  }

  /** Closes (4401) the sockets whose session is no longer live; returns how many. */
  async checkSessions(): Promise<number> {
    if (this.checking) return 0;
    this.checking = true;
    try {
      const open = [...this.connections].filter((c) => c.state === "open" && c.sessionId);
      let closed = 0;
      for (let i = 0; i < open.length; i += 1000) {
        const batch = open.slice(i, i + 1000);
        const ids = [...new Set(batch.map((c) => c.sessionId!))];
        const live = await liveSessionIds(this.deps.db, ids);
        for (const connection of batch) {
          if (connection.state !== "open" || live.has(connection.sessionId!)) continue;
          this.send(connection, frame({ kind: "error", code: "session_expired" }));
          this.end(connection, REALTIME_CLOSE.sessionEnded);
          closed++;
        }
      }
      return closed;
    } finally {
      this.checking = false;
    }
  }

  start(): void {
    if (this.timers.length > 0) return;
    const heartbeat = setInterval(() => this.heartbeat(), PING_MS);
    const sessions = setInterval(() => {
      this.checkSessions().catch((error: unknown) =>
        this.deps.log.warn({ err: error }, "realtime: session check failed"),
      );
    }, SESSION_CHECK_MS);
    heartbeat.unref();
    sessions.unref();
    this.timers = [heartbeat, sessions];
  }

  /** Stops the timers and closes every socket (1001: clients reconnect, e.g. to another process). */
  close(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    for (const connection of [...this.connections]) this.end(connection, REALTIME_CLOSE.goingAway);
  }
}

function text(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString("utf8");
  return data.toString("utf8");
}
