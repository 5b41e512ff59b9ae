import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchResult } from './lib.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  name?: string;
  src?: string;
}

/** The files a page loads before it can render: its chunk and every static import, transitively. */
function closure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const k of keys) visit(k);
  return files;
}

/** Gzip size in KiB (1,024 bytes): every budget of this file is in KiB. */
async function gzipKb(dist: string, files: Iterable<string>): Promise<number> {
  let total = 0;
  for (const f of files) if (f.endsWith('.js')) total += gzipSync(await readFile(join(dist, f))).length;
  return total / 1024;
}

/** Source modules that are the firm's alone, or heavy, and that the portal must never load first. */
const NOT_IN_PORTAL =
  /^src\/features\/(shell|dashboard|reports|files|estates|accounts|data|profile|people|activity|court-accounts|passing|liabilities|beneficiary-access|records)\/|node_modules\/(@tanstack\/react-router|jspdf|docx|exceljs|victory)/;

/**
 * /portal is its own page, portal.html, built apart (docs/architecture.md#portal-page): its first
 * load is the page's chunk and its static imports, within 140 KiB gzip, 143,360 bytes (React DOM, the local database
 * and the sync engine are its own), and none of those chunks may hold a module of the firm's
 * screens, the router or a report generator.
 */
export async function portalBundle(dist: string): Promise<BenchResult> {
  const read = async <T>(name: string) => JSON.parse(await readFile(join(dist, '.vite', name), 'utf8')) as T;
  const manifest = await read<Record<string, ManifestChunk>>('portal-manifest.json');
  const modules = await read<Record<string, string[]>>('portal-modules.json');
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('portal.html'));
  if (!entry) throw new Error('bundle benchmark: no portal.html entry in the portal manifest');
  const files = closure(manifest, [entry]);
  const kb = await gzipKb(dist, files);
  const carried = [...files].flatMap((f) => modules[f] ?? []).filter((id) => NOT_IN_PORTAL.test(id));
  const count = [...files].reduce((n, f) => n + (modules[f]?.length ?? 0), 0);
  return {
    name: 'first-load JS /portal',
    unit: 'KiB',
    value: kb,
    budget: '≤ 140 KiB gzip, none of the firm’s code',
    // A list of no modules would prove nothing: the page must be found holding its own code.
    holds: kb <= 140 && count > 0 && carried.length === 0,
    note: carried.length
      ? `carries ${carried.slice(0, 5).join(', ')}`
      : `${count} modules; no firm screens, router or report generators`,
  };
}

/**
 * docs/architecture.md#performance-budgets: first-load JavaScript of / and /login at most 100 KiB
 * gzip, of /portal at most 140 KiB; charts only with the dashboard.
 */
export async function bundleBenchmarks(dist: string): Promise<BenchResult[]> {
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry)!;
  // A screen is loaded through its feature's front door (src/features/<name>/index.ts), which the
  // bundler may emit under its source path or, when it shares the chunk, as a chunk named after the
  // feature. A key that cannot be found fails the run: measuring nothing must never pass.
  const route = (feature: string) => {
    const key =
      Object.keys(manifest).find((k) => k.endsWith(`features/${feature}/index.ts`)) ??
      Object.keys(manifest).find((k) => k.endsWith(`features/${feature}`)) ??
      Object.keys(manifest).find((k) => manifest[k]?.name === feature && !manifest[k]?.src);
    if (!key) throw new Error(`bundle benchmark: no chunk for ${feature} in the build manifest`);
    return key;
  };
  const results: BenchResult[] = [];
  // The landing page's sign-up form is its own chunk, fetched as the page first renders; its size
  // is reported beside the first load so that nothing is hidden by the split.
  for (const [path, screen, after] of [
    ['/', 'landing', 'landing/sign-up-form.tsx'],
    ['/login', 'auth', undefined],
  ] as const) {
    const first = closure(manifest, [entry, route(screen)]);
    const kb = await gzipKb(dist, first);
    const afterKb = after
      ? await gzipKb(
          dist,
          [...closure(manifest, [route(after)])].filter((f) => !first.has(f)),
        )
      : 0;
    results.push({
      name: `first-load JS ${path}`,
      unit: 'KiB',
      value: kb,
      budget: '≤ 100 KiB gzip',
      holds: kb <= 100,
      ...(after ? { note: `then ${afterKb.toFixed(1)} KiB for the sign-up form as the page renders` } : {}),
    });
  }
  results.push(await portalBundle(dist));
  const dashboard = route('dashboard');
  const shell = route('shell');
  const base = closure(manifest, [entry, shell]);
  const withDashboard = closure(manifest, [entry, shell, dashboard]);
  // Every chunk the dashboard's modules import dynamically (the charts are loaded by a child of the screen).
  const dashboardKeys = Object.keys(manifest).filter(
    (k) => withDashboard.has(manifest[k]!.file) && !base.has(manifest[k]!.file),
  );
  const lazy = dashboardKeys
    .flatMap((k) => manifest[k]?.dynamicImports ?? [])
    .flatMap((k) => [...closure(manifest, [k])])
    .filter((f) => !withDashboard.has(f));
  const dashKb = await gzipKb(
    dist,
    [...withDashboard].filter((f) => !base.has(f)),
  );
  const lazyKb = await gzipKb(
    dist,
    lazy.filter((f) => !withDashboard.has(f)),
  );
  const landingFiles = closure(manifest, [entry, route('landing')]);
  const chartsOnLanding = lazy.some((f) => landingFiles.has(f));
  results.push({
    name: 'dashboard chunks (screen / lazy charts)',
    unit: 'KiB',
    value: dashKb + lazyKb,
    budget: 'charts load lazily, not on / or /login',
    holds: lazyKb > 0 && !chartsOnLanding,
    note: `${dashKb.toFixed(1)} KiB screen + ${lazyKb.toFixed(1)} KiB charts`,
  });
  return results;
}
