import { describe, expect, it } from 'vitest';
import type { CopyBody } from '../domain/schemas/security-events.ts';
import {
  COPY_LOG_MAX,
  createCopyLog,
  type deviceCopyLog,
  flushBeforeLeaving,
  type SendResult,
  sendResultOf,
} from './copy-log.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

function clock() {
  let t = Date.UTC(2026, 10, 23, 9, 0, 0);
  return () => {
    t += 1000;
    return new Date(t);
  };
}

describe('the report download log', () => {
  it('sends at once when it can, with the time the report was made', async () => {
    const sent: CopyBody[] = [];
    const log = createCopyLog({
      storage: memoryStorage(),
      send: async (e) => {
        sent.push(e);
        return 'sent';
      },
      now: clock(),
    });
    await log.log({ report: 'Estate Accounts', format: 'pdf' });
    expect(sent).toEqual([{ report: 'Estate Accounts', format: 'pdf', at: '2026-11-23T09:00:01.000Z' }]);
    expect(log.pending()).toEqual([]);
  });

  it('keeps entries made offline and sends them in order when the connection returns', async () => {
    let online = false;
    const sent: string[] = [];
    const log = createCopyLog({
      storage: memoryStorage(),
      send: async (e): Promise<SendResult> => {
        if (!online) return 'later';
        sent.push(e.report);
        return 'sent';
      },
      now: clock(),
    });
    await log.log({ report: 'First' });
    await log.log({ report: 'Second' });
    expect(log.pending().map((e) => e.report)).toEqual(['First', 'Second']);
    online = true;
    await log.flush();
    expect(sent).toEqual(['First', 'Second']);
    expect(log.pending()).toEqual([]);
  });

  it('drops an entry the server refuses and goes on; a thrown send counts as later', async () => {
    const log = createCopyLog({
      storage: memoryStorage(),
      send: async (e): Promise<SendResult> => {
        if (e.report === 'Boom') throw new Error('network');
        return e.report === 'Bad' ? 'refused' : 'sent';
      },
      now: clock(),
    });
    await log.log({ report: 'Bad' });
    expect(log.pending()).toEqual([]);
    await log.log({ report: 'Boom' });
    expect(log.pending().map((e) => e.report)).toEqual(['Boom']);
  });

  it('keeps the newest entries when the queue is full, and survives garbage in storage', async () => {
    const storage = memoryStorage();
    storage.setItem('estate-admin.report-log', '{not json');
    const log = createCopyLog({ storage, send: async () => 'later', now: clock() });
    expect(log.pending()).toEqual([]);
    for (let i = 0; i < COPY_LOG_MAX + 5; i += 1) await log.log({ report: `R${i}` });
    const pending = log.pending();
    expect(pending).toHaveLength(COPY_LOG_MAX);
    expect(pending[0]?.report).toBe('R5');
    expect(pending.at(-1)?.report).toBe(`R${COPY_LOG_MAX + 4}`);
  });

  it('sends each entry once when flushes overlap', async () => {
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const log = createCopyLog({
      storage: memoryStorage(),
      send: async (e) => {
        await gate;
        sent.push(e.report);
        return 'sent';
      },
      now: clock(),
    });
    const a = log.log({ report: 'Only' });
    const b = log.flush();
    const c = log.flush();
    release();
    await Promise.all([a, b, c]);
    expect(sent).toEqual(['Only']);
  });
});

describe('an answer to a logged copy', () => {
  it('is sent on success, kept for later offline or on 401, 429 and 5xx, and dropped when refused', () => {
    expect(sendResultOf({ ok: true, status: 201 })).toBe('sent');
    for (const status of [401, 429, 500, 503]) expect(sendResultOf({ ok: false, status })).toBe('later');
    expect(sendResultOf({ ok: false, status: 0, offline: true })).toBe('later');
    for (const status of [400, 403, 404]) expect(sendResultOf({ ok: false, status })).toBe('refused');
  });

  it('keeps copies of several kinds apart, even made in the same millisecond with the same name', async () => {
    const storage = memoryStorage();
    const sent: string[] = [];
    const log = createCopyLog({
      storage,
      now: () => new Date('2026-11-29T12:00:00.000Z'),
      send: async (entry) => {
        sent.push(entry.what ?? 'report');
        return 'sent';
      },
    });
    await log.log({ report: 'Estate of Margaret Chen', what: 'estate-export', format: 'zip' });
    await log.log({ report: 'Estate of Margaret Chen' });
    expect(sent).toEqual(['estate-export', 'report']);
    expect(log.pending()).toEqual([]);
  });
});

describe('before signing out', () => {
  it('sends what waits, and gives up after the wait when the server does not answer', async () => {
    const sent: string[] = [];
    let answer = true;
    const log = createCopyLog({
      storage: memoryStorage(),
      send: (e) =>
        answer
          ? Promise.resolve().then((): SendResult => {
              sent.push(e.report);
              return 'sent';
            })
          : new Promise<SendResult>(() => undefined),
      now: clock(),
    });
    answer = false;
    void log.log({ report: 'Estate of A. Smith: accounts' });
    // A server that never answers does not hold the sign-out: this returns (or the test times out).
    await flushBeforeLeaving(log as ReturnType<typeof deviceCopyLog>, 50);
    expect(log.pending()).toHaveLength(1);

    answer = true;
    const fresh = createCopyLog({
      storage: memoryStorage(),
      send: async (e) => {
        sent.push(e.report);
        return 'sent';
      },
      now: clock(),
    });
    await fresh.log({ report: 'Queued' });
    await flushBeforeLeaving(fresh as ReturnType<typeof deviceCopyLog>, 1000);
    expect(fresh.pending()).toEqual([]);
    expect(sent).toContain('Queued');
  });
});
