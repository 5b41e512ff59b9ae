import { useCallback, useEffect, useState } from 'react';

type Persisted = boolean | 'unsupported' | 'loading';

interface StorageInfo {
  persisted: Persisted;
  usage?: number;
}

async function readStorage(): Promise<StorageInfo> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  if (!storage?.persisted) return { persisted: 'unsupported' };
  const persisted = await storage.persisted();
  const usage = storage.estimate ? (await storage.estimate().catch(() => undefined))?.usage : undefined;
  return { persisted, usage };
}

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('en-CA', { maximumFractionDigits: 1 })} MB`;

/**
 * Whether the browser promises to keep this device's data (docs/architecture.md#sessions-and-logout): without it, a browser
 * short of space may clear IndexedDB, and with it any change not yet synced.
 */
export function StorageCard() {
  const [info, setInfo] = useState<StorageInfo>({ persisted: 'loading' });
  const [asked, setAsked] = useState<'granted' | 'refused' | 'failed' | null>(null);

  const refresh = useCallback(() => {
    readStorage()
      .then(setInfo)
      .catch(() => setInfo({ persisted: 'unsupported' }));
  }, []);
  useEffect(refresh, [refresh]);

  async function persist() {
    try {
      const granted = await navigator.storage.persist();
      setAsked(granted ? 'granted' : 'refused');
    } catch {
      setAsked('failed');
    }
    refresh();
  }

  const { persisted, usage } = info;
  return (
    <section className="card sync-card" aria-labelledby="storage-heading">
      <h2 id="storage-heading">Storage on this device</h2>
      {persisted === 'loading' ? (
        <p className="muted">Checking…</p>
      ) : persisted === 'unsupported' ? (
        <p>
          This browser does not say whether it keeps your data. Sync often so nothing depends on this device.
        </p>
      ) : persisted ? (
        <p>
          <span aria-hidden="true">✓ </span>
          This browser keeps your data on this device, even when space runs low.
        </p>
      ) : (
        <>
          <p>
            The browser may clear the data on this device when space runs low. Changes that have not synced
            would be lost.
          </p>
          <button type="button" className="button button-secondary" onClick={() => void persist()}>
            Keep data on this device
          </button>
        </>
      )}
      {asked === 'refused' && (
        <p className="alert alert-warn sync-note" role="status">
          The browser did not agree. Installing the app, or using it regularly, usually lets it keep the data.
        </p>
      )}
      {asked === 'failed' && (
        <p className="alert alert-warn sync-note" role="status">
          The browser could not be asked. Sync often so nothing depends on this device.
        </p>
      )}
      {usage !== undefined && (
        <p className="muted sync-note">Using about {megabytes(usage)} on this device.</p>
      )}
    </section>
  );
}
