import { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it } from 'vitest';
import { OVERSCAN_ROWS, ROW_ESTIMATE_PX, spacerHeights, windowOptions } from './data-table-window.ts';

/**
 * Runs the table's real windowing (the same options the component passes to useVirtualizer) on a
 * scroll box of a given height and offset, with no DOM: the adapters report the box instead.
 */
function drawnRows(count: number, viewportHeight: number, scrollTop: number) {
  const virtualizer = new Virtualizer<Element, Element>({
    ...windowOptions(count),
    getScrollElement: () => ({}) as Element,
    observeElementRect: (_instance, report) => {
      report({ width: 1024, height: viewportHeight });
      return () => {};
    },
    observeElementOffset: (_instance, report) => {
      report(scrollTop, false);
      return () => {};
    },
    scrollToFn: () => {},
  });
  virtualizer._willUpdate();
  return { items: virtualizer.getVirtualItems(), total: virtualizer.getTotalSize() };
}

describe('data table windowing', () => {
  it('draws at most ~100 rows of 10,000 on a tall screen', () => {
    const { items, total } = drawnRows(10_000, 1400, 0);
    expect(items.length).toBeGreaterThan(20);
    expect(items.length).toBeLessThanOrEqual(100);
    expect(items[0]?.index).toBe(0);
    expect(total).toBe(10_000 * ROW_ESTIMATE_PX);
  });

  it('draws the rows around the scroll position, plus the overscan on each side', () => {
    const top = 5000 * ROW_ESTIMATE_PX;
    const { items } = drawnRows(10_000, 700, top);
    const visible = Math.ceil(700 / ROW_ESTIMATE_PX);
    expect(items[0]?.index).toBe(5000 - OVERSCAN_ROWS);
    expect(items.at(-1)?.index).toBeLessThanOrEqual(5000 + visible + OVERSCAN_ROWS);
    expect(items.length).toBeLessThanOrEqual(visible + 2 * OVERSCAN_ROWS + 1);
  });

  it('costs the same number of rows for 10,000 as for 100 once the screen is full', () => {
    expect(drawnRows(10_000, 900, 0).items.length).toBe(drawnRows(100, 900, 0).items.length);
  });

  it('draws every row of a short list', () => {
    expect(drawnRows(7, 900, 0).items.map((i) => i.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('keeps the scroll height of every row with spacers above and below the drawn ones', () => {
    const { items, total } = drawnRows(10_000, 700, 100_000);
    const { top, bottom } = spacerHeights(items, total);
    const drawn = items.reduce((sum, i) => sum + i.size, 0);
    expect(top + drawn + bottom).toBe(total);
    expect(top).toBe(items[0]?.start);
    expect(spacerHeights([], 0)).toEqual({ top: 0, bottom: 0 });
  });
});
