import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkModules } from './vite-chunk-modules.ts';
import { precompress } from './vite-precompress.ts';
import { stylesheetFirst } from './vite-stylesheet-first.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * React Router's own production build, for `vite build`: the package's exports name only its development build
 * (remix-run/react-router#12532, meant to be temporary), which carries the development warnings (it logged them in
 * the console of the built app) and is larger — the first screen's download grew by it. Both entries the app
 * imports point into the same production chunks, so the router's contexts stay one.
 */
function reactRouterProductionBuild() {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command }) => ({
  plugins: [react(), stylesheetFirst(), precompress(), chunkModules()],
  resolve: command === 'build' ? { alias: reactRouterProductionBuild() } : {},
  // The running frontend version is compared with the server's `frontend_required` (spec §4).
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The entry chunk holds React DOM and Mantine core; DESIGN §8 budgets it in gzip (under 200 KB), not raw.
  // Every browser the academy supports knows `modulepreload` (Chrome 66, Firefox 115, Safari 17), so the first
  // screen does not carry Vite's polyfill for it.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    modulePreload: { polyfill: false },
    // Constants imported from another module are written where they are used (the contracts' names shared with
    // the server, the storage keys) instead of travelling as exports between the first screen's chunks.
    rolldownOptions: { optimization: { inlineConst: { mode: 'all', pass: 1 } } },
  },
}));
