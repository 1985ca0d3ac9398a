/*
 * Geometry of the dashboard's bar charts (SVG by hand, no chart library): every value maps to a
 * bar between the zero line and its height; the scale always contains zero, so a negative day
 * (a GGR loss) hangs below the line. Values are bigint (minor units, or counts): the scale is
 * computed on bigint, and only a proportion (a share of the span) becomes a float, never an amount.
 */

export type ChartScale = { min: bigint; max: bigint };

/** The range the bars are drawn in: from min(0, lowest) to max(0, highest), never empty. */
export function chartScale(values: readonly bigint[]): ChartScale {
  let min = 0n;
  let max = 0n;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min === max) max = 1n;
  return { min, max };
}

const SHARE_STEPS = 1_000_000n;

/** part / whole (0 ≤ part ≤ whole) as a fraction, to a millionth: exact on bigint, then a float. */
function share(part: bigint, whole: bigint): number {
  return Number((part * SHARE_STEPS) / whole) / Number(SHARE_STEPS);
}

/** Where the bar of `value` starts (y of its top) and how tall it is, in a chart `height` high (y grows down). */
export function barGeometry(value: bigint, scale: ChartScale, height: number): { y: number; height: number } {
  const span = scale.max - scale.min;
  const zero = share(scale.max, span) * height;
  const size = share(value < 0n ? -value : value, span) * height;
  return value >= 0n ? { y: zero - size, height: size } : { y: zero, height: size };
}

/** The y of the zero line. */
export function zeroLine(scale: ChartScale, height: number): number {
  return share(scale.max, scale.max - scale.min) * height;
}

/** "2026-11-26" → "26/11" (the day labels under a chart). */
export function shortDay(day: string): string {
  const [, month, date] = day.split("-");
  return `${date}/${month}`;
}
