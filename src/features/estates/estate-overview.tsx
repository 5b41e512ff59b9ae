import type { ReactNode } from 'react';
import { formatCents } from '../../domain/rules/money.ts';
import type { AssetRecord, EstateRecord } from '../../domain/schemas/index.ts';
import { formatDate } from '../../ui/record-display.ts';
import { NextDeadlines } from '../reports/index.ts';
import { formatSyncTime, useSyncStatus } from '../sync/index.ts';
import { estateTotals } from './estate-totals.ts';

function Fact({ name, term, children }: { name: string; term: string; children: ReactNode }) {
  return (
    <div className={`overview-fact overview-${name}`} data-fact={name}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const orNone = (text: string) => text || <span className="muted">Not recorded</span>;

/**
 * The first screen of the estate page (docs/behaviour.md#estate-page-layout): what a lawyer in
 * court reaches for first. The deceased and date of death, the estate trustee with a tap to call or
 * mail, the court deadline, the next two open deadlines, the figures. Offline, the page's head says
 * when this device last synced (EstateOfflineNote).
 */
export function EstateOverview({
  estate,
  assets,
  flows,
  cashOnHand,
}: {
  estate: EstateRecord;
  assets: readonly AssetRecord[];
  flows: { receipts: number; disbursements: number };
  /** Today's cash as the Estate Accounts reckon it (estateCashOnHand); null until every transaction is read. */
  cashOnHand: number | null;
}) {
  const { deceased, executor, keyDates } = estate;
  const totals = { ...estateTotals(assets, []), ...flows };
  // Until every transaction is read, what came in less what went out (the kept totals) stands in.
  const figures = [
    ['Assets at Date of Death', totals.assetsAtDeath],
    ['Receipts', totals.receipts],
    ['Disbursements', totals.disbursements],
    ['Cash on Hand', cashOnHand ?? totals.receipts - totals.disbursements],
  ] as const;
  return (
    <section className="card estate-overview" aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="visually-hidden">
        Overview
      </h2>
      <dl className="overview-facts">
        <Fact name="deceased" term="Deceased">
          {orNone(deceased?.name ?? '')}
        </Fact>
        <Fact name="date-of-death" term="Date of Death">
          {orNone(formatDate(deceased?.dateOfDeath || keyDates?.dateOfDeath || ''))}
        </Fact>
        <Fact name="trustee" term="Estate Trustee">
          <span className="overview-trustee-name">{orNone(executor?.name ?? '')}</span>
          {(executor?.phone || executor?.email) && (
            <span className="overview-contact">
              {executor?.phone && (
                <a className="button button-secondary" href={`tel:${executor.phone}`}>
                  Call<span className="visually-hidden"> {executor.name || 'the estate trustee'}</span>
                </a>
              )}
              {executor?.email && (
                <a className="button button-secondary" href={`mailto:${executor.email}`}>
                  Email<span className="visually-hidden"> {executor.name || 'the estate trustee'}</span>
                </a>
              )}
            </span>
          )}
        </Fact>
        <Fact name="court-date" term="Court Deadline">
          {orNone(formatDate(keyDates?.courtDeadline))}
        </Fact>
      </dl>
      <div className="overview-next">
        <h3>
          Next deadlines{' '}
          {/* The page's section navigation takes this link to the section (src/ui/section-nav.tsx). */}
          <a href="#deadlines" className="overview-all">
            All deadlines
          </a>
        </h3>
        <NextDeadlines estate={estate} />
      </div>
      <h3 className="visually-hidden">Figures</h3>
      <dl className="overview-figures">
        {figures.map(([label, cents]) => (
          <div key={label} data-figure={label}>
            <dt>{label}</dt>
            <dd>{formatCents(cents)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Offline (no network, or the server out of reach), when this device last synced: how fresh the
 * figures on the first screen are. It stands in the page's head, beside Edit and Delete.
 */
export function EstateOfflineNote() {
  const { online, state, lastSyncedAt } = useSyncStatus();
  if (online && state.status !== 'offline') return null;
  const when = lastSyncedAt ? formatSyncTime(lastSyncedAt) : '';
  return (
    <p className="overview-offline" data-fact="last-synced" role="status">
      <strong>Offline</strong> · {when ? `last synced ${when}` : 'not synced yet'}
    </p>
  );
}
