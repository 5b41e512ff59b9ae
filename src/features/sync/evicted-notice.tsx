import { useEffect } from 'react';
import { dataOf, queries, useQuery } from '../../store/index.ts';
import { dismissEvictedNotice, rememberUnsent, useEvictedNotice } from './evicted-store.ts';

const changes = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/** Mirrors the unsent count out of IndexedDB, so an eviction can say what it took (evicted-store.ts). */
export function useRememberUnsent(): void {
  const unsent = dataOf(useQuery(() => queries.unsyncedCount(), []));
  useEffect(() => {
    if (unsent !== undefined) rememberUnsent(unsent);
  }, [unsent]);
}

/** Says that the browser cleared this device's copy, that it is downloaded again, and what was lost. */
export function EvictedNotice({ downloaded }: { downloaded: boolean }) {
  const notice = useEvictedNotice();
  if (!notice) return null;
  return (
    <div className="pwa-banners">
      <div className="alert alert-warn pwa-banner" role="alert">
        <span>
          {downloaded
            ? 'This device’s copy of your data was cleared by the browser; it has been downloaded again.'
            : 'This device’s copy of your data was cleared by the browser; it is being downloaded again.'}
          {notice.lost === 0 && ' Nothing unsent was lost.'}
          {!!notice.lost &&
            ` ${changes(notice.lost)} made on this device had not been sent to the server and could not be recovered: please make ${notice.lost === 1 ? 'it' : 'them'} again.`}
        </span>
        <button type="button" className="button button-secondary" onClick={dismissEvictedNotice}>
          Got it
        </button>
      </div>
    </div>
  );
}
