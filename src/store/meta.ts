import { uuidv7 } from '../domain/ids.ts';
import type { LocalDb } from './db.ts';

export async function getMeta<T>(db: LocalDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export async function setMeta(db: LocalDb, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}

/** This install's sync identity; made once, kept with the outbox it numbers. */
export async function getClientId(db: LocalDb): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const existing = await getMeta<string>(db, 'clientId');
    if (existing) return existing;
    const id = uuidv7();
    await setMeta(db, 'clientId', id);
    return id;
  });
}

/** The next outbox seq; call inside the write's transaction so the number and the row commit together. */
export async function nextSeq(db: LocalDb): Promise<number> {
  const current = (await getMeta<number>(db, 'lastSeqIssued')) ?? 0;
  await setMeta(db, 'lastSeqIssued', current + 1);
  return current + 1;
}
