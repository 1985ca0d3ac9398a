/**
 * Close codes of the member socket (architecture.md §6), sent by the server, read by the web.
 * A file of its own: only the realtime chunk imports it, so the initial bundle does not carry it.
 */
export const REALTIME_CLOSE = {
  /** The first frame was not a valid hello. */
  badHello: 4400,
  /** No session, or it ended (revoked, idle, expired, member disabled). Do not retry with that token. */
  sessionEnded: 4401,
  /** No hello within the hello timeout. */
  helloTimeout: 4408,
  /** The member opened more sockets than allowed; this, the oldest, made room. */
  replaced: 4409,
  /** The server is shutting down; reconnect (to another process). */
  goingAway: 1001,
} as const;
