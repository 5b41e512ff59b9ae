import { type MutatorRecord, MutatorRefusal, type MutatorTx } from '../../src/domain/mutators/types.ts';
import type { Actor } from './apply.ts';
import type { Db } from './db.ts';

type Row = { id: string; version: unknown; data: Record<string, unknown> };
const asRecord = (r: Row): MutatorRecord => ({ ...r.data, _id: r.id, version: Number(r.version) });

/**
 * The version of every record the delete action reads, as the database holds it now: a REST
 * client sends no versions and deletes what is there (last writer wins, as its single deletes do),
 * and a pushed single delete of a record others name knows only that record's version, so each
 * other record counts as seen at its current version (docs/architecture.md#deletes).
 */
export async function currentVersions(tx: Db, actor: Actor, run: (t: MutatorTx) => Promise<void>) {
  const bases: Record<string, number> = {};
  const seen = (rows: Row[]) => {
    for (const r of rows) bases[r.id] = Number(r.version);
    return rows.map(asRecord);
  };
  const read: MutatorTx = {
    async get(entity, id) {
      const rows = await tx.query<Row>(
        'select id, version, data from records where organization = $1 and entity = $2 and id = $3 and deleted_at is null',
        [actor.organization, entity, id],
      );
      return seen(rows)[0];
    },
    async where(entity, field, value) {
      const rows = await tx.query<Row>(
        `select id, version, data from records where organization = $1 and entity = $2 and deleted_at is null
         and data ->> $3 = $4`,
        [actor.organization, entity, field, value],
      );
      return seen(rows);
    },
    // A record written without being read first (an estate deleteEstate deletes after its children).
    put: async (_entity, id) => void touched.add(id),
    putMany: async (_entity, rows) => {
      for (const r of rows) touched.add(r.id);
    },
    delete: async (_entity, id) => void touched.add(id),
    restore: async (_entity, id) => void touched.add(id),
  };
  const touched = new Set<string>();
  try {
    await run(read);
  } catch (error) {
    // A refusal by the rules: the action itself refuses it, with the same words, below.
    if (!(error instanceof MutatorRefusal)) throw error;
  }
  const unread = [...touched].filter((id) => !(id in bases));
  if (unread.length)
    seen(
      await tx.query<Row>(
        'select id, version, data from records where organization = $1 and id = any($2::uuid[])',
        [actor.organization, unread],
      ),
    );
  return bases;
}
