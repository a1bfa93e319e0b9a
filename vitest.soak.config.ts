import { defineConfig } from 'vitest/config';

// The long loops (`npm run soak`): kill loops and chaos runs beyond the few representative ones in `npm test`.
export default defineConfig({
  test: {
    include: ['test/soak/**/*.soak.ts'],
    retry: 0,
    testTimeout: 600_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
