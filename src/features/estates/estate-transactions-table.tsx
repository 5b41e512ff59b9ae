import { Link, useNavigate } from '@tanstack/react-router';
import { formatCents } from '../../domain/rules/money.ts';
import { transactionTypeLabel } from '../../domain/rules/transactions.ts';
import type { TransactionRecord } from '../../domain/schemas/index.ts';
import { valueLabel } from '../../domain/value-labels.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { formatDate } from '../../ui/record-display.ts';

/** An ISO date as a number, so sorting 5,000 rows compares numbers, not text; a bad date is missing. */
const dateValue = (t: TransactionRecord) => {
  const at = Date.parse(t.date);
  return Number.isNaN(at) ? null : at;
};

const COLUMNS: DataTableColumn<TransactionRecord>[] = [
  { id: 'date', header: 'Date', cell: (t) => formatDate(t.date), sortValue: dateValue, width: '9rem' },
  {
    id: 'kind',
    header: 'Kind',
    cell: (t) => valueLabel('transactionKind', t.kind),
    sortValue: (t) => t.kind,
  },
  { id: 'type', header: 'Type', cell: (t) => transactionTypeLabel(t.type), sortValue: (t) => t.type },
  {
    id: 'amount',
    header: 'Amount',
    cell: (t) => formatCents(t.amount),
    sortValue: (t) => t.amount,
    align: 'end',
  },
  { id: 'payee', header: 'Payee', cell: (t) => t.payee ?? '', sortValue: (t) => t.payee },
  { id: 'ledger', header: 'Ledger', cell: (t) => valueLabel('ledger', t.ledger), sortValue: (t) => t.ledger },
  {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    width: '5rem',
    cell: (t) => (
      <Link
        to="/admin/$recordType/$id/edit"
        params={{ recordType: 'transaction', id: t._id }}
        aria-label={`Edit the ${t.kind} of ${formatCents(t.amount)} on ${formatDate(t.date)}`}
      >
        Edit
      </Link>
    ),
  },
];

/** Newest first, as the page reads them; a stable sort keeps the page's order among equal dates. */
const NEWEST_FIRST = { key: 'date', direction: 'descending' } as const;

/**
 * The estate's transactions, windowed: an estate of 5,000 transactions draws the ~30 rows in view,
 * not 5,000 (docs/architecture.md#performance-budgets). Sortable by any column; aria-rowcount and
 * aria-rowindex tell assistive technology where each drawn row sits among all of them. A row (click,
 * or Enter on it) and its Edit link open the transaction's edit page.
 */
export function EstateTransactionsTable({ rows }: { rows: readonly TransactionRecord[] }) {
  const navigate = useNavigate();
  return (
    <DataTable
      onRowAction={(t) =>
        navigate({ to: '/admin/$recordType/$id/edit', params: { recordType: 'transaction', id: t._id } })
      }
      label="Table of transactions"
      // Wide enough that "Disbursement" stays one word; narrower screens scroll it sideways, the date kept in view.
      minWidth="58rem"
      rows={rows}
      columns={COLUMNS}
      getRowId={(t) => t._id}
      defaultSort={NEWEST_FIRST}
    />
  );
}
