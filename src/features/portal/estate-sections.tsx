import { formatCents } from '../../domain/rules/money.ts';
import type { Deadline } from '../../domain/rules/ontario/deadlines.ts';
import {
  type DeadlineRow,
  type DistributionView,
  deadlineGroups,
  type EstateStatusView,
  type HoldingsView,
  type MoneyRow,
  type MoneyView,
  progressOf,
} from './portal-view.ts';
import { ProgressMeter } from './progress-meter.tsx';

const money = (cents: number) => formatCents(cents);

function DeadlineList({ rows, label }: { rows: DeadlineRow[]; label: string }) {
  return (
    <ul className="portal-list" aria-label={label}>
      {rows.map((d) => (
        <li key={d.key} className={`portal-deadline portal-deadline-${d.status}`}>
          <span className="portal-item-title">{d.title}</span>
          <span className="portal-item-meta">
            {d.when}
            {d.status !== 'done' && d.status !== 'upcoming' && d.status !== 'before-final-distribution' && (
              <span className="portal-tag">{d.statusLabel}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Progress: the status in words and the estate's steps, upcoming and done. */
export function ProgressSection({ status, deadlines }: { status: EstateStatusView; deadlines: Deadline[] }) {
  const progress = progressOf(deadlines);
  const { upcoming, done } = deadlineGroups(deadlines);
  return (
    <section className="card portal-section" aria-labelledby="progress-heading">
      <h2 id="progress-heading">Progress</h2>
      <p>
        <span className="portal-status">{status.label}</span> <span className="muted">{status.meaning}</span>
      </p>
      <ProgressMeter percent={progress.percent} text={progress.text} />
      <h3>Coming up</h3>
      {upcoming.length ? (
        <DeadlineList rows={upcoming} label="Coming up" />
      ) : (
        <p className="muted">Nothing left to do.</p>
      )}
      <h3>Done</h3>
      {done.length ? (
        <DeadlineList rows={done} label="Done" />
      ) : (
        <p className="muted">Nothing marked done yet.</p>
      )}
    </section>
  );
}

/** What the estate holds: each asset's value at death and whether it has been sold. */
export function HoldingsSection({ view }: { view: HoldingsView }) {
  return (
    <section className="card portal-section" aria-labelledby="holdings-heading">
      <h2 id="holdings-heading">What the estate holds</h2>
      {view.rows.length === 0 ? (
        <p className="muted">No assets have been recorded yet.</p>
      ) : (
        <>
          <ul className="portal-list">
            {view.rows.map((a) => (
              <li key={a.id}>
                <span className="portal-item-title">{a.name}</span>
                <span className="portal-amount">{money(a.valueAtDeath)}</span>
                <span className="portal-item-meta">
                  {a.classLabel} · {a.state}
                  {a.proceeds != null && ` for ${money(a.proceeds)}`}
                </span>
              </li>
            ))}
          </ul>
          <dl className="portal-totals">
            <div>
              <dt>Total value at the date of death</dt>
              <dd>{money(view.totalAtDeath)}</dd>
            </div>
            {view.totalRealised > 0 && (
              <div>
                <dt>Realised so far</dt>
                <dd>{money(view.totalRealised)}</dd>
              </div>
            )}
          </dl>
        </>
      )}
    </section>
  );
}

function MoneyList({
  title,
  rows,
  total,
  empty,
}: {
  title: string;
  rows: MoneyRow[];
  total: number;
  empty: string;
}) {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <div className="portal-money">
      <h3 id={id}>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <>
          <ul className="portal-list" aria-labelledby={id}>
            {rows.map((r) => (
              <li key={r.id}>
                <span className="portal-item-title">{r.description}</span>
                <span className="portal-amount">{money(r.amount)}</span>
                <span className="portal-item-meta">
                  {r.date}
                  {r.detail && ` · ${r.detail}`}
                </span>
              </li>
            ))}
          </ul>
          <dl className="portal-totals">
            <div>
              <dt>Total {title.toLowerCase()}</dt>
              <dd>{money(total)}</dd>
            </div>
          </dl>
        </>
      )}
    </div>
  );
}

/** Received and paid: the estate's receipts and disbursements with their totals. */
export function MoneySection({ view }: { view: MoneyView }) {
  return (
    <section className="card portal-section" aria-labelledby="money-heading">
      <h2 id="money-heading">Received and paid</h2>
      <MoneyList
        title="Received"
        rows={view.receipts}
        total={view.receiptsTotal}
        empty="Nothing received yet."
      />
      <MoneyList
        title="Paid out"
        rows={view.disbursements}
        total={view.disbursementsTotal}
        empty="Nothing paid out yet."
      />
    </section>
  );
}

/** Proposed distribution: each beneficiary's share; the amounts are in the shared accounts. */
export function DistributionSection({ view }: { view: DistributionView }) {
  return (
    <section className="card portal-section" aria-labelledby="distribution-heading">
      <h2 id="distribution-heading">Proposed distribution</h2>
      {view.rows.length === 0 ? (
        <p className="muted">The firm has not recorded the beneficiaries’ shares yet.</p>
      ) : (
        <ul className="portal-list">
          {view.rows.map((r) => (
            <li key={r.id} className={r.mine ? 'portal-mine' : undefined}>
              <span className="portal-item-title">
                {r.name}
                {r.mine && <span className="portal-tag portal-tag-mine">Your share</span>}
              </span>
              <span className="portal-amount">{r.share || '—'}</span>
              {r.relationship && <span className="portal-item-meta">{r.relationship}</span>}
            </li>
          ))}
        </ul>
      )}
      {view.note && <p className="muted">{view.note}</p>}
      <p className="muted">
        Shares are of the residue: what is left after debts, taxes and costs. The amounts are in the accounts
        your firm shares with you below.
      </p>
    </section>
  );
}
