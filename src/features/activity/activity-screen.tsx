import { useId, useMemo, useState } from 'react';
import { currentUser } from '../../api/session.ts';
import { eventDetail, formatEventTime } from '../../domain/rules/activity.ts';
import { can, explainRefusal } from '../../domain/rules/permissions.ts';
import {
  type ActivityPage,
  SECURITY_EVENT_KINDS,
  SECURITY_EVENT_LABELS,
} from '../../domain/schemas/security-events.ts';
import { dataOf, queries, useQuery } from '../../store/index.ts';
import { downloadFile } from '../../ui/download-file.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorBox } from '../../ui/load-error.tsx';
import { ServerReadStatus } from '../../ui/server-read-status.tsx';
import { useServerRead } from '../../ui/use-server-read.ts';
import { useOnline } from '../sync/index.ts';
import { type ActivityFilter, fetchActivity, fetchActivityCsv, NO_FILTER } from './activity-api.ts';
import './activity.css';

const OFFLINE = 'The activity log is kept on the server. Connect to the internet to read it.';

/**
 * The firm's security log for Admins (docs/behaviour.md#activity): who signed in or failed to,
 * lockouts, two-factor and people changes, device sign-outs and report downloads; filtered by
 * person, kind and dates, newest first, 50 a page, and downloadable as CSV.
 */
export function ActivityScreen() {
  const user = currentUser();
  const online = useOnline();
  const [filter, setFilter] = useState<ActivityFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [csv, setCsv] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const people = dataOf(useQuery(() => queries.all('users'), []));
  const allowed = can(user?.role, 'activity');

  const loaded = useServerRead(() => fetchActivity(filter, page), JSON.stringify([filter, page]), {
    enabled: allowed,
    online,
    offlineText: OFFLINE,
    failedText: 'The activity log could not be read. Please try again.',
  });

  const change = (key: keyof ActivityFilter) => (value: string) => {
    setFilter((f) => ({ ...f, [key]: value }));
    setPage(1);
  };

  const download = async () => {
    setCsv({ busy: true });
    const file = await fetchActivityCsv(filter);
    if ('error' in file) setCsv({ busy: false, error: file.error });
    else {
      downloadFile(file);
      setCsv({ busy: false });
    }
  };

  // Sorted once per read of the store, not on every render.
  const sortedPeople = useMemo(
    () => [...(people ?? [])].sort((a, b) => String(a.name).localeCompare(String(b.name))),
    [people],
  );

  if (!allowed)
    return (
      <div className="activity-page">
        <h1>Activity</h1>
        <p className="alert alert-info">{explainRefusal(user?.role, 'activity')}</p>
      </div>
    );

  return (
    <div className="activity-page">
      <div className="activity-head">
        <h1>Activity</h1>
        <button type="button" className="button" onClick={download} disabled={csv.busy || !online}>
          {csv.busy ? 'Preparing CSV…' : 'Download CSV'}
        </button>
      </div>
      <p className="activity-intro">
        Sign-ins, lockouts, two-factor and people changes, device sign-outs and report downloads, newest
        first.
      </p>
      {csv.error && <ErrorBox title="Download failed." message={csv.error} />}
      <ActivityFilters
        filter={filter}
        people={sortedPeople}
        onChange={change}
        onClear={() => setFilter(NO_FILTER)}
      />
      {loaded.state !== 'ready' ? (
        <ServerReadStatus read={loaded} loading="Loading activity…" />
      ) : loaded.data.total === 0 ? (
        <EmptyState title="No activity found" message="Nothing matches these filters." />
      ) : (
        <ActivityTable page={loaded.data} onPage={setPage} />
      )}
    </div>
  );
}

function ActivityFilters({
  filter,
  people,
  onChange,
  onClear,
}: {
  filter: ActivityFilter;
  people: readonly { _id: string; name?: unknown }[];
  onChange: (key: keyof ActivityFilter) => (value: string) => void;
  onClear: () => void;
}) {
  const id = useId();
  return (
    <form className="activity-filters" aria-label="Filter activity" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-person`}>Person</label>
        <select
          id={`${id}-person`}
          value={filter.person}
          onChange={(e) => onChange('person')(e.target.value)}
        >
          <option value="">Everyone</option>
          {people.map((p) => (
            <option key={p._id} value={p._id}>
              {String(p.name ?? '')}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-kind`}>Event</label>
        <select id={`${id}-kind`} value={filter.kind} onChange={(e) => onChange('kind')(e.target.value)}>
          <option value="">Every kind</option>
          {SECURITY_EVENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {SECURITY_EVENT_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          value={filter.from}
          onChange={(e) => onChange('from')(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          value={filter.to}
          onChange={(e) => onChange('to')(e.target.value)}
        />
      </div>
      <button type="button" className="button button-secondary" onClick={onClear}>
        Clear filters
      </button>
    </form>
  );
}

function ActivityTable({ page, onPage }: { page: ActivityPage; onPage: (page: number) => void }) {
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.items.length - 1;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <>
      <div className="activity-table-wrap">
        <table className="activity-table">
          <caption className="visually-hidden">Activity, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Event</th>
              <th scope="col">By</th>
              <th scope="col">Concerning</th>
              <th scope="col">Details</th>
              <th scope="col">Address</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((e) => (
              <tr key={e.id}>
                <td data-label="When">
                  <time dateTime={e.at}>{formatEventTime(e.at)}</time>
                </td>
                <td data-label="Event">{SECURITY_EVENT_LABELS[e.kind]}</td>
                <td data-label="By">{e.actorName ?? '—'}</td>
                <td data-label="Concerning">{e.subjectName ?? (e.subjectId ? 'Removed person' : '—')}</td>
                <td data-label="Details">{eventDetail(e) || '—'}</td>
                <td data-label="Address">{e.address ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="activity-pager" aria-label="Activity pages">
        <span aria-live="polite">
          Showing {first}–{last} of {page.total}
        </span>
        <button
          type="button"
          className="button button-secondary"
          disabled={page.page <= 1}
          onClick={() => onPage(page.page - 1)}
        >
          Newer
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={page.page >= pages}
          onClick={() => onPage(page.page + 1)}
        >
          Older
        </button>
      </nav>
    </>
  );
}
