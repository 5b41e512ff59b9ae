import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import { DEFAULT_MAX_HEIGHT, spacerHeights, windowOptions } from './data-table-window.ts';
import {
  type SortDirection,
  type SortState,
  type SortValue,
  showingCount,
  toggleSort,
} from './list-query.ts';
import { type LastSort, sortForTable } from './sorted-rows.ts';
import './data-table.css';

/**
 * The app's one list table (files, data lists, estates, accounts): sortable headers, row
 * click/Enter to open, virtualised so 10,000 rows stay fast, and 'Showing X of Y'.
 *
 * ```tsx
 * const columns: DataTableColumn<FileRow>[] = [            // define once (module level or useMemo)
 *   { id: 'name', header: 'File Name', cell: (r) => r.name, sortValue: (r) => r.name },
 *   { id: 'status', header: 'Status', cell: (r) => <StatusChip …/>, sortValue: (r) => r.status, width: '8rem' },
 *   { id: 'actions', header: 'Actions', hideHeader: true, cell: (r) => <button …>Delete</button> },
 * ];
 * <DataTable
 *   label="Files"                 // the table's accessible name (a visually hidden caption)
 *   rows={visibleRows}            // already filtered; undefined while loading shows a spinner
 *   total={allRows?.length}       // optional: adds 'Showing X of Y' (announced politely)
 *   columns={columns}
 *   getRowId={(r) => r._id}
 *   defaultSort={{ key: 'name', direction: 'ascending' }}  // or `sort` + `onSortChange` to control it
 *   onRowAction={(r) => navigate({ to: '/admin/files/$id', params: { id: r._id } })}  // optional: click or Enter opens
 *   empty={<EmptyState title="No files found" />}           // shown instead of the table when rows is []
 * />
 * ```
 *
 * Semantics: a real <table> with aria-rowcount (all rows + the header row) and aria-rowindex on
 * every drawn row, so assistive technology knows where a row sits among 10,000 though only ~30
 * exist in the DOM. Sortable headers are buttons inside <th aria-sort>. With onRowAction the rows
 * are one tab stop (roving tabindex): Up/Down/Home/End/PageUp/PageDown move, Enter opens; links
 * and buttons inside a row keep working and never open the row.
 */
export interface DataTableColumn<T> {
  /** Stable id; also the sort key reported in SortState. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable: the value rows are ordered by (text, number, boolean, date). */
  sortValue?: (row: T) => SortValue;
  /** CSS width (the table uses fixed layout so columns do not jump while scrolling). */
  width?: string;
  align?: 'start' | 'end';
  /** Keep the header for screen readers only (e.g. an actions column). */
  hideHeader?: boolean;
}

export interface DataTableProps<T> {
  label: string;
  rows: readonly T[] | undefined;
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  total?: number;
  sort?: SortState | null;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  onRowAction?: (row: T) => void;
  empty?: ReactNode;
  /** CSS max-height of the scroll box. */
  maxHeight?: string;
  /** CSS min-width of the table; narrower screens scroll sideways instead of crushing columns. */
  minWidth?: string;
}

const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"], [role="link"]';

/** True when the event started on a control inside the row, which then handles it itself. */
function fromControl(e: MouseEvent | KeyboardEvent): boolean {
  const hit = (e.target as Element).closest?.(INTERACTIVE);
  return !!hit && hit !== e.currentTarget && e.currentTarget.contains(hit);
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { label, rows, columns, getRowId, total, onRowAction, empty } = props;
  const [ownSort, setOwnSort] = useState<SortState | null>(props.defaultSort ?? null);
  const sort = props.sort !== undefined ? props.sort : ownSort;
  const lastSort = useRef<LastSort<T> | null>(null);
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.id === sort.key);
    if (!rows || !sort || !column?.sortValue) return rows;
    const result = sortForTable(rows, sort, column.sortValue, lastSort.current);
    lastSort.current = result.last;
    return result.rows;
  }, [rows, columns, sort]);
  const count = sorted?.length ?? 0;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    ...windowOptions(count),
    getScrollElement: () => scrollRef.current,
    getItemKey: (index) => (sorted?.[index] ? getRowId(sorted[index]) : index),
  });
  const items = virtualizer.getVirtualItems();
  const spacers = spacerHeights(items, virtualizer.getTotalSize());

  const [focusIndex, setFocusIndex] = useState(0);
  const tabbable = items.some((i) => i.index === focusIndex) ? focusIndex : (items[0]?.index ?? 0);

  const changeSort = (key: string) => {
    const next = toggleSort(sort, key);
    if (props.sort === undefined) setOwnSort(next);
    props.onSortChange?.(next);
  };

  /** Moves focus to a row, drawing it first when it lies outside the window. */
  const focusRow = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(count - 1, index));
      setFocusIndex(target);
      virtualizer.scrollToIndex(target, { align: 'auto' });
      // A row already drawn takes focus at once, so the key press and the focus move are one
      // step; a row outside the window is drawn first and focused on a later frame.
      let tries = 0;
      const attempt = () => {
        const row = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${target}"]`);
        if (row) row.focus();
        else if (tries++ < 20) requestAnimationFrame(attempt);
      };
      attempt();
    },
    [count, virtualizer],
  );

  const onRowKeyDown = (e: KeyboardEvent<HTMLTableRowElement>, row: T, index: number) => {
    if (e.target !== e.currentTarget) return;
    const page = Math.max(1, items.length - 2);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
      PageDown: index + page,
      PageUp: index - page,
    };
    if (e.key === 'Enter') {
      e.preventDefault();
      onRowAction?.(row);
    } else if (e.key in moves) {
      e.preventDefault();
      focusRow(moves[e.key]!);
    }
  };

  if (!sorted) {
    return (
      <div className="data-table-loading" role="status">
        <div className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading {label}…</span>
      </div>
    );
  }

  const counter =
    total !== undefined ? (
      <p className="data-table-count muted" role="status">
        {showingCount(count, total)}
      </p>
    ) : null;

  if (count === 0 && empty) {
    return (
      <div className="data-table">
        {empty}
        {counter}
      </div>
    );
  }

  return (
    <div className="data-table">
      <div
        ref={scrollRef}
        className="data-table-scroll"
        style={{ maxHeight: props.maxHeight ?? DEFAULT_MAX_HEIGHT }}
        // Without focusable rows the box itself must take focus so keyboard users can scroll it.
        {...(onRowAction ? {} : { tabIndex: 0, role: 'region', 'aria-label': label })}
      >
        <table
          className="table data-table-table"
          // Read by data-table.css, which lets a phone's cards go narrower.
          style={{ '--table-min-width': props.minWidth ?? '40rem' } as CSSProperties}
          aria-rowcount={count + 1}
        >
          <caption className="visually-hidden">{label}</caption>
          <colgroup>
            {columns.map((c) => (
              <col key={c.id} style={c.width ? { width: c.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={1}>
              {columns.map((c) => (
                <HeaderCell
                  key={c.id}
                  column={c}
                  direction={sort?.key === c.id ? sort.direction : null}
                  onSort={changeSort}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {spacers.top > 0 && <Spacer height={spacers.top} span={columns.length} />}
            {items.map((item) => {
              const row = sorted[item.index] as T;
              return (
                <tr
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  aria-rowindex={item.index + 2}
                  className={onRowAction ? 'data-table-row is-action' : 'data-table-row'}
                  tabIndex={onRowAction ? (item.index === tabbable ? 0 : -1) : undefined}
                  onFocus={onRowAction ? () => setFocusIndex(item.index) : undefined}
                  onClick={
                    onRowAction
                      ? (e) => {
                          if (!fromControl(e)) onRowAction(row);
                        }
                      : undefined
                  }
                  onKeyDown={onRowAction ? (e) => onRowKeyDown(e, row, item.index) : undefined}
                >
                  {columns.map((c, i) => (
                    <td
                      key={c.id}
                      className={c.align === 'end' ? 'align-end' : undefined}
                      // A phone shows each row as a card, each value under its column's name
                      // (data-table.css); the first column is the card's title.
                      data-label={i === 0 || c.hideHeader ? undefined : c.header}
                    >
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
            {spacers.bottom > 0 && <Spacer height={spacers.bottom} span={columns.length} />}
          </tbody>
        </table>
      </div>
      {counter}
    </div>
  );
}

function HeaderCell<T>({
  column,
  direction,
  onSort,
}: {
  column: DataTableColumn<T>;
  direction: SortDirection | null;
  onSort: (key: string) => void;
}) {
  const className = column.align === 'end' ? 'align-end' : undefined;
  const text = column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header;
  if (!column.sortValue) {
    return (
      <th scope="col" className={className}>
        {text}
      </th>
    );
  }
  return (
    <th
      scope="col"
      className={className ? `${className} is-sortable` : 'is-sortable'}
      aria-sort={direction ?? 'none'}
    >
      <button type="button" className="data-table-sort" onClick={() => onSort(column.id)}>
        {text}
        <SortIcon direction={direction} />
      </button>
    </th>
  );
}

/** The arrow repeats aria-sort for sighted users; an unsorted column shows a faint double arrow. */
function SortIcon({ direction }: { direction: SortDirection | null }) {
  const d =
    direction === 'ascending'
      ? 'M12 6l-6 8h12z'
      : direction === 'descending'
        ? 'M12 18l6-8H6z'
        : 'M12 4l-5 6h10zM12 20l5-6H7z';
  return (
    <svg
      className={direction ? 'data-table-sort-icon is-active' : 'data-table-sort-icon'}
      width="14"
      height="14"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={d} />
    </svg>
  );
}

function Spacer({ height, span }: { height: number; span: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row holds nothing focusable; it only keeps the scroll height.
    <tr className="data-table-spacer" aria-hidden="true" style={{ height }}>
      <td colSpan={span} />
    </tr>
  );
}
