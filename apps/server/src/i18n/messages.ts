import { DEFAULT_LANGUAGE, type ErrorCode, type Language } from "@lotus/contracts";
import vi from "./vi.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import zh from "./zh.json" with { type: "json" };
import ja from "./ja.json" with { type: "json" };
import th from "./th.json" with { type: "json" };

/** Server message catalogues, one per language; keys are error codes plus `ok`. */
export const catalogues: Record<Language, Record<string, string>> = { vi, en, zh, ja, th };

export function translate(language: Language, key: ErrorCode | string, params: Record<string, string | number> = {}) {
  const template = catalogues[language][key] ?? catalogues[DEFAULT_LANGUAGE][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
