import { useCallback, useId, useState } from 'react';
import type { ApiResult } from '../../api/client.ts';
import { formatEventTime } from '../../domain/rules/activity.ts';
import type { HistoryEntry, HistoryPage } from '../../domain/schemas/history.ts';
import { ErrorBox } from '../../ui/load-error.tsx';
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

async function fetchPage(entity: HistoryEntity, id: string, page: number): Promise<ApiResult<HistoryPage>> {
  const { request } = await import('../../api/client.ts');
  return request('history', { params: { entity, id }, query: page > 1 ? { page: String(page) } : {} });
}

type State =
  | { status: 'closed' }
  | { status: 'loading'; items: HistoryEntry[] }
  | { status: 'ready'; items: HistoryEntry[]; total: number; page: number }
  | { status: 'error'; items: HistoryEntry[]; message: string };

/**
 * A record's History (docs/behaviour.md#history): who changed which field from what to what, and
 * when, read from the server's history when opened. It is online only; offline the panel says so
 * and the rest of the page shows what the device holds. Mount it with `key={id}` so another
 * record on the same screen starts closed.
 */
export function HistoryPanel({ entity, id }: { entity: HistoryEntity; id: string }) {
  const online = useOnline();
  const headingId = useId();
  const [state, setState] = useState<State>({ status: 'closed' });

  const load = useCallback(
    async (page: number, before: HistoryEntry[]) => {
      setState({ status: 'loading', items: before });
      const res = await fetchPage(entity, id, page);
      if (res.ok)
        setState({ status: 'ready', items: [...before, ...res.data.items], total: res.data.total, page });
      else
        setState({
          status: 'error',
          items: before,
          message: res.offline
            ? OFFLINE
            : (res.message ?? 'The history could not be read. Please try again.'),
        });
    },
    [entity, id],
  );

  const open = state.status !== 'closed';
  return (
    <section className="card history-panel" aria-labelledby={headingId}>
      <div className="history-head">
        <h2 id={headingId}>History</h2>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={open}
          onClick={() => (open ? setState({ status: 'closed' }) : load(1, []))}
        >
          {open ? 'Hide history' : 'Show history'}
        </button>
        {open && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => load(1, [])}
            disabled={!online}
          >
            Refresh
          </button>
        )}
      </div>
      {open && !online && state.status !== 'ready' && <p className="alert alert-info">{OFFLINE}</p>}
      {open && state.items.length > 0 && <HistoryList items={state.items} />}
      {state.status === 'loading' && (
        <p className="muted" aria-live="polite">
          Loading history…
        </p>
      )}
      {state.status === 'error' && online && <ErrorBox message={state.message} />}
      {state.status === 'ready' && state.total === 0 && (
        <p className="muted">No changes have reached the server yet.</p>
      )}
      {state.status === 'ready' && state.items.length < state.total && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => load(state.page + 1, state.items)}
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
