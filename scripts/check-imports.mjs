#!/usr/bin/env node
// Checks the import rules of docs/architecture.md#layers (.dependency-cruiser.cjs) over src/, sw/ and
// server/. It stays on dependency-cruiser 17, the last major whose engines include Node 20, which this
// project still supports (CI installs with --engine-strict); on Node 22 it could move to 18+ and this
// file could become `depcruise src sw server --output-type err`.
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');

// dependency-cruiser 17 parses every file with swc as plain TypeScript (its source says "TODO: tsx"),
// which fails on the first JSX element; 18 turns JSX on for .tsx files. The same swc module object is
// what dependency-cruiser imports (its default export), so turning tsx on here, for .tsx files only
// (a .ts file may hold `<T>value` casts that tsx forbids), gives 17 what 18 does.
const swc = require('@swc/core');
const parseFileSync = swc.parseFileSync.bind(swc);
swc.parseFileSync = (file, options) => parseFileSync(file, { ...options, tsx: /\.[cm]?tsx$/.test(file) });
const { cruise } = await import('dependency-cruiser');

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
