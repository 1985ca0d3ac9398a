/*
 * The drawn wheel: n equal segments clockwise from the pointer at the top (segment i spans
 * [i·360/n, (i+1)·360/n) degrees). The chances are the prize table's weights, shown beside the
 * wheel; the drawing only has to stop under the segment the server's fair draw chose.
 */

export const SPIN_TURNS = 6;

export function segmentCentre(segment: number, count: number): number {
  return ((segment + 0.5) * 360) / count;
}

/**
 * The wheel's next rotation (degrees, always increasing): at least `turns` whole turns past the
 * current one, stopping with the segment's centre under the pointer.
 */
export function landingRotation(current: number, segment: number, count: number, turns = SPIN_TURNS): number {
  const target = (360 - segmentCentre(segment, count)) % 360;
  const base = current - (((current % 360) + 360) % 360);
  let next = base + turns * 360 + target;
  if (next - current < turns * 360) next += 360;
  return next;
}

/** The segment under the pointer at a rotation (the inverse, for tests and screen readers). */
export function segmentAt(rotation: number, count: number): number {
  const angle = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.floor((angle * count) / 360) % count;
}

/** SVG path of segment i of n on a circle of radius r centred at (r, r). */
export function segmentPath(segment: number, count: number, r: number): string {
  const a0 = ((segment * 360) / count - 90) * (Math.PI / 180);
  const a1 = (((segment + 1) * 360) / count - 90) * (Math.PI / 180);
  const x0 = r + r * Math.cos(a0);
  const y0 = r + r * Math.sin(a0);
  const x1 = r + r * Math.cos(a1);
  const y1 = r + r * Math.sin(a1);
  const large = 360 / count > 180 ? 1 : 0;
  return `M${r},${r} L${x0.toFixed(3)},${y0.toFixed(3)} A${r},${r} 0 ${large} 1 ${x1.toFixed(3)},${y1.toFixed(3)} Z`;
}
