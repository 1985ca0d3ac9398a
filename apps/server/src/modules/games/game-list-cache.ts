import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";

/** How long a built game list is served from memory: catalogue changes are rare and may show this late. */
export const GAME_LIST_TTL_MS = 30_000;

export type ContentCoding = "br" | "gzip";

/**
 * A response body built once: the JSON text, its strong entity tag, and its compressed forms, each
 * made once on first use (compressing the 2.5 MB RNG list costs some 200 ms of CPU: once per TTL,
 * not once per request).
 */
export type CachedBody = { body: string; etag: string; compressed: (coding: ContentCoding) => Promise<Buffer> };

/** Built lists kept at most: categories × vendors × languages in use (each a few MB at most). */
const GAME_LIST_MAX_ENTRIES = 1_000;

/**
 * The built game lists by (category, vendor, language). The whole RNG list is 10,000 entries: it is
 * queried, serialised and hashed once per TTL instead of on every request. Concurrent misses share
 * one build; a failed build is not kept.
 */
export class GameListCache {
  private readonly lists: LRUCache<string, Promise<CachedBody>>;

  constructor(ttlMs = GAME_LIST_TTL_MS, now?: () => number) {
    this.lists = new LRUCache<string, Promise<CachedBody>>({
      max: GAME_LIST_MAX_ENTRIES,
      ttl: ttlMs,
      // Every read looks at the clock (no 1 ms reuse of the last reading), so a test clock applies at once.
      ttlResolution: 0,
      ...(now ? { perf: { now } } : {}),
    });
  }

  get(key: string, build: () => Promise<unknown>): Promise<CachedBody> {
    const hit = this.lists.get(key);
    if (hit) return hit;
    const value = build().then(toCachedBody);
    this.lists.set(key, value);
    value.catch(() => {
      if (this.lists.peek(key) === value) this.lists.delete(key);
    });
    return value;
  }

  /** Drops every built list (after a catalogue change that must show at once). */
  clear(): void {
    this.lists.clear();
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function compress(body: string, coding: ContentCoding): Promise<Buffer> {
  const bytes = Buffer.from(body);
  return coding === "br"
    ? brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzip(bytes, { level: 6 });
}

function toCachedBody(value: unknown): CachedBody {
  const body = JSON.stringify(value);
  const forms = new Map<ContentCoding, Promise<Buffer>>();
  return {
    body,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    compressed(coding) {
      let form = forms.get(coding);
      if (!form) {
        form = compress(body, coding);
        forms.set(coding, form);
      }
      return form;
    },
  };
}

/**
 * The content coding to answer with (RFC 9110 §12.5.3): brotli, else gzip, when the client accepts
 * it with a non-zero q (or through "*"); null for the identity.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    if (name) accepted.set(name, q ? Number(q[1]) : 1);
  }
  const acceptable = (coding: ContentCoding) => (accepted.get(coding) ?? accepted.get("*") ?? 0) > 0;
  if (acceptable("br")) return "br";
  if (acceptable("gzip")) return "gzip";
  return null;
}

/**
 * The entity tag of one representation: the body's tag, marked with its content coding, since a
 * strong tag promises identical bytes (the way Apache's mod_deflate marks them).
 */
export function representationEtag(etag: string, coding: ContentCoding | null): string {
  return coding ? `${etag.slice(0, -1)}-${coding}"` : etag;
}

/**
 * If-None-Match (RFC 9110 §13.1.2): true when one of the listed tags is a representation of the
 * body tagged `etag` (weak comparison: a W/ prefix is ignored; any content coding), or "*".
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some(
    (tag) =>
      tag
        .trim()
        .replace(/^W\//, "")
        .replace(/-(br|gzip)"$/, '"') === etag,
  );
}

const caches = new WeakMap<object, GameListCache>();

/** The game list cache of one database (one per server process and database). */
export function gameListCache(db: object): GameListCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new GameListCache();
    caches.set(db, cache);
  }
  return cache;
}
