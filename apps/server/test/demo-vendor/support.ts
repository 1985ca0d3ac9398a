import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import Fastify from "fastify";
import { DEMO_VENDOR_PREFIX } from "@lotus/contracts";
import { demoVendorPlugin, type DemoVendorOptions } from "@lotus/demo-vendor";
import type { Db } from "../../src/db/pool.ts";
import { createSession } from "../../src/modules/account/index.ts";
import { createVendorSession } from "../../src/modules/vendor-api/index.ts";
import { demoVendorSecret as serverDemoVendorSecret } from "../../src/modules/launch/index.ts";
import type { PlayResponse } from "../../../demo-vendor/src/protocol.ts";
import { createMember } from "../support/members.ts";
import { fund } from "../support/cashier.ts";

/*
 * Helpers of the demo vendor's integration tests: a seamless test vendor served by the demo vendor
 * (its own vendor code and games, so the tests do not depend on the demo catalogue), players with a
 * vendor session token as the launch would give them, a stand-alone demo vendor (its own Fastify) and
 * an HTTP proxy between it and the platform that can delay or fail chosen wallet calls.
 */

export const VENDOR = "DVTEST";
export const SLOT = "slot.dragon-17";
export const TAIXIU = "taixiu.classic";
const GAMES = [
  { id: 990_001, code: SLOT, engine: "slot", theme: "dragon-17" },
  { id: 990_002, code: TAIXIU, engine: "taixiu", theme: "classic" },
];

/** The mounted demo vendor's secret (kept in server_secret; created here if the vendor has not called yet). */
export const demoVendorSecret = (db: Db): Promise<string> => serverDemoVendorSecret(db, {});

/** Adds the test vendor (seamless, adapter demo, the demo vendor's secret) and its games. */
export async function addTestVendor(db: Db): Promise<void> {
  const secret = await demoVendorSecret(db);
  await db.query(
    `insert into game_vendor (id, vendor_code, display_name, category, small_icon, wallet_mode, adapter, api_secret)
     values (99001, $1, 'Demo vendor test', 'RNG', '', 'seamless', 'demo', $2)`,
    [VENDOR, secret],
  );
  for (const game of GAMES) {
    await db.query(
      `insert into game (id, vendor_code, code, name, search_key, engine, theme)
       values ($1, $2, $3, $3, $3, $4, $5)`,
      [game.id, VENDOR, game.code, game.engine, game.theme],
    );
  }
}

export type Player = { memberId: bigint; memberSessionId: string; token: string; vendorSessionId: bigint };

/** A member with `balance` in the main wallet, a live member session and a vendor session for the game. */
export async function newPlayer(db: Db, balance: bigint, gameCode = SLOT): Promise<Player> {
  const member = await createMember(db);
  if (balance > 0n) await fund(db, member.id, balance);
  const session = await createSession(db, { memberId: member.id, method: "username", ip: "127.0.0.1", userAgent: "" });
  const gameId = GAMES.find((g) => g.code === gameCode)!.id;
  const vendorSession = await createVendorSession(db, {
    memberId: member.id,
    memberSessionId: session.id,
    vendorCode: VENDOR,
    gameId,
  });
  return {
    memberId: member.id,
    memberSessionId: session.id,
    token: vendorSession.token,
    vendorSessionId: vendorSession.id,
  };
}

/* ---- Calling the vendor's page API ---- */

/** A page API answer: a success body or an error body (VendorErrorResponse). */
export type Answer = Partial<PlayResponse> & {
  error?: string;
  message?: string;
  roundId?: string;
  detail?: string;
  [key: string]: unknown;
};
export type Caller = (
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; json: Answer }>;

/** The page API of the demo vendor mounted in the platform (app.inject). */
export function injectCaller(app: FastifyInstance): Caller {
  return async (url, body, headers = {}) => {
    const res: LightMyRequestResponse = await app.inject({
      method: body === undefined ? "GET" : "POST",
      url: `${DEMO_VENDOR_PREFIX}${url}`,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, json: res.body ? res.json<Answer>() : {} };
  };
}

/* ---- A proxy between a vendor and the platform ---- */

export type ProxyRule = (
  action: string,
  body: Record<string, unknown>,
) => { delayMs?: number; fail?: number } | undefined;
export type ProxiedCall = {
  action: string;
  body: Record<string, unknown>;
  status: number;
  answer: { code?: string } | null;
  at: number;
};

export type WalletProxy = {
  url: string;
  calls: ProxiedCall[];
  rule: ProxyRule;
  /** Resolves when every forwarded call (including delayed ones) has been answered. */
  idle: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Forwards /vendor-api/* to the platform unchanged (same raw body and signature headers). `rule`
 * may hold a call back (`delayMs`, then it is still forwarded) or answer it itself with an HTTP
 * status (`fail`) without forwarding it.
 */
export async function startWalletProxy(platformUrl: () => string): Promise<WalletProxy> {
  const pending = new Set<Promise<void>>();
  const proxy: WalletProxy = {
    url: "",
    calls: [],
    rule: () => undefined,
    idle: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close: async () => {
      await proxy.idle();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const work = (async () => {
        const raw = Buffer.concat(chunks);
        const action = (req.url ?? "").split("/").pop() ?? "";
        const body = JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
        const decision = proxy.rule(action, body) ?? {};
        if (decision.fail) {
          proxy.calls.push({ action, body, status: decision.fail, answer: null, at: Date.now() });
          res.writeHead(decision.fail, { "content-type": "text/plain" }).end("proxy failure");
          return;
        }
        if (decision.delayMs) await new Promise((resolve) => setTimeout(resolve, decision.delayMs));
        const headers: Record<string, string> = {};
        for (const name of ["content-type", "x-timestamp", "x-signature"]) {
          const value = req.headers[name];
          if (typeof value === "string") headers[name] = value;
        }
        const upstream = await fetch(new URL(req.url ?? "/", platformUrl()), { method: "POST", headers, body: raw });
        const text = await upstream.text();
        proxy.calls.push({
          action,
          body,
          status: upstream.status,
          answer: JSON.parse(text) as { code?: string },
          at: Date.now(),
        });
        if (!res.destroyed) {
          res.writeHead(upstream.status, { "content-type": "application/json" }).end(text);
        }
      })().catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500).end(String(error));
      });
      pending.add(work);
      void work.finally(() => pending.delete(work));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}

/** A demo vendor in its own Fastify (as it would run on another host), on the test's database. */
export async function startStandaloneVendor(
  db: Db,
  options: Omit<DemoVendorOptions, "secret" | "databaseUrl">,
): Promise<FastifyInstance> {
  const vendor = Fastify({ logger: false });
  await vendor.register(demoVendorPlugin, {
    prefix: DEMO_VENDOR_PREFIX,
    secret: await demoVendorSecret(db),
    databaseUrl: db.options.connectionString!,
    ...options,
  });
  await vendor.ready();
  return vendor;
}
