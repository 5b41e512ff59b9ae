import { Link, useNavigate } from '@tanstack/react-router';
import { queries, useQuery } from '../../store/index.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorBox } from '../../ui/load-error.tsx';
import { estateStatusTone, formatDate } from '../../ui/record-display.ts';
import { StatusChip } from '../../ui/status-chip.tsx';
import { useFirstPullPending } from '../sync/index.ts';
import { type AccountRow, accountRows } from './account-rows.ts';
import '../../ui/detail-page.css';
import './accounts.css';

const COLUMNS: DataTableColumn<AccountRow>[] = [
  {
    id: 'estateName',
    header: 'Estate Name',
    cell: (r) => r.estateName,
    sortValue: (r) => r.estateName,
    width: '24%',
  },
  {
    id: 'account',
    header: 'Account',
    // The link names the account, so three accounts of one estate are three different links.
    cell: (r) => (
      <span className="account-cell">
        <Link to="/admin/accounts/$id" params={{ id: r.id }}>
          {r.accountName || 'Unnamed account'}
        </Link>
        {r.bankLabel && <span className="muted">{r.bankLabel}</span>}
      </span>
    ),
    sortValue: (r) => r.accountName,
    width: '22%',
  },
  {
    id: 'id',
    header: 'ID',
    cell: (r) => (
      <code className="short-id" title={r.id}>
        {r.shortId}
      </code>
    ),
    sortValue: (r) => r.id,
    width: '7rem',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => <StatusChip label={r.statusLabel} tone={estateStatusTone(r.status)} />,
    sortValue: (r) => r.statusLabel,
    width: '13rem',
  },
  { id: 'executor', header: 'Executor', cell: (r) => r.executorName, sortValue: (r) => r.executorName },
  {
    id: 'createdAt',
    header: 'Created',
    cell: (r) => formatDate(r.createdAt),
    sortValue: (r) => r.createdAt,
    width: '8.5rem',
  },
];

/** Accounts list (docs/behaviour.md#accounts, docs/behaviour.md#differences-from-the-specification): every account joined with its estate, from the local store. */
export function AccountsListScreen() {
  const navigate = useNavigate();
  const read = useQuery(async () => {
    const [accounts, estates] = await Promise.all([queries.all('accounts'), queries.all('estates')]);
    return accountRows(accounts, estates);
  }, []);
  const firstPull = useFirstPullPending();
  const rows = read.status === 'ready' && !(read.data.length === 0 && firstPull) ? read.data : undefined;
  return (
    <div className="accounts-page">
      <div className="page-head">
        <h1>Accounts</h1>
        <Link to="/admin/accounts/create" className="button">
          Create Account
        </Link>
      </div>
      {read.status === 'error' ? (
        <ErrorBox message="The accounts on this device could not be read. Reload the page to try again." />
      ) : (
        <DataTable
          label="Accounts"
          rows={rows}
          columns={COLUMNS}
          getRowId={(r) => r.id}
          defaultSort={{ key: 'createdAt', direction: 'descending' }}
          onRowAction={(r) => void navigate({ to: '/admin/accounts/$id', params: { id: r.id } })}
          minWidth="52rem"
          empty={
            <EmptyState
              title="No accounts yet"
              message="Get started by creating your first account"
              action={
                <Link to="/admin/accounts/create" className="button">
                  Create Account
                </Link>
              }
            />
          }
        />
      )}
    </div>
  );
}
