import { en } from "./locales/en.ts";
import { ja } from "./locales/ja.ts";
import { th } from "./locales/th.ts";
import { vi, type MessageKey, type Messages } from "./locales/vi.ts";
import { zh } from "./locales/zh.ts";

/* The pages' own dictionaries (vi default). Keys are typed, so every catalogue is complete. */

export const LANGS = ["vi", "en", "zh", "ja", "th"] as const;
export type Lang = (typeof LANGS)[number];
export type { MessageKey };

export const CATALOGUES: Record<Lang, Messages> = { vi, en, zh, ja, th };

/** The page's language from `?lang=` ("en", "en-US", "ZH"…); Vietnamese otherwise. */
export function resolveLang(value: string | null | undefined): Lang {
  const base = (value ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return (LANGS as readonly string[]).includes(base) ? (base as Lang) : "vi";
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** t("result.win", { amount: "1.000 ₫" }); an unknown {name} stays as written. */
export function translator(lang: Lang): Translate {
  const messages = CATALOGUES[lang];
  return (key, vars) =>
    messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (vars && name in vars ? String(vars[name]) : whole));
}
