import { relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * The beneficiary portal's page (portal.html), built after the app into the same folder
 * (vite.config.ts runs it) so that the service worker precaches both. The portal renders with
 * Preact's React-compatible layer instead of React, and has no router: its first load must stay
 * within the budget of the public pages while it holds the local database and the sync engine
 * (docs/architecture.md#portal-page). Its code is the same source as the app's; only what `react`
 * and `react-dom` resolve to differs.
 */
/** Which source modules each chunk holds, so the bundle benchmark can prove none is the firm's. */
function moduleList(): Plugin {
  return {
    name: 'estate-admin:portal-modules',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const item of Object.values(bundle))
        if (item.type === 'chunk')
          chunks[item.fileName] = item.moduleIds.map((id) => relative(import.meta.dirname, id));
      this.emitFile({ type: 'asset', fileName: '.vite/portal-modules.json', source: JSON.stringify(chunks) });
    },
  };
}

export default defineConfig({
  plugins: [moduleList()],
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    emptyOutDir: false,
    // Its own manifest beside the app's, for the bundle benchmark (tests/bench/bundle.ts).
    manifest: '.vite/portal-manifest.json',
    rolldownOptions: {
      input: 'portal.html',
      // The router's "use client" lines (in the lazily loaded sign-in code) mean nothing here.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
});
