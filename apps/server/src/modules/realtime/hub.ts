import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";
import { chatEventSchema, memberEventSchema, type ChatEvent, type MemberEvent } from "@lotus/contracts";

/**
 * Member signals (architecture.md §6): after a commit that changes a member's money the service
 * calls `notify`; every open socket of that member receives the event and refetches through the
 * normal calls. `LocalHub` delivers in this process (embedded mode); `RedisHub` (REDIS_URL set)
 * fans out through one Redis channel to every server process, each delivering to its own sockets.
 */
export type MemberListener = (event: MemberEvent) => void;
/**
 * A room listener (chat, issue 16) gets the frame ready to send (serialised once per process, not
 * once per socket) and the member it is for (null: everybody in the room).
 */
export type RoomListener = (frame: string, memberId: string | null) => void;

export interface RealtimeHub {
  /** Signals a member's open tabs (never throws: a lost signal only delays a refetch). */
  notify(memberId: bigint, event: MemberEvent): Promise<void>;
  /** Listens for one member's events; returns the unsubscribe function. */
  subscribe(memberId: bigint, listener: MemberListener): () => void;
  /**
   * Sends a chat event to every socket that joined `room`, on every process (only to `memberId`'s
   * sockets there when given). Never throws, like `notify`.
   */
  publishRoom(room: string, event: ChatEvent, memberId?: bigint): Promise<void>;
  /** Listens for one room's events; returns the unsubscribe function. */
  subscribeRoom(room: string, listener: RoomListener): () => void;
  close(): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

/**
 * The event as the contract allows it (unknown keys dropped), or null with an error logged: a
 * malformed signal is a bug in the caller and must never reach a browser.
 */
function checkedEvent(log: Log | undefined, event: MemberEvent): MemberEvent | null {
  const parsed = memberEventSchema.safeParse(event);
  if (parsed.success) return parsed.data;
  log?.error({ issues: parsed.error.issues }, "realtime: member event does not match its schema; dropped");
  return null;
}

function checkedRoomEvent(log: Log | undefined, event: ChatEvent): ChatEvent | null {
  const parsed = chatEventSchema.safeParse(event);
  if (parsed.success) return parsed.data;
  log?.error({ issues: parsed.error.issues }, "realtime: chat event does not match its schema; dropped");
  return null;
}

/** The `/ws` frame of a room event. */
export const roomFrame = (room: string, event: ChatEvent) => JSON.stringify({ kind: "chat", room, event });

/** Delivers to the listeners of this process. */
export class LocalHub implements RealtimeHub {
  private readonly listeners = new Map<string, Set<MemberListener>>();
  private readonly rooms = new Map<string, Set<RoomListener>>();

  constructor(private readonly log?: Log) {}

  async notify(memberId: bigint, event: MemberEvent): Promise<void> {
    const checked = checkedEvent(this.log, event);
    if (checked) this.deliver(memberId.toString(), checked);
  }

  /** Delivers an event that arrived from elsewhere (the Redis fan-out) to this process's sockets. */
  deliver(memberId: string, event: MemberEvent): void {
    for (const listener of this.listeners.get(memberId) ?? []) {
      try {
        listener(event);
      } catch {
        // One broken socket must not stop the others.
      }
    }
  }

  /** Delivers `event` to every listener of this process (the catch-up after a fan-out outage). */
  deliverToAll(event: MemberEvent): void {
    for (const memberId of [...this.listeners.keys()]) this.deliver(memberId, event);
  }

  subscribe(memberId: bigint, listener: MemberListener): () => void {
    const key = memberId.toString();
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  async publishRoom(room: string, event: ChatEvent, memberId?: bigint): Promise<void> {
    const checked = checkedRoomEvent(this.log, event);
    if (checked) this.deliverRoom(room, roomFrame(room, checked), memberId?.toString() ?? null);
  }

  /** Hands a room frame (from this process or the Redis fan-out) to this process's room listeners. */
  deliverRoom(room: string, frame: string, memberId: string | null): void {
    for (const listener of this.rooms.get(room) ?? []) {
      try {
        listener(frame, memberId);
      } catch {
        // One broken socket must not stop the others.
      }
    }
  }

  subscribeRoom(room: string, listener: RoomListener): () => void {
    let set = this.rooms.get(room);
    if (!set) this.rooms.set(room, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.rooms.delete(room);
    };
  }

  /** Sockets listening to `room` in this process (tests, bench). */
  roomSize(room: string): number {
    return this.rooms.get(room)?.size ?? 0;
  }

  /** Open subscriptions (tests, health). */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.rooms.clear();
  }
}

/** The one Redis channel every server process publishes member events to and listens on. */
export const REALTIME_CHANNEL = "lotus:realtime:member-events";

/** The Redis channel of the chat rooms' events (issue 16): one for all rooms, each process filters. */
export const ROOM_CHANNEL = "lotus:realtime:room-events";

type Envelope = { memberId: string; event: MemberEvent };
type RoomEnvelope = { room: string; memberId: string | null; event: ChatEvent };

function parseRoomEnvelope(message: string): RoomEnvelope | null {
  try {
    const raw = JSON.parse(message) as { room?: unknown; memberId?: unknown; event?: unknown };
    if (typeof raw.room !== "string" || !/^[a-z0-9-]{1,32}$/.test(raw.room)) return null;
    if (raw.memberId !== null && (typeof raw.memberId !== "string" || !/^\d{1,19}$/.test(raw.memberId))) return null;
    const event = chatEventSchema.safeParse(raw.event);
    return event.success ? { room: raw.room, memberId: raw.memberId, event: event.data } : null;
  } catch {
    return null;
  }
}

function parseEnvelope(message: string): Envelope | null {
  try {
    const raw = JSON.parse(message) as { memberId?: unknown; event?: unknown };
    if (typeof raw.memberId !== "string" || !/^\d{1,19}$/.test(raw.memberId)) return null;
    const event = memberEventSchema.safeParse(raw.event);
    return event.success ? { memberId: raw.memberId, event: event.data } : null;
  } catch {
    return null;
  }
}

/**
 * The scale-out fan-out (architecture.md §2). Two connections per process: a publisher, and a
 * subscriber on REALTIME_CHANNEL that hands each message to this process's `LocalHub`. A process
 * receives its own publications too, so delivery always goes through Redis while it is up.
 *
 * Failure behaviour (also in docs): a signal is a hint to refetch, never the money itself.
 * - Publisher not connected or PUBLISH fails: the event is logged and delivered to this process's
 *   own sockets, so a single-process deployment with a dead Redis keeps working; members connected
 *   to other processes miss it until their next refetch (reconnect, tab visible again, any action).
 * - Subscriber down: this process's sockets receive nothing from Redis. ioredis reconnects with
 *   backoff; once subscribed again every local socket gets a `balance_changed` so its tab refetches
 *   and catches up with whatever it missed (toasts for the missed events are not replayed).
 * - Redis down at start: the server starts anyway (logged) and the connections keep retrying.
 * Errors are logged once per outage, not once per retry.
 */
export class RedisHub implements RealtimeHub {
  readonly local: LocalHub;
  /** CLIENT SETNAME of the two connections (CLIENT LIST shows which process holds which). */
  readonly connectionNames: { publisher: string; subscriber: string };
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private subscribedOnce = false;
  private subscriberDown = false;
  private publisherDown = false;
  private closed = false;
  private firstSubscription: Promise<void>;

  constructor(
    url: string,
    private readonly log: Log,
    private readonly channel: string = REALTIME_CHANNEL,
    private readonly roomChannel: string = ROOM_CHANNEL,
  ) {
    this.local = new LocalHub(log);
    const common = {
      // A member signal that cannot go out now is not worth queueing: fail fast, fall back.
      maxRetriesPerRequest: 1,
      retryStrategy: (times: number) => Math.min(200 * 2 ** Math.min(times, 5), 5_000),
    };
    const id = `${process.pid}-${randomBytes(3).toString("hex")}`;
    this.connectionNames = { publisher: `lotus-realtime-pub-${id}`, subscriber: `lotus-realtime-sub-${id}` };
    this.publisher = new Redis(url, {
      ...common,
      connectionName: this.connectionNames.publisher,
      enableOfflineQueue: false,
      commandTimeout: 2_000,
    });
    // The subscriber resubscribes itself on every (re)connect, so it knows when it is live again.
    this.subscriber = new Redis(url, {
      ...common,
      connectionName: this.connectionNames.subscriber,
      autoResubscribe: false,
    });

    this.publisher.on("error", (error: Error) => {
      if (this.publisherDown || this.closed) return;
      this.publisherDown = true;
      this.log.warn({ err: error }, "realtime: Redis publisher unavailable; signals go to this process only");
    });
    this.publisher.on("ready", () => {
      if (this.publisherDown) this.log.info("realtime: Redis publisher connected again");
      this.publisherDown = false;
    });

    this.subscriber.on("error", (error: Error) => {
      if (this.subscriberDown || this.closed) return;
      this.subscriberDown = true;
      this.log.warn({ err: error }, "realtime: Redis subscriber unavailable; waiting to reconnect");
    });
    this.subscriber.on("close", () => {
      if (this.subscribedOnce && !this.closed) this.subscriberDown = true;
    });
    this.subscriber.on("message", (channel: string, message: string) => {
      if (channel === this.roomChannel) {
        const room = parseRoomEnvelope(message);
        if (room) this.local.deliverRoom(room.room, roomFrame(room.room, room.event), room.memberId);
        else this.log.warn("realtime: ignored a malformed message on the Redis room channel");
        return;
      }
      if (channel !== this.channel) return;
      const envelope = parseEnvelope(message);
      if (envelope) this.local.deliver(envelope.memberId, envelope.event);
      else this.log.warn("realtime: ignored a malformed message on the Redis channel");
    });
    let resolveFirst!: () => void;
    this.firstSubscription = new Promise((resolve) => (resolveFirst = resolve));
    this.subscriber.on("ready", () => {
      this.subscriber.subscribe(this.channel, this.roomChannel).then(
        () => {
          const reconnected = this.subscribedOnce && this.subscriberDown;
          this.subscribedOnce = true;
          this.subscriberDown = false;
          resolveFirst();
          if (reconnected) {
            this.log.info("realtime: Redis subscriber connected again; local tabs refetch");
            this.local.deliverToAll({ type: "balance_changed" });
          }
        },
        (error: unknown) => this.log.warn({ err: error }, "realtime: Redis SUBSCRIBE failed"),
      );
    });
  }

  /** Waits (at most `timeoutMs`) for the subscription; false when Redis did not answer in time. */
  async ready(timeoutMs = 5_000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    try {
      return await Promise.race([this.firstSubscription.then(() => true), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async notify(memberId: bigint, event: MemberEvent): Promise<void> {
    const checked = checkedEvent(this.log, event);
    if (!checked) return;
    if (this.publisher.status === "ready") {
      try {
        const envelope: Envelope = { memberId: memberId.toString(), event: checked };
        await this.publisher.publish(this.channel, JSON.stringify(envelope));
        return;
      } catch (error) {
        this.log.warn({ err: error }, "realtime: Redis PUBLISH failed; signal delivered in this process only");
      }
    }
    this.local.deliver(memberId.toString(), checked);
  }

  subscribe(memberId: bigint, listener: MemberListener): () => void {
    return this.local.subscribe(memberId, listener);
  }

  async publishRoom(room: string, event: ChatEvent, memberId?: bigint): Promise<void> {
    const checked = checkedRoomEvent(this.log, event);
    if (!checked) return;
    const member = memberId?.toString() ?? null;
    if (this.publisher.status === "ready") {
      try {
        const envelope: RoomEnvelope = { room, memberId: member, event: checked };
        await this.publisher.publish(this.roomChannel, JSON.stringify(envelope));
        return;
      } catch (error) {
        this.log.warn({ err: error }, "realtime: Redis PUBLISH failed; room event delivered in this process only");
      }
    }
    this.local.deliverRoom(room, roomFrame(room, checked), member);
  }

  subscribeRoom(room: string, listener: RoomListener): () => void {
    return this.local.subscribeRoom(room, listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(
      [this.publisher, this.subscriber].map((connection) =>
        connection.status === "ready"
          ? connection.quit().catch(() => connection.disconnect())
          : connection.disconnect(),
      ),
    );
    await this.local.close();
  }
}
