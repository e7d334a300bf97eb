import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each file builds its own app and database, and nothing registers itself at module level, so files can
    // share one module graph per worker: importing the server's modules once per worker instead of once per
    // file halves the suite's CPU time (the imports were half of it).
    isolate: false,
    // PGlite instances are large: two files at a time fit this machine comfortably.
    maxWorkers: 2,
  },
});
