import type { AuthFailureReason } from '../domain/schemas/api-sessions.ts';
import { MAX_PUSH_BATCH } from '../domain/schemas/sync.ts';
import type { LocalDb } from '../store/db.ts';
import { setMeta } from '../store/meta.ts';
import type { SyncHttp } from './http.ts';
import type { Progress, StepOutcome } from './outcome.ts';
import { PULL_PAGE_SIZE, pullChanges } from './pull.ts';
import { pushOutbox, restoreRejected } from './push.ts';
import { uploadPendingBlobs } from './upload.ts';

export interface Clock {
  now(): Date;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Runs fn while holding the named lock; across tabs and the worker this is navigator.locks. */
export type LockFn = <T>(name: string, fn: () => Promise<T>) => Promise<T>;

export interface SyncDeps {
  db: LocalDb;
  http: SyncHttp;
  clock?: Clock;
  lock?: LockFn;
  batchSize?: number;
  pullLimit?: number;
  /** Regular sync while started, in ms. */
  intervalMs?: number;
}

export type SyncStatus = 'idle' | 'syncing' | 'offline' | 'paused' | 'error';

export interface SyncState {
  status: SyncStatus;
  /** Why the last sync stopped short, in words for the user. */
  message?: string;
  progress?: Progress;
  lastSyncedAt?: string;
  /** When the next automatic retry is due (backoff), ISO time. */
  retryAt?: string;
  /** The server answered 503: it runs but cannot work now (docs/architecture.md#outages). */
  unavailable?: boolean;
  /** Paused because the server refused the device: why (docs/architecture.md#sessions-and-logout). */
  authReason?: AuthFailureReason;
}

export const SYNC_LOCK = 'estate-admin-sync';

const ENDED = 'Your session has ended. Sign in again to sync; your changes are kept.';
const PAUSED_MESSAGES: Record<AuthFailureReason, string> = {
  expired: ENDED,
  'session-ended': ENDED,
  disabled: 'Your account has been disabled. This device’s copy of the firm’s data is being removed.',
  removed:
    'Your account has been removed from the firm. This device’s copy of the firm’s data is being removed.',
};

const realClock: Clock = {
  now: () => new Date(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** An in-process lock for tests and for browsers without navigator.locks. */
export function memoryLock(): LockFn {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(_name: string, fn: () => Promise<T>) => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

const BACKOFF_BASE_MS = 1000;
const BACKOFF_MAX_MS = 60_000;

/**
 * The platform-neutral sync engine (docs/architecture.md#sync-protocol): push the outbox, upload waiting files, pull.
 * Triggers call `trigger()`; overlapping triggers coalesce into one more run. Network errors and
 * 5xx back off; a 401 pauses until `resume()` after the user signs in again, keeping the outbox.
 */
export function createSyncEngine(deps: SyncDeps) {
  const clock = deps.clock ?? realClock;
  const lock = deps.lock ?? memoryLock();
  const listeners = new Set<(s: SyncState) => void>();
  let state: SyncState = { status: 'idle' };
  let running: Promise<SyncState> | null = null;
  let again = false;
  /**
   * The server may hold news the running sync has not asked for: a trigger other than a local write
   * came after its last pull request went out. Cleared by each pull request, which asks for it all.
   */
  let stale = false;
  /** Whether the running sync has begun its work (holds the lock and reads the outbox from now on). */
  let begun = false;
  let failures = 0;
  let retryTimer: unknown = null;
  let intervalTimer: unknown = null;
  let started = false;

  const set = (next: Partial<SyncState>) => {
    state = { ...state, ...next };
    for (const l of listeners) l(state);
  };

  const onProgress = (progress: Progress) => set({ progress });

  function scheduleRetry(outcome: Extract<StepOutcome, { kind: 'network' }>) {
    failures += 1;
    const backoff = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (failures - 1));
    const wait = Math.max(backoff, (outcome.retryAfterSeconds ?? 0) * 1000);
    if (retryTimer) clock.clearTimeout(retryTimer);
    retryTimer = clock.setTimeout(() => {
      retryTimer = null;
      void engine.syncNow();
    }, wait);
    set({
      status: 'offline',
      message: outcome.message,
      unavailable: outcome.unavailable === true,
      retryAt: new Date(clock.now().getTime() + wait).toISOString(),
    });
  }

  async function runOnce(): Promise<SyncState> {
    if (state.status === 'paused') return state;
    set({ status: 'syncing', message: undefined, retryAt: undefined });
    const outcome = await lock(SYNC_LOCK, async () => {
      begun = true;
      const ctx = { db: deps.db, http: deps.http, now: () => clock.now(), onProgress };
      const pushed = await pushOutbox({ ...ctx, batchSize: deps.batchSize ?? MAX_PUSH_BATCH });
      if (pushed.kind !== 'done') return pushed;
      await restoreRejected(ctx);
      const uploaded = await uploadPendingBlobs(deps.db, deps.http, onProgress);
      if (uploaded.kind !== 'done') return uploaded;
      return pullChanges({
        ...ctx,
        limit: deps.pullLimit ?? PULL_PAGE_SIZE,
        onRequest: () => {
          stale = false;
        },
      });
    });
    if (outcome.kind === 'auth') {
      set({
        status: 'paused',
        progress: undefined,
        message: PAUSED_MESSAGES[outcome.reason],
        authReason: outcome.reason,
      });
    } else if (outcome.kind === 'network') {
      set({ progress: undefined });
      scheduleRetry(outcome);
    } else {
      failures = 0;
      const at = clock.now().toISOString();
      // The pull's last page has committed, so the device is synced now: the note of the time is
      // written beside the news, not before it. Behind the screens' re-reads of the pulled records,
      // that one write took 0.1 s after a first sync of 1,000 records and up to 1.1 s after 10,000
      // (docs/architecture.md#performance-budgets). A failure to write it still ends the run in error.
      const saved = setMeta(deps.db, 'lastSyncedAt', at);
      set({
        status: 'idle',
        progress: undefined,
        lastSyncedAt: at,
        message: undefined,
        unavailable: undefined,
      });
      await saved;
    }
    return state;
  }

  const engine = {
    /**
     * Syncs now; if a sync is running, one more run follows it, unless the running one has not yet
     * begun its work: it will push and pull everything there is anyway (signing in resumes the
     * engine as the admin area starts it, which would otherwise pull twice, and "Synced" would wait
     * for the second). Resolves when all of it is done.
     */
    syncNow(): Promise<SyncState> {
      if (running) {
        if (begun) again = true;
        return running;
      }
      running = (async () => {
        try {
          do {
            again = false;
            stale = false;
            begun = false;
            try {
              await runOnce();
            } catch (error) {
              set({
                status: 'error',
                progress: undefined,
                message: error instanceof Error ? error.message : String(error),
              });
            }
          } while ((again || stale) && state.status === 'idle');
          return state;
        } finally {
          running = null;
        }
      })();
      return running;
    },
    /**
     * A reason to sync (local write, online, focus, timer, start, a poke, the live stream connected);
     * coalesced with a running sync. A local write needs a push after it; any other reason says the
     * server may hold news, which a pull request sent after it fetches: the running sync's own, when
     * it has not sent its last yet (at sign-in the live stream connects and the lock opens while the
     * first pull runs, and one more sync would delay "Synced" by a round trip).
     */
    trigger(reason: string): void {
      if (state.status === 'offline' && retryTimer) {
        // A real event (online, focus, a new change) is worth trying now rather than waiting out the backoff.
        clock.clearTimeout(retryTimer);
        retryTimer = null;
      }
      if (running && begun && reason !== 'local-write') {
        stale = true;
        return;
      }
      void engine.syncNow();
    },
    /** After signing in again. */
    resume(): Promise<SyncState> {
      if (state.status === 'paused') set({ status: 'idle', message: undefined, authReason: undefined });
      failures = 0;
      return engine.syncNow();
    },
    start(): void {
      if (started) return;
      started = true;
      const tick = () => {
        intervalTimer = clock.setTimeout(() => {
          engine.trigger('timer');
          tick();
        }, deps.intervalMs ?? 60_000);
      };
      tick();
      engine.trigger('start');
    },
    stop(): void {
      started = false;
      if (intervalTimer) clock.clearTimeout(intervalTimer);
      if (retryTimer) clock.clearTimeout(retryTimer);
      intervalTimer = retryTimer = null;
    },
    getState: (): SyncState => state,
    subscribe(listener: (s: SyncState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Settles when no sync is running (tests and the worker's waitUntil). */
    idle: async () => {
      while (running) await running;
    },
  };
  return engine;
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
