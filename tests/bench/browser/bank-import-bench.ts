import { uuidv7 } from '../../../src/domain/ids.ts';
import { buildPreview, DEFAULT_RULES, transactionsOf } from '../../../src/features/bank-import/preview.ts';
import { readStatementText } from '../../../src/features/bank-import/read-file.ts';
import type { Statement } from '../../../src/features/bank-import/statement.ts';
import { writeOfx } from '../../../src/features/bank-import/write-statement.ts';
import { importStatement } from '../../../src/store/commands/import-statement.ts';
import { LocalDb } from '../../../src/store/db.ts';
import type { LocalRecord } from '../../../src/store/types.ts';

/**
 * A bank statement import of many lines in a real Chromium page (docs/behaviour.md#bank-statement-import):
 * from the parsed statement's preview to its transactions written with their one outbox row, against
 * the IndexedDB floor (Dexie bulkPut of the same transactions in the same page).
 */
function statementOf(rows: number): Statement {
  const start = Date.UTC(2024, 0, 1);
  return {
    format: 'ofx',
    accountNumber: '5012345',
    lines: Array.from({ length: rows }, (_, i) => ({
      line: i + 1,
      date: new Date(start + Math.floor(i / 30) * 86_400_000).toISOString().slice(0, 10),
      amount: (i % 3 === 0 ? -1 : 1) * (100 + ((i * 7919) % 500_000)),
      description: i % 50 === 0 ? 'INTEREST PAID' : `POS PURCHASE ${i} STORE #${i % 97}`,
      fitid: `F${i}`,
    })),
  };
}

async function signedIn(name: string): Promise<LocalDb> {
  const db = new LocalDb(`${name}-${uuidv7()}`);
  await db.session.put({
    key: 'current',
    token: 't',
    user: {
      _id: 'u',
      id: 'u',
      name: 'Bench',
      email: 'b@example.com',
      role: 'Admin',
      organization: { _id: uuidv7(), name: 'Firm' },
    },
  });
  return db;
}

const ids = { estateId: uuidv7(), accountId: uuidv7() };

export const bankImportBench = {
  /** Parses the statement as a file, then times preview → written. */
  async importRun(
    rows: number,
  ): Promise<{ ms: number; parseMs: number; previewMs: number; written: number }> {
    const text = writeOfx(statementOf(rows), 1);
    const parsedAt = performance.now();
    const file = readStatementText(text);
    const parseMs = performance.now() - parsedAt;
    if (file.format !== 'ofx') throw new Error('not OFX');
    const statement = file.statements[0] as Statement;
    const db = await signedIn('bench-import');
    const started = performance.now();
    const { rows: preview } = buildPreview(statement, ids.accountId, [], DEFAULT_RULES);
    const transactions = transactionsOf(preview, ids);
    const previewMs = performance.now() - started;
    await importStatement(db, { importId: uuidv7(), accountId: ids.accountId, transactions });
    const ms = performance.now() - started;
    const written = await db.transactions.count();
    db.close();
    await db.delete();
    return { ms, parseMs, previewMs, written };
  },

  /** The floor: the same transactions as records, written with bulkPut and nothing else. */
  async floor(rows: number): Promise<{ ms: number; written: number }> {
    const statement = statementOf(rows);
    const records = transactionsOf(buildPreview(statement, ids.accountId, [], DEFAULT_RULES).rows, ids).map(
      (t) => ({ ...t.fields, _id: t.id, organization: ids.estateId, version: 0 }) as unknown as LocalRecord,
    );
    const db = await signedIn('bench-import-floor');
    const started = performance.now();
    await db.transactions.bulkPut(records as never);
    const ms = performance.now() - started;
    const written = await db.transactions.count();
    db.close();
    await db.delete();
    return { ms, written };
  },
};

(globalThis as unknown as { __bankImportBench: typeof bankImportBench }).__bankImportBench = bankImportBench;
