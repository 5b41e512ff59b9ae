#!/usr/bin/env node
// Fails when a test, script, benchmark or config names a fixed path outside the repository.
//
// Such a path exists only on the machine where it was written: a suite that reads or writes
// a folder under /tmp passes there and fails on a fresh clone (or worse, passes because an earlier
// run left the folder behind). Tests keep what a person may look at under `test-results/`, and
// scratch space in a `mkdtemp` folder they remove. System programs (`/usr/bin/chromium`,
// `/usr/lib/postgresql/…`) are not the repository's to ship, so `/usr`, `/bin`, `/dev`, `/proc` and
// `/sys` are allowed.
//
// `node scripts/check-fixed-paths.mjs`              self-test, then check the tree
// `node scripts/check-fixed-paths.mjs --self-test`  self-test only

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOTS = ['tests', 'scripts', 'src', 'server', 'sw'];
const TOP_LEVEL_CONFIGS = /^(vite|vitest)[\w.-]*\.(ts|mts|js|mjs)$/;
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/**
 * A string literal that starts at a filesystem root which belongs to the machine, not to the
 * repository. URL paths such as '/admin/files' never start with one of these folders.
 */
const FIXED_ROOT =
  /(['"`])\/(tmp|var|home|root|work|Users|mnt|opt|srv|etc|private|run|media|data|workspace)(\/[^'"`\n]*)?\1/g;
/** A folder of a fixed name in the system's temporary directory: `join(tmpdir(), 'reports')`. */
const FIXED_IN_TMPDIR = /tmpdir\(\)\s*,\s*['"`][^'"`]+['"`]/g;

/** Returns `{line, text, why}` for each fixed path in `source`. */
export function findFixedPaths(source) {
  const found = [];
  const lines = source.split('\n');
  lines.forEach((text, i) => {
    for (const m of text.matchAll(FIXED_ROOT)) {
      found.push({ line: i + 1, text: m[0], why: 'an absolute path outside the repository' });
    }
    // mkdtemp(join(tmpdir(), 'prefix-')) makes a new folder each time: that is the right way.
    if (!/mkdtemp/.test(text)) {
      for (const m of text.matchAll(FIXED_IN_TMPDIR)) {
        found.push({
          line: i + 1,
          text: m[0],
          why: 'a fixed folder in the temporary directory (use mkdtemp)',
        });
      }
    }
  });
  return found;
}

async function* walk(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

export function selfTest() {
  const cases = [
    // Samples built from parts, so that a plain text search for fixed paths does not flag this file.
    [`await writeFile('${'/tmp'}/reports-dev/chen.pdf', bytes);`, 1],
    [`const dir = \`${'/home'}/someone/project/out\`;`, 1],
    ["const data = join(tmpdir(), 'reports-dev');", 1],
    ["const work = '/work/main/test-results';", 1],
    ["const dir = await mkdtemp(join(tmpdir(), 'e2e-data-'));", 0],
    ["launch({ executablePath: '/usr/bin/chromium' });", 0],
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text, not a template.
    ['await page.goto(`${base}/admin/files`);', 0],
    ["const out = join(process.cwd(), 'test-results', 'reports');", 0],
  ];
  for (const [source, expected] of cases) {
    const got = findFixedPaths(source).length;
    if (got !== expected) {
      throw new Error(
        `check-fixed-paths self-test: expected ${expected} finding(s) in ${source}, got ${got}`,
      );
    }
  }
}

async function main() {
  selfTest();
  if (process.argv.includes('--self-test')) return;
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const self = fileURLToPath(import.meta.url);
  const files = [];
  for (const dir of ROOTS) for await (const f of walk(path.join(root, dir))) files.push(f);
  for (const name of await readdir(root)) if (TOP_LEVEL_CONFIGS.test(name)) files.push(path.join(root, name));
  const problems = [];
  for (const file of files) {
    if (file === self) continue;
    for (const f of findFixedPaths(await readFile(file, 'utf8'))) {
      problems.push(`${path.relative(root, file)}:${f.line}: ${f.text}: ${f.why}`);
    }
  }
  if (problems.length > 0) {
    console.error('Fixed paths outside the repository (a fresh machine does not have them;');
    console.error('use test-results/ for output a person keeps, or a mkdtemp folder you remove):');
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(`check-fixed-paths: ${files.length} files, no fixed path outside the repository`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
