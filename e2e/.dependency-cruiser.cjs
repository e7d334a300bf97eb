// The browser tests' import rules (DESIGN §3), checked by `npm run check:imports` and `npm test`. The browser
// tests drive the built app from outside, as a user and an API client do: what they know of the app is the
// contracts (packages/contracts) and the demo's content (the texts the pages show), never the server's or the
// web app's code, so a refactor inside either app cannot quietly change what a test proves. Paths are relative
// to the repository root, where the check runs; only the tests' own imports are followed (maxDepth 1).

const OWN_OR_ALLOWED = [
  '^e2e/',
  '^packages/contracts/',
  // The demo's content files are the fixture text the pages show (course names, quiz answers).
  '^apps/server/src/demo/content-[^/]+\\.ts$',
  // The first screen's download size is measured the way `npm run bench` measures it.
  '^bench/bundle-size\\.ts$',
  // How the server is started as a process (its run's bundle, or tsx): the same for the API suite's processes.
  '^apps/server/src/test/server-bundle\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'e2e-knows-only-contracts-and-demo-content',
      comment:
        'A browser test sees the app as its users and API clients do: it may import its own support, the ' +
        "contracts and the demo's content files (bench/bundle-size.ts for the first screen, and the server's " +
        'bundle builder to start it), not the ' +
        "server's or the web app's code. Start the server as a process (e2e/support/server.ts) instead.",
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: '^(apps|packages|bench)/', pathNot: OWN_OR_ALLOWED },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    maxDepth: 1,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
