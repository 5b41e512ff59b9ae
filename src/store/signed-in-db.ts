import type { DexieOptions } from 'dexie';
import { uuidv7 } from '../domain/ids.ts';
import { LocalDb } from './db.ts';
import type { SessionUser } from './types.ts';

/**
 * A fresh local database with a signed-in user, as the store's tests need one: the caller passes
 * its IndexedDB (fake-indexeddb in unit tests), so this file stays free of test packages.
 */
export async function signedInDb(
  prefix: string,
  indexedDB: Pick<Required<DexieOptions>, 'indexedDB' | 'IDBKeyRange'>,
  user: Partial<SessionUser> = {},
): Promise<LocalDb> {
  const db = new LocalDb(`${prefix}-${uuidv7()}`, indexedDB);
  await db.session.put({
    key: 'current',
    token: 't',
    user: {
      _id: 'u',
      id: 'u',
      name: 'U',
      email: 'u@example.com',
      role: 'Admin',
      organization: { _id: uuidv7(), name: 'Firm' },
      ...user,
    },
  });
  return db;
}
