import { useLiveQuery } from 'dexie-react-hooks';
import type { EntityName } from '../domain/schemas/index.ts';
import type { LocalDb } from './db.ts';
import type { LocalRecord, RejectedRow } from './types.ts';

/**
 * Live queries for the screens: they re-render when the local database changes, whether the
 * change came from this tab, another tab, the service worker or a pull. `undefined` means loading.
 */
export function useRecords(db: LocalDb, entity: EntityName, filter?: { field: string; value: string }) {
  return useLiveQuery(
    () =>
      filter
        ? db.table_(entity).where(filter.field).equals(filter.value).toArray()
        : db.table_(entity).toArray(),
    [db, entity, filter?.field, filter?.value],
  );
}

export function useRecord(
  db: LocalDb,
  entity: EntityName,
  id: string | undefined,
): LocalRecord | null | undefined {
  return useLiveQuery(
    async () => (id ? ((await db.table_(entity).get(id)) ?? null) : null),
    [db, entity, id],
  );
}

export function usePendingCount(db: LocalDb): number | undefined {
  return useLiveQuery(() => db.outbox.count(), [db]);
}

/** Conflicts of this user that they have not dealt with yet, newest first. */
export function useOpenConflicts(db: LocalDb, userId: string | undefined): LocalRecord[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.conflicts.orderBy('createdAt').reverse().toArray()).filter(
        (c) => !c.resolved && (!userId || c.user === userId),
      ),
    [db, userId],
  );
}

export function useRejected(db: LocalDb): RejectedRow[] | undefined {
  return useLiveQuery(() => db.rejected.toArray(), [db]);
}

export function useMeta<T>(db: LocalDb, key: string): T | undefined {
  return useLiveQuery(async () => (await db.meta.get(key))?.value as T | undefined, [db, key]);
}

/** How many records of an entity this device holds (the data index's cards), without loading them. */
export function useRecordCount(db: LocalDb, entity: EntityName): number | undefined {
  return useLiveQuery(() => db.table_(entity).count(), [db, entity]);
}
