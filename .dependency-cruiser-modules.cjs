/**
 * No cycle between the server's modules (packages/server/src/modules/<m>/), checked by
 * `npm run lint:imports` (`depcruise packages/server/src --config .dependency-cruiser-modules.cjs`):
 * a circle of module folders counts even when no circle of files makes it. The modules' order,
 * and how a lower module asks a higher one without importing it (src/module-wiring.ts):
 * docs/decisions/033-one-direction-between-modules.md. The test files and the modules'
 * testing/ folders are left out here, as they are out of the app: a test may use any module's
 * face (through packages/server/test) without its module depending on that one. Every rule of
 * .dependency-cruiser.cjs applies here too.
 */
module.exports = {
  extends: './.dependency-cruiser.cjs',
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment:
        'Modules import each other one way only: a lower module asks a higher one through its …Needs, which src/module-wiring.ts fills.',
      scope: 'folder',
      from: { path: '^packages/server/src/modules/[^/]+$' },
      to: { path: '^packages/server/src/modules/[^/]+$', circular: true },
    },
  ],
  options: {
    exclude: { path: '\\.test\\.tsx?$|/testing/' },
  },
};
