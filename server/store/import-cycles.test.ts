import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles.ts';

const server = resolve(import.meta.dirname, '..');

describe('imports of server/store', () => {
  it('form no circle, through server/scope or anywhere else in server/', () => {
    expect(importCycles(server, join(server, 'store'))).toEqual([]);
  });

  it('a circle is found, type imports and re-exports included', () => {
    const root = mkdtempSync(join(tmpdir(), 'cycles-'));
    mkdirSync(join(root, 'store'));
    mkdirSync(join(root, 'scope'));
    writeFileSync(join(root, 'store', 'a.ts'), "import { b } from './b.ts';\nexport const a = b;\n");
    writeFileSync(
      join(root, 'store', 'b.ts'),
      "import type { C } from '../scope/c.ts';\nexport const b = 1;\n",
    );
    writeFileSync(
      join(root, 'scope', 'c.ts'),
      "export type { A } from '../store/a.ts';\nexport type C = 1;\n",
    );
    writeFileSync(join(root, 'store', 'leaf.ts'), "import { a } from './a.ts';\nexport const leaf = a;\n");
    expect(importCycles(root, join(root, 'store'))).toEqual([['store/a.ts', 'store/b.ts', 'scope/c.ts']]);
  });
});
