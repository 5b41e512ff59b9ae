import * as v from 'valibot';
import { CLIENT_WRITABLE } from '../schemas/entities/index.ts';
import { defineMutator } from './types.ts';

const Id = v.pipe(v.string(), v.uuid());

/** The most records one import may write: a firm of a few dozen estates with a year of banking each. */
export const MAX_IMPORTED_RECORDS = 20_000;

/**
 * An estate's or a firm's export imported (docs/data-export-and-backup.md#import): every record,
 * parents first, applied whole or not at all. Each is judged as a single create is (schema,
 * permissions, references, scope), so one the server refuses refuses the whole import.
 */
export const importRecords = defineMutator({
  name: 'importRecords',
  title: 'Import of an estate or a firm',
  args: v.strictObject({
    records: v.pipe(
      v.array(
        v.strictObject({
          entity: v.picklist(CLIENT_WRITABLE),
          id: Id,
          fields: v.record(v.string(), v.unknown()),
        }),
      ),
      v.minLength(1, 'The import has no records'),
      v.maxLength(MAX_IMPORTED_RECORDS, `At most ${MAX_IMPORTED_RECORDS} records per import`),
    ),
  }),
  async run(tx, { records }) {
    // An export lists its records entity by entity, parents first: each run of one entity is one
    // putMany (one bulk write on the device), in the order given.
    let start = 0;
    for (let end = 1; end <= records.length; end++) {
      const entity = records[start]!.entity;
      if (end < records.length && records[end]!.entity === entity) continue;
      await tx.putMany(
        entity,
        records.slice(start, end).map(({ id, fields }) => ({ id, fields })),
      );
      start = end;
    }
  },
});
