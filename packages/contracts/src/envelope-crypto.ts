/**
 * The sealed envelope of the "encrypted" calls (architecture.md §3), with WebCrypto so the
 * browser, the tests and the benchmarks seal exactly the same way. A fresh AES-256-GCM key
 * encrypts the JSON payload; RSA-OAEP with SHA-256 wraps that key for the server.
 */
export type ServerPublicKey = { keyId: string; spki: string };
export type Sealed = { keyId: string; key: string; iv: string; data: string };

function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = "";
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function importServerKey(spki: string): ReturnType<typeof crypto.subtle.importKey> {
  return crypto.subtle.importKey("spki", fromBase64(spki), { name: "RSA-OAEP", hash: "SHA-256" }, false, ["encrypt"]);
}

export async function sealEnvelope(publicKey: ServerPublicKey, payload: unknown): Promise<Sealed> {
  const rsa = await importServerKey(publicKey.spki);
  const aes = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, true, ["encrypt"]);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, aes, plaintext);
  const rawKey = await crypto.subtle.exportKey("raw", aes);
  const key = await crypto.subtle.encrypt({ name: "RSA-OAEP" }, rsa, rawKey);
  return { keyId: publicKey.keyId, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) };
}

/** Free play (spec §3, §7): a random string, reversed, then RSA-encrypted, for the X-Encryption header. */
export async function freePlayHeader(publicKey: ServerPublicKey, nonce: string): Promise<string> {
  const rsa = await importServerKey(publicKey.spki);
  const reversed = new TextEncoder().encode([...nonce].reverse().join(""));
  return toBase64(await crypto.subtle.encrypt({ name: "RSA-OAEP" }, rsa, reversed));
}

/** A random alphanumeric string from the CSPRNG. */
export function randomNonce(length = 32): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 62 does not divide 256; the slight bias is harmless for a replay nonce.
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}
