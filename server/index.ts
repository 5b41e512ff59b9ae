import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { pruneCounters } from './auth/rate-limit.ts';
import { createTokens, resolveSecret } from './auth/tokens.ts';
import { holdDataDir } from './backup/in-server.ts';
import { seedIfEmpty } from './demo/seed.ts';
import { parseEnv } from './env.ts';
import { LiveHub } from './live/hub.ts';
import { createSmtpMailer } from './mail/mailer.ts';
import { sealer } from './oidc/store.ts';
import { openMigrated } from './store/open.ts';

function envOrExit() {
  try {
    return parseEnv();
  } catch (error) {
    // A setting is wrong: say which, plainly, rather than a stack trace.
    console.error(`Not starting: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const env = envOrExit();
// The embedded database's folder is this process's alone; backups are asked of it (server/backup).
const dataDirHold = await holdDataDir(env).catch((error: unknown) => {
  console.error(`Not starting: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const db = await openMigrated(env);
await seedIfEmpty(db, env);
dataDirHold.ready(db);
const secret = await resolveSecret(db, env.jwtSecret);
const tokens = createTokens(secret, env.tokenTtlSeconds);
// Old throttle rows are dropped now and hourly; a failure only waits for the next hour.
const prune = () =>
  pruneCounters(db, new Date()).catch((error: unknown) =>
    console.error(
      `Pruning throttle counters failed: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
await prune();
setInterval(() => void prune(), 3600 * 1000).unref();
// Live updates: this instance's event streams, poked on every instance's commits (LISTEN).
const live = new LiveHub(db, { maxStreams: env.liveMaxStreams });
await live.ready();
const app = createApp({
  db,
  tokens,
  live,
  distDir: env.distDir,
  trustProxyHeader: env.trustProxyHeader,
  sessionIdleSeconds: env.sessionIdleSeconds,
  stepUpSeconds: env.stepUpSeconds,
  // In production TLS usually ends at a proxy: the cookie is Secure whatever this hop says.
  ...(env.production ? { secureCookies: true } : {}),
  // Invitations and reset links by email when SMTP_URL is set; otherwise the Admin copies them.
  mailer: env.smtpUrl ? createSmtpMailer(env.smtpUrl, env.mailFrom) : undefined,
  publicUrl: env.publicUrl,
  oidc: { providers: env.oidc, sealer: sealer(secret) },
});

const server = serve({ fetch: app.fetch, hostname: env.host, port: env.port }, (info) => {
  const where = env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.dataDir}`;
  console.log(`Estate Administration on http://${info.address}:${info.port} — database: ${where}`);
});

/** In-flight requests get this long to finish once a shutdown starts; then their connections are cut. */
const DRAIN_MS = 10_000;

let closing = false;
/**
 * SIGTERM (docs/architecture.md#stopping): stop accepting connections, end the event streams (the
 * devices reconnect, through the load balancer, to another instance), let in-flight requests
 * finish for up to DRAIN_MS, then close the database pool and exit.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  await live.close();
  // A connection goes idle when its response ends (a stream just closed, a request done): close it
  // then, rather than wait for the device to let go of its keep-alive connection.
  const idle = setInterval(() => {
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  }, 100);
  const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), DRAIN_MS).unref());
  if ((await Promise.race([drained, timer])) === 'late') {
    console.error(`${signal}: requests still running after ${DRAIN_MS} ms; closing their connections`);
    if ('closeAllConnections' in server) server.closeAllConnections();
  }
  clearInterval(idle);
  // After the drain: a backup asked for meanwhile was answered; the next start finds no socket.
  await dataDirHold.close();
  await db.close();
  console.log(`${signal}: closed`);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
