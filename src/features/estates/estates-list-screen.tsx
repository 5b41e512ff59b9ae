import { Link, useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { queries, useQuery } from '../../store/index.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorBox } from '../../ui/load-error.tsx';
import { estateStatusTone, formatDate } from '../../ui/record-display.ts';
import { StatusChip } from '../../ui/status-chip.tsx';
import { useFirstPullPending } from '../sync/index.ts';
import { type EstateRow, estateRows, filterEstateRows, formatEstateValue } from './estate-rows.ts';
import { firstEstateRows } from './first-estate-rows.ts';
import '../../ui/detail-page.css';

const COLUMNS: DataTableColumn<EstateRow>[] = [
  {
    id: 'name',
    header: 'Estate Name',
    // A real link too: it opens in a new tab and reads as a link; the row click is for mice.
    cell: (r) => (
      <Link to="/admin/data/estates/$id" params={{ id: r.id }}>
        {r.name || 'Untitled estate'}
      </Link>
    ),
    sortValue: (r) => r.name,
    width: '34%',
  },
  {
    id: 'fileNumber',
    header: 'File Number',
    cell: (r) => r.fileNumber ?? 'N/A',
    sortValue: (r) => r.fileNumber,
  },
  {
    id: 'value',
    header: 'Value',
    cell: (r) => formatEstateValue(r.value),
    sortValue: (r) => r.value,
    align: 'end',
    // An estate of over a million dollars shows whole at an iPad's width ("$1,110,326.33").
    width: '9.5rem',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => <StatusChip label={r.statusLabel} tone={estateStatusTone(r.status)} />,
    sortValue: (r) => r.statusLabel,
    width: '13rem',
  },
  { id: 'createdAt', header: 'Created', cell: (r) => formatDate(r.createdAt), sortValue: (r) => r.createdAt },
];

/**
 * The first page by name, read once and before all the estates: IndexedDB would otherwise answer
 * the large read first. A failed read just leaves the spinner to the full read.
 */
function useFirstRows(): { rows?: EstateRow[]; settled: boolean } {
  const [state, setState] = useState<{ rows?: EstateRow[]; settled: boolean }>({ settled: false });
  useEffect(() => {
    let mounted = true;
    firstEstateRows(queries).then(
      (rows) => mounted && setState({ rows, settled: true }),
      () => mounted && setState({ settled: true }),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return state;
}

/** Estates list (docs/behaviour.md#estates): search, spinner, empty states and a virtualised table, all from the local store. */
export function EstatesListScreen() {
  const navigate = useNavigate();
  const first = useFirstRows();
  const read = useQuery(async () => {
    if (!first.settled) return undefined;
    const { estates, files, assets } = await queries.estatesFilesAssets();
    return estateRows(estates, files, assets);
  }, [first.settled]);
  const firstPull = useFirstPullPending();
  const [search, setSearch] = useState('');
  // Typing stays instant; the filter over thousands of rows follows a moment later.
  const deferred = useDeferredValue(search);
  const all = read.status === 'ready' ? read.data : undefined;
  // Until all the estates are read, the first page by name stands in (unfiltered, no count).
  const shown = all ?? (deferred.trim() === '' && first.rows?.length ? first.rows : undefined);
  const loading = shown === undefined || (all !== undefined && all.length === 0 && firstPull);
  const rows = useMemo(
    () => (shown && !loading ? filterEstateRows(shown, deferred) : undefined),
    [shown, loading, deferred],
  );
  const term = deferred.trim();

  return (
    <div className="estates-page">
      <div className="page-head">
        <h1>Estates</h1>
        <Link to="/admin/data/estates/create" className="button">
          Create Estate
        </Link>
      </div>
      <div className="field search-field">
        <label htmlFor="estate-search" className="visually-hidden">
          Search estates
        </label>
        <input
          id="estate-search"
          type="search"
          placeholder="Search estates..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoComplete="off"
        />
      </div>
      {read.status === 'error' ? (
        <ErrorBox message="The estates on this device could not be read. Reload the page to try again." />
      ) : (
        <DataTable
          label="Estates"
          rows={rows}
          total={all?.length}
          columns={COLUMNS}
          getRowId={(r) => r.id}
          defaultSort={{ key: 'name', direction: 'ascending' }}
          onRowAction={(r) => void navigate({ to: '/admin/data/estates/$id', params: { id: r.id } })}
          minWidth="56rem"
          empty={
            <EmptyState
              title="No Estates Found"
              message={
                term ? 'No estates match your search' : 'Get started by creating your first estate record'
              }
              action={
                term ? undefined : (
                  <Link to="/admin/data/estates/create" className="button">
                    Create New Estate
                  </Link>
                )
              }
            />
          }
        />
      )}
    </div>
  );
}
