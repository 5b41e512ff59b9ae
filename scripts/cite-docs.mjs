#!/usr/bin/env node
// Replaces citations of documents that live outside this repository ("DESIGN §6", "spec §2",
// "DESIGN.md §3", "ONTARIO.md") with links to the sections of docs/architecture.md and
// docs/behaviour.md that now say the same thing.
//
// `node scripts/cite-docs.mjs FILE…`            rewrite the citations in these files
// `node scripts/cite-docs.mjs --all`            the same, for every file scripts/check-citations.mjs checks
// `node scripts/cite-docs.mjs --dry-run FILE…`  print what would change, write nothing
// `node scripts/cite-docs.mjs --check-anchors`  check that every anchor below is a heading in docs/
// `node scripts/cite-docs.mjs --self-test`      rewrite known examples, and fail on an unknown one
//
// Exits 1, listing file:line, when a citation is one this mapping does not know (a section number
// with no entry, or a bare "§n" with no document before it on the line): map it below, then rerun.
// Anchors are GitHub's heading slugs, so renaming a heading in docs/ means updating them here.

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ARCH = 'docs/architecture.md';
const BEHAV = 'docs/behaviour.md';
const a = (anchor) => `${ARCH}#${anchor}`;
const b = (anchor) => `${BEHAV}#${anchor}`;

/**
 * Where each section of the old documents now lives. For one section, the first match wins:
 * `line` rules test the text of the line, `path` rules the repository-relative file path, then
 * `default`. `DESIGN` is the old design document, `spec` the original product specification.
 */
export const MAPPING = {
  DESIGN: {
    1: { default: a('overview') },
    2: { default: a('stateless-processes') },
    3: { default: a('layers') },
    4: {
      line: [[/Create New Account|first account|Accounts list/, b('accounts')]],
      path: [[/^src\/(features\/accounts|domain\/rules\/account-draft)/, b('accounts')]],
      default: a('data-model'),
    },
    5: { default: a('one-write-path') },
    6: {
      line: [
        [/logout|log out/i, a('sessions-and-logout')],
        [/evict|storage pressure/i, a('sessions-and-logout')],
        [/trigger/i, a('triggers-locks-and-backoff')],
        [/refused|rejected/i, a('rejected-changes')],
        [/conflict|lost|loses|lose\b|settle|someone's delete/i, a('conflicts')],
      ],
      path: [
        [
          /^src\/features\/(auth\/session-store|profile\/logout|sync\/storage-card)/,
          a('sessions-and-logout'),
        ],
        [/^src\/features\/sync\/(sync-screen|sync-status-card)/, b('sync-page')],
        [/^src\/sync\/attention/, b('sync-page')],
        [/^src\/sync\/push/, a('push')],
        [/^server\/store\/apply/, a('conflicts')],
        [/^src\/store\//, a('outbox')],
      ],
      default: a('sync-protocol'),
    },
    7: { default: a('performance-budgets') },
    8: {
      path: [[/sync-model/, a('guarantees')]],
      line: [[/model test/i, a('guarantees')]],
      default: a('tests'),
    },
    9: { default: b('differences-from-the-specification') },
    10: {
      path: [[/^src\/store\/db/, a('local-store')]],
      default: a('conventions'),
    },
    11: { default: b('differences-from-the-specification') },
    12: { default: b('differences-from-the-specification') },
  },
  spec: {
    1: {
      path: [
        [/top-bar|admin-layout|shell\//, b('admin-shell')],
        [/welcome-banner|dashboard/, b('dashboard')],
      ],
      default: b('landing'),
    },
    2: {
      line: [
        [/dashboard/i, b('dashboard')],
        [/estates list/i, b('estates')],
      ],
      path: [
        [/^src\/features\/landing\//, b('landing')],
        [/^src\/features\/auth\/|^src\/domain\/demo/, b('sign-in-and-sign-up')],
        [/dashboard/, b('dashboard')],
        [/^src\/features\/files\//, b('files')],
        [/^src\/features\/estates\//, b('estates')],
        [/^src\/features\/accounts\/|account-draft|banks/, b('accounts')],
        [/^src\/features\/data\/|list-format|load-error/, b('data-lists')],
        [/^src\/features\/records\/|record-title/, b('record-forms')],
        [/^src\/features\/profile\//, b('profile')],
        [/^src\/features\/reports\//, b('reports')],
        [/^src\/features\/sync\//, b('sync-page')],
        [/breadcrumbs|^src\/routes\/|top-bar|shell\//, b('admin-shell')],
        [/^tests\/e2e\//, b('screens')],
      ],
      default: b('screens'),
    },
    3: {
      line: [
        [/\bUser\b/, a('api')],
        [/derived estates/, a('data-model')],
      ],
      path: [
        [/^server\//, a('api')],
        [/account-draft|banks|^src\/features\/accounts\//, b('accounts')],
        [/dashboard/, b('dashboard')],
        [/^src\/features\/files\//, b('files')],
        [/^src\/features\/data\//, b('data-lists')],
        [/^src\/features\/reports\//, b('reports')],
        [/^src\/features\/records\/|rules\/forms|rules\/transactions|form-/, b('record-forms')],
        [/status-display|schemas\/statuses/, b('common-to-every-screen')],
      ],
      default: a('data-model'),
    },
    4: {
      line: [[/401/, b('admin-shell')]],
      path: [
        [/^src\/(api|app)\/|auth\/session/, b('admin-shell')],
        [/account-draft|^src\/features\/accounts\//, b('accounts')],
        [/^src\/features\/records\//, b('record-forms')],
        [/status-display/, b('common-to-every-screen')],
      ],
      default: b('screens'),
    },
    5: {
      path: [
        [/^src\/features\/auth\//, b('sign-in-and-sign-up')],
        [/account-draft|banks|bank-picker|^src\/features\/accounts\//, b('accounts')],
        [/list-query|^src\/features\/files\//, b('files')],
        [/currency-input/, b('common-to-every-screen')],
      ],
      default: b('record-forms'),
    },
    6: { default: b('admin-shell') },
    7: { default: a('api') },
    8: {
      path: [
        [/^src\/features\/auth\//, b('sign-in-and-sign-up')],
        [/^src\/features\/files\//, b('files')],
        [/^src\/features\/profile\//, b('profile')],
        [/^src\/features\/accounts\/|account-select/, b('record-forms')],
      ],
      default: b('common-to-every-screen'),
    },
    9: {
      path: [
        [/^src\/api\/|^src\/features\/auth\//, b('sign-in-and-sign-up')],
        [/account-draft/, b('accounts')],
        [/dashboard/, b('dashboard')],
        [/list-query|^src\/features\/files\//, b('files')],
      ],
      default: b('common-to-every-screen'),
    },
  },
};

/** Whole-document mentions with no section number. */
export const DOCUMENTS = [
  [/\bONTARIO\.md\b/g, b('ontario-rules-and-sources')],
  // The permission matrix's table moved from the README to the architecture document.
  [/README\.md, "Roles and permissions"/g, a('roles-and-permissions')],
];

/** One citation group: "spec §2", "DESIGN §4, §9", "spec §2-§5", "spec §2, DESIGN §4, §9", "spec §2 and §8". */
const ONE = String.raw`(?:(?:DESIGN(?:\.md)?|[Ss]pec)\s+)?§\d+(?:\s*[-–]\s*§?\d+)?`;
const GROUP = new RegExp(
  String.raw`\b(?:DESIGN(?:\.md)?|[Ss]pec)\s+§\d+(?:\s*[-–]\s*§?\d+)?(?:(?:\s*,\s*|\s+and\s+)${ONE})*`,
  'g',
);
const TOKEN = /(?:(DESIGN(?:\.md)?|[Ss]pec)\s+)?§(\d+)(?:\s*[-–]\s*§?(\d+))?/g;
const BARE = /§(\d+)/g;

const docOf = (word) => (word.startsWith('DESIGN') ? 'DESIGN' : 'spec');

/** The anchor for one section in the context of a file and a line; undefined when unknown. */
export function anchorFor(doc, section, file, line) {
  const entry = MAPPING[doc]?.[section];
  if (!entry) return undefined;
  for (const [re, target] of entry.line ?? []) if (re.test(line)) return target;
  for (const [re, target] of entry.path ?? []) if (re.test(file)) return target;
  return entry.default;
}

/**
 * Rewrites the citations on one line. Returns the new line and the citations it could not map
 * (as text), so the caller can leave the line alone and report them.
 */
export function rewriteLine(line, file) {
  const unknown = [];
  let lastDoc;
  const mapTokens = (text, inherited) => {
    const targets = [];
    let doc = inherited;
    for (const m of text.matchAll(TOKEN)) {
      if (m[1]) doc = docOf(m[1]);
      if (!doc) {
        unknown.push(m[0]);
        continue;
      }
      const from = Number(m[2]);
      const to = m[3] ? Number(m[3]) : from;
      for (let n = from; n <= Math.max(from, to); n++) {
        const target = anchorFor(doc, n, file, line);
        if (target) targets.push(target);
        else unknown.push(`${doc} §${n}`);
      }
    }
    lastDoc = doc;
    return [...new Set(targets)].join(', ');
  };
  let out = line.replace(GROUP, (group) => mapTokens(group, undefined));
  // "spec §2 Login screen, §8 messages": a bare §n takes the document last named on the line.
  out = out.replace(BARE, (whole) => {
    if (!lastDoc) {
      unknown.push(whole);
      return whole;
    }
    return mapTokens(whole, lastDoc);
  });
  for (const [re, target] of DOCUMENTS) out = out.replace(re, target);
  return { line: out, unknown };
}

/** Rewrites a file's text; `unknown` lists `line: citation` for what could not be mapped. */
export function rewriteText(text, file) {
  const unknown = [];
  const lines = text.split('\n').map((line, i) => {
    // Only lines that cite one of the old documents; a lone "§" in other prose is left alone.
    if (!/(?:DESIGN(?:\.md)?|[Ss]pec)\s+§\d|ONTARIO\.md|README\.md, "Roles/.test(line)) return line;
    const result = rewriteLine(line, file);
    if (result.unknown.length) {
      unknown.push(`${i + 1}: ${result.unknown.join(', ')}`);
      return line;
    }
    return result.line;
  });
  return { text: lines.join('\n'), unknown };
}

/** GitHub's heading slug: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

async function anchorsIn(root, doc) {
  const text = await readFile(path.join(root, doc), 'utf8');
  return new Set(
    text
      .split('\n')
      .filter((l) => /^#{1,6}\s/.test(l))
      .map((l) => slug(l.replace(/^#+\s*/, ''))),
  );
}

/** Every anchor the mapping uses that is not a heading of its document. */
export async function missingAnchors(root) {
  const targets = new Set();
  for (const doc of Object.values(MAPPING))
    for (const entry of Object.values(doc))
      for (const t of [entry.default, ...(entry.line ?? []), ...(entry.path ?? [])].map((x) =>
        Array.isArray(x) ? x[1] : x,
      ))
        targets.add(t);
  for (const [, t] of DOCUMENTS) targets.add(t);
  const missing = [];
  for (const target of targets) {
    const [doc, anchor] = target.split('#');
    const anchors = await anchorsIn(root, doc);
    if (!anchors.has(anchor)) missing.push(target);
  }
  return missing;
}

/** Known rewrites, and an unknown citation that must be reported; returns the failures. */
export function selfTest() {
  const cases = [
    [
      'src/sync/push.ts',
      '/** Replays the outbox (DESIGN §6). */',
      '/** Replays the outbox (docs/architecture.md#push). */',
    ],
    [
      'src/features/auth/login-screen.tsx',
      '/** Sign-in (spec §2 Login screen, §8 messages). */',
      '/** Sign-in (docs/behaviour.md#sign-in-and-sign-up Login screen, docs/behaviour.md#sign-in-and-sign-up messages). */',
    ],
    [
      'src/features/accounts/accounts-list-screen.tsx',
      '/** Accounts list (spec §2, DESIGN §4, §9). */',
      '/** Accounts list (docs/behaviour.md#accounts, docs/behaviour.md#differences-from-the-specification). */',
    ],
    [
      'src/features/records/asset-form.tsx',
      ' * The asset form (spec §2-§5), used by',
      ' * The asset form (docs/behaviour.md#record-forms), used by',
    ],
    ['src/domain/x.ts', '// Spec §5: required.', '// docs/behaviour.md#record-forms: required.'],
    [
      'src/domain/x.ts',
      '// the Ontario tariff (ONTARIO.md)',
      '// the Ontario tariff (docs/behaviour.md#ontario-rules-and-sources)',
    ],
    ['src/domain/x.ts', '// one § alone, no citation', '// one § alone, no citation'],
    [
      'src/store/repos.ts',
      ' * never queues it (README.md, "Roles and permissions"). The role',
      ' * never queues it (docs/architecture.md#roles-and-permissions). The role',
    ],
  ];
  const failures = [];
  for (const [file, before, after] of cases) {
    const got = rewriteText(before, file);
    if (got.text !== after || got.unknown.length) failures.push(`${file}: ${before} -> ${got.text}`);
  }
  const unknown = rewriteText('// see DESIGN §99', 'src/x.ts');
  if (!unknown.unknown.length || unknown.text !== '// see DESIGN §99')
    failures.push('an unknown section was not reported, or the line was changed');
  return failures;
}

async function main(argv) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const flags = new Set(argv.filter((x) => x.startsWith('--')));
  const failures = selfTest();
  if (failures.length || flags.has('--self-test')) {
    for (const f of failures) console.error(`cite-docs: self-test failed: ${f}`);
    if (!failures.length) console.log('cite-docs: self-test passed');
    return failures.length ? 1 : 0;
  }
  let files = argv.filter((x) => !x.startsWith('--'));
  if (flags.has('--check-anchors')) {
    const missing = await missingAnchors(root);
    if (missing.length) {
      console.error(`cite-docs: ${missing.length} anchor(s) with no heading in docs/:`);
      for (const m of missing) console.error(`  ${m}`);
      return 1;
    }
    console.log('cite-docs: every anchor is a heading in docs/');
    if (!files.length && !flags.has('--all')) return 0;
  }
  if (flags.has('--all')) {
    const { filesToCheck } = await import(pathToFileURL(path.join(root, 'scripts/check-citations.mjs')).href);
    files = [...files, ...(await filesToCheck(root))];
  }
  if (!files.length) {
    console.error('usage: node scripts/cite-docs.mjs [--dry-run] [--check-anchors] (--all | FILE…)');
    return 2;
  }
  const dry = flags.has('--dry-run');
  const problems = [];
  let changed = 0;
  for (const file of files) {
    const abs = path.resolve(root, file);
    const rel = path.relative(root, abs).split(path.sep).join('/');
    const before = await readFile(abs, 'utf8');
    const { text, unknown } = rewriteText(before, rel);
    for (const u of unknown) problems.push(`${rel}:${u}`);
    if (text === before) continue;
    changed++;
    if (dry) {
      const a = before.split('\n');
      const b2 = text.split('\n');
      for (let i = 0; i < a.length; i++)
        if (a[i] !== b2[i]) console.log(`${rel}:${i + 1}\n  - ${a[i].trim()}\n  + ${b2[i].trim()}`);
    } else {
      await writeFile(abs, text);
      console.log(`cite-docs: rewrote ${rel}`);
    }
  }
  console.log(`cite-docs: ${changed} file(s) ${dry ? 'would change' : 'changed'}`);
  if (problems.length) {
    console.error(`cite-docs: ${problems.length} citation(s) with no mapping (left as they were):`);
    for (const p of problems) console.error(`  ${p}`);
    return 1;
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
