import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { uuidv7 } from '../../src/domain/ids.ts';
import { LocalDb } from '../../src/store/db.ts';
import { createRepos } from '../../src/store/repos.ts';
import type { SessionUser } from '../../src/store/types.ts';
import { type Clock, createSyncEngine, fetchHttp, type LockFn, memoryLock } from '../../src/sync/index.ts';

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

  const send = (request: Request) => Promise.resolve(options.fetchApp(request));
  const faultyFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(new URL(String(input), 'http://client.test'), init);
    const headers = new Headers(request.headers);
    if (expired) headers.set('authorization', `Bearer ${expired}`);
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
        return first;
      }
      case 'delay':
        await new Promise((r) => setTimeout(r, Math.floor(random() * 5)));
        return send(make());
      case 'replay-later':
        held.push(make());
        return send(make());
      default:
        return send(make());
    }
  };

  const http = fetchHttp({
    baseUrl: '/api',
    getToken: async () => (await db.session.get('current'))?.token,
    fetch: faultyFetch as typeof fetch,
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
    /** Makes every request carry an expired token until `signInAgain`. */
    expireToken(expiredToken: string) {
      expired = expiredToken;
    },
    async signInAgain(token: string) {
      expired = null;
      await db.session.put({ key: 'current', token, user: options.user });
      return engine.resume();
    },
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
