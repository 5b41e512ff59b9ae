import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { uuidv7 } from '../../src/domain/ids.ts';
import { LocalDb } from '../../src/store/db.ts';
import { createRepos } from '../../src/store/repos.ts';
import type { SessionUser } from '../../src/store/types.ts';
import { type Clock, createSyncEngine, fetchHttp, type LockFn, memoryLock } from '../../src/sync/index.ts';
import { createRefresher } from '../../src/sync/session-refresh.ts';

export type Fault = 'ok' | 'drop' | 'lose-response' | 'duplicate' | 'delay' | 'replay-later';

/** A clock whose timers never fire by themselves: tests drive every sync explicitly. */
export const manualClock = (): Clock => ({
  now: () => new Date(),
  setTimeout: () => 0,
  clearTimeout: () => undefined,
});

export interface ClientOptions {
  fetchApp: (request: Request) => Response | Promise<Response>;
  user: SessionUser;
  token: string;
  /** The device's refresh cookie (its value); with it the device renews expired access tokens. */
  cookie?: string;
  /** Chooses a fault for each request; 'ok' by default. */
  fault?: () => Fault;
  lock?: LockFn;
  name?: string;
  /** Seeded randomness for held-back requests, so a failing run can be replayed. */
  random?: () => number;
}

/**
 * One device: its own IndexedDB (fake-indexeddb), the real store and engine, and a network that
 * can drop, duplicate, delay, reorder and lose responses after the server committed.
 */
export async function createTestClient(options: ClientOptions) {
  const db = new LocalDb(options.name ?? `client-${uuidv7()}`, { indexedDB, IDBKeyRange });
  await db.open();
  await db.session.put({ key: 'current', token: options.token, user: options.user });
  const held: Request[] = [];
  const random = options.random ?? Math.random;
  let expired: string | null = null;
  let faultsOn = true;
  // The browser's cookie jar for the refresh cookie: sent only to the refresh endpoint, and
  // replaced only by an answer that reached the device (a lost answer leaves the old one).
  let cookie = options.cookie;
  const counts = { refreshed: 0, refused: 0 };

  const send = (request: Request) => Promise.resolve(options.fetchApp(request));
  const deliver = (request: Request, response: Response) => {
    if (!request.url.includes('/auth/refresh')) return response;
    const set = /estate_refresh=([^;]*)(;[^,]*)?/.exec(response.headers.get('set-cookie') ?? '');
    if (set) cookie = /Max-Age=0/i.test(set[2] ?? '') ? undefined : set[1];
    if (response.status === 200) counts.refreshed += 1;
    else if (response.status === 401) counts.refused += 1;
    return response;
  };
  const faultyFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(new URL(String(input), 'http://client.test'), init);
    const headers = new Headers(request.headers);
    if (expired) headers.set('authorization', `Bearer ${expired}`);
    if (cookie && request.url.includes('/auth/refresh')) headers.set('cookie', `estate_refresh=${cookie}`);
    const body = request.method === 'GET' ? undefined : await request.arrayBuffer();
    const make = () =>
      new Request(request.url, { method: request.method, headers, ...(body ? { body } : {}) });
    // Requests held back earlier arrive now, out of order.
    while (faultsOn && held.length && random() < 0.5) await send(held.shift()!).catch(() => undefined);
    const fault = faultsOn ? (options.fault?.() ?? 'ok') : 'ok';
    switch (fault) {
      case 'drop':
        throw new TypeError('Failed to fetch (dropped)');
      case 'lose-response':
        await send(make());
        throw new TypeError('Failed to fetch (response lost)');
      case 'duplicate': {
        const first = await send(make());
        await send(make());
        return deliver(request, first);
      }
      case 'delay':
        await new Promise((r) => setTimeout(r, Math.floor(random() * 5)));
        return deliver(request, await send(make()));
      case 'replay-later':
        held.push(make());
        return deliver(request, await send(make()));
      default:
        return deliver(request, await send(make()));
    }
  };

  const http = fetchHttp({
    baseUrl: '/api',
    getToken: async () => (await db.session.get('current'))?.token,
    fetch: faultyFetch as typeof fetch,
    // Its own lock: the in-process one serialises every name, and a refresh runs inside a sync.
    refresh: createRefresher({ db, lock: memoryLock(), baseUrl: '/api', fetch: faultyFetch as typeof fetch }),
  });
  const engine = createSyncEngine({
    db,
    http,
    clock: manualClock(),
    lock: options.lock ?? memoryLock(),
    batchSize: 50,
    pullLimit: 40,
  });
  const repos = createRepos({ db });
  return {
    db,
    http,
    engine,
    repos,
    /** Makes every request carry an expired token until `signInAgain` (a token the refresh cannot fix). */
    expireToken(expiredToken: string) {
      expired = expiredToken;
    },
    /** The device's access token runs out: the next request is refused as expired and refreshes. */
    async storeToken(token: string) {
      await db.session.update('current', { token });
    },
    /** Signs in again: a new access token and, with a session, a new refresh cookie. */
    async signInAgain(session: string | { token: string; cookie: string }) {
      expired = null;
      const token = typeof session === 'string' ? session : session.token;
      if (typeof session !== 'string') cookie = session.cookie;
      await db.session.put({ key: 'current', token, user: options.user });
      return engine.resume();
    },
    /** Refreshes that were answered with a new token, and refused. */
    counts,
    setFaults(on: boolean) {
      faultsOn = on;
    },
    /** Sends whatever was held back, so nothing is still in flight. */
    async flushHeld() {
      while (held.length) await send(held.shift()!).catch(() => undefined);
    },
    async close() {
      db.close();
      await db.delete();
    },
  };
}

export type TestClient = Awaited<ReturnType<typeof createTestClient>>;
