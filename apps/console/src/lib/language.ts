import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@lotus/contracts/web";

/** The console's language: the operator's choice in local storage, vi by default. */
const STORAGE_KEY = "lotusConsoleLang";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function savedLanguage(): Language {
  try {
    const saved = typeof localStorage === "undefined" ? null : localStorage.getItem(STORAGE_KEY);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    /* private mode: the choice lasts until reload */
  }
}

let current: Language = savedLanguage();

/** The language of the interface and of the `Language` header on every call. */
export function currentLanguage(): Language {
  return current;
}

export function setCurrentLanguage(language: Language): void {
  current = language;
  saveLanguage(language);
  if (typeof document !== "undefined") document.documentElement.lang = language;
}
