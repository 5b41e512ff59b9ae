import { localDb, repos } from '../store/instance.ts';
import { createAttention } from './attention.ts';
import { createBrowserEngine } from './browser.ts';
import { fetchHttp } from './http.ts';

/** The page's sync engine and the conflict / needs-attention actions built on it. */
export const engine = createBrowserEngine(localDb);
export const attention = createAttention({
  db: localDb,
  repos,
  http: fetchHttp({ baseUrl: '/api', getToken: async () => (await localDb.session.get('current'))?.token }),
});
