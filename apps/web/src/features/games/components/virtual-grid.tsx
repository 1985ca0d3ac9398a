import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import {
  GRID_GAP,
  gridGeometry,
  gridHeight,
  nextIndex,
  scrollToReveal,
  visibleRange,
  type GridGeometry,
} from "../utils/windowing";

/** What a cell needs from the grid: whether its card is the grid's one Tab stop. */
export type CellState = { index: number; focusable: boolean };

type View = { gridTop: number; viewportHeight: number };

function sameRows(a: View, b: View, geometry: GridGeometry, count: number): boolean {
  const base = { rowHeight: geometry.rowHeight, columns: geometry.columns, count };
  const ra = visibleRange({ ...a, ...base });
  const rb = visibleRange({ ...b, ...base });
  return ra.startRow === rb.startRow && ra.endRow === rb.endRow;
}

/** The part of the viewport a sticky site header covers (the header is sticky on wide screens). */
function stickyInset(): number {
  const header = document.querySelector("header");
  if (!header || getComputedStyle(header).position !== "sticky") return 0;
  return Math.max(0, header.getBoundingClientRect().bottom);
}

/**
 * A window-scrolled virtual grid: only the rows in and near the viewport are in the DOM (plus the
 * card holding keyboard focus), whatever `count` is. A ResizeObserver picks the column count;
 * the page's scroll and the grid's position pick the rows. For screen readers it is a list whose
 * items carry aria-setsize / aria-posinset, so "12 of 10,000" is announced though only ~50 exist.
 *
 * Keyboard: one Tab stop (roving tabindex); arrows move by card or row, Home / End, Page Up /
 * Page Down by a screenful, scrolling the window so the focused card is revealed. The cell marks
 * its focusable card with `data-card-index`.
 */
export function VirtualGrid({
  count,
  itemKey,
  renderCell,
  label,
  testId,
  initialWidth = 1152,
  initialViewportHeight = 900,
}: {
  count: number;
  itemKey: (index: number) => string | number;
  renderCell: (cell: CellState) => ReactNode;
  label: string;
  testId?: string;
  /** Assumed before the first measurement (and in server rendering / tests). */
  initialWidth?: number;
  initialViewportHeight?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initialWidth);
  const [view, setView] = useState<View>({ gridTop: 0, viewportHeight: initialViewportHeight });
  const [activeIndex, setActiveIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const geometry = useMemo(() => gridGeometry(width), [width]);
  const latest = useRef({ geometry, count });
  latest.current = { geometry, count };

  const active = Math.min(activeIndex, Math.max(0, count - 1));
  const range = visibleRange({ ...view, rowHeight: geometry.rowHeight, columns: geometry.columns, count });

  /** Reads the grid's position; re-renders only when the rendered rows would change. */
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const next = { gridTop: element.getBoundingClientRect().top, viewportHeight: window.innerHeight };
    setView((previous) => (sameRows(previous, next, latest.current.geometry, latest.current.count) ? previous : next));
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    measure();
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    const resize = new ResizeObserver(() => {
      setWidth(element.clientWidth);
      measure();
    });
    resize.observe(element);
    // A new list changes the page's height, and sections above the grid (strips, banners) move
    // it without a scroll: the body's observer re-reads the position after the browser's own
    // layout, so a keystroke never forces an extra synchronous layout.
    resize.observe(document.body);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [measure]);

  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    const target = ref.current?.querySelector<HTMLElement>(`[data-card-index="${pendingFocus.current}"]`);
    pendingFocus.current = null;
    target?.focus({ preventScroll: true });
  });

  function focusCard(index: number) {
    const element = ref.current;
    if (!element) return;
    const row = Math.floor(index / geometry.columns);
    const top = scrollToReveal(row, {
      gridTop: element.getBoundingClientRect().top,
      viewportHeight: window.innerHeight,
      rowHeight: geometry.rowHeight,
      cellHeight: geometry.cellHeight,
      scrollY: window.scrollY,
      topInset: stickyInset(),
    });
    if (top !== null) window.scrollTo({ top, behavior: "instant" });
    pendingFocus.current = index;
    setActiveIndex(index);
    measure();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const card = (event.target as HTMLElement).closest<HTMLElement>("[data-card-index]");
    if (!card || event.altKey || event.ctrlKey || event.metaKey) return;
    const index = Number(card.dataset.cardIndex);
    const pageRows = Math.max(1, Math.floor(window.innerHeight / geometry.rowHeight) - 1);
    const next = nextIndex(event.key, index, count, geometry.columns, pageRows);
    if (next === null) return;
    event.preventDefault();
    if (next !== index) focusCard(next);
  }

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    const card = (event.target as HTMLElement).closest<HTMLElement>("[data-card-index]");
    if (card) setActiveIndex(Number(card.dataset.cardIndex));
  }

  const indices: number[] = [];
  if (active < range.start && count > 0) indices.push(active);
  for (let i = range.start; i < range.end; i++) indices.push(i);
  if (active >= range.end && count > 0) indices.push(active);

  return (
    <div
      ref={ref}
      role="list"
      aria-label={label}
      data-testid={testId}
      data-columns={geometry.columns}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      className="relative"
      style={{ height: gridHeight(count, geometry) }}
    >
      {indices.map((index) => {
        const column = index % geometry.columns;
        const row = Math.floor(index / geometry.columns);
        const x = column * (geometry.cellWidth + GRID_GAP);
        return (
          <div
            key={itemKey(index)}
            role="listitem"
            aria-setsize={count}
            aria-posinset={index + 1}
            className="absolute top-0 left-0"
            style={{
              // Each cell is laid out on its own: a new list does not re-layout the others.
              contain: "layout style size",
              width: geometry.cellWidth,
              height: geometry.cellHeight,
              transform: `translate(${x}px, ${row * geometry.rowHeight}px)`,
            }}
          >
            {renderCell({ index, focusable: index === active })}
          </div>
        );
      })}
    </div>
  );
}
