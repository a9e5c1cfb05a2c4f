// `npm run typecheck`: every TypeScript project of the repository checked by TypeScript 7, the
// native compiler (~5× less CPU than TypeScript 6 on this code). TypeScript 6 stays installed as
// `typescript` because eslint's parser needs its JavaScript API, which TypeScript 7 has not; so
// this script names TypeScript 7's compiler by its path rather than `tsc`, which either may own.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);
const projects = ['packages/shared', 'packages/server', 'packages/web', 'e2e', 'bench'];
// One thread: its parallel checkers each redo the shared types (15 → 8.5 s of CPU here), and
// `npm test` runs the check on what the tests leave idle.

let failed = false;
for (const project of projects) {
  const result = spawnSync(process.execPath, [tsc, '-p', project, '--singleThreaded'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
