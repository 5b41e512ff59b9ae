import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { permissionsTable } from '../../src/domain/rules/permissions-table.ts';

/** A Markdown table's rows as trimmed cells, separator rows left out: padding does not matter. */
const cellsOf = (table: string) =>
  table
    .split('\n')
    .filter((line) => line.trim().startsWith('|') && !/^\|[\s|:-]+\|$/.test(line.trim()))
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim()),
    );

describe('the README’s permission table', () => {
  it('is the matrix as it is (regenerate it with permissionsTable() when the matrix changes)', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Roles and permissions'), readme.indexOf('## Benchmarks'));
    expect(cellsOf(section)).toEqual(cellsOf(permissionsTable()));
  });

  it('names every entity and ability once', () => {
    const rows = cellsOf(permissionsTable());
    expect(rows).toContainEqual(['Estates', 'all', 'all', 'create, update', '—']);
    expect(rows).toContainEqual(['Read the activity log', 'yes', '—', '—', '—']);
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
  });
});
