import { startCluster } from './cluster.ts';

/**
 * `npm run serve:cluster -- --instances 2 [--port 3000]`: N instances of the server on the
 * PostgreSQL in DATABASE_URL, behind a round-robin proxy on one port (docs/architecture.md#several-instances).
 * Without a PostgreSQL of your own: `PG_RUN='npx tsx scripts/serve-cluster.ts --instances 2' node scripts/test-pg.mjs`
 * runs it on a throwaway one.
 */
function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'serve:cluster needs a PostgreSQL: set DATABASE_URL=postgres://… (several instances cannot share the embedded PGlite).',
  );
  process.exit(1);
}
const instances = option('instances', 2);
if (instances < 1) throw new Error('--instances must be at least 1');
const cluster = await startCluster({
  instances,
  databaseUrl,
  port: option('port', Number(process.env.PORT ?? 3000)),
  host: process.env.HOST ?? '127.0.0.1',
});
console.log(
  `Cluster of ${instances} on ${cluster.url} — instances: ${cluster.instances.map((i) => i.url).join(', ')}`,
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the instances`);
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
