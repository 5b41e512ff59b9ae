import { useSyncExternalStore } from 'react';
import { currentUser } from '../../api/session.ts';
import { queries, sessionCommands } from '../../store/index.ts';

/**
 * Browsers may delete a site's IndexedDB under storage pressure, and Safari does after weeks
 * without use unless the app is installed (docs/behaviour.md#engines). Local storage says who signed
 * in; when IndexedDB no longer holds that session, the local copy was evicted: the session row is
 * written again from the signed-in user (so the refresh cookie renews the token, instead of the
 * engine calling the session ended) and the engine pulls everything again. The outbox went with
 * the database, so how many changes were unsent is kept in local storage too, to say what was lost.
 */
const UNSENT_KEY = 'estate-admin:unsent';
const EVICTED_KEY = 'estate-admin:evicted';

export interface EvictedNotice {
  /** Changes that had not reached the server when the copy was cleared; null when not known. */
  lost: number | null;
}

const listeners = new Set<() => void>();
let notice: EvictedNotice | null = readNotice();

function readNotice(): EvictedNotice | null {
  try {
    const raw = localStorage.getItem(EVICTED_KEY);
    return raw ? (JSON.parse(raw) as EvictedNotice) : null;
  } catch {
    return null;
  }
}

function setNotice(next: EvictedNotice | null): void {
  if (next) localStorage.setItem(EVICTED_KEY, JSON.stringify(next));
  else localStorage.removeItem(EVICTED_KEY);
  notice = next;
  for (const listener of listeners) listener();
}

async function check(): Promise<void> {
  const user = currentUser();
  if (!user || (await queries.session())) return;
  const unsent = localStorage.getItem(UNSENT_KEY);
  await sessionCommands.storeSession('', user);
  localStorage.setItem(UNSENT_KEY, '0');
  setNotice({ lost: unsent === null ? null : Number(unsent) || 0 });
}

let checking: Promise<void> | undefined;
/** Once a page load, before the sync engine starts (its first run needs the session row back). */
export function checkLocalCopy(): Promise<void> {
  checking ??= check().catch(() => undefined);
  return checking;
}

/** Keeps the count of unsent changes where an eviction of IndexedDB cannot take it. */
export function rememberUnsent(count: number): void {
  void checkLocalCopy().then(() => localStorage.setItem(UNSENT_KEY, String(count)));
}

export const dismissEvictedNotice = () => setNotice(null);

export function useEvictedNotice(): EvictedNotice | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notice,
  );
}
