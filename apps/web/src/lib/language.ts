import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from "@lotus/contracts/web";

/** The chosen language: local storage `hisLang` (spec §3), else vi. */
export function currentLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  } catch {
    // storage may be blocked (private mode); the default language still works
  }
  return DEFAULT_LANGUAGE;
}

export function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // nothing to do: the choice then lasts for this page only
  }
  document.documentElement.lang = language;
}
