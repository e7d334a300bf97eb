/**
 * The web's import rules (docs: DESIGN §3 "Imports run one way").
 *
 *   api  ←  components  ←  features/<feature>  ←  areas/<area>  ←  app  ←  main.tsx
 *   i18n sits beside api: the texts and their setup, used by every layer, using no screen or component.
 *   features/ holds what admin and organization share about a resource (its screen configuration).
 *
 * Each layer may import the layers to its left and never one to its right, so a screen can be moved,
 * lazy-loaded or deleted without touching what lies beneath it. Paths are matched with an optional
 * `apps/web/` prefix so the check gives the same answer from the repository root and from apps/web.
 *
 * Run: npx depcruise --config apps/web/.dependency-cruiser.cjs apps/web/src
 */
const path = require('node:path');

const src = '^(?:apps/web/)?src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-stays-below-the-screens',
      comment:
        'api/ is the data layer (http client, session, query client, resource hooks). It serves every screen, ' +
        'so it cannot know any of them: an import of app/, areas/ or components/ would make the bottom layer ' +
        'depend on the top and turn every screen change into a data-layer change.',
      severity: 'error',
      from: { path: `${src}api/` },
      to: { path: `${src}(app|areas|components|features)/` },
    },
    {
      name: 'components-know-no-screen',
      comment:
        'components/ are the shared building blocks (resource table, form, modals, user menu). They are ' +
        'configured by their caller through props; importing an area or the app shell would tie a shared ' +
        'block to one screen or to the router and providers.',
      severity: 'error',
      from: { path: `${src}components/` },
      to: { path: `${src}(app|areas|features)/` },
    },
    {
      name: 'features-know-no-area',
      comment:
        "features/<feature> holds a resource's screen configuration (columns, fields, filters) that both admin " +
        'and organization use, each passing what differs. Importing an area (or the app shell) would tie the ' +
        'shared configuration to one of its users and pull that lazily loaded area into the other.',
      severity: 'error',
      from: { path: `${src}features/` },
      to: { path: `${src}(app|areas)/` },
    },
    {
      name: 'area-imports-no-app',
      comment:
        'An area (guest, academy, admin, organization, shop) is mounted by app/ (router, guards, layouts); ' +
        'it never reaches back up into it. What an area needs from the shell (sign-in, sign-out, ' +
        'query client, return path) lives in api/ or components/.',
      severity: 'error',
      from: { path: `${src}areas/` },
      to: { path: `${src}app/` },
    },
    {
      name: 'area-imports-no-other-area',
      comment:
        'Areas are independent chunks (admin and organization are lazy-loaded). One area importing another ' +
        'would pull that chunk in and couple their screens; what two areas share moves down into ' +
        'components/ or api/.',
      severity: 'error',
      from: { path: `${src}areas/([^/]+)/` },
      to: { path: `${src}areas/`, pathNot: `${src}areas/$1/` },
    },
    {
      name: 'i18n-is-a-leaf',
      comment:
        'i18n/ holds the texts and the i18next setup that every layer uses; if it imported a screen or a ' +
        'component, loading the texts would load that code too, and a cycle would be one step away.',
      severity: 'error',
      from: { path: `${src}i18n/` },
      to: { path: `${src}(app|areas|components|features)/` },
    },
    {
      name: 'web-shares-only-contracts-with-the-server',
      comment:
        'The web and the server share code only through packages/contracts; importing server code would ' +
        'bundle it into the browser.',
      severity: 'error',
      from: { path: src },
      // `apps/server/` from the repository root, `../server/` from apps/web.
      to: { path: '^(?:apps/|\\.\\./)server/' },
    },
    {
      name: 'no-circular',
      comment:
        'A cycle makes module order matter (a value is undefined while its module is still loading) and ' +
        'means two files are really one; break it by moving the shared part into a third, lower file.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // The contracts package (and the server, should it ever be imported) are checked on their own; here they
    // are only dependencies, like node_modules.
    doNotFollow: { path: ['node_modules', '(?:^|/)packages/', '^(?:apps/|\\.\\./)server/'] },
    // Type-only imports count too: a type import of a screen from the data layer is still the wrong way round.
    tsPreCompilationDeps: true,
    // apps/web/tsconfig.json is the one whose `include` holds src/ (with vite-env.d.ts and the JSX setting).
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
    },
  },
};
