/*
 * SHA-256 and HMAC-SHA256 in pure TypeScript: one implementation, in packages/contracts/src/fair.ts,
 * shared with the lottery draws and the web app. Re-exported here so the engines and the pages keep
 * their imports.
 */
export { hmacSha256, sha256, sha256Hex, toHex, utf8 } from "@lotus/contracts/web";
