import { useSyncExternalStore } from "react";
import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@lotus/contracts/web";
import { currentLanguage, saveLanguage } from "./language";
import type { Catalogue, CatalogueLoaders } from "./locale-loaders/types";

/**
 * Catalogues live in `src/locales/{language}/{namespace}.json`. Only the active language is
 * loaded, one chunk per namespace, so the initial bundle carries no translations it won't show.
 * The map from namespace to chunk is itself one chunk per language (lib/locale-loaders/<language>.ts):
 * the first page carries the map of the two start-up namespaces of every language, not 5 × every
 * namespace (each entry is a hashed chunk name that compresses badly).
 */
const startLoaders: CatalogueLoaders = import.meta.glob<Catalogue>("../locales/*/{common,layout}.json");
const languageLoaders: Record<Language, () => Promise<{ default: CatalogueLoaders }>> = {
  vi: () => import("./locale-loaders/vi"),
  en: () => import("./locale-loaders/en"),
  zh: () => import("./locale-loaders/zh"),
  ja: () => import("./locale-loaders/ja"),
  th: () => import("./locale-loaders/th"),
};

export const NAMESPACES = [
  "common",
  "layout",
  "home",
  "games",
  "system",
  "vip",
  "help",
  "download",
  "join",
  "notices",
  "pages",
  "account",
  "member",
  "wallet",
  "cashier",
  "notify",
  "slots",
  "launch",
  "betting",
  "agents",
  "rewards",
  "fortune",
  "content",
  "chat",
  "support",
  "protection",
  "kyc",
  "messages",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

async function loadNamespace(language: Language, namespace: string) {
  const load =
    startLoaders[`../locales/${language}/${namespace}.json`] ??
    (await languageLoaders[language]?.())?.default[`../../locales/${language}/${namespace}.json`];
  if (!load) return {};
  return (await load()).default;
}

export async function initI18n(): Promise<i18n> {
  const language = currentLanguage();
  document.documentElement.lang = language;
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ["common", "layout"],
    defaultNS: "common",
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    returnNull: false,
    react: { useSuspense: true },
    partialBundledLanguages: true,
    resources: {},
  });
  // The language's map of the other namespaces loads beside the start-up pair, ready for the first page's.
  void languageLoaders[language]().catch(() => {});
  await Promise.all(["common", "layout"].map((ns) => ensureNamespace(language, ns)));
  i18next.on("missingKey", () => {});
  return i18next;
}

/** Loads a namespace for a language once; components call `useTranslation(ns)` after this. */
export async function ensureNamespace(language: Language, namespace: string): Promise<void> {
  if (i18next.hasResourceBundle(language, namespace)) return;
  i18next.addResourceBundle(language, namespace, await loadNamespace(language, namespace), true, true);
}

/** Switches language: saves `hisLang`, loads every namespace already in use, re-renders. */
export async function changeLanguage(language: Language): Promise<void> {
  const used = new Set<string>(["common", "layout"]);
  for (const lng of Object.keys(i18next.store.data))
    for (const ns of Object.keys(i18next.store.data[lng] ?? {})) used.add(ns);
  await Promise.all([...used].map((ns) => ensureNamespace(language, ns)));
  saveLanguage(language);
  await i18next.changeLanguage(language);
}

/** i18next's own backend hook: loads a namespace requested by `useTranslation` on demand. */
i18next.use({
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: (error: unknown, data: Record<string, unknown> | false) => void) {
    loadNamespace(language as Language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error, false),
    );
  },
});

function onLanguageChanged(callback: () => void): () => void {
  i18next.on("languageChanged", callback);
  return () => i18next.off("languageChanged", callback);
}

/** The current language, re-rendering the caller when it changes (query keys depend on it). */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChanged, currentLanguage);
}
