import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import {
  LANGUAGE_HEADER,
  PATHS,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  signVendorRequest,
  type Language,
  type VendorApiAction,
} from "@lotus/contracts";
import type { Db } from "../../src/db/pool.ts";
import { createSession } from "../../src/modules/account/index.ts";
import { forgetVendorCache } from "../../src/modules/vendor-api/index.ts";
import { createVendorSession } from "../../src/modules/vendor-api/index.ts";

/**
 * A signing client of the seamless wallet API (docs/VENDOR-API.md) for tests and benchmarks, and
 * the fixtures it needs: a vendor with games and an API secret, a player's vendor session.
 */

export type VendorCallInput = {
  vendorCode: string;
  action: VendorApiAction | string;
  /** Serialized with JSON.stringify unless `rawBody` is given. */
  body?: unknown;
  secret: string;
  /** Unix seconds; now by default. */
  timestamp?: string | number;
  /** Replaces the computed signature. */
  signature?: string;
  /** The exact bytes to send (signed as they are, unless `signature` is given). */
  rawBody?: string;
  language?: Language;
  /** Headers to leave out, e.g. [VENDOR_SIGNATURE_HEADER]. */
  omitHeaders?: string[];
};

export type SignedVendorRequest = { url: string; headers: Record<string, string>; payload: string };

export function vendorApiUrl(vendorCode: string, action: string): string {
  return PATHS.vendorApi.replace(":vendorCode", vendorCode).replace(":action", action);
}

/** The URL, headers and body of a signed call. */
export function signedVendorRequest(input: VendorCallInput): SignedVendorRequest {
  const payload = input.rawBody ?? JSON.stringify(input.body ?? {});
  const timestamp = String(input.timestamp ?? Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = {
    "content-type": "application/json",
    [VENDOR_TIMESTAMP_HEADER]: timestamp,
    [VENDOR_SIGNATURE_HEADER]: input.signature ?? signVendorRequest(input.secret, timestamp, payload),
  };
  if (input.language) headers[LANGUAGE_HEADER] = input.language;
  for (const name of input.omitHeaders ?? []) delete headers[name];
  return { url: vendorApiUrl(input.vendorCode, input.action), headers, payload };
}

/** A signed wallet API call through app.inject. */
export function vendorCall(app: FastifyInstance, input: VendorCallInput): Promise<LightMyRequestResponse> {
  const request = signedVendorRequest(input);
  return app.inject({ method: "POST", url: request.url, headers: request.headers, payload: request.payload });
}

export type VendorHttpAnswer = {
  status: number;
  body: { success: boolean; code: string; message: string; value: Record<string, string> | null };
};

/** A signed wallet API call over real HTTP (the server listening at `baseUrl`). */
export async function vendorFetch(baseUrl: string, input: VendorCallInput): Promise<VendorHttpAnswer> {
  const request = signedVendorRequest(input);
  const res = await fetch(`${baseUrl}${request.url}`, {
    method: "POST",
    headers: request.headers,
    body: request.payload,
  });
  return { status: res.status, body: (await res.json()) as VendorHttpAnswer["body"] };
}

export type TestVendor = {
  code: string;
  secret: string;
  walletMode: "seamless" | "transfer";
  /** game code → game id */
  games: Map<string, number>;
};

/**
 * A vendor of its own (not the seed's) with a wallet API secret and games, so that a test does not
 * depend on the demo catalogue. `code` must match the protocol's vendor code pattern.
 */
export async function createTestVendor(
  db: Db,
  input: {
    code: string;
    walletMode?: "seamless" | "transfer";
    games?: string[];
    secret?: string;
    enabled?: boolean;
  },
): Promise<TestVendor> {
  const secret = input.secret ?? randomBytes(32).toString("hex");
  const walletMode = input.walletMode ?? "seamless";
  await db.query(
    `insert into game_vendor (id, vendor_code, display_name, category, small_icon, wallet_mode, adapter,
                              api_secret, enabled)
     select coalesce(max(id), 0) + 1, $1, $1, 'RNG', 'vendors/test.svg', $2, 'test', $3, $4
       from game_vendor`,
    [input.code, walletMode, secret, input.enabled ?? true],
  );
  const games = new Map<string, number>();
  for (const code of input.games ?? ["slot.test-1"]) {
    const { rows } = await db.query<{ id: number }>(
      `insert into game (id, vendor_code, code, name, search_key, engine)
       select coalesce(max(id), 0) + 1, $1, $2, $2, $2, 'slot' from game returning id`,
      [input.code, code],
    );
    games.set(code, rows[0]!.id);
  }
  forgetVendorCache(db);
  return { code: input.code, secret, walletMode, games };
}

export type OpenedVendorSession = {
  /** The vendor token (what the vendor sends as `token`). */
  token: string;
  vendorSessionId: bigint;
  memberSessionId: string;
  /** The player's own Bearer token of that member session. */
  memberToken: string | null;
};

/**
 * A vendor session for a member as the launch creates it: bound to a member session (a new one,
 * as a login would create, unless `memberSessionId` names an existing one).
 */
export async function openVendorSession(
  app: FastifyInstance,
  input: { memberId: bigint; vendorCode: string; gameCode: string; memberSessionId?: string },
): Promise<OpenedVendorSession> {
  const { rows } = await app.db.query<{ id: number }>("select id from game where vendor_code = $1 and code = $2", [
    input.vendorCode,
    input.gameCode,
  ]);
  if (!rows[0]) throw new Error(`openVendorSession: no game ${input.vendorCode}/${input.gameCode}`);
  let memberSessionId = input.memberSessionId;
  let memberToken: string | null = null;
  if (!memberSessionId) {
    const session = await createSession(app.db, {
      memberId: input.memberId,
      method: "username",
      ip: "127.0.0.1",
      userAgent: "vendor-test",
    });
    memberSessionId = session.id;
    memberToken = session.token;
  }
  const vendorSession = await createVendorSession(app.db, {
    memberId: input.memberId,
    memberSessionId,
    vendorCode: input.vendorCode,
    gameId: rows[0].id,
  });
  return { token: vendorSession.token, vendorSessionId: vendorSession.id, memberSessionId, memberToken };
}
