import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPages } from './scripts/vite-prerender.ts';

const apiPort = Number(process.env.PORT ?? 4310);

const isPortalPath = (url: string) => /^\/portal(\/|\?|$)/.test(url);

/**
 * The beneficiary portal is its own page, portal.html, built apart (React too) by vite.portal.config.ts
 * (docs/architecture.md#portal-page). Its build runs once the app's files are written and before
 * the service worker's precache list is made, so the worker precaches both pages. In development
 * the dev server answers /portal addresses with portal.html, as the server does in production.
 */
function portalPage(): Plugin {
  let outDir = 'dist';
  return {
    name: 'estate-admin:portal-page',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && req.headers.accept?.includes('text/html') && isPortalPath(req.url))
          req.url = '/portal.html';
        next();
      });
    },
    writeBundle: {
      sequential: true,
      async handler() {
        await build({
          configFile: resolve(import.meta.dirname, 'vite.portal.config.ts'),
          logLevel: 'warn',
          build: { outDir },
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    portalPage(),
    prerenderPages(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The top bar's logo must show offline too.
      includeAssets: ['logo.svg'],
      // The manifest and icons are added to the precache by the plugin itself.
      // No source map for the worker either (it would follow the build's setting; said here too).
      injectManifest: { globPatterns: ['**/*.{js,css,html}'], sourcemap: false },
      manifest: {
        name: 'Estate Administration',
        short_name: 'Estates',
        description:
          'Offline-first estate administration for Ontario estate lawyers, executors and firm staff',
        theme_color: '#1e3a5f',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/admin/dashboard',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // React 19 has useSyncExternalStore; the shim for React 17 and older (used by the router's
    // store and react-aria) is dead weight. The package's plain entries hand out React's own.
    alias: [
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  build: {
    target: 'es2022',
    // No source maps in the build: the server would otherwise hand out the app's source.
    sourcemap: false,
    // The manifest lets the bundle-size benchmark follow each route's chunks.
    manifest: true,
    // Every browser the app supports (es2022: Chrome, Edge, Firefox 115+, Safari 17+) preloads
    // modules itself; the polyfill was 0.3 kB of every page's first load
    // (docs/architecture.md#performance-budgets). An older Safari only loads them a moment later.
    modulePreload: {
      polyfill: false,
      // The entry lists, for each lazy route, every chunk to fetch alongside it; those lists were
      // 0.8 kB gzip of every page's first load, mostly hashes, and /login had 0.1 kB of room
      // (docs/architecture.md#performance-budgets). The entry's routes now list only their styles
      // and fetch their modules as the route's chunk asks for them: by then from the service
      // worker's precache, which the first visit fills while the person signs in.
      resolveDependencies(_filename, deps, { hostId, hostType }) {
        const entryRoute = hostType === 'js' && /^assets\/index-/.test(hostId);
        return entryRoute ? deps.filter((dep) => dep.endsWith('.css')) : deps;
      },
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every page needs React and the router. One chunk for them compresses better than the
          // five the default split made (docs/architecture.md#performance-budgets first-load budget), and changes only on upgrades.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
