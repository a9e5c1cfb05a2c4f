// `npm start`: builds what is stale (scripts/build.mjs), then runs the compiled server in this same
// process. One Node start instead of two: a restart answers sooner (bench/README.md#start-up-and-health).
// Arguments go to the server (`npm start -- --demo`).
import { build } from './build.mjs';

await build(['web', 'server', 'template'], { ifStale: true });
await import('../packages/server/dist/main.js');
