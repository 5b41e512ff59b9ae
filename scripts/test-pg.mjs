#!/usr/bin/env node
// `npm run test:server-pg`: the server and integration suites against a real PostgreSQL (the unit
// run covers them on PGlite). Uses $TEST_DATABASE_URL when set; otherwise starts a private,
// throwaway PostgreSQL on a free port in a temp dir, installing Debian's postgresql package first
// when it is missing and we are root, and removes it all afterwards.
//
// No PostgreSQL to be had: with $CI set that is a failure; on a developer machine a loud warning.

import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const log = (message) => console.log(`test-pg: ${message}`);
/** What a signal handler must clean up: the running vitest and the throwaway server. */
const state = { vitest: null, server: null };

function vitestArgs() {
  // Absolute folder prefixes match exactly those folders (a bare `server` would also match any
  // test path that merely contains the word).
  return [
    'vitest',
    'run',
    `${path.join(repoRoot, 'server')}${path.sep}`,
    `${path.join(repoRoot, 'tests', 'integration')}${path.sep}`,
    '--passWithNoTests',
    ...process.argv.slice(2),
  ];
}

/** Runs vitest with TEST_DATABASE_URL; resolves with its exit code. */
function runVitest(databaseUrl) {
  // PG_RUN names another command to run against the server instead of the suites (npm run bench).
  const args = process.env.PG_RUN
    ? [...process.env.PG_RUN.split(' ').slice(1), ...process.argv.slice(2)]
    : vitestArgs();
  const command = process.env.PG_RUN ? process.env.PG_RUN.split(' ')[0] : 'npx';
  const shown = databaseUrl.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
  log(`TEST_DATABASE_URL=${shown} ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
    });
    state.vitest = child;
    child.on('error', (error) => {
      console.error(`test-pg: could not run vitest: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      state.vitest = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Finding and installing PostgreSQL

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The first folder holding both initdb and pg_ctl: $PATH, /usr/local/bin, /usr/lib/postgresql/<newest>/bin. */
function findPostgresBin() {
  const versioned = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  const dirs = [
    ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
    '/usr/local/bin',
    ...versioned,
  ];
  for (const dir of dirs) {
    const initdb = path.join(dir, 'initdb');
    const pgCtl = path.join(dir, 'pg_ctl');
    if (isExecutable(initdb) && isExecutable(pgCtl)) {
      // pg_ctl finds `postgres` next to its real path, so resolve symlinks such as /usr/local/bin/pg_ctl.
      return { initdb: realpathSync(initdb), pgCtl: realpathSync(pgCtl) };
    }
  }
  return null;
}

function aptInstallPostgres() {
  log("initdb/pg_ctl not found; installing Debian's postgresql package");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'],
  ]) {
    log(`apt-get ${args.join(' ')}`);
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.error || result.status !== 0) {
      log(`apt-get ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`);
      return false;
    }
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// A throwaway server

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function userExists(name) {
  return spawnSync('id', ['-u', name], { stdio: 'ignore' }).status === 0;
}

/** PostgreSQL refuses to run as root: as root, everything runs as the `postgres` system user. */
function asPostgres(command, args) {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function runChecked(command, args, what, options = {}) {
  const [cmd, cmdArgs] = asPostgres(command, args);
  const result = spawnSync(cmd, cmdArgs, { encoding: 'utf8', ...options });
  if (result.error || result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(
      `${what} failed (${result.error?.message ?? `exit ${result.status}`})${output ? `:\n${output}` : ''}`,
    );
  }
  return result;
}

async function startServer(bin) {
  if (isRoot && !userExists('postgres')) {
    log('creating the system user postgres (PostgreSQL will not run as root)');
    const result = spawnSync(
      'useradd',
      ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      {
        stdio: 'inherit',
      },
    );
    if (result.status !== 0) throw new Error('useradd postgres failed');
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'estate-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const server = { dir, dataDir, logFile, bin, started: false, port: 0 };
  state.server = server;
  // From here on the caller must call stopServer(server), even when starting fails.
  try {
    if (isRoot) {
      const chown = spawnSync('chown', ['-R', 'postgres:', dir], { stdio: 'inherit' });
      if (chown.status !== 0) throw new Error(`chown postgres ${dir} failed`);
    }
    // Run from the temp dir: the postgres user may not be allowed into the repo's folder.
    const options = { cwd: dir };
    const version = runChecked(bin.pgCtl, ['--version'], 'pg_ctl --version', options).stdout.trim();
    log(`initdb ${dataDir} (${version}${isRoot ? ', as user postgres' : ''})`);
    runChecked(
      bin.initdb,
      ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--encoding=UTF8', '--locale=C', '--no-sync'],
      'initdb',
      options,
    );

    server.port = await freePort();
    const serverOptions = `-k '${dir}' -p ${server.port} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    log(`pg_ctl start on 127.0.0.1:${server.port}`);
    server.started = true;
    runChecked(
      bin.pgCtl,
      ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start'],
      'pg_ctl start',
      options,
    );
  } catch (error) {
    if (existsSync(logFile)) error.message += `\n--- ${logFile} ---\n${readFileSync(logFile, 'utf8')}`;
    stopServer(server);
    throw error;
  }
  return server;
}

function stopServer(server) {
  if (server.stopped) return;
  server.stopped = true;
  if (server.started) {
    log('pg_ctl stop -m immediate');
    try {
      runChecked(server.bin.pgCtl, ['-D', server.dataDir, '-m', 'immediate', '-w', 'stop'], 'pg_ctl stop', {
        cwd: server.dir,
      });
    } catch (error) {
      // Not running (it failed to start) is fine; anything else is worth saying.
      if (!/Is server running\?|No such file/.test(error.message)) console.error(`test-pg: ${error.message}`);
    }
  }
  log(`removing ${server.dir}`);
  rmSync(server.dir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------

function noPostgres(reason) {
  if (process.env.CI) {
    console.error(`test-pg: FAILED: no PostgreSQL for the server suites: ${reason}`);
    console.error(
      'test-pg: CI must run them against a real PostgreSQL (set TEST_DATABASE_URL or run as root).',
    );
    process.exit(1);
  }
  const bar = '!'.repeat(100);
  console.warn(`\n${bar}`);
  console.warn(`test-pg: WARNING: SKIPPED the server suites on a real PostgreSQL: ${reason}`);
  console.warn("test-pg: install Debian's postgresql package, or set TEST_DATABASE_URL=postgres://…");
  console.warn(`${bar}\n`);
  process.exit(0);
}

async function main() {
  // Ctrl-C reaches vitest too (same process group), and a signal sent to this process alone is
  // forwarded to it; either way cleanup happens once vitest has exited. Before and after vitest,
  // a signal stops the server and exits at once.
  for (const [signal, number] of [
    ['SIGINT', 2],
    ['SIGTERM', 15],
    ['SIGHUP', 1],
  ]) {
    process.on(signal, () => {
      if (state.vitest) {
        state.vitest.kill(signal);
        return;
      }
      log(`${signal}: stopping`);
      process.exit(128 + number);
    });
  }
  process.on('exit', () => {
    if (state.server) stopServer(state.server);
  });

  if (process.env.TEST_DATABASE_URL) {
    log('using the PostgreSQL in $TEST_DATABASE_URL');
    process.exit(await runVitest(process.env.TEST_DATABASE_URL));
  }

  let bin = findPostgresBin();
  if (!bin && isRoot && aptInstallPostgres()) bin = findPostgresBin();
  if (!bin) {
    noPostgres(
      isRoot
        ? 'initdb/pg_ctl not found, and installing postgresql with apt-get did not provide them'
        : "initdb/pg_ctl not found (not root, so Debian's postgresql package was not installed)",
    );
  }
  log(`PostgreSQL binaries: ${path.dirname(bin.pgCtl)}`);

  let server;
  try {
    server = await startServer(bin);
  } catch (error) {
    noPostgres(error.message);
  }
  const code = await runVitest(`postgres://postgres@127.0.0.1:${server.port}/postgres`);
  stopServer(server);
  log(`vitest exited with ${code}`);
  process.exit(code);
}

main().catch((error) => {
  console.error(`test-pg: ${error.stack ?? error}`);
  process.exit(1);
});
