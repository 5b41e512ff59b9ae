import { defineConfig } from 'vitest/config';

/**
 * The offline promise in WebKit and Firefox ESR (npm run test:engines): Debian's engines, driven
 * over WebDriver and WebDriver BiDi against the real server. One file per engine, both at once.
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.engines.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    fileParallelism: true,
  },
});
