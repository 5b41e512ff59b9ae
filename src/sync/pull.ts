import type { PullResponse } from '../domain/schemas/index.ts';
import type { LocalDb } from '../store/db.ts';
import { getClientId, getMeta, setMeta } from '../store/meta.ts';
import { applyServerChanges, syncedTables } from './apply-server.ts';
import type { SyncHttp } from './http.ts';
import { AUTH, DONE, messageOf, network, type Progress, type StepOutcome } from './outcome.ts';

export interface PullContext {
  db: LocalDb;
  http: SyncHttp;
  limit: number;
  onProgress?: (p: Progress) => void;
}

/** Pulls every change after the stored cursor, one page per Dexie transaction with the cursor. */
export async function pullChanges(ctx: PullContext): Promise<StepOutcome> {
  const { db, http } = ctx;
  let done = 0;
  for (;;) {
    const clientId = await getClientId(db);
    const cursor = (await getMeta<number>(db, 'cursor')) ?? 0;
    let res: Awaited<ReturnType<SyncHttp['pull']>>;
    try {
      res = await http.pull({ clientId, cursor, limit: ctx.limit });
    } catch (error) {
      return network(error instanceof Error ? error.message : 'Network unavailable');
    }
    if (res.status === 401) return AUTH;
    if (res.status !== 200)
      return network(messageOf(res.body, `Server error ${res.status}`), res.retryAfterSeconds);
    const page = (res.body as { data: PullResponse }).data;
    const organization = (await db.session.get('current'))?.user.organization._id ?? '';
    await db.transaction('rw', [...syncedTables(db), db.outbox, db.meta], async () => {
      // Another tab may have pulled meanwhile: only move forward.
      const current = (await getMeta<number>(db, 'cursor')) ?? 0;
      if (current !== cursor) return;
      await applyServerChanges(db, page.changes, organization);
      await setMeta(db, 'cursor', page.cursor);
    });
    done += page.changes.length;
    ctx.onProgress?.({ phase: 'pull', done, total: done + (page.remaining ?? 0) });
    if (!page.hasMore) return DONE;
  }
}
