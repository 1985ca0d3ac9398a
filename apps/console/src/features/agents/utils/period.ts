import { BRAND_TIME_ZONE } from "@lotus/contracts/web";

/*
 * A settlement period as the operator reads it, in the brand's time zone: a day run is its date,
 * a longer one its first and last dates, a real-time window its date and minutes.
 */

const LOCALES: Record<string, string> = { vi: "vi-VN", en: "en-GB", zh: "zh-CN", ja: "ja-JP", th: "th-TH" };
const DAY_MS = 86_400_000;

function formatter(language: string, withTime: boolean): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(LOCALES[language] ?? "vi-VN", {
    timeZone: BRAND_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit", hour12: false } : {}),
    ...(language === "th" ? { calendar: "gregory" } : {}),
  });
}

export function formatPeriod(startIso: string, endIso: string, language: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const length = end.getTime() - start.getTime();
  if (length < DAY_MS) {
    const time = new Intl.DateTimeFormat("en-GB", {
      timeZone: BRAND_TIME_ZONE,
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
    });
    return `${formatter(language, false).format(start)} ${time.format(start)}–${time.format(end)}`;
  }
  const first = formatter(language, false).format(start);
  if (length === DAY_MS) return first;
  return `${first} – ${formatter(language, false).format(new Date(end.getTime() - DAY_MS))}`;
}
