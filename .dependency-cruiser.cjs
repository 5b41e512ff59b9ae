// The import rules of docs/architecture.md#layers and #front-doors, checked by dependency-cruiser in
// `npm run lint` (scripts/check-imports.mjs). Each rule names the section it enforces; each has a
// fixture that breaks it alone in tests/fixtures/boundaries/<rule name>/ (tests/integration/boundaries.test.ts).
// Two rules are not about imports and live in biome.json instead: no DOM globals in src/reports, and no
// table, transaction or database instance in feature code (scripts/boundaries/feature-db-uses.grit).

/** A test file: may also use test tooling, and may set up a database of its own. */
const TEST_FILE = '\\.(test|spec)\\.(ts|tsx|mts|cts)$';
/** A package, whether resolved into a node_modules folder or left as its bare name. */
const pkg = (names) => `(^|node_modules/)(${names})(/|$)`;
/** react, react-dom, react-aria-components, @tanstack/react-router, dexie-react-hooks, @types/react … */
const REACT_NAME = 'react|react-[^/]+|[^/]+-react|[^/]+-react-[^/]+';
const REACT = [pkg(REACT_NAME), `(^|node_modules/)@[^/]+/(${REACT_NAME})(/|$)`];
const DEXIE = pkg('dexie|dexie-[^/]+');
const VALIBOT = pkg('valibot|@valibot/[^/]+');
const TEST_TOOLING = pkg('vitest|@vitest/[^/]+|fast-check|fake-indexeddb');

module.exports = {
  forbidden: [
    // Layers: src/domain is pure TypeScript (schemas, registry, rules), run alike on the device, in the
    // worker and on the server: other src/domain files and valibot only; no React, Dexie, node:*, no layer.
    {
      name: 'domain-pure',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: TEST_FILE },
      to: { pathNot: [`^src/domain/`, VALIBOT] },
    },
    // Layers ("Test files may also use vitest, fast-check, fake-indexeddb and node:*"): the same for
    // src/domain's tests, plus the test tooling.
    {
      name: 'domain-tests-pure',
      severity: 'error',
      from: { path: `^src/domain/.*${TEST_FILE}` },
      to: { pathNot: [`^src/domain/`, VALIBOT, TEST_TOOLING], dependencyTypesNot: ['core'] },
    },
    // Layers: src/store is Dexie and the domain; it knows nothing of the layers above it.
    {
      name: 'store-below-sync',
      severity: 'error',
      from: { path: '^src/store/' },
      to: { path: '^src/(sync|api|app|routes|features|ui)/' },
    },
    // Layers: the sync engine gets its network, clock and lock passed in, so it imports no layer above it.
    {
      name: 'sync-below-features',
      severity: 'error',
      from: { path: '^src/sync/' },
      to: { path: '^src/(api|app|routes|features|ui)/' },
    },
    // Layers: the sync engine runs in the service worker and in Node tests: no React.
    {
      name: 'sync-no-react',
      severity: 'error',
      from: { path: '^src/sync/' },
      to: { path: REACT },
    },
    // Layers: src/ui holds reusable widgets: src/ui, src/domain and packages only (no store, sync, features).
    {
      name: 'ui-only-ui-and-domain',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { dependencyTypes: ['local'], pathNot: '^src/(ui|domain)/' },
    },
    // Layers: the report builders are plain data in, bytes out: src/reports, src/domain and packages.
    {
      name: 'reports-only-reports-and-domain',
      severity: 'error',
      from: { path: '^src/reports/' },
      to: { dependencyTypes: ['local'], pathNot: '^src/(reports|domain)/' },
    },
    // Layers: the report builders run lazily in the page and in Node tests alike: no React, no Dexie.
    {
      name: 'reports-no-react-no-dexie',
      severity: 'error',
      from: { path: '^src/reports/' },
      to: { path: [...REACT, DEXIE] },
    },
    // Layers: a feature's screens are mounted by routes and app, never the other way round.
    {
      name: 'features-below-routes',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/(routes|app)/' },
    },
    // Front doors, "Each feature's front door": a feature imports another feature only through its index.ts.
    {
      name: 'feature-front-door',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/[^/]+/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'] },
    },
    // Front doors: "and so do src/routes and src/app" (and src/api, and any other folder of src allowed
    // to import features at all).
    {
      name: 'front-door-from-outside',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(features|domain|store|sync|ui|reports)/' },
      to: { path: '^src/features/[^/]+/', pathNot: '^src/features/[^/]+/index\\.ts$' },
    },
    // Front doors, "The store's front door": a feature reads and writes through src/store/index.ts only
    // (queries, useQuery, commands), or src/store/session-door.ts (what sign-in and logout load on
    // use). Test files, which set up databases, are exempt.
    {
      name: 'store-front-door',
      severity: 'error',
      from: { path: '^src/features/', pathNot: TEST_FILE },
      to: { path: '^src/store/', pathNot: '^src/store/(index|session-door)\\.ts$' },
    },
    // Front doors: "It imports no Dexie" (test files exempt, as above).
    {
      name: 'features-no-dexie',
      severity: 'error',
      from: { path: '^src/features/', pathNot: TEST_FILE },
      to: { path: DEXIE },
    },
    // Front doors, "No cycles between feature folders": checked on the graph of folders.
    {
      name: 'no-feature-cycles',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/features/[^/]+$' },
      to: { path: '^src/features/[^/]+$', circular: true },
    },
    // Layers: "Nothing in src may import server or tests".
    {
      name: 'src-not-server-or-tests',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(server|tests)/' },
    },
    // Layers: the server shares only the domain with the client.
    {
      name: 'server-only-domain-from-src',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/domain/' },
    },
    // Layers: the server does not import the service worker.
    {
      name: 'server-not-sw',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^sw/' },
    },
    // Layers: the server runs no React and has no IndexedDB.
    {
      name: 'server-no-react-no-dexie',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: [...REACT, DEXIE] },
    },
    // Layers: the service worker runs the sync engine on the store: src/sync, src/store, src/domain.
    {
      name: 'sw-only-sync-store-domain',
      severity: 'error',
      from: { path: '^sw/' },
      to: { path: '^src/', pathNot: '^src/(sync|store|domain)/' },
    },
    // Layers: the service worker imports neither the server nor tests.
    {
      name: 'sw-not-server-or-tests',
      severity: 'error',
      from: { path: '^sw/' },
      to: { path: '^(server|tests)/' },
    },
    // Layers: the service worker has no DOM to render into: no React.
    {
      name: 'sw-no-react',
      severity: 'error',
      from: { path: '^sw/' },
      to: { path: REACT },
    },
  ],
  options: {
    // `import type` counts as much as a value import: it still ties one layer to another.
    tsPreCompilationDeps: true,
    // TypeScript 7 has no JavaScript API for dependency-cruiser's own TypeScript parser; swc parses the
    // same forms (static, type-only, re-exports, import(), require()).
    parser: 'swc',
    doNotFollow: { path: ['node_modules'] },
    // Imports name their .ts/.tsx file (allowImportingTsExtensions) and tsconfig has no `paths`, so plain
    // resolution finds every file; packages resolve through their exports maps.
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
