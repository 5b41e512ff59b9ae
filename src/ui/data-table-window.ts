/**
 * The data table's windowing settings, apart from the component so a unit test can run the very
 * same @tanstack/virtual-core maths on 10,000 rows without a DOM (docs/architecture.md#performance-budgets: lists stay
 * virtualised, so 10,000 rows cost about what 100 do).
 */

/** A one-line row with a chip: 0.6rem padding top and bottom, a 24px line, a 1px border. Rows measure themselves once drawn. */
export const ROW_ESTIMATE_PX = 45;

/** Rows drawn beyond each edge of the viewport, so fast scrolling and arrow keys rarely meet a blank. */
export const OVERSCAN_ROWS = 8;

/** Before the scroll box is measured, assume a tall window so the first paint already shows rows. */
export const INITIAL_VIEWPORT = { width: 0, height: 900 } as const;

/** The scroll box never grows past this; the page around it stays put while the table scrolls. */
export const DEFAULT_MAX_HEIGHT = 'min(70vh, 48rem)';

/** Options for useVirtualizer/Virtualizer that do not depend on the DOM. */
export function windowOptions(count: number) {
  return {
    count,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN_ROWS,
    initialRect: { ...INITIAL_VIEWPORT },
  };
}

/** Spacer heights above and below the drawn rows, so the scroll bar reflects every row. */
export function spacerHeights(
  items: readonly { start: number; end: number }[],
  totalSize: number,
): { top: number; bottom: number } {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return { top: 0, bottom: Math.max(0, totalSize) };
  return { top: Math.max(0, first.start), bottom: Math.max(0, totalSize - last.end) };
}
