import { z } from "zod";

/*
 * Clean text (architecture.md decision 54): what a text field may hold on the wire.
 *
 *  - everywhere: no lone surrogate (half of a UTF-16 pair: not a character, PostgreSQL refuses it),
 *    no C0 control other than TAB/LF/CR (U+0000 NUL included), no DEL, no C1 control;
 *  - single-line text: TAB, LF and CR are refused as well;
 *  - names (usernames, nicknames, payee and bank account names, operator names, …): single-line, and no
 *    invisible or direction-changing character either — zero-width and bidi marks (U+200B–U+200F),
 *    bidi embeddings and overrides (U+202A–U+202E), word joiner and bidi isolates (U+2060–U+2069),
 *    the byte order mark (U+FEFF) and the Arabic letter mark (U+061C): two names that look the same
 *    must be the same name.
 *
 * A refused field answers the catalogue code `text_invalid` (400): the schema builders below mark their
 * issue with TEXT_INVALID_ISSUE, and the server refuses such characters in every string of a request
 * (body, query, params, their keys included) before any schema runs, with `isCleanText(…, "multiline")`.
 */

export type TextKind = "multiline" | "line" | "name";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_LINE = /[\u0000-\u001F\u007F-\u009F]/;
const INVISIBLE_IN_NAMES = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\u061C]/;

/** Whether `value` may travel in a text field of this kind (see the rule above). */
export function isCleanText(value: string, kind: TextKind = "line"): boolean {
  if (LONE_SURROGATE.test(value)) return false;
  if (kind === "multiline") return !CONTROL_MULTILINE.test(value);
  if (CONTROL_LINE.test(value)) return false;
  return kind !== "name" || !INVISIBLE_IN_NAMES.test(value);
}

/**
 * The path ("a.b.0") of the first string — value or object key — of `data` that is not clean text of
 * `kind`; undefined when every string is clean. `prefix` starts the path (e.g. "query").
 */
export function findUncleanText(data: unknown, kind: TextKind = "multiline", prefix = ""): string | undefined {
  // The walk allocates nothing while everything is clean (it runs on every request body): the path is
  // built only for the string that fails, from the segments collected on the way back up.
  const path = uncleanPath(data, kind);
  if (path === undefined) return undefined;
  const segments = prefix ? [prefix, ...path.reverse()] : path.reverse();
  return segments.length ? segments.join(".") : "request";
}

/** The path (innermost segment first) of the first unclean string of `data`, or undefined. */
function uncleanPath(data: unknown, kind: TextKind): string[] | undefined {
  if (typeof data === "string") return isCleanText(data, kind) ? undefined : [];
  if (data === null || typeof data !== "object" || ArrayBuffer.isView(data)) return undefined;
  if (Array.isArray(data)) {
    for (let i = 0; i < data.length; i++) {
      const found = uncleanPath(data[i], kind);
      if (found !== undefined) return (found.push(String(i)), found);
    }
    return undefined;
  }
  for (const key in data) {
    if (!Object.hasOwn(data, key)) continue;
    // A key is shown as its position when it is itself unclean (it would garble the message).
    if (!isCleanText(key, kind)) return ["(key)"];
    const found = uncleanPath((data as Record<string, unknown>)[key], kind);
    if (found !== undefined) return (found.push(key), found);
  }
  return undefined;
}

/** The `params` of the zod issue a text builder raises: the server answers it as `text_invalid`. */
export const TEXT_INVALID_ISSUE = { catalogueCode: "text_invalid" } as const;

/** Whether a zod issue (its `params`) is a clean-text refusal of the builders below. */
export function isTextInvalidIssue(issue: { code?: string; params?: unknown }): boolean {
  const params = issue.params as { catalogueCode?: unknown } | undefined;
  return params?.catalogueCode === TEXT_INVALID_ISSUE.catalogueCode;
}

const cleanString = (max: number, kind: TextKind) =>
  z
    .string()
    .max(max)
    .refine((value) => isCleanText(value, kind), { message: `not clean ${kind} text`, params: TEXT_INVALID_ISSUE });

/** Single-line free text (a search term, a code, a remark line): at most `max` UTF-16 units. */
export const textSchema = (max: number) => cleanString(max, "line");
/** Multi-line free text (a message, an address): TAB, LF and CR allowed. */
export const multilineTextSchema = (max: number) => cleanString(max, "multiline");
/** A name people read (username, nickname, payee or account holder, operator): no invisible characters. */
export const nameSchema = (max: number) => cleanString(max, "name");
