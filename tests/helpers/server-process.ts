import { type ChildProcess, spawn } from 'node:child_process';

/** A server process started by a test, and everything it has printed so far. */
export interface ServerProcess {
  child: ChildProcess;
  output(): string;
}

/**
 * Starts `server/index.ts` as its own process with this environment on top of the test's, and
 * resolves once it listens (it prints "Estate Administration on …"); rejects if it exits first.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let listening = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!listening && output.includes('Estate Administration on')) {
        listening = true;
        resolve({ child, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      if (!listening) reject(new Error(`server exited ${code}: ${output}`));
    });
  });
}
