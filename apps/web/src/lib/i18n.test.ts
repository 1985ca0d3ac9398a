import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@lotus/contracts";

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../locales");

function flatten(value: unknown, prefix = ""): Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return { [prefix]: value };
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
}

function load(language: string, namespace: string): Record<string, unknown> {
  return flatten(JSON.parse(fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), "utf8")));
}

const namespaces = fs
  .readdirSync(path.join(localesDir, "vi"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.replace(/\.json$/, ""));

describe("web translation catalogues", () => {
  it("exist for vi and cover the namespaces in use", () => {
    expect(namespaces).toContain("common");
    expect(namespaces).toContain("layout");
  });

  for (const language of LANGUAGES) {
    for (const namespace of namespaces) {
      it(`${language}/${namespace} has every key of vi, none empty, none extra`, () => {
        const reference = load("vi", namespace);
        const file = path.join(localesDir, language, `${namespace}.json`);
        expect(fs.existsSync(file), `${file} is missing`).toBe(true);
        const catalogue = load(language, namespace);
        expect(Object.keys(catalogue).sort()).toEqual(Object.keys(reference).sort());
        for (const [key, text] of Object.entries(catalogue)) {
          expect(typeof text === "string" && text.trim() !== "", `${language}/${namespace}:${key} is empty`).toBe(true);
        }
      });
    }
  }

  it("uses the same {{placeholders}} in every language", () => {
    for (const namespace of namespaces) {
      const reference = load("vi", namespace);
      for (const language of LANGUAGES) {
        const catalogue = load(language, namespace);
        for (const [key, text] of Object.entries(reference)) {
          const names = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
          expect(names(catalogue[key]), `${language}/${namespace}:${key}`).toEqual(names(text));
        }
      }
    }
  });
});
