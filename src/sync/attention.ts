import { mutatorOf } from '../domain/mutators/index.ts';
import { SERVER_FIELDS } from '../domain/schemas/index.ts';
import type { LocalDb } from '../store/db.ts';
import { runQueued } from '../store/mutate.ts';
import type { Repos } from '../store/repos.ts';
import type { LocalRecord, RejectedRow } from '../store/types.ts';
import type { SyncHttp } from './http.ts';

/** The common fields the server sets; a restored record is re-created from the rest. */
const SERVER_SET = new Set<string>(SERVER_FIELDS);

export interface AttentionDeps {
  db: LocalDb;
  repos: Repos;
  http: SyncHttp;
}

/**
 * What the sync page offers for values that lost a conflict and for changes the server refused
 * (docs/behaviour.md#sync-page): re-apply mine, dismiss; edit and retry, discard.
 */
export function createAttention({ db, repos, http }: AttentionDeps) {
  const repoOf = (entity: string) => repos[entity as keyof Repos];

  async function markResolved(conflictId: string) {
    await repos.conflicts.update(conflictId, { resolved: true });
  }

  return {
    /** Puts the user's losing value back as a new change on the current version. */
    async reapplyMine(conflict: LocalRecord): Promise<void> {
      const entity = String(conflict.entity);
      const id = String(conflict.entityId);
      const repo = repoOf(entity);
      if (conflict.reason === 'delete_vs_update') {
        await repo.remove(id);
      } else if (conflict.reason === 'deleted') {
        await restore(entity, id, { [String(conflict.field)]: conflict.yourValue });
      } else {
        await repo.update(id, { [String(conflict.field)]: conflict.yourValue });
      }
      await markResolved(conflict._id);
    },

    dismiss: (conflict: LocalRecord) => markResolved(conflict._id),

    /** Sends a refused change again, with the user's corrections (validated locally first). */
    async retry(row: RejectedRow, corrected?: Record<string, unknown>): Promise<void> {
      if (row.mutator) {
        // A refused action is tried again whole, on the records as they are now.
        const mutator = mutatorOf(row.mutator.name);
        if (!mutator) throw new Error('This app no longer knows how to do this action');
        await runQueued(db, mutator, row.mutator.args);
        await db.rejected.delete(row.id!);
        return;
      }
      const repo = repoOf(row.entity);
      const patch = { ...(row.patch ?? {}), ...(corrected ?? {}) };
      if (row.op === 'create') await repo.create(patch, row.entityId);
      else if (row.op === 'update') await repo.update(row.entityId, patch);
      else await repo.remove(row.entityId);
      await db.rejected.delete(row.id!);
    },

    discard: async (row: RejectedRow): Promise<void> => {
      await db.rejected.delete(row.id!);
    },
  };

  /** Brings a record someone deleted back, with the user's values on top of its last data. */
  async function restore(entity: string, id: string, values: Record<string, unknown>) {
    const res = await http.record(entity as never, id);
    if (res.status !== 200) throw new Error('Connect to the internet to restore a deleted record');
    const change = (res.body as { data: { data: Record<string, unknown> | null } | null }).data;
    const last = change?.data ?? {};
    const body = Object.fromEntries(Object.entries(last).filter(([k]) => !SERVER_SET.has(k)));
    await repoOf(entity).create({ ...body, ...values }, id);
  }
}

export type Attention = ReturnType<typeof createAttention>;
