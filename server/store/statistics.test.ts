import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/domain/ids.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { refreshStatistics } from './statistics.ts';

const PAGE_QUERY = `explain select * from records where organization = $1 and version > $2 order by version limit 1001`;

describe('PGlite statistics upkeep', () => {
  it('analyses records once the table has grown, so a pull page walks the index instead of sorting the firm', async () => {
    const db = await openPglite();
    await migrate(db);
    const org = uuidv7();
    expect(await refreshStatistics(db)).toBe(false);
    await db.query(
      `insert into records (id, organization, entity, version, data, created_at, updated_at)
       select gen_random_uuid(), $1, 'transactions', g, jsonb_build_object('amount', g, 'memo', repeat('x', 40)), now(), now()
       from generate_series(1, 20000) g`,
      [org],
    );
    const plan = async () =>
      (await db.query<{ 'QUERY PLAN': string }>(PAGE_QUERY, [org, 10]))
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    expect(await plan()).toMatch(/Sort/);
    expect(await refreshStatistics(db)).toBe(true);
    expect(await plan()).toMatch(/Index Scan using records_org_version/);
    expect(await plan()).not.toMatch(/Sort/);
    // Analysed and not grown since: nothing to do.
    expect(await refreshStatistics(db)).toBe(false);
    await db.close();
  });
});
