import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatCents } from '../../domain/rules/money.ts';
import { estateStatusTone, formatDate } from '../../domain/rules/record-display.ts';
import { humanizeStatus } from '../../domain/rules/status-display.ts';
import type { LocalRecord } from '../../store/index.ts';
import { StatusChip } from '../../ui/status-chip.tsx';
import { estateTotals } from './estate-totals.ts';

const s = (value: unknown): string => (typeof value === 'string' ? value : '');
type Nested = Record<string, unknown> | undefined;

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const orNone = (text: string) => text || <span className="muted">Not recorded</span>;

/** Who died when, who administers, which file, what is due: the facts a lawyer checks first. */
export function EstateSummary({ estate, file }: { estate: LocalRecord; file: LocalRecord | null }) {
  const deceased = estate.deceased as Nested;
  const executor = estate.executor as Nested;
  const keyDates = estate.keyDates as Nested;
  const status = s(estate.status);
  const dateOfDeath = s(deceased?.dateOfDeath) || s(keyDates?.dateOfDeath);
  const fileLabel = file ? [s(file.fileNumber), s(file.name)].filter(Boolean).join(' — ') : '';
  return (
    <section className="card" aria-labelledby="estate-summary-heading">
      <h2 id="estate-summary-heading" className="visually-hidden">
        Summary
      </h2>
      <dl className="detail-grid">
        <Item term="Estate Name">{s(estate.estateName)}</Item>
        <Item term="Status">
          <StatusChip label={status ? humanizeStatus(status) : 'Unknown'} tone={estateStatusTone(status)} />
        </Item>
        <Item term="File">
          {file ? (
            <Link to="/admin/files/$id" params={{ id: file._id }}>
              {fileLabel || 'Open file'}
            </Link>
          ) : (
            orNone('')
          )}
        </Item>
        <Item term="Jurisdiction">{s(estate.jurisdiction) || 'Ontario'}</Item>
        <Item term="Deceased">{orNone(s(deceased?.name))}</Item>
        <Item term="Date of Death">{orNone(formatDate(dateOfDeath))}</Item>
        <Item term="Executor">{orNone(s(executor?.name))}</Item>
        <Item term="Executor Email">
          {s(executor?.email) ? (
            <a href={`mailto:${s(executor?.email)}`}>{s(executor?.email)}</a>
          ) : (
            orNone('')
          )}
        </Item>
        <Item term="Executor Phone">
          {s(executor?.phone) ? <a href={`tel:${s(executor?.phone)}`}>{s(executor?.phone)}</a> : orNone('')}
        </Item>
        <Item term="Court Deadline">{orNone(formatDate(keyDates?.courtDeadline))}</Item>
        <Item term="Certificate Issued">{orNone(formatDate(keyDates?.certificateIssued))}</Item>
      </dl>
      <dl className="detail-grid detail-notes-block">
        <Item term="Notes">
          <span className="detail-notes">{orNone(s(estate.notes))}</span>
        </Item>
      </dl>
    </section>
  );
}

/** Assets at date of death, receipts and disbursements, in CAD. */
export function EstateTotalsCards({
  assets,
  transactions,
}: {
  assets: readonly LocalRecord[];
  transactions: readonly LocalRecord[];
}) {
  const totals = estateTotals(assets, transactions);
  const cards = [
    ['Assets at Date of Death', totals.assetsAtDeath],
    ['Receipts', totals.receipts],
    ['Disbursements', totals.disbursements],
  ] as const;
  return (
    <section className="totals" aria-label="Totals">
      {cards.map(([label, cents]) => (
        <div key={label} className="card total-card">
          <p className="label">{label}</p>
          <p className="amount">{formatCents(cents)}</p>
        </div>
      ))}
    </section>
  );
}
