import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState } from 'react';
import { dataOrThrow, type LocalRecord, queries, useQuery } from '../../store/index.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { filterRows } from '../../ui/list-query.ts';
import { LoadErrorBoundary } from '../../ui/load-error.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { fileStatusTone, statusDisplay } from '../../ui/status-display.ts';
import {
  type CellKind,
  cellText,
  type DataModel,
  dataModel,
  type RowContext,
  sortValueOf,
} from './data-models.ts';
import './data.css';

/** Data list (docs/behaviour.md#data-lists): a sortable table of one model, rows opening their screen, and Add New. */
export function DataListScreen() {
  const { model: name } = useParams({ from: '/admin/data/$model' });
  const model = dataModel(name);
  if (!model) {
    return (
      <section className="data-page" aria-labelledby="data-unknown-title">
        <h1 id="data-unknown-title">Unknown data model</h1>
        <div className="card">
          <p>There is no data model called “{name}”.</p>
          <Link to="/admin/data" className="button button-secondary">
            Back to Data Models
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="data-page" aria-labelledby="data-list-title">
      <div className="page-header">
        <h1 id="data-list-title">{model.label}</h1>
        {model.createLink && (
          <Link {...model.createLink} className="button">
            Add New
          </Link>
        )}
      </div>
      <LoadErrorBoundary message={`An error occurred while fetching ${model.label.toLowerCase()}`}>
        {/* key: a new model starts with its own sort and search. */}
        <ModelTable key={model.model} model={model} />
      </LoadErrorBoundary>
    </section>
  );
}

/** Short values get narrow columns (fixed layout); text shares what is left. */
const KIND_WIDTHS: Partial<Record<CellKind, string>> = {
  date: '9rem',
  words: '11rem',
  boolean: '6rem',
  money: '10rem',
  percent: '7rem',
  status: '12rem',
  'file-status': '8rem',
};

function ModelTable({ model }: { model: DataModel }) {
  const navigate = useNavigate();
  // A failed read is thrown to the list's LoadErrorBoundary.
  const rows: LocalRecord[] | undefined = dataOrThrow(
    useQuery(() => queries.all(model.entity), [model.entity]),
  );
  const estates = dataOrThrow(useQuery(() => queries.all('estates'), []));
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  const ctx = useMemo<RowContext>(() => {
    const names = new Map((estates ?? []).map((e) => [e._id, e.estateName]));
    return { estateName: (id) => (typeof id === 'string' ? (names.get(id) ?? '') : '') };
  }, [estates]);

  const columns = useMemo<DataTableColumn<LocalRecord>[]>(
    () =>
      model.columns.map((c) => ({
        id: c.id,
        header: c.header,
        align: c.kind === 'money' || c.kind === 'percent' ? 'end' : 'start',
        width: KIND_WIDTHS[c.kind],
        sortValue: (row) => sortValueOf(c.kind, c.value(row, ctx)),
        cell: (row) => {
          const value = c.value(row, ctx);
          const text = cellText(c.kind, value);
          if (c.kind === 'status')
            return <StatusChip label={text} tone={statusDisplay(String(value ?? '')).tone} />;
          if (c.kind === 'file-status')
            return <StatusChip label={text} tone={fileStatusTone(String(value ?? ''))} />;
          return text;
        },
      })),
    [model, ctx],
  );

  const visible = useMemo(
    () =>
      rows &&
      filterRows(rows, deferredQuery, (row) => model.columns.map((c) => cellText(c.kind, c.value(row, ctx)))),
    [rows, deferredQuery, model, ctx],
  );

  const open = (row: LocalRecord) => {
    const link = model.rowLink(row);
    if (link) void navigate(link);
  };
  const opens = rows?.some((r) => model.rowLink(r) !== null) ?? false;
  const plural = model.label.toLowerCase();
  const searching = query.trim() !== '';

  return (
    <>
      <div className="list-toolbar">
        <label htmlFor="data-search" className="visually-hidden">
          Search {plural}
        </label>
        <input
          id="data-search"
          type="search"
          className="search-input"
          placeholder={`Search ${plural}`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
      </div>
      <div className={query !== deferredQuery ? 'is-stale' : undefined}>
        <DataTable
          label={model.label}
          rows={visible}
          total={rows?.length}
          columns={columns}
          getRowId={(r) => r._id}
          defaultSort={model.defaultSort}
          onRowAction={opens ? open : undefined}
          minWidth={model.columns.length > 4 ? '56rem' : '36rem'}
          empty={
            <EmptyState
              title={`No ${plural} found`}
              message={
                searching && rows?.length
                  ? `No ${plural} match “${query.trim()}”.`
                  : `There are no ${plural} on this device yet.`
              }
            />
          }
        />
      </div>
    </>
  );
}
