import type { LocalDb } from './db.ts';

/**
 * Changes on this device the server has not received yet: queued rows and contents to upload.
 * Apart from queries.ts, so that the session's commands (in the portal's first load) carry only this.
 */
export const countUnsynced = async (db: LocalDb): Promise<number> =>
  (await db.outbox.count()) + (await db.blobs.where('state').equals('pending').count());
