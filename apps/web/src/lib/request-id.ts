/**
 * A money request's idempotency key (contracts requestIdSchema: 16–64 of [A-Za-z0-9_-]): 128 random
 * bits as hex. crypto.getRandomValues works on plain http too, unlike crypto.randomUUID.
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
