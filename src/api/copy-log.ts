import type { CopyBody } from '../domain/schemas/security-events.ts';
import { COPY_LOG_KEY } from './keys.ts';

/** What the queue needs of local storage (tests pass a Map-backed one). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export type SendResult = 'sent' | 'refused' | 'later';

/** A device offline for weeks keeps its newest downloads; older ones are dropped, not the app. */
export const COPY_LOG_MAX = 200;

/**
 * Copies taken on this device, for the firm's activity log (docs/behaviour.md#activity): reports
 * and court forms made, estate and firm exports, shared documents opened, statements imported.
 * They are made on the device, offline too, so each is queued here and told to the server when it
 * can be, with the time it was made. A refused entry (bad data, an estate the server does not know) is
 * dropped; no connection, a lapsed session or a throttle keeps it for later.
 */
export function createCopyLog(deps: {
  storage: KeyValueStore;
  send: (entry: CopyBody) => Promise<SendResult>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  let flushing: Promise<void> | null = null;

  const read = (): CopyBody[] => {
    try {
      const parsed = JSON.parse(deps.storage.getItem(COPY_LOG_KEY) ?? '[]') as unknown;
      return Array.isArray(parsed) ? (parsed as CopyBody[]) : [];
    } catch {
      return [];
    }
  };
  const write = (entries: readonly CopyBody[]) => {
    try {
      deps.storage.setItem(COPY_LOG_KEY, JSON.stringify(entries.slice(-COPY_LOG_MAX)));
    } catch {
      // Storage full or blocked: the log entry is lost, the report itself is not.
    }
  };

  async function drain(): Promise<void> {
    for (;;) {
      const [first] = read();
      if (!first) return;
      const result = await deps.send(first).catch((): SendResult => 'later');
      if (result === 'later') return;
      // Entries may have been added meanwhile: drop exactly the one sent.
      const rest = read();
      const index = rest.findIndex(
        (e) =>
          e.at === first.at && e.report === first.report && (e.what ?? 'report') === (first.what ?? 'report'),
      );
      if (index >= 0) rest.splice(index, 1);
      write(rest);
    }
  }

  /** Sends what is queued, one at a time; calls while a flush runs share it. */
  const flush = (): Promise<void> => {
    flushing ??= drain().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  return {
    flush,
    pending: read,
    /** Queues one download and tries to send at once. */
    log(entry: Omit<CopyBody, 'at'>): Promise<void> {
      write([...read(), { ...entry, at: now().toISOString() }]);
      return flush();
    },
  };
}

let shared: ReturnType<typeof createCopyLog> | null = null;

/**
 * The device's one queue, sent with `send` (the firm's app through its API client, the portal
 * through its own small fetch, so its first load carries no API registry); null where there is no
 * browser storage (the report builders also run under Node in tests).
 */
export function deviceCopyLog(send: (entry: CopyBody) => Promise<SendResult>) {
  if (typeof window === 'undefined' || typeof localStorage === 'undefined') return null;
  if (!shared) {
    shared = createCopyLog({ storage: localStorage, send });
    window.addEventListener('online', () => void shared?.flush());
  }
  return shared;
}

/**
 * Sends what is queued before the device signs out, waiting at most `waitMs`: the queue names
 * estates, so the sign-out deletes whatever could not go (wipe.ts).
 */
export async function flushBeforeLeaving(
  log: ReturnType<typeof deviceCopyLog>,
  waitMs = 3000,
): Promise<void> {
  if (!log || log.pending().length === 0) return;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  await Promise.race([
    log.flush().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, waitMs)),
  ]);
}

/** How an answer to a logged copy is taken: sent, refused for good (dropped), or to try later. */
export function sendResultOf(res: { ok: boolean; status: number; offline?: boolean }): SendResult {
  if (res.ok) return 'sent';
  if (res.offline || res.status === 401 || res.status === 429 || res.status >= 500) return 'later';
  return 'refused';
}
