import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncStatus } from '../sync/use-sync.ts';

/**
 * A live read of the local store that reports a failure instead of throwing it into React:
 * `undefined` while the first read runs, `{ ok: false }` when IndexedDB refuses (private mode,
 * quota, a blocked upgrade), so every screen can say so rather than go blank.
 */
export type LocalRead<T> = { ok: true; data: T } | { ok: false; message: string } | undefined;

export function useLocalRead<T>(query: () => Promise<T>, deps: unknown[]): LocalRead<T> {
  return useLiveQuery(async (): Promise<LocalRead<T>> => {
    try {
      return { ok: true, data: await query() };
    } catch (error) {
      console.warn('Could not read the local store', error);
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }, deps);
}

/**
 * Right after sign-in the local store is empty until the first pull lands; an empty list then
 * means "still downloading", not "you have none", so screens keep their spinner meanwhile.
 */
export function useFirstPullPending(): boolean {
  const { online, state, firstSyncDone } = useSyncStatus();
  return online && !firstSyncDone && (state.status === 'syncing' || state.status === 'idle');
}
