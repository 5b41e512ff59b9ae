import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The lint rule of scripts/no-template-route.grit (docs/architecture.md#navigation): TanStack
 * Router types `to` so that any string compiles, so `npm run lint` refuses a route address built
 * from a template string. Each fixture is linted with the repository's biome.json.
 */
const dir = mkdtempSync(join(tmpdir(), 'no-template-route-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function lint(name: string, source: string): string {
  const file = join(dir, name);
  writeFileSync(file, source);
  const biome = join(process.cwd(), 'node_modules', '.bin', 'biome');
  const run = spawnSync(biome, ['lint', `--config-path=${process.cwd()}`, '--max-diagnostics=50', file], {
    encoding: 'utf8',
  });
  return run.stdout + run.stderr;
}

const RULE = 'A route address built from a template string';
const HEADER =
  'declare const navigate: (o: unknown) => void;\ndeclare const redirect: (o: unknown) => void;\n';

describe('no route address from a template string', () => {
  it('refuses one in navigate, redirect and a Link', () => {
    const out = lint(
      'planted.tsx',
      `${HEADER}declare const Link: (p: { to: string; children: string }) => null;
export const a = (id: string) => navigate({ to: \`/admin/filez/\${id}\` });
export const b = (id: string) => redirect({ replace: true, to: \`/admin/files/\${id}\` });
export const c = (id: string) => <Link to={\`/admin/files/\${id}\`}>File</Link>;
`,
    );
    expect(out.split(RULE).length - 1, out).toBe(3);
  });

  it('lets a route path with its params, and a template string that is not an address, through', () => {
    const out = lint(
      'clean.ts',
      `${HEADER}export const a = (id: string) => navigate({ to: '/admin/files/$id', params: { id } });
export const period = (year: string) => ({ from: \`\${year}-01-01\`, to: \`\${year}-12-31\` });
`,
    );
    expect(out).not.toContain(RULE);
    expect(out).toContain('Checked 1 file');
  });
});
