import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, PATHS, type HelpCategory, type Language } from "@lotus/contracts";
import { createTestApp, type TestApp } from "../app.ts";
import { get, okValue } from "../http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const helpIn = async (language: Language | "CN") =>
  okValue<HelpCategory[]>(await get(t.app, PATHS.helpCenter, { language }));

describe("GET /wps/system/helpCenter", () => {
  it("has categories with articles, the same structure in every language", async () => {
    const byLanguage = await Promise.all(LANGUAGES.map(helpIn));
    const shape = (help: HelpCategory[]) =>
      help.map((c) => ({ id: c.id, code: c.code, articles: c.articles.map((a) => a.id) }));
    expect(byLanguage[0]!.length).toBeGreaterThanOrEqual(4);
    expect(byLanguage[0]!.every((c) => c.articles.length > 0)).toBe(true);
    for (const help of byLanguage) expect(shape(help)).toEqual(shape(byLanguage[0]!));
  });

  it("writes every title and text in each of the five languages, non-empty and different", async () => {
    const byLanguage = await Promise.all(LANGUAGES.map(helpIn));
    const texts = (help: HelpCategory[]) =>
      help.flatMap((c) => [c.title, ...c.articles.flatMap((a) => [a.title, a.content])]);
    const columns = byLanguage.map(texts);
    for (let i = 0; i < columns[0]!.length; i++) {
      const versions = columns.map((column) => column[i]!);
      for (const text of versions) expect(text.trim()).not.toBe("");
      expect(new Set(versions).size, versions.join(" | ")).toBe(LANGUAGES.length);
    }
  });

  it("answers Chinese for the Language alias CN", async () => {
    expect(await helpIn("CN")).toEqual(await helpIn("zh"));
  });
});
