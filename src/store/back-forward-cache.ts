import type { DBCore, Middleware } from 'dexie';

/**
 * WebKit keeps a page that is left in its back-forward cache, suspended with whatever IndexedDB
 * transaction it had open (a pull's, say), and every later transaction on those stores, in the next
 * page of the app, waits for it for good (docs/behaviour.md#engines). A page that is really unloaded
 * has its open transactions aborted by the browser; this does the same for a page going into that
 * cache, so the next page is never held up. A pull aborted this way is simply done again, from the
 * cursor its transaction did not move.
 */
const open = new Set<IDBTransaction>();

export const trackTransactions: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'track-transactions',
  create(down) {
    return {
      ...down,
      transaction(stores, mode, options) {
        const trans = down.transaction(stores, mode, options);
        const tx = trans as unknown as IDBTransaction;
        if (typeof tx.addEventListener === 'function') {
          open.add(tx);
          const done = () => open.delete(tx);
          tx.addEventListener('complete', done);
          tx.addEventListener('abort', done);
          tx.addEventListener('error', done);
        }
        return trans;
      },
    };
  },
};

/** Aborts every transaction still open; returns how many. */
export function abortOpenTransactions(): number {
  let aborted = 0;
  for (const tx of open) {
    try {
      tx.abort();
      aborted++;
    } catch {
      // Already finished: nothing to release.
    }
    open.delete(tx);
  }
  return aborted;
}

/** What a page's window has of it (this module is also compiled for the service worker). */
interface PageEvents {
  addEventListener(type: 'pagehide', listener: (event: { persisted?: boolean }) => void): void;
}

/** In the page: a page put into the back-forward cache ("persisted") leaves nothing open behind it. */
export function releaseOnPageHide(target: PageEvents): void {
  target.addEventListener('pagehide', (event) => {
    if (event.persisted) abortOpenTransactions();
  });
}
