/**
 * The import graph's rules, checked by `npm run lint:imports` (`depcruise packages bench e2e`):
 * no circular imports in any package's src, type imports counted too, and a server module
 * reaches another module only through its face, the module's index.ts (app.ts registers each
 * routes.ts); so do the demo, the server's tests, the end-to-end tests and the benches. No cycle
 * between modules' folders: .dependency-cruiser-modules.cjs, which builds on this one.
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
        'The demo, the server tests, the end-to-end tests and the benches use a module through its index.ts too, so a module may move its files freely.',
      from: { path: '^(packages/server/(src/demo|test)|bench|e2e)/' },
      // modules/<m>/testing/ is test data meant for outside use.
      to: { path: '^packages/server/src/modules/[^/]+/(?!index\\.ts$|testing/)' },
    },
  ],
  options: {
    includeOnly: '^(packages/[^/]+/(src|test)|bench|e2e)/',
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
