#!/usr/bin/env node
// `npm run audit`: Lighthouse over the built app in the system Chromium. Starts `npm run serve`
// on a free port with the demo data, audits the landing page, the sign-in page and (signed in)
// the dashboard, and prints the category scores.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'audit-data-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: '1', DATABASE_URL: '' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (c) => {
    out += c;
    if (out.includes('Estate Administration on')) resolve();
  });
  server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
});
const base = `http://127.0.0.1:${port}`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

// Sign in once through the page, so the dashboard audit sees a real session in this profile.
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const page = await browser.contexts()[0].newPage();
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill('demo@example.com');
await page.getByLabel(/^Password/).fill('demo-estates-2026');
await page.getByRole('button', { name: /sign in/i }).click();
await page.waitForURL(/\/admin\/dashboard/, { timeout: 30000 }).catch(() => undefined);
// Chromium's own installability verdict (Lighthouse 12 no longer has a PWA category), once the
// service worker controls the page.
let installability = 'unknown';
try {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30000 });
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  installability = installabilityErrors.length
    ? `not installable: ${installabilityErrors.map((e) => e.errorId).join(', ')}`
    : 'installable (no installability errors)';
} catch (error) {
  installability = `could not check: ${error instanceof Error ? error.message : error}`;
}
await page.close();

const rows = [];
const findings = [];
let failed = false;
try {
  for (const target of ['/', '/login', '/admin/dashboard']) {
    const result = await lighthouse(`${base}${target}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'desktop',
      screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
      throttlingMethod: 'provided',
    });
    const scores = Object.fromEntries(
      Object.values(result.lhr.categories).map((c) => [c.title, Math.round((c.score ?? 0) * 100)]),
    );
    rows.push({ page: target, ...scores });
    // What cost points, so the table can be acted on.
    for (const category of Object.values(result.lhr.categories)) {
      for (const ref of category.auditRefs) {
        const audit = result.lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 0.9)
          findings.push(`${target} ${category.title}: ${audit.title} (${ref.id}, score ${audit.score})`);
      }
    }
  }
  console.table(rows);
  console.log(findings.length ? `Findings:\n  ${findings.join('\n  ')}` : 'Findings: none');
  console.log(`Installability of /admin/dashboard: ${installability}`);
} catch (error) {
  failed = true;
  console.error('audit failed:', error);
} finally {
  await browser.close().catch(() => undefined);
  await chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
