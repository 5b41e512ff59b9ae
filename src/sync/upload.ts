import type { LocalDb } from '../store/db.ts';
import type { SyncHttp } from './http.ts';
import { auth, DONE, messageOf, network, type Progress, type StepOutcome, serverTrouble } from './outcome.ts';

/**
 * Uploads document contents chosen offline, once their document record is on the server
 * (the outbox is pushed first). A file the server refuses (too large) stays with its error.
 */
export async function uploadPendingBlobs(
  db: LocalDb,
  http: SyncHttp,
  onProgress?: (p: Progress) => void,
): Promise<StepOutcome> {
  const pending = await db.blobs.where('state').equals('pending').toArray();
  let done = 0;
  for (const row of pending) {
    const waiting = await db.outbox.where('entityId').equals(row.documentId).count();
    if (waiting) continue;
    onProgress?.({ phase: 'upload', done, total: pending.length });
    let res: Awaited<ReturnType<SyncHttp['uploadContent']>>;
    try {
      res = await http.uploadContent(row.documentId, row.blob, row.mimeType);
    } catch (error) {
      return network(error instanceof Error ? error.message : 'Network unavailable');
    }
    if (res.status === 401) return auth(res.body);
    if (res.status >= 500 || res.status === 429) return serverTrouble(res);
    if (res.status === 200) {
      await db.blobs.update(row.documentId, { state: 'cached', attempts: (row.attempts ?? 0) + 1 });
    } else if (res.status === 404) {
      // The document was deleted on the server, or never reached it: nothing to attach to.
      await db.blobs.update(row.documentId, {
        attempts: (row.attempts ?? 0) + 1,
        lastError: messageOf(res.body, 'Not found'),
      });
    } else {
      await db.blobs.update(row.documentId, {
        attempts: (row.attempts ?? 0) + 1,
        lastError: messageOf(res.body, `Upload refused (${res.status})`),
        state: 'cached',
      });
    }
    done += 1;
  }
  return DONE;
}
