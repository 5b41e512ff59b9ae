import type * as v from 'valibot';
import {
  importStatement as importMutator,
  undoImportStatement as undoMutator,
} from '../../domain/mutators/index.ts';
import type { LocalDb } from '../db.ts';
import { runMutator } from '../mutate.ts';

export type ImportStatementArgs = v.InferOutput<typeof importMutator.args>;

/**
 * A bank statement's kept lines written to one account as ONE action
 * (src/domain/mutators/import-statement.ts): one local transaction, one outbox row.
 */
export async function importStatement(db: LocalDb, args: ImportStatementArgs): Promise<number> {
  const writes = await runMutator(db, importMutator, args);
  return writes.filter((w) => w.entity === 'transactions').length;
}

/** Deletes what one statement import wrote, as one action. Returns how many transactions went. */
export async function undoImportStatement(db: LocalDb, importId: string): Promise<number> {
  const writes = await runMutator(db, undoMutator, { importId });
  return writes.length;
}
