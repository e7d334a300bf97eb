#!/usr/bin/env node
// `npm run check:access` (and a step of `npm test`): access is decided in policies (`*.policy.ts`) and in
// `content-visibility`, so a reviewer finds every decision in one place (issue 23 §3). This counts the role
// checks left elsewhere in the server's modules — `isAdmin`, `isSuperAdmin`, a role compared with a role's
// name — prints each with its file and line, and fails when there are more than the budget. Move a check into
// the module's policy (a named decision such as `canSeeAllCompanies(actor)`) rather than raising the budget;
// lower the budget when checks move.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The role checks still outside policies; only ever lowered. */
const budget = 0;

const root = new URL('..', import.meta.url).pathname;
const modulesDir = join(root, 'apps/server/src/modules');

const roleCheck = /\bisAdmin\b|\bisSuperAdmin\b|\brole\s*[!=]==\s*['"]/;
const isComment = (line) => /^\s*(\/\/|\/?\*)/.test(line);

/** Where a decision belongs already, or code that only tests one. */
function isExempt(path) {
  return (
    path.endsWith('.policy.ts') ||
    path.endsWith('.test.ts') ||
    path.endsWith('-test-support.ts') ||
    path.split('/').includes('content-visibility')
  );
}

function* moduleFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* moduleFiles(path);
    else if (entry.name.endsWith('.ts') && !isExempt(relative(modulesDir, path))) yield path;
  }
}

const hits = [];
for (const file of moduleFiles(modulesDir)) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (roleCheck.test(line) && !isComment(line))
        hits.push(`${relative(root, file)}:${index + 1}: ${line.trim()}`);
    });
}

for (const hit of hits.sort()) console.log(hit);
console.log(`\n${hits.length} role checks outside policies and content-visibility (budget ${budget}).`);
if (hits.length > budget) {
  console.error(
    `Access checks: ${hits.length - budget} more than the budget. Ask the module's policy by a named decision instead.`,
  );
  process.exit(1);
}
