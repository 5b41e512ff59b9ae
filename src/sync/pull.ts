import { MAX_PULL_LIMIT } from '../domain/schemas/index.ts';
import type { LocalDb } from '../store/db.ts';
import { getClientId, getMeta, setMeta } from '../store/meta.ts';
import { applyServerChanges, syncedTables } from './apply-server.ts';
import { dropMatters } from './drop-matters.ts';
import { dataOf, type SyncHttp } from './http.ts';
import { auth, DONE, network, type Progress, type StepOutcome, serverTrouble } from './outcome.ts';
import { refreshSessionUser } from './session-refresh.ts';

/**
 * Records a page, as many as the server gives: each page costs the device a transaction, a round
 * of the screens' live reads and a render besides its records, and the server a query. A first
 * sync of 50,000 records took 6.4 s in pages of 1,000, 5.1 s in 2,500 and 4.5 s in 5,000
 * (docs/architecture.md#pull).
 */
export const PULL_PAGE_SIZE = MAX_PULL_LIMIT;
/**
 * A pull's first page is smaller: nothing is written until it arrives, and 5,000 records took the
 * server and the browser about 130 ms to make and read. 2,000 arrive sooner and take about as long
 * to write as the next 5,000 take to arrive, so the pipeline does not wait; a first sync of 10,000
 * records went from about 1,000 ms (first page 1,000) to about 940 (2,000).
 */
const FIRST_PAGE_SIZE = 2000;

export interface PullContext {
  db: LocalDb;
  http: SyncHttp;
  limit: number;
  onProgress?: (p: Progress) => void;
  /** Each page request as it goes out (the engine's triggers that came before it are answered by it). */
  onRequest?: () => void;
}

/**
 * Pulls every change after the stored cursor, one page per Dexie transaction with the cursor.
 * The next page is requested as soon as a page arrives, so the server's query and the transfer
 * overlap the IndexedDB write of the page before it (docs/architecture.md#performance-budgets: the initial pull within 1.5x of
 * the write alone); it is used only if the cursor then is where that page starts.
 */
export async function pullChanges(ctx: PullContext): Promise<StepOutcome> {
  const { db, http, limit } = ctx;
  // The sync identity, cursor and scope in one read, not three (one of them a write transaction):
  // at sign-in each read before the first request waits its turn behind the screen being drawn
  // (docs/architecture.md#performance-budgets). An install without an identity yet makes one.
  const [id, ...start] = await db.meta.bulkGet(['clientId', 'cursor', 'scope']);
  const clientId = typeof id?.value === 'string' && id.value ? id.value : await getClientId(db);
  let known: (typeof start)[number][] | undefined = start;
  const pull: SyncHttp['pull'] = (query) => {
    ctx.onRequest?.();
    return http.pull(query);
  };
  let done = 0;
  let first = true;
  let ahead: { cursor: number; scope?: string; response: ReturnType<SyncHttp['pull']> } | undefined;
  for (;;) {
    const [cursorRow, scopeRow] = known ?? (await db.meta.bulkGet(['cursor', 'scope']));
    known = undefined;
    const cursor = (cursorRow?.value as number | undefined) ?? 0;
    const scope = scopeRow?.value as string | undefined;
    const request =
      ahead?.cursor === cursor && ahead.scope === scope
        ? ahead.response
        : pull({ clientId, cursor, limit: first ? Math.min(limit, FIRST_PAGE_SIZE) : limit, scope });
    ahead = undefined;
    first = false;
    let res: Awaited<ReturnType<SyncHttp['pull']>>;
    try {
      res = await request;
    } catch (error) {
      return network(error instanceof Error ? error.message : 'Network unavailable');
    }
    if (res.status === 401) return auth(res.body);
    if (res.status !== 200) return serverTrouble(res);
    const page = dataOf(res);
    if (page.hasMore && !page.reset) {
      const response = pull({ clientId, cursor: page.cursor, limit, scope: page.scope });
      // A failure is reported when the page is awaited; one never awaited is not an error.
      response.catch(() => undefined);
      ahead = { cursor: page.cursor, scope: page.scope, response };
    }
    const organization = (await db.session.get('current'))?.user.organization._id ?? '';
    await db.transaction('rw', [...syncedTables(db), db.outbox, db.meta, db.session], async () => {
      // Another tab may have pulled meanwhile: only move forward.
      const current = (await getMeta<number>(db, 'cursor')) ?? 0;
      if (current !== cursor || (await getMeta<string>(db, 'scope')) !== scope) return;
      if (page.reset) {
        // The server cannot tell what this device holds: start again, keeping unsent changes.
        for (const table of syncedTables(db)) await table.clear();
        await setMeta(db, 'cursor', 0);
        await setMeta(db, 'scope', undefined);
        return;
      }
      // What left this person's scope goes first, then the page's records (docs/architecture.md#scopes).
      if (page.removed) await dropMatters(db, page.removed);
      await applyServerChanges(db, page.changes, organization);
      await refreshSessionUser(db, page.changes);
      await setMeta(db, 'cursor', page.cursor);
      await setMeta(db, 'scope', page.scope);
    });
    done += page.changes.length;
    ctx.onProgress?.({ phase: 'pull', done, total: done + (page.remaining ?? 0) });
    if (!page.hasMore) return DONE;
  }
}
