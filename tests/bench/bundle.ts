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

async function gzipKb(dist: string, files: Iterable<string>): Promise<number> {
  let total = 0;
  for (const f of files) if (f.endsWith('.js')) total += gzipSync(await readFile(join(dist, f))).length;
  return total / 1024;
}

/**
 * docs/architecture.md#performance-budgets: first-load JavaScript of / and /login at most 100 kB
 * gzip; charts only with the dashboard; the beneficiary portal reported, with none of the firm's code.
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
      unit: 'kB',
      value: kb,
      budget: '≤ 100 kB gzip',
      holds: kb <= 100,
      ...(after ? { note: `then ${afterKb.toFixed(1)} kB for the sign-up form as the page renders` } : {}),
    });
  }
  // /portal: its front door (src/features/portal/index.ts) imports the portal itself on first render,
  // so the first load is the door's closure and that of what it imports. It reads the local
  // database, so it cannot be as light as the public pages; it must carry none of the admin area,
  // the firm's screens or the report generators.
  const door = route('portal');
  const portalFiles = closure(manifest, [entry, door, ...(manifest[door]?.dynamicImports ?? [])]);
  const portalKb = await gzipKb(dist, portalFiles);
  const firmOnly = [
    'shell',
    'dashboard',
    'reports',
    'files',
    'estates',
    'accounts',
    'data',
    'profile',
    'people',
  ]
    .map((feature) => Object.keys(manifest).find((k) => k.endsWith(`features/${feature}/index.ts`)))
    .filter((k): k is string => !!k)
    .map((k) => manifest[k]!.file);
  const heavy = Object.values(manifest)
    .filter((c) => /jspdf|docx|exceljs|xlsx|victory/i.test(`${c.name ?? ''} ${c.src ?? ''} ${c.file}`))
    .map((c) => c.file);
  const carried = [...firmOnly, ...heavy].filter((f) => portalFiles.has(f));
  results.push({
    name: 'first-load JS /portal',
    unit: 'kB',
    value: portalKb,
    budget: 'reported; none of the firm’s code',
    holds: firmOnly.length > 0 && carried.length === 0,
    note: carried.length
      ? `carries ${carried.join(', ')}`
      : 'no admin area, firm screens or report generators',
  });
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
    unit: 'kB',
    value: dashKb + lazyKb,
    budget: 'charts load lazily, not on / or /login',
    holds: lazyKb > 0 && !chartsOnLanding,
    note: `${dashKb.toFixed(1)} kB screen + ${lazyKb.toFixed(1)} kB charts`,
  });
  return results;
}
