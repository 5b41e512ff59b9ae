import { ESTATE_SCOPED } from '../domain/registry.ts';
import { FIRST_PAINT_KEY } from '../domain/rules/first-paint.ts';
import type { EntityName } from '../domain/schemas/index.ts';
import type { LocalDb } from '../store/db.ts';

/**
 * Entities that hang under an estate, dropped with it: every estate-scoped entity of the registry
 * (src/domain/registry.ts) but the conflict log, which is dropped by its own rule below.
 */
export const UNDER_ESTATE: readonly EntityName[] = ESTATE_SCOPED.filter((e) => e !== 'conflicts');

/**
 * Deletes files and estates that left this person's scope and everything under them, with the
 * conflicts about those records (docs/architecture.md#scopes), and the dashboard's picture for the
 * next start, which may name them (docs/architecture.md#first-paint). Runs inside the caller's Dexie
 * transaction over the synced tables and `meta`. Pending changes to them stay in the outbox: the server
 * refuses them as unknown and the refusal is kept for the user, as any refusal is.
 */
export async function dropMatters(
  db: LocalDb,
  removed: { files: string[]; estates: string[] },
): Promise<void> {
  const files = new Set(removed.files);
  // The server names every estate that left too: this device's copy of which file an estate is in
  // may be older than the move that took it out of a walled file.
  const estates = new Set(removed.estates);
  const gone: string[] = [...files, ...estates];
  if (files.size) {
    const docs = await db.documents
      .where('file')
      .anyOf([...files])
      .primaryKeys();
    await db.documents.bulkDelete(docs);
    gone.push(...docs);
    await db.files.bulkDelete([...files]);
  }
  if (estates.size) {
    for (const entity of UNDER_ESTATE) {
      const table = db.table_(entity);
      const ids = await table
        .where('estate')
        .anyOf([...estates])
        .primaryKeys();
      await table.bulkDelete(ids);
      gone.push(...ids);
    }
    await db.estates.bulkDelete([...estates]);
  }
  const ids = new Set(gone);
  const conflicts = await db.conflicts
    .filter(
      (c) =>
        ids.has(c.entityId) ||
        (typeof c.estate === 'string' && estates.has(c.estate)) ||
        (typeof c.file === 'string' && files.has(c.file)),
    )
    .primaryKeys();
  await db.conflicts.bulkDelete(conflicts);
  if (files.size || estates.size) await db.meta.delete(FIRST_PAINT_KEY);
}
