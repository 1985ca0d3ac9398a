/**
 * The virtual grid's geometry: how many columns fit, how tall a row is and which rows are in (or
 * near) the viewport. Pure functions, so the bounds can be tested without a browser.
 */

/** The narrowest a card may get before a column is dropped, in CSS px. */
export const MIN_CARD_WIDTH = 150;
export const GRID_GAP = 12;
export const MIN_COLUMNS = 2;
export const MAX_COLUMNS = 8;
/** Height of the name / vendor block under a card's square thumbnail, in CSS px. */
export const CARD_INFO_HEIGHT = 58;
/** Rows rendered above and below the viewport, so fast scrolling rarely shows a gap. */
export const OVERSCAN_ROWS = 2;

/** 2 columns on a 360 px phone (328 px of grid), 4 on a tablet, 7 in the 1,152 px desktop column. */
export function columnsForWidth(width: number): number {
  const fit = Math.floor((width + GRID_GAP) / (MIN_CARD_WIDTH + GRID_GAP));
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, fit));
}

export type GridGeometry = {
  columns: number;
  /** Width of one card. */
  cellWidth: number;
  /** Height of one card. */
  cellHeight: number;
  /** Distance from one row's top to the next row's top (card + gap). */
  rowHeight: number;
};

export function gridGeometry(width: number): GridGeometry {
  const columns = columnsForWidth(width);
  const cellWidth = Math.max(0, (width - GRID_GAP * (columns - 1)) / columns);
  const cellHeight = Math.round(cellWidth + CARD_INFO_HEIGHT);
  return { columns, cellWidth, cellHeight, rowHeight: cellHeight + GRID_GAP };
}

/** Height of the whole grid for `count` items. */
export function gridHeight(count: number, geometry: GridGeometry): number {
  const rows = Math.ceil(count / geometry.columns);
  return rows === 0 ? 0 : rows * geometry.rowHeight - GRID_GAP;
}

export type WindowInput = {
  /** The grid's top edge relative to the viewport's top (getBoundingClientRect().top): negative once scrolled past. */
  gridTop: number;
  viewportHeight: number;
  rowHeight: number;
  columns: number;
  count: number;
  overscan?: number;
};

/** Rows [startRow, endRow) and items [start, end) to render; empty when the grid is far off screen. */
export type VisibleRange = { startRow: number; endRow: number; start: number; end: number };

export function visibleRange({
  gridTop,
  viewportHeight,
  rowHeight,
  columns,
  count,
  overscan = OVERSCAN_ROWS,
}: WindowInput): VisibleRange {
  const rowCount = Math.ceil(count / columns);
  if (rowCount === 0 || rowHeight <= 0) return { startRow: 0, endRow: 0, start: 0, end: 0 };
  const firstVisible = Math.floor(-gridTop / rowHeight);
  const lastVisible = Math.ceil((viewportHeight - gridTop) / rowHeight);
  const startRow = clamp(firstVisible - overscan, 0, rowCount);
  const endRow = clamp(lastVisible + overscan, startRow, rowCount);
  return { startRow, endRow, start: startRow * columns, end: Math.min(count, endRow * columns) };
}

/** The most cards the grid can hold in the DOM for a viewport, whatever the list size. */
export function maxRenderedCards(viewportHeight: number, geometry: GridGeometry, overscan = OVERSCAN_ROWS): number {
  return (Math.ceil(viewportHeight / geometry.rowHeight) + 1 + 2 * overscan) * geometry.columns;
}

/**
 * Where keyboard focus goes from `index`: arrows move by one card or one row, Home/End to the
 * first/last card, PageUp/PageDown by `pageRows` rows. Null for keys the grid does not handle.
 */
export function nextIndex(key: string, index: number, count: number, columns: number, pageRows: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const moves: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    ArrowDown: index + columns,
    ArrowUp: index - columns,
    Home: 0,
    End: last,
    PageDown: index + columns * pageRows,
    PageUp: index - columns * pageRows,
  };
  const target = moves[key];
  if (target === undefined) return null;
  // Down from the last full row lands on the last card; up from the first row stays put.
  if (key === "ArrowUp" || key === "PageUp") return target < 0 ? (key === "PageUp" ? index % columns : index) : target;
  return clamp(target, 0, last);
}

/** The scroll position (window.scrollY) that brings row `row` fully into view, or null if it already is. */
export function scrollToReveal(
  row: number,
  {
    gridTop,
    viewportHeight,
    rowHeight,
    scrollY,
    cellHeight,
    topInset = 0,
  }: {
    gridTop: number;
    viewportHeight: number;
    rowHeight: number;
    scrollY: number;
    cellHeight: number;
    /** Height of a sticky header covering the top of the viewport. */
    topInset?: number;
  },
): number | null {
  const top = gridTop + row * rowHeight;
  const bottom = top + cellHeight;
  if (top < topInset) return scrollY + top - topInset - GRID_GAP;
  if (bottom > viewportHeight) return scrollY + bottom - viewportHeight + GRID_GAP;
  return null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
