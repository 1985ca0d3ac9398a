/*
 * The chat room (issue 16), the zod-free part shared with the web: paths, limits, the WebSocket
 * frames a member's socket sends to join a room, and the verification link of a shared ticket.
 *
 * Protocol (architecture.md, "Chat room"): a message is posted over HTTP (POST messages: validated,
 * idempotent by request id, refused with catalogue codes like every call) and delivered over the
 * member's `/ws` socket. After `ready` the socket may send {"type":"join","room":"lobby"} (one room
 * per socket; a new join replaces it) or {"type":"leave"}; the server answers
 * {"kind":"chat","room":…,"event":{"type":"joined","permission":…}} and then every event of that
 * room: "message", "deleted" (an operator removed it), "refresh" (this member's or the room's
 * permission changed: read it again).
 */

export const CHAT_PATHS = {
  /** The rooms (title in the member's language, muted flag). */
  rooms: "/wps/chat/rooms",
  /** GET a page of history (newest first, `before` = the oldest id already shown); POST a message. */
  messages: "/wps/chat/rooms/:room/messages",
  /** What the member may do in the room now, with the reason when not. */
  permission: "/wps/chat/rooms/:room/permission",
  /** The member's recent lottery tickets, to share one. */
  tickets: "/wps/chat/tickets",
} as const;

export const CHAT_CONSOLE_PATHS = {
  rooms: "/console/api/chat/rooms",
  room: "/console/api/chat/rooms/:room",
  messages: "/console/api/chat/messages",
  message: "/console/api/chat/messages/:id",
  mutes: "/console/api/chat/mutes",
  mute: "/console/api/chat/mutes/:id",
  settings: "/console/api/chat/settings",
  bannedWords: "/console/api/chat/banned-words",
} as const;

/** A room's id: lower-case letters, digits and dashes. */
export const CHAT_ROOM_PATTERN = /^[a-z0-9-]{1,32}$/;
/** What the request schema lets through (the brand's own limit, 20–500 characters, is checked after). */
export const CHAT_TEXT_WIRE_MAX = 1000;
export const CHAT_MAX_LENGTH_MIN = 20;
export const CHAT_MAX_LENGTH_MAX = 500;
/** One message per second per member. */
export const CHAT_POST_INTERVAL_MS = 1_000;
/** The same message at most twice within this window (a third is refused). */
export const CHAT_DUPLICATE_WINDOW_MS = 10_000;
export const CHAT_DUPLICATE_MAX = 2;
/** History page size (and its ceiling). */
export const CHAT_HISTORY_PAGE = 30;
export const CHAT_HISTORY_PAGE_MAX = 100;
/** A mute for a time: 1 minute to 1 year, or for good. */
export const CHAT_MUTE_MAX_MINUTES = 525_600;
export const CHAT_BANNED_WORDS_MAX = 500;

/** Client → server frames on `/ws` after `ready` (well under the 1 KB client frame limit). */
export type ChatClientFrame = { type: "join"; room: string; language?: string } | { type: "leave" };

/** A message's characters as the limit counts them (code points: an emoji is one). */
export function chatLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** The verification view of a shared ticket's draw (the lottery page's `?verify=`). */
export const chatTicketHref = (drawId: string) => `/lottery?verify=${encodeURIComponent(drawId)}`;
