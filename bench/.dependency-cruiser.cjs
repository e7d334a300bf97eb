// The benchmarks' import rules (DESIGN §3), checked by `npm run check:imports` and `npm test`. A benchmark
// runs the real server in its own process and times it; it builds it the way main.ts does and reaches the
// server only through the faces production code uses too: the composition root and start-up (app.ts,
// config.ts, prepare-database.ts), the database layer (db/), the demo (its accounts), and the public faces of
// modules and platform folders (index.ts). Module and platform internals, the server's test code and the web
// app's code are out of reach, so a refactor inside a module does not break `npm run bench`. Paths are
// relative to the repository root; only the benchmarks' own imports are followed (maxDepth 1).

const SERVER = '^apps/server/src/';

const ALLOWED = [
  '^bench/',
  '^packages/contracts/',
  // A server process started as the browser tests start it (lcp.ts).
  '^e2e/support/',
  `${SERVER}(app|config|prepare-database)\\.ts$`,
  `${SERVER}db/`,
  `${SERVER}demo/`,
  `${SERVER}(modules|platform)/[^/]+/index\\.ts$`,
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'bench-uses-server-faces',
      comment:
        'A benchmark measures the server as it runs: it builds it like main.ts (app.ts, config.ts, ' +
        "prepare-database.ts), opens the database (db/), signs in as the demo's accounts and calls a module " +
        'or platform folder through its index.ts. Export what a benchmark needs from that face instead of ' +
        'reaching inside.',
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^(apps|packages|e2e)/', pathNot: ALLOWED },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    maxDepth: 1,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, '../tsconfig.base.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
