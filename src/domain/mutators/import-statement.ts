import * as v from 'valibot';
import { StatementImportSettings } from '../schemas/entities/account.ts';
import { defineMutator } from './types.ts';

const Id = v.pipe(v.string(), v.uuid());

/** The most lines one statement import may write: a year of busy daily banking, twice over. */
export const MAX_IMPORT_ROWS = 20_000;

/** How many lines are written at a time. */
export const IMPORT_SLICE = 500;

/**
 * A bank statement imported into one account (docs/behaviour.md#bank-statement-import): every kept
 * line becomes a transaction stamped with the import's id, and the account keeps how its statements
 * are read, all applied whole or not at all. Each transaction is judged as a single create is
 * (schema, permissions, references), so a line the server refuses refuses the whole import.
 */
export const importStatement = defineMutator({
  name: 'importStatement',
  args: v.strictObject({
    importId: Id,
    accountId: Id,
    transactions: v.pipe(
      v.array(v.strictObject({ id: Id, fields: v.record(v.string(), v.unknown()) })),
      v.minLength(1, 'The import has no lines to add'),
      v.maxLength(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS} lines per import`),
    ),
    settings: v.optional(StatementImportSettings),
  }),
  async run(tx, { importId, accountId, transactions, settings }) {
    // In slices, so the device can tell how far a long statement has got.
    for (let i = 0; i < transactions.length; i += IMPORT_SLICE) {
      const slice = transactions.slice(i, i + IMPORT_SLICE);
      await tx.putMany(
        'transactions',
        slice.map(({ id, fields }) => ({ id, fields: { ...fields, importId } })),
      );
    }
    if (settings) await tx.put('accounts', accountId, { statementImport: settings });
  },
});

/** Undoes a statement import as a whole: every transaction it wrote that is still there is deleted. */
export const undoImportStatement = defineMutator({
  name: 'undoImportStatement',
  args: v.strictObject({ importId: Id }),
  async run(tx, { importId }) {
    for (const t of await tx.where('transactions', 'importId', importId))
      await tx.delete('transactions', t._id);
  },
});
