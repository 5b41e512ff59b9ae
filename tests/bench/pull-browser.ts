import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium } from 'playwright-core';
import { createOrganization, createUser } from '../../server/accounts.ts';
import { createApp } from '../../server/app.ts';
import { createTokens } from '../../server/auth/tokens.ts';
import type { Db } from '../../server/store/db.ts';
import { refreshStatistics } from '../../server/store/statistics.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import { signIn } from '../helpers/sessions.ts';
import { type BenchResult, median, ratioResult } from './lib.ts';

const ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A realistic mix of a large firm's records, written straight into the server's table. */
async function seedFirm(db: Db, total: number) {
  const adminId = uuidv7();
  const org = await db.transaction((tx) => createOrganization(tx, { name: 'Large firm' }, adminId));
  const actor = { userId: adminId, organization: org._id, role: 'Admin' as const };
  const user = await db.transaction((tx) =>
    createUser(tx, actor, {
      id: adminId,
      name: 'Bench',
      email: `pull-${adminId}@example.com`,
      role: 'Admin',
      password: '',
      passwordHash: 'x',
    }),
  );
  const each = Math.floor(total / 5);
  const estate = uuidv7();
  const bodies: Record<string, string> = {
    files: `jsonb_build_object('name', 'Estate file ' || g, 'fileNumber', 'EST-' || g, 'status', 'active', 'description', 'Probate and administration')`,
    estates: `jsonb_build_object('estateName', 'Estate of Person ' || g, 'status', 'open', 'jurisdiction', 'Ontario', 'deceased', jsonb_build_object('name', 'Person ' || g, 'dateOfDeath', '2025-06-01'), 'executor', jsonb_build_object('name', 'Executor ' || g), 'keyDates', '{}'::jsonb)`,
    assets: `jsonb_build_object('estate', '${estate}', 'name', 'Asset ' || g, 'assetClass', 'other', 'fmvDoD', g * 100, 'valuationDate', '2025-06-01', 'status', 'active', 'details', '{}'::jsonb, 'attachments', '[]'::jsonb)`,
    parties: `jsonb_build_object('estate', '${estate}', 'role', 'beneficiary', 'name', 'Heir ' || g, 'shareOfEstate', 100)`,
    transactions: `jsonb_build_object('estate', '${estate}', 'kind', 'receipt', 'type', 'interest', 'date', '2025-07-01', 'amount', g, 'ledger', 'revenue', 'payee', 'Bank')`,
  };
  let offset = 1000;
  for (const [entity, body] of Object.entries(bodies)) {
    await db.query(
      `insert into records (id, organization, entity, version, data, created_at, updated_at)
       select gen_random_uuid(), $1, $2, $3 + g, ${body}, now(), now() from generate_series(1, $4) g`,
      [org._id, entity, offset, each],
    );
    offset += each;
  }
  await db.query('update org_clock set version = $2 where organization = $1', [org._id, offset]);
  // A firm that grew through the app had its statistics kept on the way (server/store/statistics.ts).
  await refreshStatistics(db);
  return { org, user };
}

/** docs/architecture.md#performance-budgets: the initial pull of 10,000 records into Dexie in Chromium within 1.5x of bulkPut of the same records. */
export async function pullBrowserBenchmark(db: Db, total: number, runs: number): Promise<BenchResult[]> {
  const tokens = createTokens('bench-secret-that-is-long-enough-for-hs256', 3600);
  const app = createApp({ db, tokens, distDir: join(process.cwd(), 'node_modules', '.bench-dist') });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ARGS,
  });
  try {
    const { org, user } = await seedFirm(db, total);
    const token = await signIn(db, tokens, { sub: user._id, org: org._id });
    const sessionUser = {
      _id: user._id,
      id: user._id,
      name: 'Bench',
      email: 'b@example.com',
      role: 'Admin',
      organization: { _id: org._id, name: 'Large firm' },
    };
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    await page.waitForFunction(() => document.getElementById('status')?.textContent === 'loaded');
    type Bench = {
      pull(t: string, u: unknown): Promise<{ ms: number; records: number }>;
      floor(t: string): Promise<{ ms: number; records: number }>;
    };
    let records = 0;
    const pull = await median(runs, async () => {
      const r = await page.evaluate(
        ([t, u]) => (globalThis as unknown as { __bench: Bench }).__bench.pull(t as string, u),
        [token, sessionUser] as const,
      );
      records = r.records;
      return r.ms;
    });
    const floor = await median(
      runs,
      async () =>
        (await page.evaluate((t) => (globalThis as unknown as { __bench: Bench }).__bench.floor(t), token))
          .ms,
    );
    const result = ratioResult(
      `initial pull of ${total} records (Chromium)`,
      pull,
      floor,
      'Dexie bulkPut, same page',
      1.5,
    );
    return [{ ...result, note: `${records} files among them` }];
  } finally {
    await browser.close();
    server.close();
  }
}
