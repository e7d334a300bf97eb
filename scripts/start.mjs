#!/usr/bin/env node
// `npm start`: builds the web application when its sources are newer than the last build, then runs the
// server (which migrates the database and loads the demo data on first start).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');

function newestChange(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = [
  join(web, 'src'),
  join(web, 'scripts'),
  join(web, 'index.html'),
  join(root, 'packages/contracts/src'),
].filter(existsSync);
const stale =
  !existsSync(builtIndex) ||
  sources.some(
    (path) =>
      (statSync(path).isDirectory() ? newestChange(path) : statSync(path).mtimeMs) >
      statSync(builtIndex).mtimeMs,
  );
if (existsSync(join(web, 'vite.config.ts')) && stale) {
  console.log('Building the web application…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync('npx', ['tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
process.exit(server.status ?? 0);
