import { BRAND_TIME_ZONE, RECORD_TIME_FORMAT } from "@lotus/contracts/web";

/*
 * The one place the web turns a moment into text. One rule everywhere: times are shown in the
 * brand's time zone (Asia/Ho_Chi_Minh), in the page's language, whatever the device's own zone,
 * and labelled with `timeZoneLabel()` ("GMT+7") where a screen lists times.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, options: Intl.DateTimeFormatOptions, timeZone = BRAND_TIME_ZONE) {
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

function readDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The brand's zone as an offset from UTC ("GMT+7"), the label next to the times of a screen. */
export function timeZoneLabel(now: Date = new Date()): string {
  const part = formatter("en-US", { timeZoneName: "shortOffset" })
    .formatToParts(now)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? BRAND_TIME_ZONE;
}

/** A moment as date and time ("22 thg 11, 2026, 14:05"); empty for a missing or unreadable value. */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  const date = readDate(iso);
  return date ? formatter(language, { dateStyle: "medium", timeStyle: "short" }).format(date) : "";
}

/** A record's moment: the date short and the time with seconds ("22/11/2026, 14:05:09"). */
export function formatRecordTime(iso: string, language: string): string {
  const date = readDate(iso);
  if (!date) return iso;
  return formatter(language, RECORD_TIME_FORMAT).format(date);
}

/** The time of day of a moment ("14:05"), 24-hour clock like the records. */
export function formatTimeOfDay(iso: string, language: string): string {
  const date = readDate(iso);
  return date ? formatter(language, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(date) : "";
}

/** The day of a moment ("22 thg 11, 2026"; `long`: "22 tháng 11, 2026"). */
export function formatDay(iso: string, language: string, style: "medium" | "long" = "medium"): string {
  const date = readDate(iso);
  return date ? formatter(language, { dateStyle: style }).format(date) : "";
}

/**
 * A calendar date such as a birthday ("2000-05-17"). It names a day, not a moment, so it is
 * formatted at noon UTC in UTC: the same day in every time zone.
 */
export function formatCalendarDate(
  ymd: string,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!match) return ymd;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return formatter(language, options, "UTC").format(date);
}

/** The calendar date (yyyy-MM-dd) in the brand's zone at `now`. */
export function todayInBrandZone(now: Date = new Date()): string {
  const parts = formatter("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** The latest birthday (YYYY-MM-DD) that is at least `years` old on `today` (the brand's date). */
export function latestBirthdayForAge(years: number, today: Date = new Date()): string {
  const [year, month, day] = todayInBrandZone(today).split("-").map(Number) as [number, number, number];
  const birthYear = year - years;
  // 29 February of a leap year becomes 28 February in a common year.
  const lastDay = new Date(Date.UTC(birthYear, month, 0)).getUTCDate();
  return `${birthYear}-${String(month).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}
