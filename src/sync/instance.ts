import { localDb, repos } from '../store/instance.ts';
import { createAttention } from './attention.ts';
import { browserHttp, browserLock, createBrowserEngine } from './browser.ts';
import { createRefresher } from './session-refresh.ts';

/** The page's sync engine and the conflict / needs-attention actions built on it. */
export const engine = createBrowserEngine(localDb);
export const attention = createAttention({
  db: localDb,
  repos,
  http: browserHttp(localDb),
});

/** The page's refresh of its access token: the same lock and session row as the worker's. */
export const refreshAccess = createRefresher({ db: localDb, lock: browserLock() });
