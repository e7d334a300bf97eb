import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts of the build are compressed formats already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside every text file of the
 * build, so the server sends the encoding a browser accepts without compressing anything per request.
 * Written for every such file, even a tiny one that barely shrinks, so every file is served the same way.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'academy:precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After Vite has written the bundle and copied `public/`, so those files are compressed too.
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((name) => compressible.test(name));
      await Promise.all(files.map((name) => compressFile(join(outDir, name))));
    },
  };
}

async function compressFile(path: string): Promise<void> {
  if (!(await stat(path)).isFile()) return;
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}
