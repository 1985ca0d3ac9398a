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

/** Text written in every language (what the seeds write). */
export type LocalizedText = Record<Language, string>;

/**
 * A text the server stores per language (`jsonb` columns: VIP levels, rooms, notices, help,
 * vendor and game names…): the brand default (vi) is always there, another language may be
 * missing. `T` is a list for texts stored as lists (a VIP level's benefits).
 */
export type StoredText<T = string> = { vi: T } & Partial<Record<Language, T>>;

/** The text in `language`, falling back to the brand default (vi) when that language is missing or empty. */
export function localized<T>(texts: StoredText<T>, language: Language): T {
  const text = texts[language];
  return text !== undefined && text !== "" ? text : texts.vi;
}

/**
 * A game's or vendor's name: stored per language when it is made of words (`texts`), else one
 * title that reads the same in every language (`title`, also what the console shows).
 */
export function localizedName(texts: StoredText | null, title: string, language: Language): string {
  return texts ? localized(texts, language) : title;
}
