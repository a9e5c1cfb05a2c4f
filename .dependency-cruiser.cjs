/**
 * The import graph's rules, checked by `npm run lint` (`depcruise packages`): no circular
 * imports in any package's src, type imports counted too, and a server module reaches another
 * module only through its face, the module's index.ts (app.ts registers each routes.ts).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports, type imports included: move the shared part down a level.',
      from: { path: '^packages/[^/]+/src/' },
      to: { circular: true },
    },
    {
      name: 'module-faces',
      severity: 'error',
      comment:
        'A server module imports another module only through its index.ts (its face), never its files.',
      from: { path: '^packages/server/src/modules/([^/]+)/' },
      to: { path: '^packages/server/src/modules/(?!$1/)[^/]+/(?!index\\.ts$)' },
    },
    {
      name: 'faces-from-outside',
      severity: 'error',
      comment:
        'The demo, the server tests and the benches use a module through its index.ts too, so a module may move its files freely.',
      from: { path: '^(packages/server/(src/demo|test)|bench)/' },
      // modules/<m>/testing/ is test data meant for outside use. The two reservation writes stay
      // out of the reservations face while accounts, libraries, reservations and blocks import
      // each other (scripts/module-owners.mjs KNOWN_CYCLE_EDGES): exporting them closes a file circle.
      to: {
        path: '^packages/server/src/modules/[^/]+/(?!index\\.ts$|testing/)',
        pathNot:
          '^packages/server/src/modules/reservations/(reserve-cards|update-reservation)\\.ts$',
      },
    },
  ],
  options: {
    includeOnly: '^(packages/[^/]+/(src|test)|bench)/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
