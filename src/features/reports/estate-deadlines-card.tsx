import { useState } from 'react';
import { latestByKey } from '../../domain/rules/ontario/deadline-closures.ts';
import { type Deadline, isOpenDeadline } from '../../domain/rules/ontario/deadlines.ts';
import { fileSlug } from '../../domain/rules/text.ts';
import type { EstateRecord } from '../../domain/schemas/index.ts';
import { MoreText } from '../../ui/more-text.tsx';
import { exportDeadlinesCalendar } from './calendar-export.ts';
import { DeadlineChip } from './deadline-chip.tsx';
import { DeadlineDialog } from './deadline-dialog.tsx';
import { deadlineDueText } from './deadline-display.ts';
import { useEstateDeadlines } from './use-estate-deadlines.ts';
import './reports.css';

/**
 * The estate's deadlines (estate detail): each with its due date, a status chip and the rule it
 * comes from, so the lawyer can check the count against the source rather than trust a date; and
 * an Update button to mark one done, not applicable, or due on a date the firm set.
 */
export function EstateDeadlinesCard({ estate }: { estate: EstateRecord }) {
  const { today, read, records, documents, deadlines } = useEstateDeadlines(estate);
  const documentTitle = (id: string | undefined) =>
    id ? documents.find((doc) => doc._id === id)?.title : undefined;
  const [editing, setEditing] = useState<Deadline | null>(null);
  const [exported, setExported] = useState<string | null>(null);
  const exportCalendar = async () => {
    const open = deadlines
      .filter((d) => isOpenDeadline(d) && d.dueDate)
      .map((d) => ({ ...d, estateId: estate._id, estateName: estate.estateName }));
    try {
      const n = await exportDeadlinesCalendar(open, {
        name: `Deadlines — ${estate.estateName}`,
        fileName: `${fileSlug(estate.estateName) || 'estate'}-deadlines.ics`,
      });
      setExported(`${n} open deadline${n === 1 ? '' : 's'} exported to a calendar file.`);
    } catch {
      setExported('The calendar file could not be made. Reload the page and try again.');
    }
  };
  return (
    <section className="card detail-section deadlines-card" aria-labelledby="deadlines-heading">
      <div className="section-head">
        <h2 id="deadlines-heading">Deadlines</h2>
        <p className="muted deadlines-asof">
          Status as of {deadlineDueText({ dueDate: today, status: 'upcoming' })}
        </p>
        <button type="button" className="button button-secondary deadlines-export" onClick={exportCalendar}>
          Export to calendar
        </button>
      </div>
      {exported && (
        <p className="muted" role="status">
          {exported}
        </p>
      )}
      <div className="section-table-wrap">
        <table className="table deadlines-table">
          <thead>
            <tr>
              <th scope="col">Deadline</th>
              <th scope="col">Due</th>
              <th scope="col">Status</th>
              <th scope="col">Rule</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deadlines.map((d) => {
              return (
                <tr key={d.key} data-deadline={d.key}>
                  <th scope="row" className="deadline-title">
                    {d.title}
                  </th>
                  <td className="deadline-due" data-label="Due">
                    {deadlineDueText(d)}
                  </td>
                  <td className="deadline-status">
                    <DeadlineChip status={d.status} />
                    {/* What the records show, in the open: a clerk checks the payment rather than trust the chip. */}
                    {d.proof && !d.closure && <p className="muted deadline-proof">{d.proof.text}</p>}
                  </td>
                  <td className="deadline-rule">
                    {/* The rule and its source folded to one line: thirteen of them in full made the page a scroll of text. */}
                    <MoreText about={d.title}>
                      <p>{d.rule}</p>
                      {d.note && d.status !== 'before-final-distribution' && !(d.proof && !d.closure) && (
                        <p className="muted">{d.note}</p>
                      )}
                      {d.closure?.state === 'done' && documentTitle(d.closure.documentId) && (
                        <p className="muted">Document: {documentTitle(d.closure.documentId)}</p>
                      )}
                      <p className="deadline-source">Source: {d.source}</p>
                    </MoreText>
                  </td>
                  <td className="deadline-action">
                    <button
                      type="button"
                      className="button button-secondary deadline-update"
                      aria-label={`Update ${d.title}`}
                      onClick={() => setEditing(d)}
                    >
                      Update
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {read.status === 'error' && (
        <p className="alert alert-error" role="alert">
          What the firm recorded about these deadlines could not be read from this device.
        </p>
      )}
      {editing && (
        <DeadlineDialog
          estateId={estate._id}
          deadline={editing}
          record={latestByKey(records).get(editing.key) ?? null}
          today={today}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
