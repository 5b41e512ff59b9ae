import { useSyncStatus } from './use-sync.ts';

/**
 * Right after sign-in the local store is empty until the first pull lands; an empty list then
 * means "still downloading", not "you have none", so screens keep their spinner meanwhile.
 */
export function useFirstPullPending(): boolean {
  const { online, state, firstSyncDone } = useSyncStatus();
  return online && !firstSyncDone && (state.status === 'syncing' || state.status === 'idle');
}
