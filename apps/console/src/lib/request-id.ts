/**
 * An idempotency key for a money request (contracts: /^[A-Za-z0-9_-]{16,64}$/): 32 hex digits from
 * the browser's CSPRNG. getRandomValues, not randomUUID, because randomUUID needs a secure context
 * and a console reached over plain http on a LAN would have none.
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
