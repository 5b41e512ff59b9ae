import { Link } from '@tanstack/react-router';
import { estateValue } from '../../domain/rules/dashboard.ts';
import { formatCents } from '../../domain/rules/money.ts';
import { statusDisplay } from '../../domain/rules/status-display.ts';
import { localDb } from '../../store/instance.ts';
import type { LocalRecord } from '../../store/types.ts';
import { StatusChip } from '../../ui/status-chip.tsx';
import { formatDate } from '../estates/estate-rows.ts';
import { useLocalRead } from '../estates/use-local-read.ts';
import { bankLabel } from './account-rows.ts';

const s = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The estate's figures the summary card shows, live: every saved asset or beneficiary updates them. */
export function useEstateFigures(estateId: string) {
  return useLocalRead(async () => {
    const [assets, beneficiaries] = await Promise.all([
      localDb.assets.where('estate').equals(estateId).toArray(),
      localDb.parties
        .where('estate')
        .equals(estateId)
        .filter((p) => p.role === 'beneficiary')
        .count(),
    ]);
    return {
      totalValue: estateValue(estateId, assets as unknown as Parameters<typeof estateValue>[1]),
      beneficiaries,
    };
  }, [estateId]);
}

/**
 * The card after Create Account (spec §2): the new estate at a glance with an Active chip,
 * date of death, jurisdiction, notes, Total Value and Beneficiaries.
 */
export function AccountSummary({ estate, account }: { estate: LocalRecord; account: LocalRecord }) {
  const figures = useEstateFigures(estate._id);
  const active = statusDisplay('active');
  const keyDates = estate.keyDates as Record<string, unknown> | undefined;
  const deceased = estate.deceased as Record<string, unknown> | undefined;
  const dateOfDeath = s(deceased?.dateOfDeath) || s(keyDates?.dateOfDeath);
  const figure = (pick: (f: { totalValue: number; beneficiaries: number }) => string) =>
    figures === undefined ? '…' : figures.ok ? pick(figures.data) : 'Unavailable';
  return (
    <section className="card account-summary" aria-labelledby="account-summary-heading">
      <div className="title-row">
        <h2 id="account-summary-heading">{s(estate.estateName)}</h2>
        <StatusChip label={active.label} tone={active.tone} />
      </div>
      <p className="muted account-summary-sub">
        {s(account.name)}
        {bankLabel(account.bank) ? ` · ${bankLabel(account.bank)}` : ''}
      </p>
      <dl className="detail-grid">
        <div>
          <dt>Date of Death</dt>
          <dd>{formatDate(dateOfDeath) || 'Not recorded'}</dd>
        </div>
        <div>
          <dt>Jurisdiction</dt>
          <dd>{s(estate.jurisdiction) || 'Ontario'}</dd>
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
          <dd className="detail-notes">{s(estate.notes) || <span className="muted">No notes</span>}</dd>
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
