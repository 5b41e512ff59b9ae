import { useState } from 'react';
import { refusalFor } from '../../api/permissions.ts';
import { formatCents } from '../../domain/rules/money.ts';
import type { LiabilityRecord, PartyRecord, TransactionRecord } from '../../domain/schemas/index.ts';
import { queries, useQuery } from '../../store/index.ts';
import { GuardedButton } from '../../ui/guarded-button.tsx';
import '../../ui/detail-page.css';
import { partyHasRole } from '../../domain/rules/party-roles.ts';
import { LiabilityDialog } from './liability-dialog.tsx';
import { disbursementsOf, liabilityRows } from './liability-rows.ts';

/**
 * The estate's liabilities with the amount owing at death, what the linked disbursements paid and
 * what is outstanding; Add and Edit open a dialog. The Estate Accounts read the same records
 * (src/features/reports/estate-records.ts).
 */
export function LiabilitiesSection({
  estateId,
  transactions,
  parties,
}: {
  estateId: string;
  /**
   * The estate's transactions, newest first; undefined while the page still reads them. The
   * section is drawn meanwhile, saying it is loading, so that the cards below it do not move when
   * the transactions arrive (a tap on an iPad would land on the wrong card).
   */
  transactions: readonly TransactionRecord[] | undefined;
  parties: readonly PartyRecord[];
}) {
  const read = useQuery(async () => {
    const [liabilities, accounts, assets] = await Promise.all([
      queries.liabilitiesOfEstate(estateId),
      queries.accountsOfEstate(estateId),
      queries.assetsOfEstate(estateId),
    ]);
    return { liabilities, accounts, assets };
  }, [estateId]);
  const [editing, setEditing] = useState<LiabilityRecord | 'new' | null>(null);
  const loading = read.status === 'loading' || !transactions;
  const rows =
    read.status === 'ready' && transactions
      ? liabilityRows(read.data.liabilities, transactions, read.data.accounts)
      : [];
  const headingId = 'liabilities-heading';
  return (
    <section className="card detail-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>
          Liabilities <span className="muted">({rows.length})</span>
        </h2>
        <div className="page-actions">
          <GuardedButton
            refusal={refusalFor('create', 'liabilities')}
            className="button button-secondary"
            onClick={() => setEditing('new')}
          >
            Add Liability
          </GuardedButton>
        </div>
      </div>
      {read.status === 'error' ? (
        <p className="alert alert-error">The liabilities could not be read on this device.</p>
      ) : rows.length === 0 ? (
        <p className="muted section-empty">
          {loading ? 'Loading liabilities…' : 'No liabilities recorded yet.'}
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a labelled scrolling region must take focus to be scrolled by keyboard.
        <section className="section-table-wrap" tabIndex={0} aria-label="Table of liabilities">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Creditor</th>
                <th scope="col">Description</th>
                <th scope="col" className="num">
                  Amount at Death
                </th>
                <th scope="col" className="num">
                  Paid
                </th>
                <th scope="col" className="num">
                  Outstanding
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ record, paid, outstanding }) => (
                <tr key={record._id}>
                  <td>{record.creditor}</td>
                  <td>{record.description ?? ''}</td>
                  <td className="num">{formatCents(record.amountAtDeath)}</td>
                  <td className="num">{formatCents(paid)}</td>
                  <td className="num">{formatCents(outstanding)}</td>
                  <td>
                    <GuardedButton
                      refusal={refusalFor('update', 'liabilities')}
                      className="button button-secondary"
                      aria-label={`Edit liability to ${record.creditor}`}
                      onClick={() => setEditing(record)}
                    >
                      Edit
                    </GuardedButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {editing && transactions && (
        <LiabilityDialog
          estateId={estateId}
          record={editing === 'new' ? null : editing}
          disbursements={disbursementsOf(transactions)}
          creditors={parties.filter((p) => !p.deletedAt && partyHasRole(p, 'creditor'))}
          realProperty={
            read.status === 'ready'
              ? read.data.assets.filter((a) => !a.deletedAt && a.assetClass === 'real_property')
              : []
          }
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
