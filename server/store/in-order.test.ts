import { describe, expect, it } from 'vitest';
import { type Db, inOrder, settled } from './db.ts';

/** A transaction whose statements take a while and may fail; it notes when each starts and ends. */
function slowTx(log: string[], fail: string[] = []): Db {
  let running = 0;
  const tx: Db = {
    kind: 'postgres',
    query: async <T>(sql: string) => {
      running += 1;
      log.push(`start ${sql}${running > 1 ? ' (overlapping)' : ''}`);
      await new Promise((r) => setTimeout(r, sql.length % 3));
      running -= 1;
      log.push(`end ${sql}`);
      if (fail.includes(sql)) throw new Error(`${sql} failed`);
      return [] as T[];
    },
    exec: async () => undefined,
    transaction: (fn) => fn(tx),
    close: async () => undefined,
  };
  return tx;
}

describe('inOrder', () => {
  it('runs statements started without waiting one at a time, in the order started', async () => {
    const log: string[] = [];
    const tx = inOrder(slowTx(log));
    const first = tx.query('a');
    const second = tx.query('bb');
    const third = tx.query('c');
    await Promise.all([first, second, third]);
    expect(log).toEqual(['start a', 'end a', 'start bb', 'end bb', 'start c', 'end c']);
  });

  it('runs the rest after a failure, and settled waits for all of them', async () => {
    const log: string[] = [];
    const tx = inOrder(slowTx(log, ['a']));
    const first = tx.query('a');
    first.catch(() => undefined);
    void tx.query('bb');
    await expect(first).rejects.toThrow('a failed');
    await settled(tx);
    expect(log).toEqual(['start a', 'end a', 'start bb', 'end bb']);
  });

  it('keeps one queue when wrapped again', () => {
    const tx = inOrder(slowTx([]));
    expect(inOrder(tx)).toBe(tx);
  });
});
