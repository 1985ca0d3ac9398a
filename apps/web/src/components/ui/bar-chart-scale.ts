/*
 * Geometry of the daily bar charts (profit and loss, the agent team overview): bars above (profit) and below (loss) a zero line, with
 * "nice" axis ticks and the day labels that fit. Amounts arrive as minor-unit digit strings; the
 * geometry converts them to numbers — only for drawing: every amount shown as text is formatted
 * from the exact string.
 */

export type ChartSize = {
  width: number;
  height: number;
  /** Room for the amount labels of the axis, left of the plot. */
  left: number;
  /** Room for the day labels, under the plot. */
  bottom: number;
  top: number;
  right: number;
};

export type ChartBar = {
  index: number;
  /** The slot of the day: the whole column, the target for pointer and focus. */
  slotX: number;
  slotWidth: number;
  x: number;
  width: number;
  y: number;
  height: number;
  sign: -1 | 0 | 1;
};

export type ChartTick = { value: number; y: number };

export type ChartLayout = {
  plot: { left: number; right: number; top: number; bottom: number };
  zeroY: number;
  bars: ChartBar[];
  ticks: ChartTick[];
  /** Indexes of the days whose label is drawn (evenly spaced, never overlapping). */
  labels: number[];
};

/** The widest a bar gets, whatever the room (a week on a desktop). */
export const MAX_BAR_WIDTH = 28;
/** Room one day label needs on the axis, in px. */
export const DAY_LABEL_WIDTH = 44;

/** 1, 2 or 5 times a power of ten, at least `rough` (minimum 1). */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const factor of [1, 2, 5, 10]) {
    if (factor * power >= rough) return Math.max(1, factor * power);
  }
  return Math.max(1, 10 * power);
}

/** Ticks from a multiple of the step at or below `min` to one at or above `max`, zero always among them. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  const step = niceStep((hi - lo) / count || 1);
  const first = Math.floor(lo / step) * step;
  let last = Math.ceil(hi / step) * step;
  if (first === last) last = first + step;
  const ticks: number[] = [];
  for (let value = first; value <= last + step / 2; value += step) ticks.push(Math.round(value / step) * step);
  // -0 reads as "-0" in some formatters.
  return ticks.map((v) => (Object.is(v, -0) ? 0 : v));
}

/** Which of `count` day labels to draw so that they fit `width` px: every n-th, the first always. */
export function labelIndexes(count: number, width: number, labelWidth: number = DAY_LABEL_WIDTH): number[] {
  if (count <= 0) return [];
  const fit = Math.max(1, Math.floor(width / labelWidth));
  const every = Math.ceil(count / fit);
  const indexes: number[] = [];
  for (let i = 0; i < count; i += every) indexes.push(i);
  return indexes;
}

/** Places the bars of `values` (minor units, signed digit strings) in a chart of `size`. */
export function barChartLayout(amounts: readonly string[], size: ChartSize): ChartLayout {
  const values = amounts.map((p) => Number(p));
  const plot = {
    left: size.left,
    right: Math.max(size.left + 1, size.width - size.right),
    top: size.top,
    bottom: Math.max(size.top + 1, size.height - size.bottom),
  };
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  const lo = ticks[0]!;
  const hi = ticks[ticks.length - 1]!;
  const plotHeight = plot.bottom - plot.top;
  const yOf = (value: number) => plot.top + ((hi - value) / (hi - lo)) * plotHeight;
  const zeroY = yOf(0);
  const plotWidth = plot.right - plot.left;
  const slotWidth = values.length > 0 ? plotWidth / values.length : plotWidth;
  const width = Math.max(1, Math.min(MAX_BAR_WIDTH, slotWidth * 0.7));
  const bars = values.map((value, index): ChartBar => {
    const sign = value > 0 ? 1 : value < 0 ? -1 : 0;
    // A profit too small to see still shows as a 1 px bar on its side of the line.
    const length = sign === 0 ? 0 : Math.max(1, Math.abs(yOf(value) - zeroY));
    const slotX = plot.left + index * slotWidth;
    return {
      index,
      slotX,
      slotWidth,
      x: slotX + (slotWidth - width) / 2,
      width,
      y: sign > 0 ? zeroY - length : zeroY,
      height: length,
      sign,
    };
  });
  return {
    plot,
    zeroY,
    bars,
    ticks: ticks.map((value) => ({ value, y: yOf(value) })),
    labels: labelIndexes(values.length, plotWidth),
  };
}
