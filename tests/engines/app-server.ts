import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
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
  /**
   * While it is stopped, runs `fn` against the same data served on another address, as a colleague's
   * device still reaching the server would: the page, on the first address, hears nothing of it.
   */
  elsewhere<T>(fn: (url: string) => Promise<T>): Promise<T>;
  /** Stops it and deletes its data. */
  dispose(): Promise<void>;
}

export async function startRestartableServer(): Promise<RestartableServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'engines-data-'));
  let child: ChildProcess | null = null;

  const spawnOn = async (on: number): Promise<ChildProcess> => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        PORT: String(on),
        DATA_DIR: dataDir,
        DEMO: '1',
        DATABASE_URL: '',
        ACCESS_TOKEN_TTL_SECONDS: '3600',
        ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
    return proc;
  };
  const end = async (proc: ChildProcess | null) => {
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  };

  const start = async () => {
    child = await spawnOn(port);
  };
  const stop = async () => {
    const proc = child;
    child = null;
    await end(proc);
  };

  await start();
  return {
    url: `http://127.0.0.1:${port}`,
    start,
    stop,
    async elsewhere(fn) {
      if (child) throw new Error('Stop the server first: its data is open in one process at a time');
      const otherPort = await freePort();
      const other = await spawnOn(otherPort);
      try {
        return await fn(`http://127.0.0.1:${otherPort}`);
      } finally {
        await end(other);
      }
    },
    async dispose() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
