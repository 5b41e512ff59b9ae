import type { LocalDb } from '../store/db.ts';
import { createSyncEngine, type LockFn, memoryLock, type SyncEngine } from './engine.ts';
import { fetchHttp, type SyncHttp } from './http.ts';
import { createRefresher } from './session-refresh.ts';

/** navigator.locks where the browser has it (all current ones), so one tab or the worker pushes at a time. */
export function browserLock(): LockFn {
  const locks = (
    globalThis as {
      navigator?: { locks?: { request: (n: string, f: () => Promise<unknown>) => Promise<unknown> } };
    }
  ).navigator?.locks;
  if (!locks) return memoryLock();
  return <T>(name: string, fn: () => Promise<T>) => locks.request(name, fn) as Promise<T>;
}

/**
 * The network as the page and the service worker use it: same-origin /api, the access token from
 * IndexedDB, refreshed from the httpOnly cookie when it expires (docs/architecture.md#sessions-and-logout).
 */
export function browserHttp(db: LocalDb): SyncHttp {
  return fetchHttp({
    baseUrl: '/api',
    getToken: async () => (await db.session.get('current'))?.token,
    refresh: createRefresher({ db, lock: browserLock() }),
  });
}

/** The engine as the page and the service worker run it. */
export function createBrowserEngine(db: LocalDb): SyncEngine {
  return createSyncEngine({ db, http: browserHttp(db), lock: browserLock() });
}

export const BACKGROUND_SYNC_TAG = 'estate-admin-outbox';
