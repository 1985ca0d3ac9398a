import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import type { FastifyInstance } from "fastify";
import type { MemberEvent } from "@lotus/contracts";
import { buildApp } from "../../src/app.ts";
import { loadEnv } from "../../src/env.ts";
import { RedisHub } from "../../src/modules/realtime/hub.ts";
import { createTestDatabase } from "../database.ts";
import { memberWithSession, readySocket, settle } from "./ws-client.ts";

/*
 * The scale-out fan-out (architecture.md §2): two server processes — two apps here, each with its
 * own Redis connections and its own listening socket — on one database and one Redis. Runs only
 * with TEST_REDIS_URL (`npm test` adds this step when it is set; .ci/run sets it when Redis
 * answers), in the `server-redis` vitest project: the default `server` project excludes
 * *.redis.test.ts so a machine without Redis still runs the whole suite.
 */
const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) throw new Error("fanout.redis.test.ts needs TEST_REDIS_URL (e.g. redis://127.0.0.1:6379)");

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: FastifyInstance;
let b: FastifyInstance;
let admin: Redis;

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

const hubOf = (app: FastifyInstance) => app.realtime as RedisHub;

async function clientNames(): Promise<string[]> {
  const list = (await admin.client("LIST")) as string;
  return [...list.matchAll(/ name=(\S*)/g)].map((m) => m[1]!);
}

beforeAll(async () => {
  database = await createTestDatabase();
  admin = new Redis(REDIS_URL);
  [a, b] = await Promise.all([serverApp(), serverApp()]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  admin?.disconnect();
  await database?.drop();
});

const deposit: MemberEvent = { type: "deposit_arrived", orderNo: "D202611220002", amount: "12345600" };

describe("realtime fan-out through Redis", () => {
  it("uses Redis in both apps", () => {
    expect(hubOf(a)).toBeInstanceOf(RedisHub);
    expect(hubOf(b)).toBeInstanceOf(RedisHub);
    expect(hubOf(a).connectionNames.subscriber).not.toBe(hubOf(b).connectionNames.subscriber);
  });

  it("delivers a notify on one app to the member's sockets on both apps, and to nobody else", async () => {
    const m = await memberWithSession(database.db);
    const other = await memberWithSession(database.db);
    const onB = await readySocket(b, m.token);
    const onA = await readySocket(a, m.token);
    const otherOnB = await readySocket(b, other.token);

    await a.realtime.notify(m.id, deposit);
    expect(await onB.next()).toEqual({ kind: "event", event: deposit });
    expect(await onA.next()).toEqual({ kind: "event", event: deposit });

    await b.realtime.notify(m.id, { type: "withdrawal_paid", orderNo: "W9" });
    expect(await onA.next()).toEqual({ kind: "event", event: { type: "withdrawal_paid", orderNo: "W9" } });
    expect(await onB.next()).toEqual({ kind: "event", event: { type: "withdrawal_paid", orderNo: "W9" } });

    await settle(200);
    expect(otherOnB.frames).toEqual([{ kind: "ready" }]);
    // Exactly once each: the publishing app delivers through Redis, not also directly.
    expect(onA.frames).toHaveLength(3);
    expect(onB.frames).toHaveLength(3);
    for (const s of [onA, onB, otherOnB]) s.close();
  });

  it("after its subscriber connection is cut, an app resubscribes and tells its sockets to refetch", async () => {
    const m = await memberWithSession(database.db);
    const onB = await readySocket(b, m.token);
    const killed = await admin.client("KILL", "ID", await clientId(hubOf(b).connectionNames.subscriber));
    expect(killed).toBe(1);
    // The catch-up signal: whatever was published while B was deaf is refetched.
    expect(await onB.next(10_000)).toEqual({ kind: "event", event: { type: "balance_changed" } });
    await a.realtime.notify(m.id, deposit);
    expect(await onB.next()).toEqual({ kind: "event", event: deposit });
    onB.close();
  });

  it("delivers in this process when Redis cannot be reached (and never throws)", async () => {
    const logged: string[] = [];
    const log = { info: () => {}, warn: (_: unknown, msg?: string) => logged.push(String(msg ?? _)), error: () => {} };
    const hub = new RedisHub("redis://127.0.0.1:1", log);
    try {
      expect(await hub.ready(300)).toBe(false);
      const received: MemberEvent[] = [];
      hub.subscribe(42n, (event) => received.push(event));
      await expect(hub.notify(42n, deposit)).resolves.toBeUndefined();
      expect(received).toEqual([deposit]);
      expect(logged.some((line) => line.includes("unavailable"))).toBe(true);
    } finally {
      await hub.close();
    }
  });

  it("closes its Redis connections when the app closes", async () => {
    const c = await serverApp();
    const names = hubOf(c).connectionNames;
    expect(await clientNames()).toEqual(expect.arrayContaining([names.publisher, names.subscriber]));
    await c.close();
    await settle(100);
    const after = await clientNames();
    expect(after).not.toContain(names.publisher);
    expect(after).not.toContain(names.subscriber);
  });
});

async function clientId(name: string): Promise<string> {
  const list = (await admin.client("LIST")) as string;
  const line = list.split("\n").find((l) => l.includes(` name=${name} `));
  if (!line) throw new Error(`no Redis client named ${name}`);
  return /(?:^|\s)id=(\d+)/.exec(line)![1]!;
}
