import { formatMinor } from "@lotus/contracts/web";
import { DISPLAY_TIME_ZONE } from "./format";

export type AmountDirection = "in" | "out" | "none";

/**
 * A signed ledger amount for the record: "+" and green for money in, a true minus "−" and red for
 * money out, 2 decimals with the language's separators (spec §9).
 */
export function signedAmount(amount: string, language: string): { text: string; direction: AmountDirection } {
  const value = BigInt(amount);
  if (value === 0n) return { text: formatMinor(0n, language), direction: "none" };
  const magnitude = formatMinor(value < 0n ? -value : value, language);
  return value > 0n ? { text: `+${magnitude}`, direction: "in" } : { text: `\u2212${magnitude}`, direction: "out" };
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** A record's moment in Vietnam time: the date short and the time with seconds ("22/11/2026, 14:05:09"). */
export function formatRecordTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      timeZone: DISPLAY_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    timeFormats.set(language, format);
  }
  return format.format(date);
}
