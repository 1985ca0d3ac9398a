/*
 * Content pages (issue 16 item 5), zod-free: the pages' slugs and the small markup their texts are
 * written in. The markup is parsed here into plain data (blocks of inline runs); the web renders that
 * data as React elements, so an operator's text never becomes HTML: no tag, attribute or script can be
 * written, whatever the text holds. Links go only to this site's own paths ("/…"), https addresses,
 * mailto:, tel: and member-centre:<page> (opens that member-centre page) — anything else is refused on
 * save (content_markup_invalid) and shown as text.
 *
 * The markup (one block per paragraph, blank lines between blocks):
 *   ## Heading            a section heading (### a sub-heading)
 *   - item                a bulleted list (consecutive lines)
 *   1. item               a numbered list (consecutive lines)
 *   > text                a highlighted note
 *   anything else         a paragraph (its lines joined)
 * Inline: **bold** and [label](/path or https://…).
 *
 * The pages' slugs and paths live apart, in content-pages.ts (the footer needs them on every page; this
 * parser only the content pages and the console).
 */

export type MarkupInline =
  { kind: "text"; text: string } | { kind: "strong"; text: string } | { kind: "link"; text: string; href: string };

export type MarkupBlock =
  | { kind: "heading"; level: 2 | 3; inlines: MarkupInline[] }
  | { kind: "paragraph"; inlines: MarkupInline[] }
  | { kind: "note"; inlines: MarkupInline[] }
  | { kind: "list"; ordered: boolean; items: MarkupInline[][] };

/** A link that opens a page of the member centre (the site asks for a login first): `member-centre:<page>`. */
export const MEMBER_CENTRE_LINK = /^member-centre:([A-Za-z0-9]{1,40})$/;

/** Whether a link target may be followed: a site path (not protocol-relative), https, mailto, tel, member-centre:. */
export function isSafeHref(href: string): boolean {
  if (href.startsWith("/")) return !href.startsWith("//") && !href.startsWith("/\\");
  if (MEMBER_CENTRE_LINK.test(href)) return true;
  return /^(https:\/\/[^\s/]+|mailto:[^\s]+@[^\s]+|tel:\+?[0-9 ()-]{3,20}$)/i.test(href);
}

const INLINE = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** The inline runs of one line of text; a link with an unsafe target stays plain text. */
export function parseInlines(text: string): MarkupInline[] {
  const out: MarkupInline[] = [];
  const push = (run: MarkupInline) => {
    const last = out[out.length - 1];
    if (run.kind === "text" && last?.kind === "text") last.text += run.text;
    else if (run.text !== "") out.push(run);
  };
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    push({ kind: "text", text: text.slice(at, match.index) });
    if (match[1] !== undefined) push({ kind: "strong", text: match[1] });
    else if (isSafeHref(match[3]!)) push({ kind: "link", text: match[2]!, href: match[3]! });
    else push({ kind: "text", text: match[0] });
    at = match.index + match[0].length;
  }
  push({ kind: "text", text: text.slice(at) });
  return out;
}

const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/;

/** The blocks of a page's text (see the markup above). */
export function parseMarkup(source: string): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  let paragraph: string[] = [];
  let note: string[] = [];
  let list: { ordered: boolean; items: MarkupInline[][] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", inlines: parseInlines(paragraph.join(" ")) });
    if (note.length > 0) blocks.push({ kind: "note", inlines: parseInlines(note.join(" ")) });
    if (list) blocks.push({ kind: "list", ...list });
    paragraph = [];
    note = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (line === "") {
      flush();
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: "heading", level: heading[1]!.length === 3 ? 3 : 2, inlines: parseInlines(heading[2]!) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = numbered !== null;
      if (!list || list.ordered !== ordered) {
        flush();
        list = { ordered, items: [] };
      }
      list.items.push(parseInlines((bullet ?? numbered)![1]!));
      continue;
    }
    if (line.startsWith(">")) {
      if (paragraph.length > 0 || list) flush();
      note.push(line.replace(/^>\s?/, ""));
      continue;
    }
    if (note.length > 0 || list) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The first link target of `source` that may not be followed, or null (what saving refuses). */
export function unsafeLinkOf(source: string): string | null {
  for (const match of source.matchAll(/\[[^\]\n]+\]\(([^)\s]*)\)/g)) {
    if (!isSafeHref(match[1]!)) return match[1]!;
  }
  return null;
}
