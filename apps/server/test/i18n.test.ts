import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGES, errorCodes, type Language, type LocalizedText } from "@lotus/contracts";
import { catalogues } from "../src/i18n/messages.ts";
import * as content from "../src/seed/demo-content.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const reference = catalogues[DEFAULT_LANGUAGE];
const requiredKeys = [...new Set([...Object.keys(reference), ...errorCodes, "ok"])].sort();

describe("server message catalogues", () => {
  it.each(LANGUAGES)("%s has every key of vi and of the error catalogue, and no other", (language) => {
    expect(Object.keys(catalogues[language]).sort()).toEqual(requiredKeys);
  });

  it.each(LANGUAGES)("%s has no empty message", (language) => {
    const empty = Object.entries(catalogues[language]).filter(([, text]) => text.trim() === "");
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE))("%s uses the same {placeholders} as vi", (language) => {
    for (const [key, text] of Object.entries(reference)) {
      expect(placeholders(catalogues[language][key] ?? ""), `${language}.${key}`).toEqual(placeholders(text));
    }
  });
});

/** Every LocalizedText of the demo content, named by where it sits. */
function seedTexts(): { where: string; text: LocalizedText }[] {
  const texts: { where: string; text: LocalizedText }[] = [];
  content.customerService.forEach((c, i) => texts.push({ where: `customerService[${i}].title`, text: c.title }));
  content.notices.forEach((n, i) => {
    texts.push({ where: `notices[${i}].title`, text: n.title });
    texts.push({ where: `notices[${i}].content`, text: n.content });
  });
  content.vipLevels.forEach((v) => {
    texts.push({ where: `vipLevels[${v.level}].name`, text: v.name });
    v.benefits.vi.forEach((_, j) => {
      const text = Object.fromEntries(LANGUAGES.map((l) => [l, v.benefits[l][j] ?? ""])) as LocalizedText;
      texts.push({ where: `vipLevels[${v.level}].benefits[${j}]`, text });
    });
  });
  content.help.forEach((c) => {
    texts.push({ where: `help.${c.code}.title`, text: c.title });
    c.articles.forEach((a, j) => {
      texts.push({ where: `help.${c.code}.articles[${j}].title`, text: a.title });
      texts.push({ where: `help.${c.code}.articles[${j}].content`, text: a.content });
    });
  });
  return texts;
}

describe("demo content", () => {
  const texts = seedTexts();

  it("has localized texts to check", () => {
    expect(texts.length).toBeGreaterThan(50);
  });

  it.each(LANGUAGES)("has every text written in %s", (language: Language) => {
    const missing = texts.filter(({ text }) => typeof text[language] !== "string" || text[language].trim() === "");
    expect(missing.map((m) => m.where)).toEqual([]);
  });

  it("gives every VIP level the same number of benefits in each language", () => {
    for (const v of content.vipLevels) {
      for (const language of LANGUAGES)
        expect(v.benefits[language], `${v.level} ${language}`).toHaveLength(v.benefits.vi.length);
    }
  });
});
