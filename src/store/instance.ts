import { releaseOnPageHide, trackTransactions } from './back-forward-cache.ts';
import { openLocalDb } from './db.ts';
import { createRepos } from './repos.ts';

/** The page's one local database and its repos (the service worker opens its own). */
export const localDb = openLocalDb();
localDb.use(trackTransactions);
if ('onpagehide' in globalThis)
  releaseOnPageHide(globalThis as unknown as Parameters<typeof releaseOnPageHide>[0]);
export const repos = createRepos({ db: localDb });
