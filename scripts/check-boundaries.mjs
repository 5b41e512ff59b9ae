#!/usr/bin/env node
// Enforces the import direction of docs/architecture.md#layers ("checked by lint, not by memory"):
//   domain <- store <- sync <- features <- routes/app; ui imports only domain; reports (the
//   report builders) import only domain and packages, no React, no Dexie;
//   server imports only src/domain; sync and domain use no React and no DOM; sw imports sync, store, domain.
// Features (docs/architecture.md, "front doors"):
//   (a) a feature reads and writes the local store only through src/store/index.ts (typed queries,
//       useQuery, commands): no Dexie, no other store module, no table, `table_`, transaction or
//       database instance of its own (test files, which set up databases, are exempt);
//   (b) a feature imports another feature only through that feature's index.ts, and so do
//       src/routes and src/app;
//   (c) no import cycle between feature folders.
//
// `node scripts/check-boundaries.mjs`              self-test, then check src/, sw/, server/
// `node scripts/check-boundaries.mjs --self-test`  self-test only
//
// Specifiers are found with regular expressions over the source with comments blanked out, which is
// enough for the static `import`/`export … from`, `import type`, `import('…')` and `require('…')`
// forms this code base uses. A dynamic import of a computed string cannot be checked and is ignored.

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOTS = ['src', 'sw', 'server'];
const SOURCE_EXT = /\.(ts|tsx|mts|cts)$/;
/** Packages a `*.test.ts(x)` file may use whatever its layer (test tooling, not product code). */
const TEST_PACKAGES = ['vitest', '@vitest/*', 'fast-check', 'fake-indexeddb', 'node:*'];

// ---------------------------------------------------------------------------------------------
// Parsing

/**
 * Blanks comments (keeping newlines so offsets and line numbers stay put) and records where string
 * and template literals are, so that an `import` inside a string is not taken for a real one.
 */
export function scan(text) {
  const out = text.split('');
  /** @type {Array<[number, number]>} */
  const strings = [];
  let i = 0;
  const n = text.length;
  const blank = (from, to) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  // Template literals nest through `${ … }`; the stack holds the brace depth at which each template
  // expression started.
  const templateDepths = [];
  let braceDepth = 0;
  const readTemplate = (start) => {
    // `start` is just after a backtick or after the `}` closing an expression.
    let k = start;
    while (k < n) {
      const c = text[k];
      if (c === '\\') k += 2;
      else if (c === '`') return { end: k + 1, inExpr: false };
      else if (c === '$' && text[k + 1] === '{') return { end: k + 2, inExpr: true };
      else k++;
    }
    return { end: n, inExpr: false };
  };
  while (i < n) {
    const c = text[i];
    const d = text[i + 1];
    if (c === '/' && d === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && d === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      let k = i + 1;
      while (k < n && text[k] !== c && text[k] !== '\n') k += text[k] === '\\' ? 2 : 1;
      strings.push([i, k + 1]);
      i = k + 1;
    } else if (c === '`') {
      const { end, inExpr } = readTemplate(i + 1);
      strings.push([i, end]);
      if (inExpr) templateDepths.push(braceDepth);
      i = end;
    } else if (c === '{') {
      braceDepth++;
      i++;
    } else if (c === '}') {
      if (templateDepths.length && templateDepths[templateDepths.length - 1] === braceDepth) {
        templateDepths.pop();
        const { end, inExpr } = readTemplate(i + 1);
        strings.push([i, end]);
        if (inExpr) templateDepths.push(braceDepth);
        i = end;
      } else {
        braceDepth--;
        i++;
      }
    } else {
      i++;
    }
  }
  return { code: out.join(''), strings };
}

const SPEC = String.raw`(['"])([^'"\n]+)\1`;
const IMPORT_PATTERNS = [
  // import x from 'a'; import type { X } from 'a'; import * as n from 'a'; export { x } from 'a';
  // export * from 'a'; export * as n from 'a'; export type { X } from 'a'
  new RegExp(String.raw`(?<![\w$.])(?:import|export)\s+(?:type\s+)?[\w$*{},\s]*?\bfrom\s*${SPEC}`, 'g'),
  // import 'a' (side effects only)
  new RegExp(String.raw`(?<![\w$.])import\s*${SPEC}`, 'g'),
  // import('a'), import(`a`), require('a'), import x = require('a')
  /(?<![\w$.])(?:import|require)\s*\(\s*(['"\x60])([^'"\x60\n$]+)\1\s*[,)]/g,
];

const insideString = (strings, index) => strings.some(([a, b]) => index >= a && index < b);

function lineAt(text, index) {
  let line = 1;
  for (let k = 0; k < index; k++) if (text.charCodeAt(k) === 10) line++;
  return line;
}

/** Every module specifier `text` imports or re-exports, with its 1-based line and the statement text. */
export function parseImports(text) {
  const { code, strings } = scan(text);
  const found = new Map();
  for (const pattern of IMPORT_PATTERNS) {
    pattern.lastIndex = 0;
    for (const m of code.matchAll(pattern)) {
      if (insideString(strings, m.index)) continue;
      if (found.has(m.index)) continue;
      found.set(m.index, {
        specifier: m[2],
        line: lineAt(code, m.index),
        statement: m[0].replace(/\s+/g, ' ').trim(),
      });
    }
  }
  return [...found.entries()].sort((a, b) => a[0] - b[0]).map(([, v]) => v);
}

/**
 * Whether the file declares its own binding called `name` (a variable, parameter, destructured field
 * or import), in which case `name.x` is that binding and not the DOM global. Estates have documents,
 * so `document` is a natural parameter name in domain rules and in the sync engine's blob queue.
 * This is per file, not per scope: a file that shadows the name somewhere is trusted everywhere.
 */
function declaresBinding(code, name) {
  const patterns = [
    String.raw`\b(?:const|let|var|function|class)\s+${name}\b`, // const document = …
    String.raw`[(,]\s*(?:\.\.\.)?${name}\s*\??\s*:`, // (document: Doc) / (a, document?: Doc)
    String.raw`\([^()]*(?<![\w$.])${name}\b[^()]*\)\s*(?::[^=;]*)?=>`, // (document, i) => …
    String.raw`(?<![\w$.])${name}\s*=>`, // document => …
    String.raw`\{[^{}]*(?<![\w$.])${name}\b[^{}]*\}\s*[:=]`, // const { document } = … / ({ document }: P)
    String.raw`\bas\s+${name}\b`, // import { x as document }
  ];
  return patterns.some((p) => new RegExp(p).test(code));
}

/**
 * Uses of the DOM's `document`/`window` globals, found by text (comments and strings ignored, and
 * names the file declares itself skipped); `globalThis.document.x` and `self.window.x` always count.
 */
export function findDomGlobals(text) {
  const { code, strings } = scan(text);
  const hits = [];
  const shadowed = new Set(['document', 'window'].filter((name) => declaresBinding(code, name)));
  // `document.x`, `window?.x`, `globalThis.window.x`; not `opts.window.x` or `a?.document.x`.
  const pattern =
    /(?:((?:globalThis|self)\s*\.\s*)|(?<![\w$)\]?]\s*\.\s*|[\w$]))(document|window)\s*(?:\?\.|\.|\[)/g;
  for (const m of code.matchAll(pattern)) {
    if (insideString(strings, m.index)) continue;
    const viaGlobal = Boolean(m[1]);
    if (!viaGlobal && shadowed.has(m[2])) continue;
    hits.push({ name: m[2], line: lineAt(code, m.index), statement: m[0].replace(/\s+/g, '') });
  }
  return hits;
}

// ---------------------------------------------------------------------------------------------
// Rules

/** Where a specifier points: `{kind: 'path', path}` (repo-relative, posix) or `{kind: 'package', name}`. */
export function resolveSpecifier(fromFile, specifier) {
  const spec = specifier.replace(/[?#].*$/, '');
  if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') {
    return { kind: 'path', path: path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), spec)) };
  }
  // Vite resolves '/src/…' from the project root.
  if (spec.startsWith('/')) return { kind: 'path', path: path.posix.normalize(spec.slice(1)) };
  if (spec.startsWith('node:')) return { kind: 'package', name: spec };
  const parts = spec.split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return { kind: 'package', name };
}

const within = (p, dir) => p === dir || p.startsWith(`${dir}/`);
const withinAny = (p, dirs) => dirs.some((d) => within(p, d));
const matchesPackage = (name, patterns) =>
  patterns.some((pat) => (pat.endsWith('/*') ? name.startsWith(pat.slice(0, -1)) : name === pat));
/** react, react-dom, react-aria-components, @tanstack/react-router, dexie-react-hooks, … */
const isReactPackage = (name) => /(^|\/|-)react($|-)/.test(name);
const isDexiePackage = (name) => name === 'dexie' || name.startsWith('dexie-');
const isTestFile = (file) => /\.(test|spec)\.(ts|tsx|mts|cts)$/.test(file);

const SRC = (...names) => names.map((n) => `src/${n}`);

const STORE_FRONT_DOOR = 'src/store/index.ts';

/** 'src/features/estates/x.ts' -> 'estates'; null outside src/features/<name>/. */
export function featureOf(p) {
  const m = /^src\/features\/([^/]+)\//.exec(p);
  return m ? m[1] : null;
}

/** A path into another feature that is not its front door (index.ts), or null. */
function deepFeatureImport(file, target) {
  if (target.kind !== 'path') return null;
  const to = featureOf(target.path);
  if (!to || to === featureOf(file)) return null;
  if (target.path === `src/features/${to}/index.ts`) return null;
  return `import another feature only through its front door, src/features/${to}/index.ts`;
}

/**
 * Direct uses of the local database in feature code (comments and strings ignored): the page's
 * database instance, a table by name through `table`/`table_`, or a transaction.
 */
const DB_USES = [
  { pattern: /(?<![\w$])localDb\b/g, what: 'the local database instance' },
  { pattern: /\.table_?\s*\(/g, what: 'a table of the local database' },
  { pattern: /\.transaction\s*\(/g, what: 'a transaction of the local database' },
];

export function findDbUses(text) {
  const { code, strings } = scan(text);
  const hits = [];
  for (const { pattern, what } of DB_USES) {
    pattern.lastIndex = 0;
    for (const m of code.matchAll(pattern)) {
      if (insideString(strings, m.index)) continue;
      hits.push({ line: lineAt(code, m.index), statement: m[0].replace(/\s+/g, ''), what });
    }
  }
  return hits;
}

/**
 * Each rule: which files it governs, and a check of one resolved import returning the reason it is
 * not allowed (or nothing). The first rule whose `files` matches a file applies to it.
 */
const RULES = [
  {
    layer: 'src/domain',
    files: (f) => within(f, 'src/domain'),
    dom: true,
    check(target) {
      if (target.kind === 'path') {
        return within(target.path, 'src/domain') ? null : 'src/domain may import only from src/domain';
      }
      if (isReactPackage(target.name) || isDexiePackage(target.name)) {
        return 'src/domain is pure: no React, no Dexie';
      }
      return matchesPackage(target.name, ['valibot', '@valibot/*'])
        ? null
        : 'src/domain may import only the packages valibot and @valibot/*';
    },
  },
  {
    layer: 'src/store',
    files: (f) => within(f, 'src/store'),
    check(target) {
      if (
        target.kind === 'path' &&
        withinAny(target.path, [...SRC('sync', 'api', 'app', 'routes', 'features', 'ui'), 'server'])
      ) {
        return 'src/store may not import sync, api, app, routes, features, ui or server';
      }
      return null;
    },
  },
  {
    layer: 'src/sync',
    files: (f) => within(f, 'src/sync'),
    dom: true,
    check(target) {
      if (
        target.kind === 'path' &&
        withinAny(target.path, [...SRC('api', 'app', 'routes', 'features', 'ui'), 'server'])
      ) {
        return 'src/sync may not import api, app, routes, features, ui or server (adapters are passed in)';
      }
      if (target.kind === 'package' && isReactPackage(target.name)) return 'src/sync uses no React';
      return null;
    },
  },
  {
    layer: 'src/ui',
    files: (f) => within(f, 'src/ui'),
    check(target) {
      if (target.kind === 'path' && !withinAny(target.path, SRC('ui', 'domain'))) {
        return 'src/ui may import only src/ui, src/domain and packages';
      }
      return null;
    },
  },
  {
    // The report builders run in the page (lazily) and in Node tests alike: pure data in, bytes out.
    layer: 'src/reports',
    files: (f) => within(f, 'src/reports'),
    dom: true,
    check(target) {
      if (target.kind === 'path') {
        return withinAny(target.path, SRC('reports', 'domain'))
          ? null
          : 'src/reports may import only src/reports, src/domain and packages';
      }
      if (isReactPackage(target.name) || isDexiePackage(target.name)) {
        return 'src/reports uses no React and no Dexie';
      }
      return null;
    },
  },
  {
    layer: 'src/features',
    files: (f) => within(f, 'src/features'),
    check(target, file) {
      if (target.kind === 'path' && withinAny(target.path, [...SRC('routes', 'app'), 'server'])) {
        return 'src/features may not import routes, app or server';
      }
      const deep = deepFeatureImport(file, target);
      if (deep) return deep;
      if (isTestFile(file)) return null;
      if (target.kind === 'package' && isDexiePackage(target.name)) {
        return 'a feature reads the local store through src/store/index.ts (queries, useQuery, commands), not Dexie';
      }
      if (target.kind === 'path' && within(target.path, 'src/store') && target.path !== STORE_FRONT_DOOR) {
        return `a feature imports the local store only through ${STORE_FRONT_DOOR}`;
      }
      return null;
    },
  },
  {
    layer: 'src/routes',
    files: (f) => within(f, 'src/routes'),
    check(target, file) {
      if (target.kind === 'path' && within(target.path, 'server')) return 'src/routes may not import server';
      return deepFeatureImport(file, target);
    },
  },
  {
    layer: 'src',
    files: (f) => within(f, 'src'),
    check(target, file) {
      const deep = deepFeatureImport(file, target);
      if (deep) return deep;
      if (target.kind === 'path' && withinAny(target.path, ['server', 'tests'])) {
        return 'src may not import server or tests';
      }
      return null;
    },
  },
  {
    layer: 'server',
    files: (f) => within(f, 'server'),
    check(target) {
      if (target.kind === 'path') {
        if (within(target.path, 'src') && !within(target.path, 'src/domain')) {
          return 'server may import only src/domain from src';
        }
        if (withinAny(target.path, ['sw'])) return 'server may not import sw';
        return null;
      }
      if (isReactPackage(target.name) || isDexiePackage(target.name))
        return 'server may not import React or Dexie';
      return null;
    },
  },
  {
    layer: 'sw',
    files: (f) => within(f, 'sw'),
    check(target) {
      if (target.kind === 'path') {
        if (within(target.path, 'src') && !withinAny(target.path, SRC('sync', 'store', 'domain'))) {
          return 'sw may import only src/sync, src/store and src/domain from src';
        }
        if (withinAny(target.path, ['server', 'tests'])) return 'sw may not import server or tests';
        return null;
      }
      if (isReactPackage(target.name)) return 'sw may not import React';
      return null;
    },
  },
];

/**
 * Checks in-memory files: `files` is `[{path: 'src/ui/button.tsx', text}]`, paths relative to the repo
 * root with forward slashes. Returns the violations, in file and line order.
 */
export function checkFiles(files) {
  const violations = [];
  for (const { path: file, text } of files) {
    const rule = RULES.find((r) => r.files(file));
    if (!rule) continue;
    for (const imp of parseImports(text)) {
      const target = resolveSpecifier(file, imp.specifier);
      if (target.kind === 'package' && isTestFile(file) && matchesPackage(target.name, TEST_PACKAGES))
        continue;
      const reason = rule.check(target, file);
      if (reason)
        violations.push({
          file,
          line: imp.line,
          specifier: imp.specifier,
          statement: imp.statement,
          target,
          reason,
        });
    }
    if (rule.layer === 'src/features' && !isTestFile(file)) {
      for (const hit of findDbUses(text)) {
        violations.push({
          file,
          line: hit.line,
          specifier: hit.statement,
          statement: hit.statement,
          target: null,
          reason: `a feature uses ${hit.what} only through src/store/index.ts (queries, useQuery, commands)`,
        });
      }
    }
    if (rule.dom) {
      for (const hit of findDomGlobals(text)) {
        violations.push({
          file,
          line: hit.line,
          specifier: hit.name,
          statement: hit.statement,
          target: null,
          reason: `${rule.layer} runs without a DOM (page, service worker, tests): no \`${hit.name}\` global`,
        });
      }
    }
  }
  violations.push(...featureCycles(files));
  return violations.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));
}

/**
 * Imports that take part in a cycle between feature folders: each import from one feature into
 * another whose two ends lie in the same strongly connected component of the feature graph.
 */
export function featureCycles(files) {
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  const edges = [];
  for (const { path: file, text } of files) {
    const from = featureOf(file);
    if (!from || isTestFile(file)) continue;
    for (const imp of parseImports(text)) {
      const target = resolveSpecifier(file, imp.specifier);
      const to = target.kind === 'path' ? featureOf(target.path) : null;
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
      edges.push({ file, from, to, imp, target });
    }
  }
  const component = stronglyConnected(graph);
  return edges
    .filter((e) => component.get(e.from) === component.get(e.to))
    .map((e) => ({
      file: e.file,
      line: e.imp.line,
      specifier: e.imp.specifier,
      statement: e.imp.statement,
      target: e.target,
      reason: `features ${e.from} and ${e.to} import each other (directly or through others): no cycles between features`,
    }));
}

/** Tarjan's algorithm: each node of `graph` (Map of node -> Set of nodes) mapped to its component's id. */
function stronglyConnected(graph) {
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((s) => [...s])]);
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const component = new Map();
  let counter = 0;
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v) === index.get(v)) {
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.set(w, v);
      } while (w !== v);
    }
  };
  for (const v of [...nodes].sort()) if (!index.has(v)) visit(v);
  return component;
}

export function formatViolation(v) {
  const where = v.target?.kind === 'path' ? ` (-> ${v.target.path})` : '';
  return `${v.file}:${v.line}: ${v.statement}${where}\n    ${v.reason}`;
}

// ---------------------------------------------------------------------------------------------
// Files on disk

async function listSources(root, dir) {
  let entries;
  try {
    entries = await readdir(path.join(root, dir), { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const files = [];
  for (const entry of entries) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.'))
        files.push(...(await listSources(root, rel)));
    } else if (SOURCE_EXT.test(entry.name)) {
      files.push(rel);
    }
  }
  return files;
}

/** Reads every .ts/.tsx file under src/, sw/ and server/ of `root`. */
export async function readSources(root) {
  const paths = (await Promise.all(ROOTS.map((dir) => listSources(root, dir)))).flat().sort();
  return Promise.all(paths.map(async (p) => ({ path: p, text: await readFile(path.join(root, p), 'utf8') })));
}

// ---------------------------------------------------------------------------------------------
// Self-test: proves each rule can fail, so a passing lint means something.

const FAKE_FILES = [
  {
    path: 'src/domain/rules/money.ts',
    text: [
      "import * as v from 'valibot';", // ok
      "import { toJsonSchema } from '@valibot/to-json-schema';", // ok
      "import { Party } from '../schemas/index.ts';", // ok
      "import Dexie from 'dexie';", // 4: dexie
      "import { useState } from 'react';", // 5: react
      "import type { Repo } from '../../store/repo.ts';", // 6: outside domain
      "export { x } from '../../sync/engine.ts';", // 7: outside domain
      "const lazy = () => import('../../ui/chart.tsx');", // 8: outside domain
      "import ky from 'ky';", // 9: package not allowed
      "// import { bad } from '../../app/main.tsx';", // comment: ok
      'const s = "import { bad } from \'../../app/main.tsx\'";', // string: ok
      'export const width = () => window.innerWidth;', // 12: DOM
      "import { readFile } from 'node:fs';", // 13: node builtin not allowed outside tests
    ].join('\n'),
  },
  {
    // A parameter called `document` (an estate document) is not the DOM global.
    path: 'src/domain/rules/documents.ts',
    text: [
      'export function title(document: DocumentRecord) { return document.name; }',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a fake file
      'export const ids = (docs) => docs.map((document, i) => `${document.id}-${i}`);',
    ].join('\n'),
  },
  {
    path: 'src/domain/rules/money.test.ts',
    text: "import { describe } from 'vitest';\nimport fc from 'fast-check';\nimport { add } from './money.ts';\n",
  },
  {
    path: 'src/store/estates.ts',
    text: [
      "import Dexie from 'dexie';", // ok
      "import { useLiveQuery } from 'dexie-react-hooks';", // ok
      "import { Estate } from '../domain/schemas/index.ts';", // ok
      "import { push } from '../sync/push.ts';", // 4
      "import { api } from '../api/client.ts';", // 5
      "import { Table } from '../ui/table.tsx';", // 6
      "import { handler } from '../../server/routes/estates/handlers.ts';", // 7
    ].join('\n'),
  },
  {
    path: 'src/sync/engine.ts',
    text: [
      "import type { Db } from '../store/db.ts';", // ok
      "import { Mutation } from '../domain/schemas/index.ts';", // ok
      "import { useEffect } from 'react';", // 3
      "import { createRoot } from 'react-dom/client';", // 4
      "import { Link } from '@tanstack/react-router';", // 5
      "import { client } from '../api/client.ts';", // 6
      "import { Screen } from '../features/sync/screen.tsx';", // 7
      'const visible = document.visibilityState;', // 8: DOM
      'const opts = { window: 5 }; const w = opts.window.valueOf();', // ok: a property called window
      'globalThis.window?.addEventListener("online", f);', // 10: DOM
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a fake file
      'const t = `template ${x} document.title`;', // ok: in a template
    ].join('\n'),
  },
  {
    path: 'src/ui/table.tsx',
    text: [
      "import { Table } from 'react-aria-components';", // ok
      "import { formatMoney } from '../domain/rules/money.ts';", // ok
      "import { Chip } from './chip.tsx';", // ok
      "import { useEstates } from '../store/estates.ts';", // 4
      "import {\n  Screen,\n} from '../features/estates/screen.tsx';", // 5
    ].join('\n'),
  },
  {
    path: 'src/reports/render/pdf.ts',
    text: [
      "import { jsPDF } from 'jspdf';", // ok
      "import type { ReportModel } from '../model.ts';", // ok
      "import { formatCents } from '../../domain/rules/money.ts';", // ok
      "import { useMemo } from 'react';", // 4: react
      "import Dexie from 'dexie';", // 5: dexie
      "import { localDb } from '../../store/instance.ts';", // 6: store
      "import { engine } from '../../sync/instance.ts';", // 7: sync
      "const panel = () => import('../../features/reports/reports-card.tsx');", // 8: features
      "import { StatusChip } from '../../ui/status-chip.tsx';", // 9: ui
      'const url = window.URL.createObjectURL(blob);', // 10: DOM
    ].join('\n'),
  },
  {
    path: 'src/features/estates/screen.tsx',
    text: [
      "import { queries, useQuery } from '../../store/index.ts';", // ok: the store's front door
      "import { Table } from '../../ui/table.tsx';", // ok
      "import { Route } from '../../routes/estates.tsx';", // 3
      "import { router } from '../../app/router.ts';", // 4
      "import type { LocalDb } from '../../store/db.ts';", // 5: a store module behind the front door
      "import { useLiveQuery } from 'dexie-react-hooks';", // 6: Dexie
      "import { ReportsCard } from '../reports/index.ts';", // 7: a front door, but reports imports estates back
      "import { accountRows } from '../accounts/account-rows.ts';", // 8: past another feature's front door
      'const rows = await localDb.estates.toArray();', // 9: the database instance
      "const assets = db.table_('assets');", // 10: a table
      "await db.transaction('r', db.estates, read);", // 11: a transaction
      'const s = "localDb.table_(\'x\')"; // db.transaction(', // ok: in a string and a comment
      'const n = repos.transactions.length + queries.table.size;', // ok: not the database's
      "import { useSyncStatus } from '../sync/index.ts';", // ok: sync never imports estates
    ].join('\n'),
  },
  {
    // Tests set up databases of their own; they may still not reach past a front door.
    path: 'src/features/estates/screen.test.ts',
    text: [
      "import { LocalDb } from '../../store/db.ts';", // ok in a test
      "await db.transaction('rw', db.estates, write);", // ok in a test
      "import { shortId } from '../accounts/account-rows.ts';", // 3: past another feature's front door
      "import { UpcomingDeadlinesCard } from '../reports/index.ts';", // ok (and no edge of the feature graph)
    ].join('\n'),
  },
  {
    path: 'src/features/reports/card.tsx',
    text: [
      "import { EstateSummary } from '../estates/index.ts';", // 1: closes the cycle estates -> reports -> estates
      "import { currentUser } from '../auth/index.ts';", // ok
    ].join('\n'),
  },
  {
    path: 'src/routes/estates.tsx',
    text: [
      "const load = () => import('../features/estates/index.ts');", // ok: the front door
      "import type { Env } from '../../server/env.ts';", // 2
      "import { EstatesScreen } from '../features/estates/screen.tsx';", // 3: past the front door
    ].join('\n'),
  },
  {
    path: 'src/app/main.tsx',
    text: [
      "import { dropSession } from '../features/auth/index.ts';", // ok
      "import { registerServiceWorker } from '../features/pwa/service-worker.ts';", // 2: past the front door
    ].join('\n'),
  },
  {
    path: 'server/routes/estates/handlers.ts',
    text: [
      "import { Hono } from 'hono';", // ok
      "import { Estate } from '../../../src/domain/schemas/index.ts';", // ok
      "import { db } from '../../store/db.ts';", // ok (server/store)
      "import { repo } from '../../../src/store/estates.ts';", // 4
      "import { jsx } from 'react/jsx-runtime';", // 5
      "import Dexie from 'dexie';", // 6
    ].join('\n'),
  },
  {
    path: 'sw/sw.ts',
    text: [
      "import { precacheAndRoute } from 'workbox-precaching';", // ok
      "import { createEngine } from '../src/sync/engine.ts';", // ok
      "import { db } from '../src/store/db.ts';", // ok
      "import { client } from '../src/api/client.ts';", // 4
      "import { render } from 'react-dom';", // 5
    ].join('\n'),
  },
];

const EXPECTED = [
  'server/routes/estates/handlers.ts:4',
  'server/routes/estates/handlers.ts:5',
  'server/routes/estates/handlers.ts:6',
  'src/domain/rules/money.ts:4',
  'src/domain/rules/money.ts:5',
  'src/domain/rules/money.ts:6',
  'src/domain/rules/money.ts:7',
  'src/domain/rules/money.ts:8',
  'src/domain/rules/money.ts:9',
  'src/domain/rules/money.ts:12',
  'src/domain/rules/money.ts:13',
  'src/app/main.tsx:2',
  'src/features/estates/screen.test.ts:3',
  'src/features/estates/screen.tsx:3',
  'src/features/estates/screen.tsx:4',
  'src/features/estates/screen.tsx:5',
  'src/features/estates/screen.tsx:6',
  'src/features/estates/screen.tsx:7',
  'src/features/estates/screen.tsx:8',
  'src/features/estates/screen.tsx:9',
  'src/features/estates/screen.tsx:10',
  'src/features/estates/screen.tsx:11',
  'src/features/reports/card.tsx:1',
  'src/reports/render/pdf.ts:4',
  'src/reports/render/pdf.ts:5',
  'src/reports/render/pdf.ts:6',
  'src/reports/render/pdf.ts:7',
  'src/reports/render/pdf.ts:8',
  'src/reports/render/pdf.ts:9',
  'src/reports/render/pdf.ts:10',
  'src/routes/estates.tsx:2',
  'src/routes/estates.tsx:3',
  'src/store/estates.ts:4',
  'src/store/estates.ts:5',
  'src/store/estates.ts:6',
  'src/store/estates.ts:7',
  'src/sync/engine.ts:3',
  'src/sync/engine.ts:4',
  'src/sync/engine.ts:5',
  'src/sync/engine.ts:6',
  'src/sync/engine.ts:7',
  'src/sync/engine.ts:8',
  'src/sync/engine.ts:10',
  'src/ui/table.tsx:4',
  'src/ui/table.tsx:5',
  'sw/sw.ts:4',
  'sw/sw.ts:5',
];

/** Returns a list of problems (empty when the checker finds exactly the planted violations). */
export function selfTest() {
  const got = checkFiles(FAKE_FILES).map((v) => `${v.file}:${v.line}`);
  const missing = EXPECTED.filter((e) => !got.includes(e));
  const unexpected = got.filter((g) => !EXPECTED.includes(g));
  const problems = [
    ...missing.map((m) => `planted violation not found: ${m}`),
    ...unexpected.map((u) => `false positive: ${u}`),
  ];
  if (got.length !== new Set(got).size) problems.push(`a line was reported twice: ${got.join(', ')}`);
  return problems;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const problems = selfTest();
  if (problems.length) {
    console.error('check-boundaries: self-test FAILED (the checker itself is broken):');
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(`check-boundaries: self-test ok (${EXPECTED.length} planted violations found)`);
  if (process.argv.includes('--self-test')) return;

  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = await readSources(root);
  const violations = checkFiles(files);
  if (violations.length) {
    console.error(
      `check-boundaries: ${violations.length} import-direction violation(s) (docs/architecture.md#layers):`,
    );
    for (const v of violations) console.error(formatViolation(v));
    process.exit(1);
  }
  console.log(`check-boundaries: ${files.length} files in ${ROOTS.join(', ')} follow the import direction`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
