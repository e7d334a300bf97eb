import { readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = resolve(import.meta.dirname, '../../../..');

/** The environment variable naming the bundle a test run built, for whatever starts a server process in it. */
export const serverBundleVariable = 'ACADEMY_SERVER_BUNDLE';

/** How to start `main.ts` with node: the run's bundle when there is one, else the sources through tsx's loader. */
export function serverEntryArguments(): string[] {
  const bundle = process.env[serverBundleVariable];
  return bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', 'apps/server/src/main.ts'];
}

/**
 * The server as one ES module, built once per test run (about two seconds): the servers a run starts as processes
 * (about fifty in the browser tests, the multi-node and crash tests of the API suite) start from it instead of
 * running its ~800 TypeScript files through tsx's loader one by one, which cost each start ~4 s of CPU on this
 * 2-core machine (13.5–14.3 s against 9.4–10.2 s per start from the browser tests' template, 2 s sooner ready).
 * The same sources and packages: only the way the server's own files are loaded differs.
 */
export async function buildServerBundle(runId: string): Promise<string> {
  // Inside the repository, so the bundle's imports of packages resolve to its node_modules.
  const outfile = join(root, 'apps/server/.bundle', `main-${runId}.mjs`);
  await build({
    entryPoints: [join(root, 'apps/server/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [packagesAsInstalled, ownImportMeta],
  });
  return outfile;
}

export async function removeServerBundle(outfile: string): Promise<void> {
  await rm(outfile, { force: true });
  await rm(`${outfile}.map`, { force: true });
}

/** Packages are imported from node_modules as installed; the workspace's contracts are TypeScript, so bundled. */
const packagesAsInstalled: Plugin = {
  name: 'packages-as-installed',
  setup(onBuild) {
    onBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@academy/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Each source file keeps its own `import.meta.url` and `import.meta.dirname`: the server finds its migrations, the
 * web build and its fonts relative to the file that names them, wherever the bundle is.
 */
const ownImportMeta: Plugin = {
  name: 'own-import-meta',
  setup(onBuild) {
    onBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      return {
        contents: source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path))),
        loader: 'ts',
      };
    });
  },
};
