#!/usr/bin/env node
// `npm run check:imports` (and a step of `npm test`): the import rules of DESIGN §3, checked with
// dependency-cruiser. Each rule and its reason live in the configuration named below; a violation is printed
// with the rule's comment, and any violation fails the check.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

const checks = [
  {
    title: 'Server and contracts: layers and module faces',
    config: 'apps/server/.dependency-cruiser.cjs',
    paths: ['apps/server/src', 'packages/contracts/src'],
  },
  {
    title: 'Server: no cycles between modules',
    config: 'apps/server/.dependency-cruiser.modules.cjs',
    paths: ['apps/server/src/modules'],
  },
  {
    title: 'Web: layers and areas',
    config: 'apps/web/.dependency-cruiser.cjs',
    paths: ['apps/web/src'],
  },
  {
    title: 'Browser tests: contracts and demo content only',
    config: 'e2e/.dependency-cruiser.cjs',
    paths: ['e2e'],
  },
  {
    title: 'Benchmarks: the server through its faces',
    config: 'bench/.dependency-cruiser.cjs',
    paths: ['bench'],
  },
];

const failed = [];
for (const check of checks) {
  if (!existsSync(join(root, check.config))) continue;
  console.log(`${check.title} (${check.config})`);
  // err-long prints each violation with the rule's comment, so the reader learns why it is forbidden.
  const result = spawnSync(
    join(root, 'node_modules/.bin/depcruise'),
    ['--config', check.config, '--output-type', 'err-long', ...check.paths],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) failed.push(check.title);
}

if (failed.length) {
  console.log(`\nForbidden imports in: ${failed.join('; ')}.`);
  process.exit(1);
}
console.log('Every import follows the rules.');
