/*
 * Geometry of the dashboard's bar charts (SVG by hand, no chart library): every value maps to a
 * bar between the zero line and its height; the scale always contains zero, so a negative day
 * (a GGR loss) hangs below the line. Money is bigint minor units: the geometry only needs
 * proportions, so it converts to Number there and nowhere else.
 */

export type ChartScale = { min: number; max: number };

/** The range the bars are drawn in: from min(0, lowest) to max(0, highest), never empty. */
export function chartScale(values: readonly (bigint | number)[]): ChartScale {
  let min = 0;
  let max = 0;
  for (const value of values) {
    const n = Number(value);
    if (n < min) min = n;
    if (n > max) max = n;
  }
  if (min === max) max = 1;
  return { min, max };
}

/** Where the bar of `value` starts (y of its top) and how tall it is, in a chart `height` high (y grows down). */
export function barGeometry(value: bigint | number, scale: ChartScale, height: number): { y: number; height: number } {
  const span = scale.max - scale.min;
  const zero = (scale.max / span) * height;
  const size = (Math.abs(Number(value)) / span) * height;
  return Number(value) >= 0 ? { y: zero - size, height: size } : { y: zero, height: size };
}

/** The y of the zero line. */
export function zeroLine(scale: ChartScale, height: number): number {
  return (scale.max / (scale.max - scale.min)) * height;
}

/** "2026-11-26" → "26/11" (the day labels under a chart). */
export function shortDay(day: string): string {
  const [, month, date] = day.split("-");
  return `${date}/${month}`;
}
