import { mkdir, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Writes which source modules went into each JavaScript file of the build (`{ "assets/x.js": ["src/…"] }`),
 * so a check can tell what the first screen carries by module, not by guessing from file names
 * (`bench/bundle-size.ts`, `first-screen.spec.ts`).
 */
export function chunkModules(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'academy:chunk-modules',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle))
        if (output.type === 'chunk')
          modules[output.fileName] = output.moduleIds.map((id) => relative(root, id.replace(/\?.*$/, '')));
      // Beside the build's folder, not in it, so it is never served.
      const file = resolve(outDir, '..', 'build-stats', 'chunk-modules.json');
      await mkdir(resolve(file, '..'), { recursive: true });
      await writeFile(file, JSON.stringify(modules, null, 1));
    },
  };
}
