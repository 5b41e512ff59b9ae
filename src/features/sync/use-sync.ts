import { useEffect, useState, useSyncExternalStore } from 'react';
import { dataOf, queries, useQuery } from '../../store/index.ts';
import type { SyncState } from '../../sync/engine.ts';
import { engine } from '../../sync/instance.ts';

/** Whether the browser believes it is online, kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (cb) => {
      window.addEventListener('online', cb);
      window.addEventListener('offline', cb);
      return () => {
        window.removeEventListener('online', cb);
        window.removeEventListener('offline', cb);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

export function useEngineState(): SyncState {
  const [state, setState] = useState(engine.getState());
  useEffect(() => engine.subscribe(setState), []);
  return state;
}

/** Everything the sync indicator and page show: online, pending, last synced, progress, problems. */
export function useSyncStatus() {
  const online = useOnline();
  const state = useEngineState();
  const pending = dataOf(useQuery(() => queries.pendingCount(), [])) ?? 0;
  const lastSyncedAt = dataOf(useQuery(() => queries.meta<string>('lastSyncedAt'), [])) ?? state.lastSyncedAt;
  const cursor = dataOf(useQuery(() => queries.meta<number>('cursor'), []));
  return { online, state, pending, lastSyncedAt, firstSyncDone: (cursor ?? 0) > 0 };
}
