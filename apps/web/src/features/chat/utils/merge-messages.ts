import type { ChatMessage } from "@lotus/contracts/web";

/**
 * The messages to show, oldest first: the history pages (each newest first) and the messages that
 * arrived live, without duplicates (a live message may also be in a refetched page) and without
 * the ones an operator deleted.
 */
export function mergeMessages(
  pages: readonly { list: readonly ChatMessage[] }[],
  live: readonly ChatMessage[],
  deleted: ReadonlySet<string>,
): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const page of pages) for (const message of page.list) byId.set(message.id, message);
  for (const message of live) byId.set(message.id, message);
  return [...byId.values()]
    .filter((message) => !deleted.has(message.id))
    .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0));
}

/** Characters as the server counts them (code points: an emoji is one). */
export function countCharacters(text: string): number {
  let n = 0;
  for (const _ of text.trim()) n++;
  return n;
}
