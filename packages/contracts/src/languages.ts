/** Interface languages offered by the header selector (spec §1); VI is the default. */
export const LANGUAGES = ["vi", "en", "zh", "ja", "th"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "vi";

/** Native names shown in the language selector. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  vi: "Tiếng Việt",
  en: "English",
  zh: "中文",
  ja: "日本語",
  th: "ไทย",
};

/** The `Language` request header; the spec's CN is accepted as an alias of zh. */
export const LANGUAGE_HEADER = "language";
export function parseLanguageHeader(raw: string | undefined): Language | null {
  if (raw === undefined || raw.trim() === "") return DEFAULT_LANGUAGE;
  const value = raw.trim().toLowerCase();
  if (value === "cn") return "zh";
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
}

/** Text stored once per language (notices, help articles, VIP benefits). */
export type LocalizedText = Record<Language, string>;
