import { RECORD_TIME_FORMAT } from "@lotus/contracts/web";

/** Dates and times as the brand sees them (BRAND_TIME_ZONE, in RECORD_TIME_FORMAT), in the operator's language. */
const LOCALES: Record<string, string> = { vi: "vi-VN", en: "en-GB", zh: "zh-CN", ja: "ja-JP", th: "th-TH" };

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[language] ?? "vi-VN", {
      ...RECORD_TIME_FORMAT,
      ...(language === "th" ? { calendar: "gregory" } : {}),
    });
    formatters.set(language, formatter);
  }
  return formatter.format(date);
}
