import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../tests/helpers/test-db.ts';
import type { Db } from '../store/db.ts';
import { giveBack, pruneCounters, take } from './rate-limit.ts';
import { reserveAttempt } from './throttle.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

const T0 = new Date('2026-05-01T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const limit = { scope: 'test', max: 3, windowSeconds: 600 };

describe('take', () => {
  it('allows max per window and key, says how long to wait, and starts afresh when the window ends', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await take(db, limit, 'a', at(i)));
    expect(results.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    // The window began at T0: 600 s long, asked 3 s in.
    expect(results[3]).toEqual({ allowed: false, retryAfter: 597 });
    expect(await take(db, limit, 'b', at(4))).toEqual({ allowed: true });
    expect(await take(db, { ...limit, scope: 'other' }, 'a', at(4))).toEqual({ allowed: true });
    expect(await take(db, limit, 'a', at(600))).toEqual({ allowed: true });
  });

  it('counts parallel takes one by one, and a slot given back can be taken again', async () => {
    const all = await Promise.all(Array.from({ length: 10 }, () => take(db, limit, 'parallel', T0)));
    expect(all.filter((r) => r.allowed)).toHaveLength(3);
    await giveBack(db, limit, 'parallel');
    await giveBack(db, { ...limit, scope: 'unknown' }, 'nobody');
    const rows = await db.query<{ hits: number }>(
      "select hits from throttle_counters where scope = 'test' and key = 'parallel'",
    );
    expect(rows[0]?.hits).toBe(9);
  });
});

describe('pruneCounters', () => {
  it('drops counters and sign-in failures a day old, and keeps recent ones', async () => {
    await take(db, limit, 'old', T0);
    await take(db, limit, 'recent', at(86_000));
    await reserveAttempt(db, 'old@example.com', T0);
    await reserveAttempt(db, 'recent@example.com', at(86_000));
    await pruneCounters(db, at(86_500));
    const keys = await db.query<{ key: string }>(
      "select key from throttle_counters where key in ('old', 'recent')",
    );
    expect(keys.map((k) => k.key)).toEqual(['recent']);
    const emails = await db.query<{ email: string }>(
      "select email from login_attempts where email in ('old@example.com', 'recent@example.com')",
    );
    expect(emails.map((e) => e.email)).toEqual(['recent@example.com']);
  });
});
