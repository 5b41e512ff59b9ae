import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { refusalFor } from '../../api/permissions.ts';
import { formatListDate } from '../../domain/rules/list-format.ts';
import { formatCents } from '../../domain/rules/money.ts';
import { commands, queries } from '../../store/index.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { filterRows } from '../../ui/list-query.ts';
import { LoadErrorBoundary } from '../../ui/load-error.tsx';
import { StatusChip } from '../../ui/status-chip.tsx';
import { fileStatusTone, humanizeStatus } from '../../ui/status-display.ts';
import { DEFAULT_FILE_SORT, type FileRow, fileSearchFields } from './file-rows.ts';
import { DELETE_FILE } from './file-texts.ts';
import { RestrictedMarker } from './restricted-marker.tsx';
import { useFileRows } from './use-file-rows.ts';
import './files.css';

/** Files list (docs/behaviour.md#files): search, sortable columns, 'Showing X of Y', delete with a confirmation. */
export function FilesListScreen() {
  return (
    <section className="files-page" aria-labelledby="files-title">
      <div className="page-header">
        <h1 id="files-title">Files</h1>
        <Link to="/admin/files/create" className="button">
          Create File
        </Link>
      </div>
      <LoadErrorBoundary message="An error occurred while fetching files">
        <FilesTable />
      </LoadErrorBoundary>
    </section>
  );
}

function FilesTable() {
  const navigate = useNavigate();
  const rows = useFileRows();
  const [query, setQuery] = useState('');
  // Filtering 10,000 rows must never hold up the next keystroke.
  const deferredQuery = useDeferredValue(query);
  const visible = useMemo(
    () => rows && filterRows(rows, deferredQuery, fileSearchFields),
    [rows, deferredQuery],
  );
  // The file to delete with what its delete rules say: refused (naming its estates), or what goes too.
  const [pending, setPending] = useState<{ row: FileRow; refusal: string | null; cascade: string } | null>(
    null,
  );
  const askToDelete = useCallback(
    async (row: FileRow) => setPending({ row, ...(await queries.fileDeleteCheck(row._id)) }),
    [],
  );
  const searchRef = useRef<HTMLInputElement>(null);

  // The deleted row and its Delete button are gone, so the dialog cannot hand focus back there:
  // once it has closed (and react-aria has given up restoring), carry on from the search box.
  const focusSearchAfterClose = useRef(false);
  const remove = async (row: FileRow) => {
    await commands.deleteFile(row._id);
    focusSearchAfterClose.current = true;
  };
  useEffect(() => {
    if (pending !== null || !focusSearchAfterClose.current) return;
    focusSearchAfterClose.current = false;
    requestAnimationFrame(() => requestAnimationFrame(() => searchRef.current?.focus()));
  }, [pending]);

  const allColumns = useMemo<DataTableColumn<FileRow>[]>(
    () => [
      {
        id: 'name',
        header: 'File Name',
        cell: (r) => (
          <>
            {r.name}
            {r.restricted && <RestrictedMarker />}
          </>
        ),
        sortValue: (r) => r.name,
      },
      {
        id: 'fileNumber',
        header: 'File Number',
        cell: (r) => r.fileNumber || '—',
        sortValue: (r) => r.fileNumber,
        width: '9.5rem',
      },
      { id: 'estates', header: 'Estates', cell: (r) => <EstateLinks row={r} /> },
      { id: 'value', header: 'Value', cell: (r) => formatCents(r.value), align: 'end', width: '9.5rem' },
      {
        id: 'status',
        header: 'Status',
        cell: (r) => <StatusChip label={humanizeStatus(r.status)} tone={fileStatusTone(r.status)} />,
        sortValue: (r) => r.status,
        width: '7.5rem',
      },
      {
        id: 'createdAt',
        header: 'Created',
        cell: (r) => <span className="nowrap">{formatListDate(r.createdAt)}</span>,
        sortValue: (r) => r.createdAt,
        width: '8.5rem',
      },
      {
        id: 'actions',
        header: 'Actions',
        hideHeader: true,
        width: '6.5rem',
        cell: (r) => (
          <button
            type="button"
            className="button button-secondary button-small"
            aria-label={`Delete ${r.name}`}
            onClick={() => void askToDelete(r)}
          >
            Delete
          </button>
        ),
      },
    ],
    [askToDelete],
  );
  // A role that may not delete files (the permission matrix) gets no Delete column at all.
  const mayDelete = refusalFor('delete', 'files') === null;
  const columns = mayDelete ? allColumns : allColumns.filter((c) => c.id !== 'actions');

  const searching = query.trim() !== '';
  return (
    <>
      <div className="list-toolbar">
        <label htmlFor="files-search" className="visually-hidden">
          Search files
        </label>
        <input
          id="files-search"
          ref={searchRef}
          type="search"
          className="search-input"
          placeholder="Search files..."
          title="Search by file name, file number or status"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
      </div>
      <div className={query !== deferredQuery ? 'is-stale' : undefined}>
        <DataTable
          label="Files"
          rows={visible}
          total={rows?.length}
          columns={columns}
          getRowId={(r) => r._id}
          defaultSort={DEFAULT_FILE_SORT}
          onRowAction={(r) => void navigate({ to: '/admin/files/$id', params: { id: r._id } })}
          minWidth="60rem"
          empty={
            <EmptyState
              title="No files found"
              message={
                searching && rows?.length
                  ? `No files match “${query.trim()}”.`
                  : 'Get started by creating a new file'
              }
              action={
                searching && rows?.length ? undefined : (
                  <Link to="/admin/files/create" className="button">
                    Create File
                  </Link>
                )
              }
            />
          }
        />
      </div>
      <ConfirmDialog
        isOpen={pending !== null}
        title={DELETE_FILE.title}
        message={DELETE_FILE.message(pending?.cascade ?? '')}
        refusal={pending?.refusal ?? null}
        confirmLabel="Delete"
        failureMessage={DELETE_FILE.failure}
        onConfirm={() => (pending ? remove(pending.row) : undefined)}
        onClose={() => setPending(null)}
      />
    </>
  );
}

/** Each estate links to its detail (docs/behaviour.md#files); with several, each shows its own value too. */
function EstateLinks({ row }: { row: FileRow }) {
  if (row.estates.length === 0) return <span className="muted">No estates</span>;
  return (
    <ul className="estate-links">
      {row.estates.map((e) => (
        <li key={e._id}>
          <Link to="/admin/data/estates/$id" params={{ id: e._id }}>
            {e.name}
          </Link>
          {row.estates.length > 1 && <span className="muted"> · {formatCents(e.value)}</span>}
        </li>
      ))}
    </ul>
  );
}
