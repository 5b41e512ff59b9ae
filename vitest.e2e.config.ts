import { defineConfig } from 'vitest/config';

/** Browser tests: the real build in system Chromium against the real server (npm run test:e2e). */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Each file runs its own server and browser; two at once fill this machine.
    maxWorkers: 2,
    fileParallelism: true,
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
});
