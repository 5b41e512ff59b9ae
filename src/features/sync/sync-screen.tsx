import { currentUser } from '../../api/session.ts';
import { dataOrThrow, queries, useQuery } from '../../store/index.ts';
import { ConflictsSection } from './conflicts-section.tsx';
import { RejectedSection } from './rejected-section.tsx';
import { StorageCard } from './storage-card.tsx';
import { SyncStatusCard } from './sync-status-card.tsx';
import './sync.css';

/**
 * The sync page (docs/behaviour.md#sync-page), where the top bar's indicator leads: state, storage, and the changes
 * that need a person — lost conflicts and refused changes.
 */
export function SyncScreen() {
  const userId = currentUser()?._id;
  const conflicts = dataOrThrow(useQuery(() => queries.openConflicts(userId), [userId]));
  const rejected = dataOrThrow(useQuery(() => queries.rejected(), []));
  const problems = (conflicts?.length ?? 0) + (rejected?.length ?? 0);
  return (
    <div className="sync-page">
      <h1>Sync</h1>
      <div className="sync-cards">
        <SyncStatusCard problems={problems} />
        <StorageCard />
      </div>
      <ConflictsSection conflicts={conflicts} />
      <RejectedSection rows={rejected} />
    </div>
  );
}
