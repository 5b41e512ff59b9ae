import type { AuthFailureReason } from '../domain/schemas/api-sessions.ts';
import type { Clock } from './engine.ts';
import { expiresSoon, type RefreshFn } from './http.ts';

/**
 * The page's live-updates stream (docs/architecture.md#live-updates): GET /api/sync/events read
 * with fetch, so it carries the bearer token like every call (EventSource cannot send headers). A
 * `pull` event asks the page's engine to sync; the stream carries no data. Lost streams come back
 * with backoff and jitter; meanwhile the engine's minute timer still syncs.
 *
 * - `connecting`: the first attempt, not yet answered;
 * - `live`: connected, pokes arrive;
 * - `down`: an attempt failed, the next is due at `retryAt`; the device only polls;
 * - `off`: not started, stopped, or refused (the session ended).
 */
export type LiveStatus = 'connecting' | 'live' | 'down' | 'off';

export interface LiveState {
  status: LiveStatus;
  retryAt?: string;
}

export interface LiveDeps {
  fetch: typeof fetch;
  baseUrl?: string;
  getToken(): Promise<string | undefined>;
  refresh?: RefreshFn;
  /** The device's sync client, so its own pushes do not poke it. */
  getClientId?(): Promise<string | undefined>;
  /** Something this person may see changed: sync. */
  onPull(): void;
  /**
   * Connected (`ready`): sync, since changes committed before the server began watching for this
   * stream are not poked; on the first connection that is the moments between the start's pull and
   * the stream, after a loss the whole gap.
   */
  onConnected?(): void;
  /** The server refused the session: the engine's next sync finds out and pauses. */
  onRefused?(reason: AuthFailureReason | undefined): void;
  clock?: Clock;
  random?: () => number;
  /** Nothing at all (not even a heartbeat) this long: the stream is taken as lost. */
  idleMs?: number;
}

const BACKOFF_BASE_MS = 1000;
const BACKOFF_MAX_MS = 60_000;
/** Heartbeats come every 25 s. */
const IDLE_MS = 60_000;

const realClock: Clock = {
  now: () => new Date(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Exponential backoff to a minute, with jitter: half the wait fixed, half random, so devices spread out. */
export function backoffMs(failures: number, random: () => number = Math.random): number {
  const full = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(full / 2 + random() * (full / 2));
}

/** How one connection ended: try again now (a fresh token, the server asked), later (backoff), or stop. */
type Ending = { kind: 'again' } | { kind: 'retry'; afterMs?: number } | { kind: 'stop' };

/** Splits server-sent events from text chunks; calls `on` with each event's type and data. */
export function sseParser(on: (event: string, data: string) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length) on(event, data.join('\n'));
      cut = buffer.indexOf('\n\n');
    }
  };
}

export function createLiveStream(deps: LiveDeps) {
  const clock = deps.clock ?? realClock;
  const random = deps.random ?? Math.random;
  const base = deps.baseUrl ?? '/api';
  const listeners = new Set<(s: LiveState) => void>();
  let state: LiveState = { status: 'off' };
  let running = false;
  let failures = 0;
  let retryTimer: unknown = null;
  let abort: AbortController | null = null;
  let wake: (() => void) | null = null;

  const set = (next: LiveState) => {
    state = next;
    for (const l of listeners) l(state);
  };

  async function token(): Promise<string | { reason: AuthFailureReason } | undefined> {
    let current = await deps.getToken();
    if (deps.refresh && (!current || expiresSoon(current))) {
      const fresh = await deps.refresh(current).catch(() => undefined);
      if (fresh && 'reason' in fresh) return fresh;
      if (fresh) current = fresh.token;
    }
    return current;
  }

  async function connectOnce(): Promise<Ending> {
    const bearer = await token().catch(() => undefined);
    if (bearer && typeof bearer === 'object') {
      deps.onRefused?.(bearer.reason);
      return { kind: 'stop' };
    }
    if (!bearer) return { kind: 'retry' };
    const headers: Record<string, string> = {
      authorization: `Bearer ${bearer}`,
      accept: 'text/event-stream',
    };
    const clientId = await deps.getClientId?.().catch(() => undefined);
    if (clientId) headers['x-client-id'] = clientId;
    const controller = new AbortController();
    abort = controller;
    let res: Response;
    try {
      res = await deps.fetch(`${base}/sync/events`, { headers, signal: controller.signal });
    } catch {
      return { kind: 'retry' };
    }
    if (res.status === 401) {
      const body = (await res.json().catch(() => null)) as { reason?: AuthFailureReason } | null;
      if (body?.reason === 'expired' && deps.refresh) {
        const fresh = await deps.refresh(bearer).catch(() => undefined);
        if (fresh && 'token' in fresh) return { kind: 'again' };
      }
      deps.onRefused?.(body?.reason);
      return { kind: 'stop' };
    }
    if (!res.ok || !res.body) {
      const retryAfter = Number(res.headers.get('retry-after'));
      await res.body?.cancel().catch(() => undefined);
      return { kind: 'retry', ...(retryAfter > 0 ? { afterMs: retryAfter * 1000 } : {}) };
    }
    return read(res.body, controller);
  }

  async function read(body: ReadableStream<Uint8Array>, controller: AbortController): Promise<Ending> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let ending: Ending = { kind: 'retry' };
    let idle: unknown = null;
    const watch = () => {
      if (idle) clock.clearTimeout(idle);
      idle = clock.setTimeout(() => controller.abort(), deps.idleMs ?? IDLE_MS);
    };
    const parse = sseParser((event) => {
      if (event === 'ready') {
        failures = 0;
        set({ status: 'live' });
        deps.onConnected?.();
      } else if (event === 'pull') {
        deps.onPull();
      } else if (event === 'end') {
        // Shutting down, a token to renew, a session to re-check: connect again at once (with a
        // little jitter, so the devices of an instance that stops do not all arrive together).
        ending = { kind: 'again' };
      }
    });
    try {
      watch();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        watch();
        parse(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Aborted (stopped, or idle too long) or the connection dropped.
    } finally {
      if (idle) clock.clearTimeout(idle);
    }
    return ending;
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      wake = () => {
        wake = null;
        if (retryTimer) clock.clearTimeout(retryTimer);
        retryTimer = null;
        resolve();
      };
      retryTimer = clock.setTimeout(() => wake?.(), ms);
    });
  }

  async function loop(): Promise<void> {
    while (running) {
      if (state.status !== 'live' && state.status !== 'down') set({ status: 'connecting' });
      const ending = await connectOnce();
      abort = null;
      if (!running) break;
      if (ending.kind === 'stop') {
        running = false;
        set({ status: 'off' });
        break;
      }
      let wait: number;
      if (ending.kind === 'again') {
        wait = Math.round(random() * 500);
      } else {
        failures += 1;
        wait = Math.max(backoffMs(failures, random), ending.afterMs ?? 0);
      }
      if (ending.kind === 'retry')
        set({ status: 'down', retryAt: new Date(clock.now().getTime() + wait).toISOString() });
      await sleep(wait);
    }
  }

  return {
    /** Holds the stream until stop(); calling it again while running does nothing. */
    start(): void {
      if (running) return;
      running = true;
      void loop();
    },
    stop(): void {
      running = false;
      abort?.abort();
      wake?.();
      set({ status: 'off' });
    },
    /** A reason to try now rather than wait out the backoff (the browser is online again). */
    retryNow(): void {
      if (running && state.status === 'down') wake?.();
    },
    getState: (): LiveState => state,
    subscribe(listener: (s: LiveState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type LiveStream = ReturnType<typeof createLiveStream>;
