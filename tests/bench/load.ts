import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CREDENTIALS } from '../../src/domain/demo.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import { freePort } from '../helpers/free-port.ts';
import { type BenchResult, percentile } from './lib.ts';

async function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function startServer(databaseUrl: string | undefined) {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-data-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: '1',
      DATABASE_URL: databaseUrl ?? '',
      DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (c: Buffer) => {
      output += c.toString();
      if (output.includes('Estate Administration on')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/api`,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * 50 devices, each pushing five new files and pulling in turn, until `totalRequests` requests have
 * gone to `apiUrl` (…/api): every latency in ms (sorted), the errors and the time taken.
 */
export async function driveLoad(apiUrl: string, token: string, totalRequests: number, devices = 50) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  const device = async () => {
    const clientId = uuidv7();
    let seq = 0;
    let cursor = 0;
    while (issued < totalRequests) {
      issued += 1;
      const pushing = issued % 2 === 0;
      const started = performance.now();
      const res = pushing
        ? await fetch(`${apiUrl}/sync/push`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              clientId,
              mutations: Array.from({ length: 5 }, () => ({
                seq: ++seq,
                mutationId: uuidv7(),
                entity: 'files',
                entityId: uuidv7(),
                op: 'create',
                patch: { name: `Load ${seq}`, status: 'active' },
              })),
            }),
          })
        : await fetch(`${apiUrl}/sync/pull?clientId=${clientId}&cursor=${cursor}&limit=500`, { headers });
      const body = (await res.json()) as { data?: { cursor?: number } };
      latencies.push(performance.now() - started);
      if (!res.ok) errors += 1;
      if (!pushing && body.data?.cursor) cursor = body.data.cursor;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: devices }, device));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { latencies, errors, seconds };
}

/**
 * 50 simulated devices pushing small batches and pulling, for a fixed number of requests, against
 * a server process on loopback: latency p50/p99, throughput, and the process's memory.
 */
export async function loadBenchmark(
  label: string,
  databaseUrl: string | undefined,
  totalRequests: number,
): Promise<BenchResult[]> {
  const server = await startServer(databaseUrl);
  try {
    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await new Promise((r) => setTimeout(r, 1000));
    const idle = await rssMb(server.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      void rssMb(server.pid).then((mb) => {
        peak = Math.max(peak, mb);
      });
    }, 100);
    const { latencies, errors, seconds } = await driveLoad(server.url, token, totalRequests);
    clearInterval(sampler);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    return [
      {
        name: `load ${label}: latency p50`,
        unit: 'ms',
        value: p50,
        budget: 'reported',
        holds: errors === 0,
        note: `${errors} errors`,
      },
      {
        name: `load ${label}: latency p99`,
        unit: 'ms',
        value: p99,
        floor: p50,
        floorLabel: 'p50',
        ratio: p99 / p50,
        budget: 'reported',
        holds: errors === 0,
      },
      {
        name: `load ${label}: throughput`,
        unit: 'req/s',
        value: latencies.length / seconds,
        budget: 'reported',
        holds: errors === 0,
      },
      { name: `load ${label}: server RSS idle`, unit: 'MB', value: idle, budget: 'reported', holds: true },
      {
        name: `load ${label}: server RSS peak under load`,
        unit: 'MB',
        value: peak,
        floor: idle,
        floorLabel: 'idle',
        ratio: peak / idle,
        budget: 'reported',
        holds: true,
      },
    ];
  } finally {
    await server.stop();
  }
}
