#!/usr/bin/env node
// `npm run dev`: the API server (tsx watch, restarts on change) and the Vite dev server, which
// proxies /api to it (vite.config.ts reads the same PORT). Ctrl-C stops both; so does either one
// exiting.

import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT || '4310';
const webPort = process.env.VITE_PORT || '5173';
const color = process.stdout.isTTY;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

const children = [];
let stopping = false;
let exitCode = 0;

function start(name, colorCode, args) {
  const prefix = paint(colorCode, `[${name}]`);
  console.log(`${prefix} npx ${args.join(' ')}`);
  const child = spawn('npx', args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: apiPort, ...(color ? { FORCE_COLOR: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops what npx started under it.
    detached: true,
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline.createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      out.write(`${prefix} ${line}\n`);
    });
  }
  child.on('error', (error) => {
    console.error(`${prefix} could not start: ${error.message}`);
    exitCode = 1;
    stop();
  });
  // 'close' rather than 'exit': the last lines of output have been passed on by then.
  child.on('close', (code, signal) => {
    child.exited = true;
    if (!stopping) {
      console.log(`${prefix} exited (${signal ?? code}); stopping the other`);
      exitCode = code || 1;
      stop();
    }
    if (children.every((c) => c.exited || c.pid === undefined)) process.exit(exitCode);
  });
  children.push(child);
  return child;
}

function signalGroup(child, signal) {
  if (child.exited || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  // tsx watch gives the server 5 s to shut down (close the database) before killing it; whatever
  // is still running after 8 s is killed.
  setTimeout(() => {
    console.log('dev: still running after 8 s; killing');
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(exitCode);
  }, 8000).unref();
  if (children.every((c) => c.exited || c.pid === undefined)) process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!stopping) console.log(`\n${signal}: stopping the API and web dev servers`);
    stop();
  });
}

start('api', '35', ['tsx', 'watch', 'server/index.ts']);
start('web', '36', ['vite', '--port', webPort]);
console.log(`dev: API on http://127.0.0.1:${apiPort}, app on http://localhost:${webPort} (/api proxied)`);
