#!/usr/bin/env node

// `pretest`: the browser tests drive the system Chromium through playwright-core (no browser
// downloads). Make sure it is there, installing Debian's package when running as root, the way
// `playwright install --with-deps` would.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const executable = process.env.CHROMIUM || '/usr/bin/chromium';

function version() {
  const result = spawnSync(executable, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  if (result.status !== 0) return null;
  return result.stdout.trim();
}

function run(command, args) {
  console.log(`ensure-chromium: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

if (existsSync(executable)) {
  const v = version();
  if (!v) fail(`${executable} exists but \`${executable} --version\` failed; is the installation broken?`);
  console.log(`ensure-chromium: ${executable}: ${v}`);
  process.exit(0);
}

if (process.env.CHROMIUM) {
  fail(`$CHROMIUM is set to ${executable}, which does not exist.`);
}

if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
  fail(
    `${executable} not found. The browser tests need the system Chromium: install Debian's chromium ` +
      'package (sudo apt-get install chromium fonts-liberation), or set CHROMIUM to a Chromium executable.',
  );
}

console.log(`ensure-chromium: ${executable} not found; installing Debian's chromium package (about 30 s)`);
try {
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation']);
} catch (error) {
  fail(`installing chromium failed: ${error.message}`);
}

const v = existsSync(executable) && version();
if (!v) fail(`apt-get install chromium finished but ${executable} is still missing or does not run.`);
console.log(`ensure-chromium: installed ${executable}: ${v}`);
