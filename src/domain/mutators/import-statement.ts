import * as v from 'valibot';
import { StatementImportSettings } from '../schemas/entities/account.ts';
import { defineMutator } from './types.ts';

const Id = v.pipe(v.string(), v.uuid());

/** The most lines one statement import may write: a year of busy daily banking, twice over. */
export const MAX_IMPORT_ROWS = 20_000;

/** How many lines are written at a time. */
export const IMPORT_SLICE = 500;

/**
 * A bank line matched to a transaction typed by hand: the typed one is linked to the line (the
 * bank's id of it where the file gives one; this account where it named none) instead of the line
 * being written again.
 */
const Match = v.strictObject({
  transactionId: Id,
  bankTransactionId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(255))),
  setAccount: v.boolean(),
});

/**
 * A bank statement imported into one account (docs/behaviour.md#bank-statement-import): every kept
 * line becomes a transaction stamped with the import's id, every matched line links the entry typed
 * by hand that it matches, and the account keeps how its statements are read, all applied whole or
 * not at all. Each transaction is judged as a single create or change is (schema, permissions,
 * references), so a line the server refuses refuses the whole import.
 */
export const importStatement = defineMutator({
  name: 'importStatement',
  title: 'Import of a bank statement',
  args: v.pipe(
    v.strictObject({
      importId: Id,
      accountId: Id,
      transactions: v.pipe(
        v.array(v.strictObject({ id: Id, fields: v.record(v.string(), v.unknown()) })),
        v.maxLength(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS} lines per import`),
      ),
      matches: v.optional(v.pipe(v.array(Match), v.maxLength(MAX_IMPORT_ROWS))),
      settings: v.optional(StatementImportSettings),
    }),
    v.check((a) => a.transactions.length + (a.matches?.length ?? 0) > 0, 'The import has no lines to add'),
  ),
  async run(tx, { importId, accountId, transactions, matches, settings }) {
    // In slices, so the device can tell how far a long statement has got.
    for (let i = 0; i < transactions.length; i += IMPORT_SLICE) {
      const slice = transactions.slice(i, i + IMPORT_SLICE);
      await tx.putMany(
        'transactions',
        slice.map(({ id, fields }) => ({ id, fields: { ...fields, importId } })),
      );
    }
    for (const m of matches ?? []) {
      const typed = await tx.get('transactions', m.transactionId);
      if (!typed) throw new Error('A transaction matched to a bank line is no longer there');
      // Money into the account is a receipt's "to", money out a disbursement's "from".
      const side =
        typed.kind === 'receipt' ? 'toAccount' : typed.kind === 'disbursement' ? 'fromAccount' : null;
      await tx.put('transactions', m.transactionId, {
        matchedImportId: importId,
        ...(m.bankTransactionId ? { bankTransactionId: m.bankTransactionId } : {}),
        ...(m.setAccount && side && !typed[side] ? { [side]: accountId } : {}),
      });
    }
    if (settings) await tx.put('accounts', accountId, { statementImport: settings });
  },
});

/**
 * Undoes a statement import as a whole: every transaction it wrote that is still there is deleted,
 * and every entry typed by hand it matched is kept and unlinked from its bank line (the account it
 * was given stays: the bank showed the money there).
 */
export const undoImportStatement = defineMutator({
  name: 'undoImportStatement',
  title: 'Undoing a bank statement import',
  args: v.strictObject({ importId: Id }),
  async run(tx, { importId }) {
    for (const t of await tx.where('transactions', 'importId', importId))
      await tx.delete('transactions', t._id);
    // Empty, not absent: an absent field would not travel to the server and clear its copy.
    for (const t of await tx.where('transactions', 'matchedImportId', importId))
      await tx.put('transactions', t._id, { matchedImportId: null, bankTransactionId: '' });
  },
});
