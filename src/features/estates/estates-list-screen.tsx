import { Link, useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState } from 'react';
import { localDb } from '../../store/instance.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorBox } from '../../ui/load-error.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import {
  type EstateRow,
  estateRows,
  estateStatusTone,
  filterEstateRows,
  formatDate,
  formatEstateValue,
} from './estate-rows.ts';
import { useFirstPullPending, useLocalRead } from './use-local-read.ts';
import './estates.css';

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

/** Estates list (spec §2): search, spinner, empty states and a virtualised table, all from the local store. */
export function EstatesListScreen() {
  const navigate = useNavigate();
  const read = useLocalRead(async () => {
    const [estates, files, assets] = await Promise.all([
      localDb.estates.toArray(),
      localDb.files.toArray(),
      localDb.assets.toArray(),
    ]);
    return estateRows(estates, files, assets);
  }, []);
  const firstPull = useFirstPullPending();
  const [search, setSearch] = useState('');
  // Typing stays instant; the filter over thousands of rows follows a moment later.
  const deferred = useDeferredValue(search);
  const all = read?.ok ? read.data : undefined;
  const loading = read === undefined || (all !== undefined && all.length === 0 && firstPull);
  const rows = useMemo(
    () => (all && !loading ? filterEstateRows(all, deferred) : undefined),
    [all, loading, deferred],
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
      {read && !read.ok ? (
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
          minWidth="44rem"
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
