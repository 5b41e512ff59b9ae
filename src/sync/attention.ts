import { mutatorOf, putBackMine } from '../domain/mutators/index.ts';
import { CLIENT_UPDATABLE, type UpdatableEntity } from '../domain/schemas/entities/index.ts';
import { SERVER_FIELDS } from '../domain/schemas/index.ts';
import type { LocalDb } from '../store/db.ts';
import { runMutator, runQueued } from '../store/mutate.ts';
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
    /**
     * Puts the user's losing value back on the record as it is now, and marks the conflict
     * resolved, as one action (src/domain/mutators/put-back-mine.ts): refused, neither happens.
     */
    async reapplyMine(conflict: LocalRecord): Promise<void> {
      const entity = String(conflict.entity);
      if (!(CLIENT_UPDATABLE as readonly string[]).includes(entity)) {
        throw new Error('This app can no longer change this kind of record');
      }
      const id = String(conflict.entityId);
      const values = { [String(conflict.field)]: conflict.yourValue };
      const change =
        conflict.reason === 'delete_vs_update'
          ? ({ op: 'delete' } as const)
          : conflict.reason === 'deleted'
            ? ({ op: 'restore', fields: await restored(entity, id, values) } as const)
            : ({ op: 'update', fields: values } as const);
      await runMutator(db, putBackMine, {
        conflictId: conflict._id,
        entity: entity as UpdatableEntity,
        id,
        change,
      });
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

  /** A record someone deleted, as it was last, with the user's values on top: what brings it back. */
  async function restored(entity: string, id: string, values: Record<string, unknown>) {
    const res = await http.record(entity as never, id);
    if (res.status !== 200) throw new Error('Connect to the internet to restore a deleted record');
    const change = (res.body as { data: { data: Record<string, unknown> | null } | null }).data;
    const last = change?.data ?? {};
    const body = Object.fromEntries(Object.entries(last).filter(([k]) => !SERVER_SET.has(k)));
    return { ...body, ...values };
  }
}

export type Attention = ReturnType<typeof createAttention>;
