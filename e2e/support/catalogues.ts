import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web/src/locales");

/**
 * A web catalogue's text by dotted key, so assertions follow the translations instead of
 * copying them: `text("en", "layout", "nav.promotions")`.
 */
export function text(language: string, namespace: string, key: string): string {
  const catalogue: unknown = JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), "utf8"));
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
  if (typeof value !== "string") throw new Error(`no text ${language}/${namespace}:${key}`);
  return value;
}

/** A catalogue text with its {{placeholders}} filled in. */
export function format(language: string, namespace: string, key: string, values: Record<string, string>): string {
  return text(language, namespace, key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? "");
}
