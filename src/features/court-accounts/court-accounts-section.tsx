import { useState } from 'react';
import { refusalFor } from '../../api/permissions.ts';
import { formatCents } from '../../domain/rules/money.ts';
import { reservesStatement } from '../../domain/rules/ontario/index.ts';
import type { ReserveItem } from '../../domain/schemas/index.ts';
import { queries, useQuery } from '../../store/index.ts';
import { GuardedButton } from '../../ui/guarded-button.tsx';
import { formatDate } from '../../ui/record-display.ts';
import '../../ui/detail-page.css';
import { CompensationDialog } from './compensation-dialog.tsx';
import { CourtDetailsDialog } from './court-details-dialog.tsx';
import { reserveLabel } from './court-record.ts';
import { PassedAccountsDialog } from './passed-accounts-dialog.tsx';
import { ReserveDialog } from './reserve-dialog.tsx';
import './court-accounts.css';
import { partyHasRole } from '../../domain/rules/party-roles.ts';

type Open =
  | { dialog: 'details' }
  | { dialog: 'reserve'; reserve: ReserveItem | null }
  | { dialog: 'passed' }
  | { dialog: 'compensation' };

const DEFAULT_CAPACITY = 'Estate Trustee with a Will';

/**
 * The estate's court-accounts data on its page: the court details, the reserves held back before
 * the proposed distribution, the accounts passed before, and the compensation facts (co-trustees'
 * shares, compensation taken, reasons). One synced record per estate; the Estate Accounts and the
 * court forms read it (docs/behaviour.md#court-accounts-data).
 */
export function CourtAccountsSection({ estateId }: { estateId: string }) {
  const read = useQuery(async () => {
    const [record, assets, parties, transactions] = await Promise.all([
      queries.courtAccountsOfEstate(estateId),
      queries.assetsOfEstate(estateId),
      queries.partiesOfEstate(estateId),
      queries.transactionsOfEstate(estateId),
    ]);
    return {
      record,
      assets: assets.filter((a) => !a.deletedAt).sort((a, b) => a.name.localeCompare(b.name, 'en-CA')),
      parties: parties.filter((p) => !p.deletedAt),
      transactions: transactions.filter((t) => !t.deletedAt),
    };
  }, [estateId]);
  const [open, setOpen] = useState<Open | null>(null);
  const headingId = 'court-accounts-heading';
  const edit = refusalFor('update', 'courtAccounts');
  const compensation = edit ?? refusalFor('compensation-claim');
  if (read.status !== 'ready') {
    return (
      <section className="card detail-section" aria-labelledby={headingId}>
        <h2 id={headingId}>Court Accounts</h2>
        <p className={read.status === 'error' ? 'alert alert-error' : 'muted section-empty'}>
          {read.status === 'error' ? 'The court accounts data could not be read on this device.' : 'Loading…'}
        </p>
      </section>
    );
  }
  const { record, assets, parties, transactions } = read.data;
  const reserves = record?.reserves ?? [];
  const passed = record?.passedAccounts ?? null;
  const trustees = parties.filter((p) => partyHasRole(p, 'executor'));
  const names = new Map(parties.map((p) => [p._id, p.name]));
  const taken = record?.compensationTaken ?? [];
  const reasons = Object.values(record?.compensationReasons ?? {}).filter((r) => r?.trim()).length;
  const close = () => setOpen(null);

  return (
    <section className="card detail-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>Court Accounts</h2>
        <div className="page-actions">
          <GuardedButton
            refusal={edit}
            className="button button-secondary"
            onClick={() => setOpen({ dialog: 'details' })}
          >
            Edit Court Details
          </GuardedButton>
        </div>
      </div>
      <dl className="court-facts">
        <dt>Court office</dt>
        <dd>{record?.courtOffice || <span className="muted">Not entered</span>}</dd>
        <dt>Court file number</dt>
        <dd>{record?.courtFileNumber || <span className="muted">Not entered</span>}</dd>
        <dt>Trustee capacity</dt>
        <dd>{record?.trusteeCapacity || DEFAULT_CAPACITY}</dd>
        <dt>Accounts</dt>
        <dd>{record?.accountsKind === 'final' ? 'Final' : 'Interim'}</dd>
      </dl>

      <div className="court-subhead">
        <h3>
          Reserves <span className="muted">({reserves.length})</span>
        </h3>
        <GuardedButton
          refusal={edit}
          className="button button-secondary"
          onClick={() => setOpen({ dialog: 'reserve', reserve: null })}
        >
          Add Reserve
        </GuardedButton>
      </div>
      {reserves.length === 0 ? (
        <p className="muted section-empty">No reserves held back.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a labelled scrolling region must take focus to be scrolled by keyboard.
        <section className="section-table-wrap" tabIndex={0} aria-label="Table of reserves">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Reserve</th>
                <th scope="col">Basis</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {reserves.map((r) => (
                <tr key={r.id}>
                  <td>{reserveLabel(r)}</td>
                  <td>{r.basis ?? ''}</td>
                  <td className="num">{formatCents(r.amount)}</td>
                  <td>
                    <GuardedButton
                      refusal={edit}
                      className="button button-secondary"
                      aria-label={`Edit reserve: ${reserveLabel(r)}`}
                      onClick={() => setOpen({ dialog: 'reserve', reserve: r })}
                    >
                      Edit
                    </GuardedButton>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total reserves (deducted before the proposed distribution)
                </th>
                <td className="num">{formatCents(reservesStatement(reserves).total)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </section>
      )}

      <div className="court-subhead">
        <h3>Accounts Passed</h3>
        <GuardedButton
          refusal={edit}
          className="button button-secondary"
          onClick={() => setOpen({ dialog: 'passed' })}
        >
          {passed ? 'Edit Accounts Passed' : 'Record Accounts Passed'}
        </GuardedButton>
      </div>
      <p className={passed ? undefined : 'muted section-empty'}>
        {passed
          ? `Passed to ${formatDate(passed.passedTo)}${passed.judgmentDate ? ` (judgment of ${formatDate(passed.judgmentDate)})` : ''}: ` +
            `capital cash ${formatCents(passed.capitalCash)}, revenue cash ${formatCents(passed.revenueCash)}, ` +
            `${passed.assets?.length ?? 0} asset(s) on hand. The accounts open with these figures.`
          : 'No earlier passing recorded: the accounts open at the date of death.'}
      </p>

      <div className="court-subhead">
        <h3>Compensation</h3>
        <GuardedButton
          refusal={compensation}
          className="button button-secondary"
          onClick={() => setOpen({ dialog: 'compensation' })}
        >
          Edit Compensation
        </GuardedButton>
      </div>
      <ul className="court-facts-list">
        <li>
          {(record?.coTrustees ?? []).length > 0
            ? `Shares: ${(record?.coTrustees ?? [])
                .map((c) => `${names.get(c.party) ?? 'Trustee'} ${c.numerator}/${c.denominator}`)
                .join(', ')}`
            : trustees.length > 1
              ? 'Co-trustees share the compensation equally (no shares entered).'
              : 'One estate trustee.'}
        </li>
        <li>
          {taken.length > 0
            ? `Already taken: ${formatCents(taken.reduce((s, t) => s + t.amount, 0))} in ${taken.length} payment(s).`
            : 'No compensation taken yet.'}
        </li>
        <li>{`Reasons given for ${reasons} of the 5 Laing factors.`}</li>
        <li>
          {record?.careAndManagement
            ? `Care and management claimed on ${formatCents(record.careAndManagement.averageValue)} under management.`
            : 'No care and management fee claimed.'}
        </li>
      </ul>

      {open?.dialog === 'details' && (
        <CourtDetailsDialog estateId={estateId} record={record} onClose={close} />
      )}
      {open?.dialog === 'reserve' && (
        <ReserveDialog
          estateId={estateId}
          record={record}
          reserve={open.reserve}
          assets={assets}
          transactions={transactions}
          onClose={close}
        />
      )}
      {open?.dialog === 'passed' && (
        <PassedAccountsDialog estateId={estateId} record={record} assets={assets} onClose={close} />
      )}
      {open?.dialog === 'compensation' && (
        <CompensationDialog estateId={estateId} record={record} trustees={trustees} onClose={close} />
      )}
    </section>
  );
}
