import { useId, useState } from 'react';
import { requestLater } from '../../api/request-later.ts';
import { formatEventTime } from '../../domain/rules/activity.ts';
import type { HistoryEntry } from '../../domain/schemas/history.ts';
import { ErrorBox } from '../../ui/load-error.tsx';
import { useServerRead } from '../../ui/use-server-read.ts';
import { formatValue, useOnline } from '../sync/index.ts';
import './history.css';

export type HistoryEntity = 'files' | 'estates' | 'accounts';

const OFFLINE =
  'History is kept on the server. Connect to the internet to see who changed what; changes not yet sent from this device appear once the server has them.';

const VERBS: Record<HistoryEntry['op'], string> = {
  create: 'created it',
  update: 'changed',
  delete: 'deleted it',
  restore: 'restored it',
};

/** Fields that say nothing to a reader (ids of the record's place, bookkeeping). */
const HIDDEN_FIELDS = new Set(['organization', 'file', 'estate', 'fromAccount', 'toAccount']);

/**
 * What the panel asks for: the page after the entries already shown (`before`). Each opening and
 * each Refresh is a read of its own (`opening`, never reused), so it starts from the newest entry
 * again, and a panel opened offline says so rather than showing an earlier answer.
 */
interface Shown {
  open: boolean;
  opening: number;
  page: number;
  before: HistoryEntry[];
}

/**
 * A record's History (docs/behaviour.md#history): who changed which field from what to what, and
 * when, read from the server's history when opened. It is online only; offline the panel says so
 * and the rest of the page shows what the device holds. Mount it with `key={id}` so another
 * record on the same screen starts closed.
 */
export function HistoryPanel({ entity, id }: { entity: HistoryEntity; id: string }) {
  const online = useOnline();
  const headingId = useId();
  const [shown, setShown] = useState<Shown>({ open: false, opening: 0, page: 1, before: [] });
  const { open, page } = shown;
  const read = useServerRead(
    () => requestLater('history', { params: { entity, id }, query: page > 1 ? { page: String(page) } : {} }),
    `${entity}/${id}/${shown.opening}/${page}`,
    {
      enabled: open,
      online,
      offlineText: OFFLINE,
      failedText: 'The history could not be read. Please try again.',
    },
  );
  const items = read.state === 'ready' ? [...shown.before, ...read.data.items] : shown.before;
  /** Opens (or reads again) from the newest entry. */
  const fromNewest = () => setShown({ open: true, opening: shown.opening + 1, page: 1, before: [] });
  return (
    <section className="card history-panel" aria-labelledby={headingId}>
      <div className="history-head">
        <h2 id={headingId}>History</h2>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={open}
          onClick={() => (open ? setShown({ ...shown, open: false }) : fromNewest())}
        >
          {open ? 'Hide history' : 'Show history'}
        </button>
        {open && (
          <button type="button" className="button button-secondary" onClick={fromNewest} disabled={!online}>
            Refresh
          </button>
        )}
      </div>
      {open && read.state === 'error' && read.offline && <p className="alert alert-info">{OFFLINE}</p>}
      {open && items.length > 0 && <HistoryList items={items} />}
      {open && read.state === 'loading' && (
        <p className="muted" aria-live="polite">
          Loading history…
        </p>
      )}
      {open && read.state === 'error' && !read.offline && <ErrorBox message={read.message} />}
      {open && read.state === 'ready' && read.data.total === 0 && (
        <p className="muted">No changes have reached the server yet.</p>
      )}
      {open && read.state === 'ready' && items.length < read.data.total && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setShown({ ...shown, page: page + 1, before: items })}
        >
          Show older changes
        </button>
      )}
    </section>
  );
}

function HistoryList({ items }: { items: readonly HistoryEntry[] }) {
  return (
    <ol className="history-list">
      {items.map((entry) => {
        const who = entry.userName ?? (entry.userId ? 'A person no longer with the firm' : 'The system');
        const changes = entry.op === 'update' ? entry.changes.filter((c) => !HIDDEN_FIELDS.has(c.field)) : [];
        return (
          <li key={entry.version}>
            <p className="history-line">
              <time dateTime={entry.at}>{formatEventTime(entry.at)}</time> <strong>{who}</strong>{' '}
              {VERBS[entry.op]}
              {entry.op === 'update' && changes.length === 0 ? ' it' : ''}
            </p>
            {changes.length > 0 && (
              <ul className="history-changes">
                {changes.map((c) => (
                  <li key={c.field}>
                    <span className="history-field">{c.label}</span>: {formatValue(c.field, c.from)} →{' '}
                    {formatValue(c.field, c.to)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
