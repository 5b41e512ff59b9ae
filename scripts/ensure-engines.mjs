#!/usr/bin/env node

// `npm run test:engines` drives WebKit (Debian's WebKitGTK, through its WebKitWebDriver under a
// virtual X display) and Firefox ESR (through its own WebDriver BiDi endpoint). No browser builds
// are downloaded: make sure Debian's packages are there, installing them when running as root,
// as scripts/ensure-chromium.mjs does for Chromium.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** What each engine needs on the machine, and the Debian package that brings it. */
const NEEDED = [
  { path: process.env.WEBKIT_WEBDRIVER || '/usr/bin/WebKitWebDriver', pkg: 'webkit2gtk-driver' },
  { path: '/usr/bin/Xvfb', pkg: 'xvfb' },
  { path: process.env.FIREFOX || '/usr/bin/firefox-esr', pkg: 'firefox-esr' },
  // The same text shapes as in Chromium's runs (ensure-chromium installs it too).
  { path: '/usr/share/fonts/truetype/liberation', pkg: 'fonts-liberation' },
];

function fail(message) {
  console.error(`ensure-engines: ${message}`);
  process.exit(1);
}

function run(command, args) {
  console.log(`ensure-engines: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

const missing = NEEDED.filter((n) => !existsSync(n.path));
if (missing.length === 0) {
  const firefox = spawnSync(NEEDED[2].path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  console.log(
    `ensure-engines: WebKitWebDriver, Xvfb and ${firefox.stdout.trim() || 'Firefox ESR'} are installed`,
  );
  process.exit(0);
}

const packages = missing.map((m) => m.pkg);
if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
  fail(
    `missing ${missing.map((m) => m.path).join(', ')}. The engine tests need Debian's packages: ` +
      `sudo apt-get install ${packages.join(' ')}`,
  );
}

console.log(`ensure-engines: installing Debian's ${packages.join(', ')} (a minute or two)`);
try {
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages]);
} catch (error) {
  fail(`installing ${packages.join(' ')} failed: ${error.message}`);
}
const still = NEEDED.filter((n) => !existsSync(n.path));
if (still.length > 0)
  fail(`apt-get install finished but ${still.map((s) => s.path).join(', ')} still missing`);
console.log('ensure-engines: installed');
