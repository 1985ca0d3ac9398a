/**
 * Customer-service paths travel "encrypted" with their key in the last 8 characters (spec §3).
 * This is obfuscation against scrapers, not secrecy: the key ships with the value. The URL's
 * UTF-8 bytes are XOR-ed with the key and base64url-encoded, then the key is appended.
 */
const KEY_LENGTH = 8;

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function xor(bytes: Uint8Array, key: string): Uint8Array {
  return bytes.map((b, i) => b ^ key.charCodeAt(i % KEY_LENGTH));
}

export function encodeServicePath(url: string, key: string): string {
  if (!/^[A-Za-z0-9]{8}$/.test(key)) throw new Error("service path key must be 8 alphanumerics");
  return toBase64Url(xor(new TextEncoder().encode(url), key)) + key;
}

export function decodeServicePath(path: string): string | null {
  if (path.length <= KEY_LENGTH) return null;
  const key = path.slice(-KEY_LENGTH);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(xor(fromBase64Url(path.slice(0, -KEY_LENGTH)), key));
  } catch {
    return null;
  }
}
