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
  // The lines written; entries typed by hand that lines were matched to are linked, not written.
  const matched = new Set((args.matches ?? []).map((m) => m.transactionId));
  return writes.filter((w) => w.entity === 'transactions' && !matched.has(w.id)).length;
}

/**
 * Deletes what one statement import wrote, as one action, and unlinks the entries typed by hand it
 * matched (they stay). Returns how many transactions went.
 */
export async function undoImportStatement(db: LocalDb, importId: string): Promise<number> {
  const writes = await runMutator(db, undoMutator, { importId });
  return writes.filter((w) => w.op === 'delete').length;
}
