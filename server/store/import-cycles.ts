import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every relative import and re-export of a module, `import type` included (a type circle is still a circle). */
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => resolve(dirname(file), m[1]!));
}

/**
 * The circles of imports among the modules under `root` reachable from those in `dir` (tests left
 * out), each as the list of files in it relative to `root`. A depth-first walk: a module met again
 * while still on the path closes a circle.
 */
export function importCycles(root: string, dir: string): string[][] {
  const start = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(dir, f));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of importsOf(file)) {
      if (!next.startsWith(root)) continue;
      if (state.get(next) === 'open')
        cycles.push(path.slice(path.indexOf(next)).map((f) => relative(root, f)));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of start) if (!state.has(file)) visit(file);
  return cycles;
}
