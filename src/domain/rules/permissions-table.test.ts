import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { permissionsTable } from './permissions-table.ts';

describe('the README’s permission table', () => {
  it('is the matrix as it is (regenerate it with permissionsTable() when the matrix changes)', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    expect(readme).toContain(permissionsTable());
  });

  it('names every entity and ability once', () => {
    const rows = permissionsTable().split('\n').slice(2);
    expect(rows.some((r) => r.startsWith('| Estates | all | all | create, update |'))).toBe(true);
    expect(rows.some((r) => r.startsWith('| Read the activity log | yes | — | — |'))).toBe(true);
  });
});
