import { describe, expect, it } from 'vitest';
import type { Clock } from './engine.ts';
import { backoffMs, createLiveStream, type LiveState, sseParser } from './live.ts';

/**
 * The page's live-updates stream (docs/architecture.md#live-updates), against a scripted server:
 * pokes become syncs, lost streams come back with backoff and jitter, an expired token is renewed,
 * an ended session stops it.
 */

const IDLE_MS = 123_456;

/** Timers that fire at once (but in order), remembering the waits asked for; the idle watchdog never fires. */
function fastClock() {
  const waits: number[] = [];
  const clock: Clock = {
    now: () => new Date(0),
    setTimeout: (fn, ms) => {
      if (ms === IDLE_MS) return setTimeout(() => undefined, 0);
      waits.push(ms);
      return setTimeout(fn, 0);
    },
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  return { clock, waits };
}

/** A scripted /api/sync/events: each call takes the next answer. */
function server(answers: (() => Response)[]) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => undefined);
    return next();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** A stream that sends these events and then closes (or stays open). */
function events(blocks: string[], close = true): () => Response {
  return () =>
    new Response(
      new ReadableStream({
        start(controller) {
          for (const b of blocks) controller.enqueue(new TextEncoder().encode(b));
          if (close) controller.close();
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    );
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 2));
  expect(check()).toBe(true);
};

describe('the live-updates stream', () => {
  it('connects with the bearer token and client id, and turns each poke into a sync', async () => {
    const { fetch, calls } = server([
      events(
        [
          'event: ready\ndata: {}\n\n',
          ': ping\n\nevent: pull\ndata: {"version":3}\n\n',
          'event: pu',
          'll\ndata: {"version":4}\n\n',
        ],
        false,
      ),
    ]);
    const { clock } = fastClock();
    let pulls = 0;
    const states: LiveState[] = [];
    const live = createLiveStream({
      fetch,
      clock,
      idleMs: IDLE_MS,
      getToken: async () => 'token-1',
      getClientId: async () => 'client-1',
      onPull: () => {
        pulls += 1;
      },
    });
    live.subscribe((s) => states.push(s));
    live.start();
    await until(() => pulls === 2);
    expect(live.getState().status).toBe('live');
    expect(calls[0]!.url).toBe('/api/sync/events');
    expect(calls[0]!.headers.authorization).toBe('Bearer token-1');
    expect(calls[0]!.headers['x-client-id']).toBe('client-1');
    expect(states.map((s) => s.status)).toEqual(['connecting', 'live']);
    live.stop();
    expect(live.getState().status).toBe('off');
  });

  it('when the stream is lost, is down with a retry time, backs off, and syncs at each connection', async () => {
    const { fetch, calls } = server([
      events(['event: ready\ndata: {}\n\n']),
      () => {
        throw new TypeError('Failed to fetch');
      },
      json(503, { success: false }, { 'retry-after': '5' }),
      events(['event: ready\ndata: {}\n\n'], false),
    ]);
    const { clock, waits } = fastClock();
    let connected = 0;
    const statuses: string[] = [];
    const live = createLiveStream({
      fetch,
      clock,
      idleMs: IDLE_MS,
      random: () => 1,
      getToken: async () => 't',
      onPull: () => undefined,
      onConnected: () => {
        connected += 1;
      },
    });
    live.subscribe((s) => statuses.push(s.status));
    live.start();
    await until(() => connected === 2);
    expect(calls).toHaveLength(4);
    expect(statuses).toEqual(['connecting', 'live', 'down', 'down', 'down', 'live']);
    // 1 s, 2 s, then the server's Retry-After (5 s) over the 4 s of backoff.
    expect(waits).toEqual([1000, 2000, 5000]);
    live.stop();
  });

  it('renews an expired token and connects again; an ended session stops it', async () => {
    const { fetch, calls } = server([
      json(401, { success: false, reason: 'expired' }),
      events(['event: ready\ndata: {}\n\n', 'event: end\ndata: {"reason":"session-ended"}\n\n']),
      json(401, { success: false, reason: 'session-ended' }),
    ]);
    const { clock } = fastClock();
    let current = 'old';
    const refused: unknown[] = [];
    const live = createLiveStream({
      fetch,
      clock,
      idleMs: IDLE_MS,
      random: () => 0,
      getToken: async () => current,
      refresh: async () => {
        current = 'new';
        return { token: current };
      },
      onPull: () => undefined,
      onRefused: (reason) => refused.push(reason),
    });
    live.start();
    await until(() => refused.length === 1);
    expect(refused).toEqual(['session-ended']);
    expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer old', 'Bearer new', 'Bearer new']);
    expect(live.getState().status).toBe('off');
  });
});

describe('backoff', () => {
  it('doubles to a minute, each wait between half and all of it', () => {
    expect([1, 2, 3, 7, 8, 20].map((n) => backoffMs(n, () => 1))).toEqual([
      1000, 2000, 4000, 60_000, 60_000, 60_000,
    ]);
    expect([1, 2, 7].map((n) => backoffMs(n, () => 0))).toEqual([500, 1000, 30_000]);
  });
});

describe('sseParser', () => {
  it('reads events split anywhere, skips comments, joins data lines', () => {
    const seen: string[] = [];
    const parse = sseParser((event, data) => seen.push(`${event}=${data}`));
    for (const chunk of [': ping\n', '\nevent: pull\r\nda', 'ta: {"v":1}\n\n', 'data: a\ndata: b\n\n'])
      parse(chunk);
    expect(seen).toEqual(['pull={"v":1}', 'message=a\nb']);
  });
});
