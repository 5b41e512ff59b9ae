import type { LocalDb } from '../db.ts';
import { ESTATE_CHILDREN, type EstateChild } from '../queries.ts';
import { checkPermission, type Repos } from '../repos.ts';

/**
 * Deletes the estate and its records in one local transaction, so no record points at nothing;
 * the outbox gets the children's deletes first (transactions before the accounts they name) and
 * the estate's last.
 */
export async function deleteEstate(
  db: LocalDb,
  repos: Pick<Repos, EstateChild | 'estates'>,
  estateId: string,
): Promise<void> {
  await db.transaction(
    'rw',
    [...ESTATE_CHILDREN.map((t) => db.table_(t)), db.estates, db.outbox, db.meta, db.session],
    async () => {
      // Refused as the estate's delete (not its first child's) when the role may not delete estates.
      await checkPermission(db, { entity: 'estates', op: 'delete' }, estateId);
      for (const table of ESTATE_CHILDREN) {
        const ids = (await db.table_(table).where('estate').equals(estateId).primaryKeys()) as string[];
        for (const id of ids) await repos[table].remove(id);
      }
      await repos.estates.remove(estateId);
    },
  );
}
