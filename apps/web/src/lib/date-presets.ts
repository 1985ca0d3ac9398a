import { RECORD_MAX_RANGE_DAYS, type DatePreset } from "@lotus/contracts/web";
import { todayInBrandZone } from "./date-time";

/**
 * Spec §9 date presets of the record pages (last or next 7 or 30 days). The record calls take
 * calendar dates (yyyy-MM-dd) in the brand's time zone, so "today" is the date in Vietnam whatever
 * the device's own time zone is. Each range counts today as one of its days.
 */
export type DateRange = { startDate: string; endDate: string };

const PRESET_DAYS: Record<DatePreset, { days: number; forward: boolean }> = {
  last7: { days: 7, forward: false },
  last30: { days: 30, forward: false },
  next7: { days: 7, forward: true },
  next30: { days: 30, forward: true },
};

const DAY_MS = 86_400_000;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtcDays(ymd: string): number | null {
  const match = YMD.exec(ymd);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  // 2026-02-30 is not a date: Date.UTC would roll it over into March.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

/** A real calendar date written yyyy-MM-dd. */
export function isCalendarDate(ymd: string): boolean {
  return toUtcDays(ymd) !== null;
}

/** The date `days` after (or, negative, before) a yyyy-MM-dd date. */
export function addDays(ymd: string, days: number): string {
  const start = toUtcDays(ymd);
  if (start === null) throw new RangeError(`not a date: ${ymd}`);
  return new Date((start + days) * DAY_MS).toISOString().slice(0, 10);
}

/** How many calendar days a range covers, both ends included (0 for an unreadable or reversed one). */
export function rangeDays({ startDate, endDate }: DateRange): number {
  const start = toUtcDays(startDate);
  const end = toUtcDays(endDate);
  if (start === null || end === null || end < start) return 0;
  return end - start + 1;
}

/** The dates of a preset: "last 7 days" is the six days before today and today; "next 7" is today and the six after. */
export function presetRange(preset: DatePreset, now: Date = new Date()): DateRange {
  const today = todayInBrandZone(now);
  const { days, forward } = PRESET_DAYS[preset];
  return forward
    ? { startDate: today, endDate: addDays(today, days - 1) }
    : { startDate: addDays(today, -(days - 1)), endDate: today };
}

/** The preset a range equals today, if any (a custom range that happens to match lights its chip). */
export function matchingPreset(range: DateRange, now: Date = new Date()): DatePreset | null {
  for (const preset of Object.keys(PRESET_DAYS) as DatePreset[]) {
    const candidate = presetRange(preset, now);
    if (candidate.startDate === range.startDate && candidate.endDate === range.endDate) return preset;
  }
  return null;
}

export type RangeProblem = "invalid" | "reversed" | "tooLong";

/** Why a custom range cannot be asked for (the server refuses the same), or null when it can. */
export function rangeProblem(range: DateRange, maxDays: number = RECORD_MAX_RANGE_DAYS): RangeProblem | null {
  if (!isCalendarDate(range.startDate) || !isCalendarDate(range.endDate)) return "invalid";
  if (range.startDate > range.endDate) return "reversed";
  return rangeDays(range) > maxDays ? "tooLong" : null;
}
