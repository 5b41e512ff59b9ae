import { Link } from '@tanstack/react-router';
import { estateValue } from '../../domain/rules/dashboard.ts';
import { formatCents } from '../../domain/rules/money.ts';
import type { AccountRecord, EstateRecord } from '../../domain/schemas/index.ts';
import { queries, useQuery } from '../../store/index.ts';
import { bankLabel, formatDate } from '../../ui/record-display.ts';
import { StatusChip } from '../../ui/status-chip.tsx';
import { statusDisplay } from '../../ui/status-display.ts';

/** The estate's figures the summary card shows, live: every saved asset or beneficiary updates them. */
export function useEstateFigures(estateId: string) {
  return useQuery(async () => {
    const [assets, beneficiaries] = await Promise.all([
      queries.assetsOfEstate(estateId),
      queries.beneficiaryCount(estateId),
    ]);
    return { totalValue: estateValue(estateId, assets), beneficiaries };
  }, [estateId]);
}

/**
 * The card after Create Account (docs/behaviour.md#accounts): the new estate at a glance with an Active chip,
 * date of death, jurisdiction, notes, Total Value and Beneficiaries.
 */
export function AccountSummary({ estate, account }: { estate: EstateRecord; account: AccountRecord }) {
  const figures = useEstateFigures(estate._id);
  const active = statusDisplay('active');
  const dateOfDeath = estate.deceased?.dateOfDeath || estate.keyDates?.dateOfDeath || '';
  const figure = (pick: (f: { totalValue: number; beneficiaries: number }) => string) =>
    figures.status === 'loading' ? '…' : figures.status === 'ready' ? pick(figures.data) : 'Unavailable';
  return (
    <section className="card account-summary" aria-labelledby="account-summary-heading">
      <div className="title-row">
        <h2 id="account-summary-heading">{estate.estateName}</h2>
        <StatusChip label={active.label} tone={active.tone} />
      </div>
      <p className="muted account-summary-sub">
        {account.name}
        {bankLabel(account.bank) ? ` · ${bankLabel(account.bank)}` : ''}
      </p>
      <dl className="detail-grid">
        <div>
          <dt>Date of Death</dt>
          <dd>{formatDate(dateOfDeath) || 'Not recorded'}</dd>
        </div>
        <div>
          <dt>Jurisdiction</dt>
          <dd>{estate.jurisdiction || 'Ontario'}</dd>
        </div>
        <div>
          <dt>Total Value</dt>
          <dd className="summary-figure" data-testid="summary-total-value">
            {figure((f) => formatCents(f.totalValue))}
          </dd>
        </div>
        <div>
          <dt>Beneficiaries</dt>
          <dd className="summary-figure" data-testid="summary-beneficiaries">
            {figure((f) => String(f.beneficiaries))}
          </dd>
        </div>
      </dl>
      <dl className="detail-grid detail-notes-block">
        <div>
          <dt>Notes</dt>
          <dd className="detail-notes">{estate.notes || <span className="muted">No notes</span>}</dd>
        </div>
      </dl>
      <p className="account-summary-links">
        <Link to="/admin/data/estates/$id" params={{ id: estate._id }}>
          Open the estate
        </Link>
        <Link to="/admin/accounts/$id" params={{ id: account._id }}>
          Open the account
        </Link>
      </p>
    </section>
  );
}
