import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import httpProxy from 'http-proxy';
import { migrate } from '../server/store/migrate.ts';
import { openPostgres } from '../server/store/postgres.ts';
import { freePort } from '../tests/helpers/free-port.ts';

/**
 * Several server instances on one PostgreSQL behind a small round-robin proxy on one port
 * (`npm run serve:cluster`, docs/architecture.md#several-instances): for trying it, for the tests
 * and for the bench. The proxy is http-proxy's; it streams answers as they come, so the
 * live-updates streams pass through. Each request goes to the next instance in turn; an instance
 * that refuses connections (stopped) is skipped until it answers again.
 */
export interface ClusterOptions {
  instances: number;
  databaseUrl: string;
  /** The proxy's port; a free one when 0 or absent. */
  port?: number;
  host?: string;
  /** More environment for every instance (DIST_DIR, DEMO, JWT_SECRET…). */
  env?: Record<string, string>;
  /** Where the instances' output goes; by default prefixed on this process's. */
  log?: (line: string) => void;
}

export interface Cluster {
  url: string;
  /** Each instance's own address, in the proxy's order. */
  instances: { url: string; pid: number | undefined }[];
  /** SIGTERM to one instance (it drains); the proxy skips it from then on. */
  stopInstance(index: number): Promise<number | null>;
  stop(): Promise<void>;
}

/** An instance that refused a connection is left out for this long. */
const SKIP_MS = 2000;

function startInstance(
  index: number,
  port: number,
  options: ClusterOptions,
  log: (line: string) => void,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: options.databaseUrl,
        // Client addresses (sign-in throttling) come from the proxy's X-Forwarded-For.
        TRUST_PROXY_HEADER: 'x-forwarded-for',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let ready = false;
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) log(`[instance ${index + 1}] ${line}`);
      if (!ready && chunk.toString().includes('Estate Administration on')) {
        ready = true;
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      if (!ready) reject(new Error(`instance ${index + 1} exited with ${code} before it was ready`));
    });
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  // Migrated once, before any instance starts, so no two run the migrations at once.
  const db = await openPostgres(options.databaseUrl, 1);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  const ports: number[] = [];
  const children: ChildProcess[] = [];
  try {
    // One after another: the first seeds the demo firm and makes the JWT secret; the others find them.
    for (let i = 0; i < options.instances; i++) {
      const port = await freePort();
      ports.push(port);
      children.push(await startInstance(i, port, options, log));
    }
  } catch (error) {
    for (const c of children) c.kill('SIGTERM');
    throw error;
  }
  const targets = ports.map((port) => ({ url: `http://127.0.0.1:${port}`, skipUntil: 0 }));
  let next = 0;
  const pick = () => {
    for (let tried = 0; tried < targets.length; tried++) {
      const target = targets[next % targets.length]!;
      next += 1;
      if (target.skipUntil <= Date.now()) return target;
    }
    return targets[next++ % targets.length]!;
  };

  const proxy = httpProxy.createProxyServer({ xfwd: true });
  const server = http.createServer((req, res) => {
    const target = pick();
    proxy.web(req, res, { target: target.url }, (error) => {
      if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') target.skipUntil = Date.now() + SKIP_MS;
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(502, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end(JSON.stringify({ success: false, message: 'No server instance answered; please try again.' }));
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;

  const stopChild = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });

  return {
    url: `http://${address.address}:${address.port}`,
    instances: targets.map((t, i) => ({ url: t.url, pid: children[i]!.pid })),
    async stopInstance(index) {
      targets[index]!.skipUntil = Number.POSITIVE_INFINITY;
      return stopChild(children[index]!);
    },
    async stop() {
      await Promise.all(children.map(stopChild));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      proxy.close();
    },
  };
}
