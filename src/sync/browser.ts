import type { LocalDb } from '../store/db.ts';
import { createSyncEngine, type LockFn, memoryLock, type SyncEngine } from './engine.ts';
import { fetchHttp } from './http.ts';

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

/** The engine as the page and the service worker run it: same-origin /api, token from IndexedDB. */
export function createBrowserEngine(db: LocalDb): SyncEngine {
  const http = fetchHttp({ baseUrl: '/api', getToken: async () => (await db.session.get('current'))?.token });
  return createSyncEngine({ db, http, lock: browserLock() });
}

export const BACKGROUND_SYNC_TAG = 'estate-admin-outbox';
