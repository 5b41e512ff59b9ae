#!/usr/bin/env node
// Checks the import rules of docs/architecture.md#layers (.dependency-cruiser.cjs) over src/, sw/ and
// server/. dependency-cruiser's CLI refuses Node 20 (its engines say ^22), which this project still
// supports; its API runs on it, so lint calls the API here. On Node 22 this file could become
// `depcruise src sw server --output-type err`.
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');

/** Cruises `roots` (folders relative to `baseDir`) with the project's rules; returns the result. */
export async function checkImports(roots, baseDir = process.cwd(), outputType = 'err') {
  const result = await cruise(roots, {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    outputType,
  });
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { summary } = JSON.parse((await checkImports(['src', 'sw', 'server'], root, 'json')).output);
  // (The json reporter's exitCode is always 0: the count of errors decides.)
  if (summary.error > 0 || summary.violations.length > 0) {
    // The readable report, only when there is something to read.
    console.error((await checkImports(['src', 'sw', 'server'], root)).output);
    process.exit(1);
  }
  // The summary alone: dependency-cruiser also warns that it found no TypeScript <7 to parse with,
  // which is expected (swc parses instead; tests/integration/boundaries.test.ts proves it sees every form).
  console.log(
    `check-imports: ${summary.totalCruised} modules, ${summary.totalDependenciesCruised} imports follow docs/architecture.md#layers`,
  );
}
