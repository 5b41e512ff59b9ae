import { useEffect, useMemo } from 'react';
import { toIsoDate } from '../../domain/rules/dates.ts';
import { portalQueries, useQuery } from '../../store/index.ts';
import { useFirstPullPending, useSyncStatus } from '../sync/index.ts';
import { FirstSyncState } from './first-sync-state.tsx';
import { navigatePortal, PortalLink } from './portal-nav.tsx';
import { byName, type EstateCardView, estateCard, estatePath } from './portal-view.ts';
import { ProgressMeter } from './progress-meter.tsx';

function EstateCard({ card }: { card: EstateCardView }) {
  return (
    <li className="card portal-estate-card">
      <h2>
        <PortalLink to={estatePath(card.id)}>{card.name}</PortalLink>
      </h2>
      {(card.deceased || card.dateOfDeath) && (
        <p>
          {card.deceased}
          {card.deceased && card.dateOfDeath ? ', ' : ''}
          {card.dateOfDeath && `died ${card.dateOfDeath}`}
        </p>
      )}
      <p>
        <span className="portal-status">{card.status.label}</span>{' '}
        <span className="muted">{card.status.meaning}</span>
      </p>
      <ProgressMeter percent={card.progress.percent} text={card.progress.text} />
      {card.next && <p className="muted">Next: {card.next}</p>}
    </li>
  );
}

/** /portal: the estates the person was invited to (docs/behaviour.md#portal). */
export function PortalHomeScreen() {
  const read = useQuery(() => portalQueries.estates(), []);
  const firstPull = useFirstPullPending();
  const { firstSyncDone } = useSyncStatus();
  const today = useMemo(() => toIsoDate(new Date()), []);
  const rows = read.status === 'ready' ? byName(read.data) : [];
  const only = rows.length === 1 ? rows[0]?.estate._id : undefined;
  // One estate: its page is the portal.
  useEffect(() => {
    if (only) navigatePortal(estatePath(only), { replace: true });
  }, [only]);
  return (
    <>
      <h1>Your estates</h1>
      {read.status === 'error' ? (
        <p className="alert alert-error" role="alert">
          This device could not read its copy of your estates. Reload the page; if it persists, sign out and
          in again.
        </p>
      ) : read.status === 'loading' || (rows.length === 0 && firstPull) ? (
        <FirstSyncState />
      ) : rows.length === 0 && !firstSyncDone ? (
        <div className="card portal-empty">
          <h2>Not downloaded yet</h2>
          <p>This device has not reached your firm yet. Connect to the internet to get your estates.</p>
        </div>
      ) : rows.length === 0 ? (
        <div className="card portal-empty">
          <h2>Nothing shared yet</h2>
          <p>Your firm has not shared an estate with you yet. When it does, it appears here.</p>
        </div>
      ) : (
        <ul className="portal-estates">
          {rows.map(({ estate, deadlines, transactions, documents }) => (
            <EstateCard
              key={estate._id}
              card={estateCard(estate, deadlines, today, { transactions, documents })}
            />
          ))}
        </ul>
      )}
    </>
  );
}
