import { defineConfig } from 'vitest/config';

/**
 * The offline promise in WebKit and Firefox ESR (npm run test:engines): Debian's engines, driven
 * over WebDriver and WebDriver BiDi against the real server. One file per engine, one at a time:
 * both browsers at once on two cores starved Firefox's service worker (docs/behaviour.md#engines).
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.engines.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
    fileParallelism: false,
  },
});
