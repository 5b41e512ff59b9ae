import { relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * The beneficiary portal's page (portal.html), built after the app into the same folder
 * (vite.config.ts runs it) so that the service worker precaches both. It is React, like the app,
 * built apart so that none of the firm's screens, its router or its report generators can share a
 * chunk with it (docs/architecture.md#portal-page); its first load holds React DOM, the local
 * database and the sync engine, within its own budget.
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
  build: {
    target: 'es2022',
    sourcemap: false,
    emptyOutDir: false,
    // Its own manifest beside the app's, for the bundle benchmark (tests/bench/bundle.ts).
    manifest: '.vite/portal-manifest.json',
    rolldownOptions: {
      input: 'portal.html',
      // The app's own modules have no side effects but their styles: a module the portal uses no
      // export of (the firm's API schemas behind the schemas' barrel, say) is left out whole, which
      // keeps about 8 kB gzip of the firm's code out of the page. Libraries keep what their own
      // package.json says.
      treeshake: {
        moduleSideEffects: (id: string, external: boolean) =>
          external || !id.includes('/src/') || id.includes('/node_modules/') || /\.css($|\?)/.test(id),
      },
      output: {
        // The domain and store modules the page loads first stay one chunk: left to itself, the
        // bundler split the few the firm's lazily loaded dashboard query shares with them into
        // chunks of a few hundred bytes each, every one paying its own compression and request.
        codeSplitting: {
          groups: [
            { name: 'store', test: (id: string) => /\/src\/(domain|store)\/(?!.*dashboard)/.test(id) },
          ],
        },
      },
      // The router's "use client" lines (in the lazily loaded sign-in code) mean nothing here.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
});
