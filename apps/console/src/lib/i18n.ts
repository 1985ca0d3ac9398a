import { useSyncExternalStore } from "react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@lotus/contracts/web";
import { currentLanguage, setCurrentLanguage } from "./language";

/** One catalogue per language (`src/locales/<lang>.json`); only the active one is loaded. */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*.json");

async function loadCatalogue(language: Language): Promise<Record<string, unknown>> {
  const load = loaders[`../locales/${language}.json`];
  return load ? (await load()).default : {};
}

export async function initI18n(): Promise<void> {
  const language = currentLanguage();
  document.documentElement.lang = language;
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: "console",
    ns: ["console"],
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    returnNull: false,
    resources: { [language]: { console: await loadCatalogue(language) } },
  });
}

export async function changeLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, "console")) {
    i18next.addResourceBundle(language, "console", await loadCatalogue(language), true, true);
  }
  setCurrentLanguage(language);
  await i18next.changeLanguage(language);
}

function onLanguageChanged(callback: () => void): () => void {
  i18next.on("languageChanged", callback);
  return () => i18next.off("languageChanged", callback);
}

/** The current language; re-renders on change (query keys and number formats depend on it). */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChanged, currentLanguage);
}
