import { randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";
import type { DbClient } from "../../db/pool.ts";
import { hashToken } from "../../lib/tokens.ts";
import { findSession, type Session } from "./sessions.ts";

/**
 * Verified sessions, kept in memory for at most SESSION_CACHE_TTL_MS so that a burst of calls
 * with one token costs one session query, not one per call (issue 12). Bounded (LRU, at most
 * SESSION_CACHE_MAX tokens). Whoever revokes a session or changes what a session carries (logout,
 * a revoked device, password change, member frozen / locked / closed) tells the cache AFTER the
 * change is committed, through `SessionRevoker`: the entry is dropped in this process at once and,
 * when REDIS_URL is set, in every other process through one Redis channel.
 *
 * Safety rules:
 * - a lookup that was in flight while a revocation arrived is not cached (it may have read the
 *   row before the revocation was committed);
 * - while the Redis subscriber is not subscribed (start, outage), nothing is cached and whatever
 *   was cached is dropped: a revocation published meanwhile would otherwise be missed;
 * - only live sessions are cached; an unknown token always asks the database.
 */
export const SESSION_CACHE_TTL_MS = 10_000;
export const SESSION_CACHE_MAX = 50_000;
/** The Redis channel every server process publishes revocations to and listens on. */
export const SESSION_REVOKE_CHANNEL = "lotus:sessions:revoked";

/** What a service that revokes sessions needs: drop them from every process's cache (after the commit). */
export interface SessionRevoker {
  /** One session (logout, a device revoked from the security centre). */
  forgetSession(sessionId: string): Promise<void>;
  /** Every session of a member (password change, member frozen, unfrozen, locked or closed). */
  forgetMember(memberId: bigint): Promise<void>;
}

/** A revoker for code that runs without a server (CLI, seed, tests): nothing is cached there. */
export const NO_SESSION_CACHE: SessionRevoker = {
  forgetSession: async () => undefined,
  forgetMember: async () => undefined,
};

type Revocation = { sessionId: string } | { memberId: string };
type Log = Pick<FastifyBaseLogger, "info" | "warn">;

function parseRevocation(message: string): Revocation | null {
  try {
    const raw = JSON.parse(message) as { sessionId?: unknown; memberId?: unknown };
    if (typeof raw.sessionId === "string" && raw.sessionId.length <= 64) return { sessionId: raw.sessionId };
    if (typeof raw.memberId === "string" && /^\d{1,19}$/.test(raw.memberId)) return { memberId: raw.memberId };
    return null;
  } catch {
    return null;
  }
}

export type SessionCacheOptions = {
  ttlMs?: number;
  max?: number;
  /** Fan revocations out to every server process through Redis. */
  redisUrl?: string;
  log?: Log;
  channel?: string;
};

export class SessionCache implements SessionRevoker {
  private readonly cache: LRUCache<string, Session>;
  /** Bumped by every revocation: a lookup that saw it change caches nothing. */
  private generation = 0;
  private readonly redis: { publisher: Redis; subscriber: Redis } | null = null;
  /** False while Redis is configured but this process is not (yet, or no longer) subscribed. */
  private listening: boolean;
  private closed = false;
  private readonly firstSubscription: Promise<void>;
  private readonly channel: string;

  constructor(
    private readonly db: DbClient,
    private readonly options: SessionCacheOptions = {},
  ) {
    this.cache = new LRUCache<string, Session>({
      max: options.max ?? SESSION_CACHE_MAX,
      ttl: options.ttlMs ?? SESSION_CACHE_TTL_MS,
      // A hit does not extend the entry: a session is re-read at least every ttl.
      updateAgeOnGet: false,
    });
    this.channel = options.channel ?? SESSION_REVOKE_CHANNEL;
    this.listening = !options.redisUrl;
    if (!options.redisUrl) {
      this.firstSubscription = Promise.resolve();
      return;
    }
    const common = {
      maxRetriesPerRequest: 1,
      retryStrategy: (times: number) => Math.min(200 * 2 ** Math.min(times, 5), 5_000),
    };
    const id = `${process.pid}-${randomBytes(3).toString("hex")}`;
    const publisher = new Redis(options.redisUrl, {
      ...common,
      connectionName: `lotus-sessions-pub-${id}`,
      enableOfflineQueue: false,
      commandTimeout: 2_000,
    });
    const subscriber = new Redis(options.redisUrl, {
      ...common,
      connectionName: `lotus-sessions-sub-${id}`,
      autoResubscribe: false,
    });
    this.redis = { publisher, subscriber };
    let warned = false;
    const down = (error?: Error) => {
      this.listening = false;
      this.cache.clear();
      this.generation++;
      if (!warned && !this.closed && error) {
        warned = true;
        options.log?.warn({ err: error }, "sessions: Redis unavailable; sessions are not cached meanwhile");
      }
    };
    publisher.on("error", () => undefined);
    subscriber.on("error", (error: Error) => down(error));
    subscriber.on("close", () => down());
    subscriber.on("message", (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const revocation = parseRevocation(message);
      if (revocation) this.dropLocal(revocation);
      else options.log?.warn("sessions: ignored a malformed message on the revocation channel");
    });
    let resolveFirst!: () => void;
    this.firstSubscription = new Promise((resolve) => (resolveFirst = resolve));
    subscriber.on("ready", () => {
      subscriber.subscribe(this.channel).then(
        () => {
          if (warned) options.log?.info("sessions: Redis connected again");
          warned = false;
          this.listening = true;
          resolveFirst();
        },
        (error: unknown) => options.log?.warn({ err: error }, "sessions: Redis SUBSCRIBE failed"),
      );
    });
  }

  /** Waits (at most `timeoutMs`) for the Redis subscription; true at once without Redis. */
  async ready(timeoutMs = 5_000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    try {
      return await Promise.race([this.firstSubscription.then(() => true), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The live session of a token: from memory when verified less than the ttl ago, else from the database. */
  async find(token: string): Promise<Session | null> {
    const key = hashToken(token).toString("base64url");
    const cached = this.cache.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const session = await findSession(this.db, token);
    const ttl = session
      ? Math.min(this.options.ttlMs ?? SESSION_CACHE_TTL_MS, session.expiresAt.getTime() - Date.now())
      : 0;
    if (session && ttl > 0 && this.listening && generation === this.generation) this.cache.set(key, session, { ttl });
    return session;
  }

  async forgetSession(sessionId: string): Promise<void> {
    await this.revoke({ sessionId });
  }

  async forgetMember(memberId: bigint): Promise<void> {
    await this.revoke({ memberId: memberId.toString() });
  }

  /** Sessions held in memory (tests). */
  get size(): number {
    return this.cache.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.cache.clear();
    if (!this.redis) return;
    await Promise.all(
      [this.redis.publisher, this.redis.subscriber].map((connection) =>
        connection.status === "ready"
          ? connection.quit().catch(() => connection.disconnect())
          : connection.disconnect(),
      ),
    );
  }

  private async revoke(revocation: Revocation): Promise<void> {
    this.dropLocal(revocation);
    if (!this.redis) return;
    try {
      await this.redis.publisher.publish(this.channel, JSON.stringify(revocation));
    } catch (error) {
      // The other processes drop the entry within the ttl anyway.
      this.options.log?.warn({ err: error }, "sessions: Redis PUBLISH of a revocation failed");
    }
  }

  private dropLocal(revocation: Revocation): void {
    this.generation++;
    const drop: string[] = [];
    for (const [key, session] of this.cache.entries()) {
      const match =
        "sessionId" in revocation
          ? session.id === revocation.sessionId
          : session.memberId.toString() === revocation.memberId;
      if (match) drop.push(key);
    }
    for (const key of drop) this.cache.delete(key);
  }
}

/**
 * Publishes one revocation from a process that has no session cache of its own (the admin CLI
 * disabling a member): every server process listening on REDIS_URL drops the entries at once.
 * False when Redis could not be reached (the servers then drop them within the ttl anyway).
 */
export async function publishSessionRevocation(
  redisUrl: string,
  revocation: { memberId: bigint } | { sessionId: string },
  channel = SESSION_REVOKE_CHANNEL,
): Promise<boolean> {
  const message = "memberId" in revocation ? { memberId: revocation.memberId.toString() } : revocation;
  const redis = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
  });
  redis.on("error", () => undefined);
  try {
    await redis.publish(channel, JSON.stringify(message));
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
