// The first screen's download: what index.html makes the browser fetch before anything shows — its entry
// script, the modules it preloads, its stylesheets — sized as they travel (gzip level 9 and brotli, the
// encodings the server sends). The entry JavaScript is budgeted at 150 kB gzip (issue 23 §6; DESIGN §8 says 200);
// CSS at 40 kB gzip.
//
//   npx tsx bench/bundle-size.ts [dist]   prints the table (dist: WEB_DIST, else apps/web/dist)
//   … --check                             also exits 1 when a budget is exceeded
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** In kB of 1000 bytes, as the issue counts them (the entry was 207 kB then). */
export const budgets = { jsGzip: 150_000, cssGzip: 40_000 };

export type EntryFile = { path: string; kind: 'js' | 'css'; raw: number; gzip: number; brotli: number };
export type EntrySize = { files: EntryFile[]; js: Totals; css: Totals };
type Totals = { raw: number; gzip: number; brotli: number };

export const defaultDist = resolve(
  process.env.WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url)),
);

/** The files index.html loads up front: `<script type="module" src>`, `modulepreload` and stylesheet links. */
export function entryFiles(indexHtml: string): { path: string; kind: 'js' | 'css' }[] {
  const found = new Map<string, 'js' | 'css'>();
  for (const [tag] of indexHtml.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url || /^[a-z]+:\/\//i.test(url)) continue;
    if (tag.startsWith('<script') && /type="module"/.test(tag)) found.set(url, 'js');
    else if (/rel="modulepreload"/.test(tag)) found.set(url, 'js');
    else if (/rel="stylesheet"/.test(tag)) found.set(url, 'css');
  }
  return [...found].map(([path, kind]) => ({ path, kind }));
}

export function measureEntry(dist = defaultDist): EntrySize {
  const index = join(dist, 'index.html');
  if (!existsSync(index))
    throw new Error(`${index} is missing: build the web app first (npm run build -w apps/web).`);
  const files = entryFiles(readFileSync(index, 'utf8')).map(({ path, kind }) => {
    const content = readFileSync(join(dist, path.replace(/^\//, '')));
    return {
      path,
      kind,
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length,
    };
  });
  const total = (kind: 'js' | 'css'): Totals => {
    const of = files.filter((file) => file.kind === kind);
    const sum = (key: keyof Totals) => of.reduce((total, file) => total + file[key], 0);
    return { raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
  };
  return { files, js: total('js'), css: total('css') };
}

/**
 * Source modules of the areas the first screen must not carry: the admin and organization screens, their
 * layouts and their route tables (they join the router when one of their addresses is opened), and the clients
 * those screens call — the resource clients (`api/resources/`, built on the contracts' zod schemas), the
 * training matrix, insights, statistics, bulk work and uploads.
 */
export const areaModules = new RegExp(
  [
    '^src/(?:areas/(?:admin|organization)/',
    'app/layouts/(?:admin|organization)-',
    'app/routing/(?:admin|organization)-',
    'api/resources/',
    'api/(?:training-matrix|company-insights|statistics|bulk-work)\\.ts$',
    'api/uploads/)',
  ].join('|'),
);

/**
 * The source modules in the first screen's JavaScript, read from the build's list of each file's modules
 * (`apps/web/build-stats/chunk-modules.json`, written beside dist by `vite-chunk-modules.ts`).
 */
export function entryModules(dist = defaultDist): string[] {
  const list = join(dist, '..', 'build-stats', 'chunk-modules.json');
  if (!existsSync(list))
    throw new Error(`${list} is missing: build the web app first (npm run build -w apps/web).`);
  const modules = JSON.parse(readFileSync(list, 'utf8')) as Record<string, string[]>;
  return entryFiles(readFileSync(join(dist, 'index.html'), 'utf8'))
    .filter((file) => file.kind === 'js')
    .flatMap((file) => modules[file.path.replace(/^\//, '')] ?? []);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function printEntrySize(size: EntrySize, dist = defaultDist): void {
  console.log(`\nFirst screen download (${dist}/index.html: entry script, modulepreloads, stylesheets)`);
  console.log('| | files | raw | gzip | brotli | budget (gzip) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const kind of ['js', 'css'] as const) {
    const totals = size[kind];
    const budget = kind === 'js' ? budgets.jsGzip : budgets.cssGzip;
    const count = size.files.filter((file) => file.kind === kind).length;
    const verdict = totals.gzip <= budget ? 'met' : 'EXCEEDED';
    console.log(
      `| ${kind === 'js' ? 'JavaScript' : 'CSS'} | ${count} | ${kb(totals.raw)} | ${kb(totals.gzip)} | ${kb(totals.brotli)} | ${kb(budget)} ${verdict} |`,
    );
  }
}

export function withinBudget(size: EntrySize): boolean {
  return size.js.gzip <= budgets.jsGzip && size.css.gzip <= budgets.cssGzip;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? defaultDist);
  const size = measureEntry(dist);
  if (process.argv.includes('--files'))
    for (const file of size.files) console.log(`${kb(file.gzip).padStart(10)}  ${file.path}`);
  printEntrySize(size, dist);
  const misplaced = entryModules(dist).filter((module) => areaModules.test(module));
  if (misplaced.length > 0)
    console.log(`Admin or organization modules in the first screen:\n  ${misplaced.join('\n  ')}`);
  if (process.argv.includes('--check') && (!withinBudget(size) || misplaced.length > 0)) process.exit(1);
}
