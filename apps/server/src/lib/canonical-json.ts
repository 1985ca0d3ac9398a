import { createHash } from "node:crypto";

/**
 * JSON with object keys sorted at every level: the same row always gives the same bytes. Written
 * with plain loops and string concatenation: a settlement run hashes 200,000 statements with it.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) {
      // An undefined element adds nothing (as the first, map-and-join, version did): no stored hash changes.
      const part = canonicalJson(value[i]) as string | undefined;
      out += (i === 0 ? "" : ",") + (part ?? "");
    }
    return `${out}]`;
  }
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  let out = "{";
  let first = true;
  for (const key of keys) {
    const item = object[key];
    if (item === undefined) continue;
    out += `${first ? "" : ","}${JSON.stringify(key)}:${canonicalJson(item)}`;
    first = false;
  }
  return `${out}}`;
}

/** The hash of one chain link: sha256(prev_hash || canonical JSON of the row). */
export function chainHash(prev: Buffer | null, row: object): Buffer {
  return createHash("sha256")
    .update(prev ?? Buffer.alloc(0))
    .update(canonicalJson(row), "utf8")
    .digest();
}

/** A row of a hash-chained log: its id, the hashes, and the columns the hash covers. */
export type ChainedRow = { id: bigint; prev_hash: Buffer | null; hash: Buffer };

/**
 * Walks a hash-chained, append-only log in id order; returns the id of the first row whose hash
 * does not match its content and predecessor (an edited, inserted or deleted row), or null when
 * the log is intact. `readPage(afterId)` reads the next page (rows with id > afterId, in id order,
 * an empty page at the end); `hashed` gives the columns the hash covers, as appended.
 */
export async function verifyHashChain<R extends ChainedRow>(
  readPage: (afterId: bigint) => Promise<R[]>,
  hashed: (row: R) => object,
): Promise<{ rows: number; brokenAt: bigint | null }> {
  let prev: Buffer | null = null;
  let rows = 0;
  let lastId = 0n;
  for (;;) {
    const page = await readPage(lastId);
    if (page.length === 0) return { rows, brokenAt: null };
    for (const r of page) {
      const expected = chainHash(prev, hashed(r));
      const prevMatches = prev === null ? r.prev_hash === null : r.prev_hash !== null && prev.equals(r.prev_hash);
      if (!prevMatches || !expected.equals(r.hash)) return { rows, brokenAt: r.id };
      prev = r.hash;
      rows++;
      lastId = r.id;
    }
  }
}
