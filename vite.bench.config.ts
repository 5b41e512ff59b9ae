import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/** The browser benchmark page (tests/bench/browser), built apart from the app. */
export default defineConfig({
  root: resolve(import.meta.dirname, 'tests/bench/browser'),
  build: {
    outDir: resolve(import.meta.dirname, 'node_modules/.bench-dist'),
    emptyOutDir: true,
    target: 'es2022',
  },
});
