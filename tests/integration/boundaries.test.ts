// The import rules of docs/architecture.md#layers can fail: each fixture in tests/fixtures/boundaries/
// breaks exactly one rule (named like its folder), and the check reports that rule and no other.
// The real tree reports none. Two rules are Biome's (biome.json overrides) and one is tsconfig.sw.json's;
// their fixtures are linted or type-checked with the real configuration.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { checkImports } from '../../scripts/check-imports.mjs';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/boundaries');
const BIN = path.join(ROOT, 'node_modules/.bin');

type Violation = { rule: { name: string }; from: string; to: string };
type Cruise = { output: string };

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: Array<{ name: string }>;
};
const BIOME_RULES = ['reports-no-dom-globals', 'feature-db-uses'];
const TSC_RULES = ['domain-sync-no-dom-globals'];

/** The errors and violations dependency-cruiser finds under `baseDir` (its src/, sw/ and server/). */
async function cruise(
  baseDir: string,
): Promise<{ errors: number; modules: number; violations: Violation[] }> {
  const roots = (await readdir(baseDir)).filter((d) => ['src', 'sw', 'server'].includes(d));
  const result: Cruise = await checkImports(roots, baseDir, 'json');
  const { summary } = JSON.parse(result.output);
  return { errors: summary.error, modules: summary.totalCruised, violations: summary.violations };
}

describe('import rules (.dependency-cruiser.cjs)', () => {
  it('has a fixture for every rule, and a rule for every fixture', async () => {
    const fixtures = (await readdir(FIXTURES)).sort();
    const rules = [...config.forbidden.map((r) => r.name), ...BIOME_RULES, ...TSC_RULES].sort();
    expect(fixtures).toEqual(rules);
  });

  for (const { name } of config.forbidden) {
    it(`reports ${name} for its fixture, and only it`, async () => {
      const { errors, violations } = await cruise(path.join(FIXTURES, name));
      expect(errors).toBeGreaterThan(0);
      expect(errors).toBe(violations.length);
      expect([...new Set(violations.map((v) => v.rule.name))]).toEqual([name]);
    });
  }

  it('finds no violation in src/, sw/ and server/', async () => {
    const { errors, modules, violations } = await cruise(ROOT);
    expect(violations).toEqual([]);
    expect(errors).toBe(0);
    // Every source file was parsed (not skipped as a language it could not read).
    expect(modules).toBeGreaterThan(900);
  });
});

/** Lints a fixture laid out as the repository, with the repository's biome.json and plugins. */
async function biomeDiagnostics(fixture: string): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'biome-boundaries-'));
  try {
    const biome = JSON.parse(await readFile(path.join(ROOT, 'biome.json'), 'utf8'));
    delete biome.$schema;
    await writeFile(path.join(dir, 'biome.json'), JSON.stringify(biome));
    for (const plugin of [
      ...(biome.plugins ?? []),
      ...biome.overrides.flatMap((o: { plugins?: string[] }) => o.plugins ?? []),
    ])
      await cp(path.join(ROOT, plugin), path.join(dir, plugin));
    await cp(path.join(FIXTURES, fixture), dir, { recursive: true });
    const out = await run(
      path.join(BIN, 'biome'),
      ['lint', '--reporter=github', '--max-diagnostics=100', '.'],
      {
        cwd: dir,
      },
    ).then(
      (r) => r.stdout,
      (e: { stdout: string }) => e.stdout,
    );
    return out
      .split('\n')
      .filter((l) => l.startsWith('::error'))
      .map((l) => {
        const file = /file=([^,]+)/.exec(l)?.[1] ?? '';
        return `${/title=([^,]+)/.exec(l)?.[1]} ${path.relative(dir, file)}:${/line=(\d+)/.exec(l)?.[1]}`;
      })
      .sort();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('rules that are not imports (biome.json)', () => {
  it('reports-no-dom-globals: window in src/reports, not a parameter named document', async () => {
    expect(await biomeDiagnostics('reports-no-dom-globals')).toEqual([
      'lint/style/noRestrictedGlobals src/reports/pdf.ts:2',
    ]);
  });

  it('feature-db-uses: a transaction and a table in a feature, not in its test or a string', async () => {
    expect(await biomeDiagnostics('feature-db-uses')).toEqual([
      'plugin src/features/estates/screen.tsx:3',
      'plugin src/features/estates/screen.tsx:4',
    ]);
  });
});

describe('DOM globals in src/domain and src/sync (tsconfig.sw.json)', () => {
  it('type-checks src/domain and src/sync without the DOM library', async () => {
    const sw = JSON.parse(await readFile(path.join(ROOT, 'tsconfig.sw.json'), 'utf8'));
    expect(sw.include).toEqual(expect.arrayContaining(['src/domain', 'src/sync']));
    expect(sw.compilerOptions.lib.map((l: string) => l.toLowerCase())).not.toContain('dom');
  });

  it('domain-sync-no-dom-globals: tsc refuses document and window, not a parameter named document', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tsc-boundaries-'));
    try {
      const file = path.join(FIXTURES, 'domain-sync-no-dom-globals/src/sync/engine.ts');
      await writeFile(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          extends: path.join(ROOT, 'tsconfig.sw.json'),
          compilerOptions: { composite: false, incremental: false, tsBuildInfoFile: null },
          include: [],
          files: [file],
        }),
      );
      const out = await run(path.join(BIN, 'tsc'), ['-p', path.join(dir, 'tsconfig.json')]).then(
        (r) => r.stdout,
        (e: { stdout: string }) => e.stdout,
      );
      const errors = out
        .split('\n')
        .filter((l) => l.includes('error TS'))
        .map((l) => /\((\d+),\d+\): error (TS\d+)/.exec(l)?.slice(1).join(' '));
      expect(errors).toEqual(['2 TS2584', '3 TS2304']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
