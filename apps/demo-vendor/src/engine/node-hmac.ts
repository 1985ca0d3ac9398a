/*
 * Node-only pieces of the engine (node:crypto): the fast HMAC for the vendor server and the tests,
 * the SHA-256 commitment, and fresh seeds from the operating system's CSPRNG. Never imported by
 * the pure engine files, which also run in the browser.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import type { HmacSha256 } from "./types.ts";

/** HMAC-SHA256 of UTF-8 strings with node:crypto; the same bytes as sha256.ts's hmacSha256. */
export const nodeHmacSha256: HmacSha256 = (key, message) => createHmac("sha256", key).update(message).digest();

/** SHA-256 hex of a UTF-8 string with node:crypto (pass to hashServerSeed on the server). */
export function nodeSha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** A new server seed: 32 bytes from the CSPRNG, 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString("hex");
}

/** A new default client seed: 16 bytes from the CSPRNG, 32 hex characters (the player may replace it). */
export function newClientSeed(): string {
  return randomBytes(16).toString("hex");
}
