import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // A bound, not a speed: each test waits for what it expects, and a machine busy with other work (CI
    // beside other jobs) renders Mantine screens several times slower than a quiet one.
    testTimeout: 30_000,
    // Vitest's default is one worker less than the cores, so a single worker on two: both cores are used.
    maxWorkers: 2,
  },
});
