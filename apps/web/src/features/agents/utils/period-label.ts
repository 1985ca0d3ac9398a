import type { AgentContractKind } from "@lotus/contracts/web";
import { formatDay, formatTimeOfDay } from "../../../lib/date-time";

/**
 * A statement's period for people. Periods run [start, end): a daily, weekly, half-monthly or
 * monthly period shows its first and last day ("26 Nov 2026", or "17 – 23 Nov 2026" as two days);
 * a real-time window shows its day and its five minutes ("27 Nov 2026, 11:25 – 11:30").
 */
export function periodLabel(kind: AgentContractKind, start: string, end: string, language: string): string {
  if (kind === "realtime_salary") {
    // Both ends on the same 24-hour clock (the records' clock), not "11:25 AM – 11:30".
    return `${formatDay(start, language)}, ${formatTimeOfDay(start, language)} – ${formatTimeOfDay(end, language)}`;
  }
  const lastMoment = new Date(new Date(end).getTime() - 1).toISOString();
  const first = formatDay(start, language);
  const last = formatDay(lastMoment, language);
  return first === last ? first : `${first} – ${last}`;
}
