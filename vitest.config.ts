import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    // Suites that need a real PostgreSQL server run in the PostgreSQL pass (npm run test:server-pg).
    exclude: process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts', '**/node_modules/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy (~750 MB each): keep to the machine's two cores.
    maxWorkers: 2,
  },
});
