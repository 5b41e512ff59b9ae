import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { openTestDb } from '../../tests/helpers/test-db.ts';
import type { Db } from '../store/db.ts';
import { GENESIS, verifyActivityChain } from './chain.ts';
import { logEvent } from './events.ts';

/**
 * The activity log is tamper-evident (docs/architecture.md#activity-log): entries written at once
 * still form one chain per firm, and changing, removing, moving or slipping in an entry afterwards
 * is found, at the entry where it happened.
 */
let db: Db;
const org = uuidv7();
const other = uuidv7();

const log = (kind: 'sign-in' | 'export', n: number, organization = org) =>
  logEvent(db, {
    organization,
    kind: kind as never,
    actorName: `Person ${n}`,
    address: '203.0.113.9',
    detail: { n, estate: 'Estate of Margaret Chen', nested: { b: 2, a: [1, 'two'] } },
    at: new Date(Date.UTC(2026, 10, 29, 9, 0, n)),
  });
const ids = async () =>
  (
    await db.query<{ id: string | number }>(
      'select id from security_events where organization = $1 order by id',
      [org],
    )
  ).map((r) => String(r.id));
// Read two entries at a time, so every check also crosses the pages the walk reads in.
const verify = () => verifyActivityChain(db, org, 2);

beforeAll(async () => {
  db = await openTestDb();
  // An entry from before the chain began (written without a hash).
  await db.query(
    `insert into security_events (organization, at, kind, actor_name) values ($1, now(), 'sign-in', 'Before')`,
    [org],
  );
  await log('sign-in', 0);
  // Written at once, as parallel requests do, and another firm's beside them.
  await Promise.all(Array.from({ length: 20 }, (_, i) => log('sign-in', i + 1, i % 2 ? org : other)));
  await log('sign-in', 99);
});
afterAll(() => db.close());

describe('the activity log’s hash chain', () => {
  it('holds as written, one chain per firm, and vouches for nothing before it began', async () => {
    const report = await verify();
    expect(report.problems).toEqual([]);
    expect(report.entries).toBe(12);
    expect(report.older).toBe(1);
    expect(report.head).toMatch(/^[0-9a-f]{64}$/);
    expect(report.head).not.toBe(GENESIS);
    const theirs = await verifyActivityChain(db, other);
    expect(theirs).toMatchObject({ entries: 10, older: 0, problems: [] });
    // A firm with no entries has an empty, whole chain.
    expect(await verifyActivityChain(db, uuidv7())).toMatchObject({
      entries: 0,
      problems: [],
      head: GENESIS,
    });
  });

  it('finds an entry changed afterwards, even in a nested detail', async () => {
    const [, , target] = await ids();
    await db.query(`update security_events set detail = jsonb_set(detail, '{nested,b}', '3') where id = $1`, [
      target,
    ]);
    expect((await verify()).problems).toEqual([{ id: target, reason: 'was changed after it was written' }]);
    await db.query(`update security_events set detail = jsonb_set(detail, '{nested,b}', '2') where id = $1`, [
      target,
    ]);
    expect((await verify()).problems).toEqual([]);
    // A name or the time changed is found the same way.
    const [{ actor_name: name } = { actor_name: '' }] = await db.query<{ actor_name: string }>(
      'select actor_name from security_events where id = $1',
      [target],
    );
    await db.query(`update security_events set actor_name = 'Someone else' where id = $1`, [target]);
    expect((await verify()).problems.map((p) => p.id)).toEqual([target]);
    await db.query('update security_events set actor_name = $2 where id = $1', [target, name]);
    expect((await verify()).problems).toEqual([]);
  });

  it('finds an entry removed from the middle, and the newest ones removed', async () => {
    expect((await verify()).problems).toEqual([]);
    const all = await ids();
    const [gone, after] = [all[4] as string, all[5] as string];
    const kept = await db.query<Record<string, unknown>>('select * from security_events where id = $1', [
      gone,
    ]);
    await db.query('delete from security_events where id = $1', [gone]);
    expect((await verify()).problems).toEqual([
      { id: after, reason: 'does not follow the entry before it: an entry was removed or moved' },
    ]);
    const row = kept[0] as Record<string, unknown>;
    await db.query(
      `insert into security_events (id, organization, at, kind, actor_id, actor_name, subject_id, subject_name, address, detail, prev_hash, hash)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        row.id,
        row.organization,
        row.at,
        row.kind,
        row.actor_id,
        row.actor_name,
        row.subject_id,
        row.subject_name,
        row.address,
        typeof row.detail === 'string' ? row.detail : JSON.stringify(row.detail),
        row.prev_hash,
        row.hash,
      ],
    );
    expect((await verify()).problems).toEqual([]);

    const newest = all.at(-1) as string;
    const before = all.at(-2) as string;
    await db.query('delete from security_events where id = $1', [newest]);
    expect((await verify()).problems).toEqual([
      { id: before, reason: `the entries after it were removed (the newest was ${newest})` },
    ]);
  });

  it('finds an entry slipped in afterwards', async () => {
    await log('sign-in', 100);
    await db.query(
      `insert into security_events (organization, at, kind, actor_name) values ($1, now(), 'sign-in', 'Slipped in')`,
      [org],
    );
    const slipped = (await ids()).at(-1);
    expect((await verify()).problems).toContainEqual({
      id: slipped,
      reason: 'has no hash: it was added outside the log',
    });
  });
});
