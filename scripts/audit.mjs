#!/usr/bin/env node
// `npm run audit`: Lighthouse over the built app in the system Chromium. Starts `npm run serve`
// on a free port with the demo data and audits the public pages as a phone's first visit does:
// `/`, `/login` and the portal signed out (`/portal`), with Lighthouse's own mobile settings
// (a mid-range phone's screen, simulated slow 4G and a 4x slower CPU), each page AUDIT_RUNS times
// (3 by default) from an empty cache and storage; prints the median of each category and what cost
// points. A bench, not a test: the figures depend on the machine. Budget (issue 32): performance
// at least 95, accessibility and best practices 100.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

const { version: lighthouseVersion } = createRequire(import.meta.url)('lighthouse/package.json');
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

const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const PAGES = process.env.AUDIT_PAGES?.split(',') ?? ['/', '/login', '/portal'];
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

const rows = [];
const findings = new Set();
const metrics = [];
let failed = false;
let browser;
let installability = 'unknown';
try {
  for (const target of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      // Lighthouse's default configuration is the mobile one with simulated throttling; the storage
      // reset makes every run a first visit, signed out.
      const result = await lighthouse(`${base}${target}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result.lhr;
      // A run that could not measure the page (an error, a category with no score) is a failure of
      // the audit, not a missing row: the page may be what broke it.
      const unscored = Object.values(lhr.categories).filter((c) => c.score === null);
      if (lhr.runtimeError || unscored.length) {
        failed = true;
        findings.add(
          `${target} run ${run + 1} FAILED: ${lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : `no score for ${unscored.map((c) => c.title).join(', ')}`}`,
        );
      }
      // AUDIT_REPORTS=<folder> keeps each run's full report, to see what a score is made of.
      if (process.env.AUDIT_REPORTS)
        writeFileSync(
          path.join(process.env.AUDIT_REPORTS, `${target.replace(/\W+/g, '_') || 'root'}-${run + 1}.json`),
          result.report,
        );
      runs.push(
        Object.fromEntries(
          Object.values(lhr.categories).map((c) => [c.title, Math.round((c.score ?? 0) * 100)]),
        ),
      );
      metrics.push({
        page: target,
        run: run + 1,
        FCP: lhr.audits['first-contentful-paint'].displayValue,
        LCP: lhr.audits['largest-contentful-paint'].displayValue,
        TBT: lhr.audits['total-blocking-time'].displayValue,
        CLS: lhr.audits['cumulative-layout-shift'].displayValue,
        SI: lhr.audits['speed-index'].displayValue,
        final: new URL(lhr.finalDisplayedUrl).pathname,
      });
      // What cost points, so the table can be acted on.
      for (const category of Object.values(lhr.categories)) {
        for (const ref of category.auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 0.9)
            findings.add(
              `${target} ${category.title}: ${audit.title} (${ref.id}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
            );
        }
      }
    }
    const titles = Object.keys(runs[0]);
    rows.push({ page: target, ...Object.fromEntries(titles.map((t) => [t, median(runs.map((r) => r[t]))])) });
  }
  console.log(
    `Lighthouse ${lighthouseVersion}, mobile, simulated throttling; median of ${RUNS} runs per page, ${os.cpus().length} cores`,
  );
  console.table(rows);
  console.table(metrics);
  console.log(findings.size ? `Findings:\n  ${[...findings].join('\n  ')}` : 'Findings: none');

  // Signed in, after the audits: Chromium's own installability verdict for the dashboard.
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel(/^Password/).fill('demo-estates-2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/admin\/dashboard/, { timeout: 30000 }).catch(() => undefined);
  // Chromium's own installability verdict (Lighthouse 12 no longer has a PWA category), once the
  // service worker controls the page.
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

  console.log(`Installability of /admin/dashboard: ${installability}`);
} catch (error) {
  failed = true;
  console.error('audit failed:', error);
} finally {
  await browser?.close().catch(() => undefined);
  await chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
