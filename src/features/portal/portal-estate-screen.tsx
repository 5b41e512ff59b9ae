import { useMemo } from 'react';
import { currentUser } from '../../api/session.ts';
import { toIsoDate } from '../../domain/rules/dates.ts';
import { portalQueries, queries, useQuery } from '../../store/index.ts';
import { formatDate } from '../../ui/record-display.ts';
import { useFirstPullPending } from '../sync/index.ts';
import { DistributionSection, HoldingsSection, MoneySection, ProgressSection } from './estate-sections.tsx';
import { FirstSyncState } from './first-sync-state.tsx';
import { PortalLink } from './portal-nav.tsx';
import {
  dateOfDeathOf,
  deadlinesOf,
  distributionOf,
  estateStatusView,
  holdingsOf,
  moneyOf,
  sharedDocumentsOf,
} from './portal-view.ts';
import { SharedDocumentsSection } from './shared-documents.tsx';

/** /portal/estates/$id: one estate as its beneficiary sees it (docs/behaviour.md#portal). */
export function PortalEstateScreen({ id }: { id: string }) {
  const read = useQuery(() => portalQueries.estate(id), [id]);
  const count = useQuery(() => queries.count('estates'), []);
  const firstPull = useFirstPullPending();
  const today = useMemo(() => toIsoDate(new Date()), []);
  const myName = currentUser()?.name;
  const several = count.status === 'ready' && count.data > 1;

  if (read.status === 'loading' || (read.status === 'ready' && !read.data && firstPull))
    return <FirstSyncState />;
  if (read.status === 'error')
    return (
      <p className="alert alert-error" role="alert">
        This device could not read its copy of the estate. Reload the page.
      </p>
    );
  const set = read.data;
  if (!set)
    return (
      <>
        <h1>Estate not found</h1>
        <p>
          This estate is not shared with you, or no longer.{' '}
          <PortalLink to="/portal">See your estates</PortalLink>.
        </p>
      </>
    );
  const { estate } = set;
  const death = formatDate(dateOfDeathOf(estate));
  return (
    <>
      {several && (
        <p className="portal-back">
          <PortalLink to="/portal">← All your estates</PortalLink>
        </p>
      )}
      <h1>{estate.estateName}</h1>
      <p className="portal-lede">
        {estate.deceased?.name}
        {estate.deceased?.name && death ? ', ' : ''}
        {death && `died ${death}`}
        {estate.executor?.name && (
          <>
            <br />
            <span className="muted">Estate trustee: {estate.executor.name}</span>
          </>
        )}
      </p>
      <ProgressSection
        status={estateStatusView(estate.status)}
        deadlines={deadlinesOf(estate, set.deadlines, today, set)}
      />
      <HoldingsSection view={holdingsOf(set.assets)} />
      <MoneySection view={moneyOf(set.transactions)} />
      <DistributionSection view={distributionOf(set.parties, myName)} />
      <SharedDocumentsSection
        estateId={estate._id}
        rows={sharedDocumentsOf(set.documents, set.approvals, set.cached)}
      />
    </>
  );
}
