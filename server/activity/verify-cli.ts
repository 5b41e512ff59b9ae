import { join } from 'node:path';
import { claimDataDir, sendControl } from '../backup/control.ts';
import { parseEnv } from '../env.ts';
import { openPglite } from '../store/pglite.ts';
import { openPostgres } from '../store/postgres.ts';
import { type ChainReport, verifyEveryChain } from './chain.ts';

/**
 * `npm run verify-activity` (docs/architecture.md#activity-log): walks every firm's activity log
 * chain and says whether it is as written, or where it was changed; exits 1 when any is not. On the
 * embedded database it asks the running server, or opens the data folder when none runs.
 */
type Report = ChainReport & { name: string | null };

async function reports(): Promise<Report[]> {
  const env = parseEnv();
  if (env.databaseUrl) {
    const db = await openPostgres(env.databaseUrl, 1);
    try {
      return await verifyEveryChain(db);
    } finally {
      await db.close();
    }
  }
  const answer = await sendControl(env.dataDir, { op: 'verify-activity' });
  if (answer) {
    if (answer.header.ok !== true) throw new Error(`The server refused: ${String(answer.header.error)}`);
    return answer.header.reports as Report[];
  }
  const hold = await claimDataDir(env.dataDir, 'A check of the activity log');
  try {
    const db = await openPglite(join(env.dataDir, 'pg'));
    try {
      return await verifyEveryChain(db);
    } finally {
      await db.close();
    }
  } finally {
    await hold.close();
  }
}

try {
  const all = await reports();
  if (!all.length) console.log('No firm has an activity log yet.');
  for (const r of all) {
    const firm = `${r.name ?? 'A firm'} (${r.organization})`;
    const older = r.older ? `; ${r.older} older entries, from before the chain began, are not covered` : '';
    if (!r.problems.length)
      console.log(`${firm}: ${r.entries} entries as written, newest hash ${r.head}${older}`);
    else {
      console.log(`${firm}: the log was changed after it was written:`);
      for (const p of r.problems) console.log(`  entry ${p.id} ${p.reason}`);
    }
  }
  process.exit(all.some((r) => r.problems.length) ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
