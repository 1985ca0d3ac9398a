import { BRAND_TIME_ZONE } from "@lotus/contracts/web";

/** Dates and times as the brand sees them: Asia/Ho_Chi_Minh, in the operator's language. */
const LOCALES: Record<string, string> = { vi: "vi-VN", en: "en-GB", zh: "zh-CN", ja: "ja-JP", th: "th-TH" };

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[language] ?? "vi-VN", {
      timeZone: BRAND_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      ...(language === "th" ? { calendar: "gregory" } : {}),
    });
    formatters.set(language, formatter);
  }
  return formatter.format(date);
}
