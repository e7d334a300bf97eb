// The module graph of the server (DESIGN §3): no two modules need each other, directly or through others.
// A cycle between modules need not be a cycle between files (examinations/a → learning/b → examinations/c),
// so it is checked on folders: each module is one folder. Only modules' own code is cruised — tests, test
// support and everything outside src/modules are left out — because tests build the whole app (and so
// reach every module) without being part of the design, and folders above the modules (src, db, platform)
// would otherwise tie every module to every other. Run by scripts/check-imports.mjs with
// .dependency-cruiser.cjs, which holds the file-level rules.
const path = require('node:path');
const base = require('./.dependency-cruiser.cjs');

const MODULE = '^apps/server/src/modules/[^/]+$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      comment:
        'Modules form a one-way graph: when two modules need each other, the shared part moves into a ' +
        'third, lower module (as content visibility did). Type-only imports count: they tie the designs too.',
      severity: 'error',
      scope: 'folder',
      from: { path: MODULE },
      to: { path: MODULE, circular: true },
    },
  ],
  options: {
    ...base.options,
    includeOnly: { path: '^apps/server/src/modules/' },
    exclude: { path: ['\\.test\\.ts$', '-test-support\\.ts$', '\\.isolation\\.ts$'] },
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
  },
};
