import { openLocalDb } from './db.ts';
import { createRepos } from './repos.ts';

/** The page's one local database and its repos (the service worker opens its own). */
export const localDb = openLocalDb();
export const repos = createRepos({ db: localDb });
