import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  DEPOSIT_STATUSES,
  LANGUAGES,
  PATTERN_CATALOGUE,
  RECEIPT_RESULTS,
  RECEIPT_SOURCES,
  SETTING_MOD_IDS,
  WITHDRAWAL_STATUSES,
} from "@lotus/contracts/web";
import { NAV_ITEMS } from "../app/nav";

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function flatten(value: unknown, prefix = ""): Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return { [prefix]: value };
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
}

function load(language: string): Record<string, unknown> {
  return flatten(JSON.parse(fs.readFileSync(path.join(srcDir, "locales", `${language}.json`), "utf8")));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const reference = load("vi");
const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("console translation catalogues", () => {
  for (const language of LANGUAGES) {
    it(`${language} has exactly the keys of vi, none empty, the same {{placeholders}}`, () => {
      const catalogue = load(language);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(reference).sort());
      for (const [key, text] of Object.entries(catalogue)) {
        expect(typeof text === "string" && text.trim() !== "", `${language}:${key} is empty`).toBe(true);
        expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(reference[key]));
      }
    });
  }

  it("has every key the code asks for by name", () => {
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const text = fs.readFileSync(file, "utf8");
      for (const match of text.matchAll(/\bt\(\s*"([a-zA-Z0-9_.]+)"/g)) used.add(match[1]!);
      // Keys chosen at run time are written as plain string literals ("deposits.confirmed"), too.
      for (const match of text.matchAll(
        /"((?:actions|amount|audit|cashier|common|deposits|errors|ledger|login|members|rules|site|toolbar|whitelabel|withdrawals)\.[a-zA-Z0-9_.]+)"/g,
      ))
        used.add(match[1]!);
    }
    // A key asked for with a count resolves to its plural forms (i18next: key_one, key_other).
    const missing = [...used].filter((key) => !(key in reference) && !(`${key}_other` in reference));
    expect(missing).toEqual([]);
  });

  it("has the keys built from the contracts' value lists", () => {
    const wanted = [
      ...NAV_ITEMS.map((item) => `nav.${item.id}`),
      ...DEPOSIT_STATUSES.flatMap((s) => [`deposits.status.${s}`, `deposits.tabs.${s}`, `deposits.empty.${s}`]),
      ...WITHDRAWAL_STATUSES.flatMap((s) => [
        `withdrawals.status.${s}`,
        `withdrawals.tabs.${s}`,
        `withdrawals.empty.${s}`,
      ]),
      ...RECEIPT_RESULTS.map((r) => `withdrawals.receipt.${r}`),
      ...RECEIPT_SOURCES.map((s) => `withdrawals.receiptSource.${s}`),
      ...SETTING_MOD_IDS.map((m) => `whitelabel.mods.${m}`),
      ...PATTERN_CATALOGUE.map((p) => `patterns.${p.key}`),
      ...["empty", "invalid", "zero"].map((reason) => `amount.${reason}`),
    ];
    expect(wanted.filter((key) => !(key in reference))).toEqual([]);
  });
});
