import './bank-import-bench.ts';
import type { Change } from '../../../src/domain/schemas/index.ts';
import { LocalDb } from '../../../src/store/db.ts';
import type { LocalRecord, SessionUser } from '../../../src/store/types.ts';
import { fetchHttp } from '../../../src/sync/http.ts';
import { PULL_PAGE_SIZE, pullChanges } from '../../../src/sync/pull.ts';

/**
 * The sync code as the app bundles it, in a real Chromium page: the initial pull of a large firm
 * against the IndexedDB floor (Dexie bulkPut of the same records in the same page).
 */
const bench = {
  async pull(token: string, user: SessionUser): Promise<{ ms: number; records: number }> {
    const db = new LocalDb(`bench-pull-${Date.now()}`);
    await db.session.put({ key: 'current', token, user });
    const http = fetchHttp({ baseUrl: '/api', getToken: async () => token });
    const started = performance.now();
    const outcome = await pullChanges({ db, http, limit: PULL_PAGE_SIZE });
    const ms = performance.now() - started;
    if (outcome.kind !== 'done') throw new Error(`pull stopped: ${outcome.kind}`);
    const records = await db.files.count();
    db.close();
    await db.delete();
    return { ms, records };
  },

  /** The floor: the same pages fetched the same way, written with bulkPut and nothing else. */
  async floor(token: string): Promise<{ ms: number; records: number }> {
    const pages: Change[][] = [];
    let cursor = 0;
    for (;;) {
      const res = await fetch(
        `/api/sync/pull?clientId=00000000-0000-7000-8000-000000000001&cursor=${cursor}&limit=${PULL_PAGE_SIZE}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      const data = (await res.json()).data as { changes: Change[]; cursor: number; hasMore: boolean };
      pages.push(data.changes);
      cursor = data.cursor;
      if (!data.hasMore) break;
    }
    const db = new LocalDb(`bench-floor-${Date.now()}`);
    await db.open();
    const started = performance.now();
    for (const page of pages) {
      const byEntity = new Map<string, LocalRecord[]>();
      for (const c of page)
        if (c.data) {
          const rows = byEntity.get(c.entity);
          if (rows) rows.push(c.data as LocalRecord);
          else byEntity.set(c.entity, [c.data as LocalRecord]);
        }
      for (const [entity, rows] of byEntity) await db.table(entity).bulkPut(rows);
    }
    const ms = performance.now() - started;
    const records = await db.files.count();
    db.close();
    await db.delete();
    return { ms, records };
  },
};

(globalThis as unknown as { __bench: typeof bench }).__bench = bench;
document.getElementById('status')!.textContent = 'loaded';
