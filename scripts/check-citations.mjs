#!/usr/bin/env node
// Fails when code cites a document a newcomer cannot open: the design document and the product
// specification that live outside this repository ("DESIGN §6", "DESIGN.md §3", "spec §2") and the
// Ontario notes beside them ("ONTARIO.md"). Comments cite docs/architecture.md and docs/behaviour.md
// instead; `node scripts/cite-docs.mjs FILE…` rewrites the old citations.
//
// `node scripts/check-citations.mjs`              self-test, then check src/, sw/, server/, tests/,
//                                                 scripts/ and the top-level config files
// `node scripts/check-citations.mjs --self-test`  self-test only (shows that the check can fail)

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOTS = ['src', 'sw', 'server', 'tests', 'scripts'];
// Only these folder names are skipped, wherever they are; the embedded database's data folder is at the
// root, outside ROOTS, so a source folder named data (src/features/data) is checked like any other.
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test-results', '.git']);
const TEXT_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|json|sql|css|html|md|sh)$/;
/** This check and the rewriter name the patterns themselves. */
const SELF = new Set(['scripts/check-citations.mjs', 'scripts/cite-docs.mjs']);
/** Top-level files that hold code or configuration (README.md and docs/ may mention the history). */
const TOP_LEVEL = /^(?:[\w.-]+\.(?:ts|mts|mjs|js|json)|\.ci\/run)$/;

const PATTERNS = [
  { name: 'DESIGN §n', re: /\bDESIGN(?:\.md)?\s*§/ },
  { name: 'spec §n', re: /\bspec\s*§/i },
  { name: 'ONTARIO.md', re: /\bONTARIO\.md\b/ },
  // The permission table moved to docs/architecture.md#roles-and-permissions.
  { name: 'README "Roles and permissions"', re: /README\.md, "Roles and permissions"/ },
];

/** Each citation of an outside document in `text`, as {line, pattern, text}. */
export function findCitations(text) {
  const hits = [];
  text.split('\n').forEach((line, i) => {
    for (const p of PATTERNS)
      if (p.re.test(line)) hits.push({ line: i + 1, pattern: p.name, text: line.trim() });
  });
  return hits;
}

async function walk(root, dir, out) {
  let entries;
  try {
    entries = await readdir(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name)) await walk(root, rel, out);
    } else if (TEXT_EXT.test(e.name) && !SELF.has(rel)) {
      out.push(rel);
    }
  }
}

/** Repository-relative paths of every file this check reads. */
export async function filesToCheck(root) {
  const files = [];
  for (const dir of ROOTS) await walk(root, dir, files);
  const top = await readdir(root, { withFileTypes: true });
  for (const e of top)
    if (e.isFile() && TOP_LEVEL.test(e.name) && e.name !== 'package-lock.json') files.push(e.name);
  try {
    for (const e of await readdir(path.join(root, '.ci')))
      if (TOP_LEVEL.test(`.ci/${e}`)) files.push(`.ci/${e}`);
  } catch {
    // no .ci folder
  }
  return files.sort();
}

/** Shows that each pattern is caught and that ordinary text passes; returns the failures. */
export function selfTest() {
  const failures = [];
  const mustFail = [
    '/** Push and pull (DESIGN §6). */',
    '// Enforces the import direction of DESIGN.md §3',
    "describe('validateLogin (spec §5)', () => {",
    '/** Spec §8: the server message, otherwise Login failed. */',
    ' * the sources collected in ONTARIO.md',
    ' * never queues it (README.md, "Roles and permissions"). The role',
  ];
  const mustPass = [
    '/** Push and pull (docs/architecture.md#sync-protocol). */',
    '// the specification says so; see docs/behaviour.md#differences-from-the-specification',
    'const DESIGN = 1; // § alone is fine',
  ];
  for (const text of mustFail) if (findCitations(text).length === 0) failures.push(`not caught: ${text}`);
  for (const text of mustPass)
    if (findCitations(text).length !== 0) failures.push(`caught by mistake: ${text}`);
  return failures;
}

async function main(argv) {
  const failures = selfTest();
  if (failures.length) {
    console.error('check-citations: self-test failed:');
    for (const f of failures) console.error(`  ${f}`);
    return 1;
  }
  if (argv.includes('--self-test')) {
    console.log('check-citations: self-test passed (every pattern can fail, plain text passes)');
    return 0;
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const found = [];
  for (const file of await filesToCheck(root)) {
    const text = await readFile(path.join(root, file), 'utf8');
    for (const hit of findCitations(text)) found.push(`${file}:${hit.line}: ${hit.text}`);
  }
  if (found.length) {
    const files = new Set(found.map((f) => f.split(':')[0]));
    console.error(
      `check-citations: ${found.length} citation(s) of documents outside the repository in ${files.size} file(s).`,
    );
    console.error(
      'Cite docs/architecture.md or docs/behaviour.md; `node scripts/cite-docs.mjs FILE…` rewrites them.',
    );
    for (const f of found) console.error(`  ${f}`);
    return 1;
  }
  console.log('check-citations: no citation of documents outside the repository');
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
