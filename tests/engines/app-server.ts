import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../helpers/free-port.ts';

/**
 * The real app as `npm start` serves it, with the demo data, that can be stopped and started
 * again on the same address with the same data: "offline" here is the server gone, which every
 * engine sees the same way (WebDriver has no offline switch, and WebKit has no emulation of it).
 */
export interface RestartableServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  dispose(): Promise<void>;
}

export async function startRestartableServer(): Promise<RestartableServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'engines-data-'));
  let child: ChildProcess | null = null;

  const start = async () => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO: '1',
        DATABASE_URL: '',
        ACCESS_TOKEN_TTL_SECONDS: '3600',
        ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Estate Administration on')) resolve();
      };
      proc.stdout!.on('data', onData);
      proc.stderr!.on('data', onData);
      proc.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
  };

  const stop = async () => {
    const proc = child;
    if (!proc || proc.exitCode !== null) return;
    child = null;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  };

  await start();
  return {
    url: `http://127.0.0.1:${port}`,
    start,
    stop,
    async dispose() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
