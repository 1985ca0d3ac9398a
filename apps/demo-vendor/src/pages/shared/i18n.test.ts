import { describe, expect, it } from "vitest";
import { CATALOGUES, LANGS, resolveLang, translator } from "./i18n.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Values that are the same in every language (symbols, numbers, technical names). */
const LANGUAGE_NEUTRAL = new Set([
  "paytable.rtp",
  "taixiu.returns",
  "virtual.outcome",
  "verify.form.nonce",
  "app.title",
]);

describe("the pages' dictionaries", () => {
  it("have every key of the Vietnamese catalogue, non-empty, with the same placeholders", () => {
    const keys = Object.keys(CATALOGUES.vi).sort();
    for (const lang of LANGS) {
      const catalogue = CATALOGUES[lang] as Record<string, string>;
      expect(Object.keys(catalogue).sort(), lang).toEqual(keys);
      for (const key of keys) {
        expect(catalogue[key]!.trim().length, `${lang} ${key}`).toBeGreaterThan(0);
        expect(placeholders(catalogue[key]!), `${lang} ${key}`).toEqual(
          placeholders(CATALOGUES.vi[key as keyof typeof CATALOGUES.vi]),
        );
      }
    }
  });

  it("leave no English text in the other languages", () => {
    for (const lang of ["vi", "zh", "ja", "th"] as const) {
      const copied = Object.keys(CATALOGUES.en).filter(
        (key) =>
          !LANGUAGE_NEUTRAL.has(key) &&
          (CATALOGUES[lang] as Record<string, string>)[key] === (CATALOGUES.en as Record<string, string>)[key],
      );
      expect(copied, lang).toEqual([]);
    }
  });

  it("falls back to Vietnamese and accepts region tags", () => {
    expect(resolveLang(null)).toBe("vi");
    expect(resolveLang("fr")).toBe("vi");
    expect(resolveLang("en-US")).toBe("en");
    expect(resolveLang("ZH_cn")).toBe("zh");
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(translator("en")("result.win", { amount: "₫1,000" })).toBe("You won ₫1,000!");
    expect(translator("vi")("result.win")).toBe("Thắng {amount}!");
  });
});
