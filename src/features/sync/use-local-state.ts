import { useLiveQuery } from 'dexie-react-hooks';
import type { EntityName } from '../../domain/schemas/index.ts';
import { localDb } from '../../store/instance.ts';
import type { LocalRecord, RejectedRow } from '../../store/types.ts';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; value: T };

/**
 * A live query whose failure is a state, not a thrown render error, so a screen can show its own
 * "failed to load" message (a blocked or deleted IndexedDB, storage turned off).
 */
export function useSafeQuery<T>(query: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const result = useLiveQuery(async (): Promise<Loaded<T>> => {
    try {
      return { status: 'ready', value: await query() };
    } catch (error) {
      return { status: 'error', error };
    }
    // The caller lists what the query reads, as with useLiveQuery itself.
  }, deps);
  return result ?? { status: 'loading' };
}

export interface RecordState {
  record: LocalRecord | null;
  /** Changes to this record still in the outbox. */
  pending: number;
  /** The latest change to it that the server refused, if any. */
  refused: RejectedRow | null;
}

/** One record with its sync state: what the profile tabs show next to their forms. */
export function useRecordState(entity: EntityName, id: string | undefined): Loaded<RecordState> {
  return useSafeQuery(async () => {
    if (!id) return { record: null, pending: 0, refused: null };
    const record = (await localDb.table_(entity).get(id)) ?? null;
    const pending = await localDb.outbox.where('entityId').equals(id).count();
    const refusals = await localDb.rejected.where('entityId').equals(id).toArray();
    return { record, pending, refused: refusals.filter((r) => r.entity === entity).at(-1) ?? null };
  }, [entity, id]);
}
