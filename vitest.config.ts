import { defineConfig } from 'vitest/config';

// Unit and integration tests; end-to-end browser tests run separately under Playwright.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    retry: 0,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
  },
});
