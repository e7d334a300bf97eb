// The server's and the contracts' import rules (DESIGN §3), checked by `npm run check:imports` and `npm test`.
// Imports run one way: contracts ← db/schema ← platform ← modules ← app.ts. Each rule's comment says why.
// Paths are relative to the repository root, where the check runs. Cycles between modules (folders) are
// checked by .dependency-cruiser.modules.cjs; scripts/check-imports.mjs runs both.

const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;
const TEST_FILE = '\\.test\\.ts$';
// Test support may build what a test needs from a module's inside (factories, fixtures). A module's part of the
// company isolation matrix (<module>.isolation.ts) is test support too: only the isolation test reads it.
const TEST_SUPPORT = `(${TEST_FILE}|-test-support\\.ts$|\\.isolation\\.ts$|${SERVER}test/)`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contracts-import-no-app',
      comment:
        'The contracts are the one source both apps read from; importing an app back would make the web ' +
        'depend on the server (and the other way round) through them.',
      severity: 'error',
      from: { path: '^packages/contracts/src/' },
      to: { path: '^apps/' },
    },
    {
      name: 'schema-is-the-bottom',
      comment:
        'The tables are the lowest layer of the server: every layer above reads them, so they import no ' +
        'platform, module, composition root or test code (only drizzle, the contracts and each other).',
      severity: 'error',
      from: { path: `${SERVER}db/schema/` },
      to: { path: `${SERVER}(platform|modules|demo|test)/|${SERVER}(app|main)\\.ts$` },
    },
    {
      name: 'platform-knows-no-module',
      comment:
        'The platform is cross-cutting and has no domain knowledge: it serves every module, so it must not ' +
        'depend on any of them (a module registers itself with the platform instead). Its tests may build the ' +
        'whole app (modules included) to check the platform against real resources.',
      severity: 'error',
      from: { path: `${SERVER}platform/`, pathNot: TEST_FILE },
      to: { path: `${MODULES}|${SERVER}(app|main)\\.ts$` },
    },
    {
      name: 'module-only-through-its-index',
      comment:
        "A module is used by another module only through its index.ts, its public face; the rest is the module's " +
        'own business and can change without touching its users. Inside a module, files import each other ' +
        'freely. Tests and test support (*.test.ts, *-test-support.ts, src/test/) may reach inside a module to ' +
        'build or inspect what they check.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST_SUPPORT },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'outside-uses-module-index',
      comment:
        'Code outside the modules (app.ts, main.ts, the demo seed) uses a module through its index.ts only, ' +
        'like another module would. Tests and test support may reach inside (see above).',
      severity: 'error',
      from: { path: SERVER, pathNot: [`${MODULES}`, TEST_SUPPORT] },
      to: { path: `${MODULES}[^/]+/`, pathNot: `${MODULES}[^/]+/index\\.ts$` },
    },
    {
      name: 'database-knows-no-demo',
      comment:
        'The database layer (tables, migrations, client) is the same for every tenant and every install; the ' +
        'demo data is one optional content set loaded on top (prepare-database.ts composes the two at start), ' +
        'so nothing under db/ may depend on it.',
      severity: 'error',
      from: { path: `${SERVER}db/` },
      to: { path: `${SERVER}demo/` },
    },
    {
      name: 'demo-writes-through-modules',
      comment:
        'The demo is content and the order it is loaded in; every row it writes goes through the public ' +
        "functions of the module that owns the table (the same ones the app's own paths use, where it has " +
        'them), so the demo cannot drift from what the app writes. It reads no table either. Its test may ' +
        'inspect the tables it checks.',
      severity: 'error',
      from: { path: `${SERVER}demo/`, pathNot: TEST_FILE },
      to: { path: `${SERVER}db/schema/` },
    },
    {
      name: 'demo-is-not-a-dependency',
      comment:
        'The demo is loaded by the start-up (prepare-database.ts) and by `npm run seed`, and read by tests as ' +
        'fixture text; application code (platform, modules, app.ts) must not depend on demo rows existing.',
      severity: 'error',
      from: { path: `${SERVER}(platform|modules)/|${SERVER}app\\.ts$`, pathNot: TEST_SUPPORT },
      to: { path: `${SERVER}demo/` },
    },
    {
      name: 'registries-read-module-faces',
      comment:
        'The registry files beside the modules (modules/manifests.ts, resources.ts, register-modules.ts) compose ' +
        "the app from each module's manifest, which a module exports through its index.ts: they read a module " +
        'through that face only, so what a module adds to the app is declared in its own folder.',
      severity: 'error',
      from: { path: `${MODULES}[^/]+\\.ts$`, pathNot: TEST_SUPPORT },
      to: { path: `${MODULES}[^/]+/`, pathNot: `${MODULES}[^/]+/index\\.ts$` },
    },
    {
      name: 'manifest-only-through-its-index',
      comment:
        "A module's manifest.ts (its resources, routes and jobs) is read through the module's index.ts alone, " +
        'so the registries and tests compose the app the way it runs and no one wires one part of a module in ' +
        'beside its manifest.',
      severity: 'error',
      from: { pathNot: `${MODULES}[^/]+/index\\.ts$` },
      to: { path: `${MODULES}[^/]+/manifest\\.ts$` },
    },
    {
      name: 'index-exports-its-own-manifest',
      comment: "A module's index.ts exports its own manifest, never another module's.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/index\\.ts$` },
      to: { path: `${MODULES}[^/]+/manifest\\.ts$`, pathNot: `${MODULES}$1/manifest\\.ts$` },
    },
    {
      name: 'nothing-imports-main',
      comment:
        'main.ts is the process: it starts the server and the job engine when it is loaded. Importing it ' +
        '(from a module above all, but from anywhere) would start a second server; what it composes is in ' +
        'app.ts and config.ts.',
      severity: 'error',
      from: { path: SERVER },
      to: { path: `${SERVER}main\\.ts$` },
    },
    {
      name: 'module-imports-no-app',
      comment:
        'app.ts composes the modules; a module importing it back would depend on every other module. ' +
        'Tests and test support build the app to check a module against it.',
      severity: 'error',
      from: { path: MODULES, pathNot: TEST_SUPPORT },
      to: { path: `${SERVER}app\\.ts$` },
    },
    {
      name: 'production-imports-no-test-code',
      comment:
        'Test code (*.test.ts, *-test-support.ts, src/test/) builds apps, factories and fixed tokens for the ' +
        'suite; the app that runs in production must not load it (nor depend on its helpers staying as they ' +
        'are). Share what both need from a production file both import.',
      severity: 'error',
      from: { path: `^(apps/server/src|packages/contracts/src)/`, pathNot: TEST_SUPPORT },
      to: { path: TEST_SUPPORT },
    },
    {
      name: 'database-below-the-platform',
      comment:
        'db/ (the client, raw SQL, query counting, insert order) sits below everything that uses it, like the ' +
        'tables: it imports no platform, module, demo or test code and no composition root, so the start-up, ' +
        'the operator scripts and the benchmarks can open a database without loading the app.',
      severity: 'error',
      from: { path: `${SERVER}db/`, pathNot: [`${SERVER}db/schema/`, TEST_FILE] },
      to: { path: `${SERVER}(platform|modules|demo|test)/|${SERVER}(app|main)\\.ts$` },
    },
    {
      name: 'demo-uses-platform-faces',
      comment:
        "The demo is loaded from outside the app's requests (the start-up, `npm run seed`): it uses the " +
        "platform through a folder's public face (platform/<x>/index.ts) only, like it uses modules, so the " +
        "platform's insides can change without touching the content set.",
      severity: 'error',
      from: { path: `${SERVER}demo/`, pathNot: TEST_FILE },
      to: { path: `${SERVER}platform/`, pathNot: `${SERVER}platform/[^/]+/index\\.ts$` },
    },
    {
      name: 'no-circular',
      comment:
        'A file cycle makes load order matter and hides which file owns what; break it by moving the shared ' +
        'part into a file both import. Type-only imports count (they are still a dependency of the design).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(migrations|dist)/' },
    // `import type` is a dependency of the design too, so it is counted before TypeScript erases it.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
