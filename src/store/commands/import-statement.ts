import type * as v from 'valibot';
import {
  importStatement as importMutator,
  type Mutator,
  undoImportStatement as undoMutator,
} from '../../domain/mutators/index.ts';
import type { LocalDb } from '../db.ts';
import { runMutator } from '../mutate.ts';

export type ImportStatementArgs = v.InferOutput<typeof importMutator.args>;

/** How far a long import has got: transactions written so far, of how many. */
export type ImportProgress = (done: number, total: number) => void;

/**
 * The import mutator, telling how many transactions it has written so far: the same name, the
 * same arguments and the same writes, so the server runs it as it is (one outbox row).
 */
function reporting(onProgress: ImportProgress): Mutator<ImportStatementArgs> {
  return {
    ...importMutator,
    async run(tx, args) {
      const total = args.transactions.length;
      let done = 0;
      await importMutator.run(
        {
          ...tx,
          async putMany(entity, rows) {
            await tx.putMany(entity, rows);
            if (entity !== 'transactions') return;
            done += rows.length;
            onProgress(done, total);
          },
        },
        args,
      );
    },
  };
}

/**
 * A bank statement's kept lines written to one account as ONE action
 * (src/domain/mutators/import-statement.ts): one local transaction, one outbox row.
 */
export async function importStatement(
  db: LocalDb,
  args: ImportStatementArgs,
  onProgress?: ImportProgress,
): Promise<number> {
  const writes = await runMutator(db, onProgress ? reporting(onProgress) : importMutator, args);
  return writes.filter((w) => w.entity === 'transactions').length;
}

/** Deletes what one statement import wrote, as one action. Returns how many transactions went. */
export async function undoImportStatement(db: LocalDb, importId: string): Promise<number> {
  const writes = await runMutator(db, undoMutator, { importId });
  return writes.length;
}
