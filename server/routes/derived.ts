import type { EntityName } from '../../src/domain/schemas/index.ts';
import type { Db } from '../store/db.ts';
import { listRecords, type StoredRecord } from '../store/records.ts';

/** Sum of each estate's live assets' fair market value at date of death, in cents. */
async function estateValues(db: Db, organization: string): Promise<Map<string, number>> {
  const rows = await db.query<{ estate: string; value: unknown }>(
    `select data ->> 'estate' as estate, sum((data ->> 'fmvDoD')::bigint) as value
     from records where organization = $1 and entity = 'assets' and deleted_at is null group by 1`,
    [organization],
  );
  return new Map(rows.map((r) => [r.estate, Number(r.value ?? 0)]));
}

/**
 * Adds the fields the server derives on read (docs/architecture.md#data-model): an estate's `value` and its file's
 * number, and a file's `estates[]` with their values.
 */
export async function withDerived(
  db: Db,
  organization: string,
  entity: EntityName,
  records: StoredRecord[],
): Promise<StoredRecord[]> {
  if (entity !== 'estates' && entity !== 'files') return records;
  const values = await estateValues(db, organization);
  if (entity === 'estates') {
    const files = new Map((await listRecords(db, organization, 'files')).map((f) => [f._id, f]));
    return records.map((e) => {
      const file = files.get(e.file as string);
      return {
        ...e,
        value: values.get(e._id) ?? 0,
        fileNumber: (file?.fileNumber as string | undefined) ?? null,
        fileName: (file?.name as string | undefined) ?? null,
      };
    });
  }
  const estates = await listRecords(db, organization, 'estates');
  return records.map((f) => ({
    ...f,
    estates: estates
      .filter((e) => e.file === f._id)
      .map((e) => ({ _id: e._id, name: e.estateName, status: e.status, value: values.get(e._id) ?? 0 })),
  }));
}
