import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { proofsByEstate, upcomingDeadlines } from '../../domain/rules/ontario/deadlines.ts';
import { queries, useQuery } from '../../store/index.ts';
import { exportDeadlinesCalendar } from './calendar-export.ts';
import { DeadlineChip } from './deadline-chip.tsx';
import { deadlineCounts, deadlineDueText } from './deadline-display.ts';
import { optionsByEstate } from './deadline-options.ts';
import { useToday } from './use-report-data.ts';
import './reports.css';
import { MoreText } from '../../ui/more-text.tsx';

const LIMIT = 6;

/**
 * The dashboard's next dated deadlines still open across the firm's open estates (overdue first;
 * what the firm marked done or not applicable is left out, and its own dates are used), each
 * with the rule it comes from and a link to its estate, where all of them are listed. A count
 * by status heads the list, so what lies beyond the first few is not hidden.
 */
export function UpcomingDeadlinesCard() {
  const today = useToday();
  const read = useQuery(
    async () => ({
      estates: await queries.all('estates'),
      closures: await queries.deadlineClosures(),
      // What the ledger and documents prove done (the final T1 paid, the return filed) is not due.
      proofs: proofsByEstate({
        transactions: await queries.all('transactions'),
        documents: await queries.all('documents'),
      }),
    }),
    [],
  );
  const all =
    read.status === 'ready'
      ? upcomingDeadlines(
          read.data.estates,
          today,
          Number.MAX_SAFE_INTEGER,
          optionsByEstate(read.data.closures, read.data.proofs),
        )
      : [];
  const deadlines = all.slice(0, LIMIT);
  const [exported, setExported] = useState<string | null>(null);
  const exportCalendar = async () => {
    try {
      const n = await exportDeadlinesCalendar(all, {
        name: 'Estate deadlines',
        fileName: 'estate-deadlines.ics',
      });
      setExported(`${n} open deadline${n === 1 ? '' : 's'} exported to a calendar file.`);
    } catch {
      setExported('The calendar file could not be made. Reload the page and try again.');
    }
  };
  return (
    <section className="card dash-panel upcoming-deadlines" aria-labelledby="dash-deadlines-heading">
      <div className="dash-panel-head">
        <h2 id="dash-deadlines-heading">Upcoming Deadlines</h2>
        {all.length > 0 && <p className="muted deadlines-counts">{deadlineCounts(all)}</p>}
        {all.length > 0 && (
          <button type="button" className="button button-secondary deadlines-export" onClick={exportCalendar}>
            Export all to calendar
          </button>
        )}
      </div>
      {exported && (
        <p className="muted" role="status">
          {exported}
        </p>
      )}
      {read.status === 'loading' && (
        <p role="status" className="muted">
          Loading deadlines…
        </p>
      )}
      {read.status === 'error' && (
        <p className="alert alert-error" role="alert">
          The deadlines could not be read from this device. Reload the page to try again.
        </p>
      )}
      {read.status === 'ready' && deadlines.length === 0 && (
        <div className="empty-state dash-empty">
          <p className="dash-empty-title">No dated deadlines</p>
          <p>Deadlines appear here once an open estate has a date of death or a certificate date.</p>
        </div>
      )}
      {deadlines.length > 0 && (
        <table className="table dash-table deadlines-table">
          <thead>
            <tr>
              <th scope="col">Deadline</th>
              <th scope="col">Estate</th>
              <th scope="col">Due</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {deadlines.map((d) => {
              return (
                <tr key={`${d.estateId}-${d.key}`}>
                  <td className="deadline-rule">
                    <p className="dash-strong">{d.title}</p>
                    <MoreText about={`${d.title}, ${d.estateName}`}>
                      <p className="muted">{d.rule}</p>
                      <p className="deadline-source">Source: {d.source}</p>
                    </MoreText>
                  </td>
                  <td data-label="Estate">
                    <Link to="/admin/data/estates/$id" params={{ id: d.estateId }}>
                      {d.estateName}
                    </Link>
                  </td>
                  <td className="dash-nowrap" data-label="Due">
                    {deadlineDueText(d)}
                  </td>
                  <td data-label="Status">
                    <DeadlineChip status={d.status} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
