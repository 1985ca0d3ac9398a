/** Spec: times are shown in Vietnam time, in the page's language, whatever the device's time zone. */
export const DISPLAY_TIME_ZONE = "Asia/Ho_Chi_Minh";

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: DISPLAY_TIME_ZONE });
    formats.set(key, format);
  }
  return format;
}

/** A moment as date and time ("22 thg 11, 2026, 14:05"); empty for a missing or unreadable value. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatter(language, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/**
 * A calendar date such as a birthday ("2000-05-17"). It names a day, not a moment, so it is
 * formatted at noon UTC: the same day in every time zone.
 */
export function formatCalendarDate(ymd: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!match) return ymd;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return formatter(language, { dateStyle: "long" }).format(date);
}

/** The latest birthday (YYYY-MM-DD) that is at least `years` old on `today` (Vietnam date). */
export function latestBirthdayForAge(years: number, today: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: DISPLAY_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(today);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const year = get("year") - years;
  const month = get("month");
  // 29 February of a leap year becomes 28 February in a common year.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(get("day"), lastDay);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
