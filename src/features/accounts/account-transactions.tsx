import { formatCents } from '../../domain/rules/money.ts';
import { transactionTypeLabel } from '../../domain/rules/transactions.ts';
import type { TransactionRecord } from '../../domain/schemas/index.ts';
import { valueLabel } from '../../domain/value-labels.ts';
import { formatDate } from '../../ui/record-display.ts';

/** Which way the money moved for this account: a transfer can name it on either side. */
export function direction(
  t: { fromAccount?: string | null; toAccount?: string | null },
  accountId: string,
): string {
  if (t.fromAccount === accountId && t.toAccount === accountId) return 'Within';
  if (t.toAccount === accountId) return 'In';
  if (t.fromAccount === accountId) return 'Out';
  return '';
}

/** The transactions that name this account as where money came from or went to. */
export function AccountTransactions({
  accountId,
  transactions,
}: {
  accountId: string;
  transactions: readonly TransactionRecord[];
}) {
  return (
    <section className="card detail-section" aria-labelledby="account-transactions-heading">
      <h2 id="account-transactions-heading">
        Transactions <span className="muted">({transactions.length})</span>
      </h2>
      {transactions.length === 0 ? (
        <p className="muted section-empty">No transactions name this account yet.</p>
      ) : (
        <div className="section-table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Direction</th>
                <th scope="col">Kind</th>
                <th scope="col">Type</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">Payee</th>
                <th scope="col">Purpose</th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((t) => (
                <tr key={t._id}>
                  <td>{formatDate(t.date)}</td>
                  <td>{direction(t, accountId)}</td>
                  <td>{valueLabel('transactionKind', t.kind)}</td>
                  <td>{transactionTypeLabel(t.type)}</td>
                  <td className="num">{formatCents(t.amount)}</td>
                  <td>{t.payee}</td>
                  <td>{t.purpose}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
