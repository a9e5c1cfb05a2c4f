// `npm run build`: the web app (Vite → packages/web/dist) and the server (esbuild →
// packages/server/dist: the server and its command-line tools as plain JavaScript, so that no
// TypeScript loader runs in production), and the migrated empty database a new embedded database
// starts from (packages/server/dist-template). `--if-stale` builds only what is missing or older than
// its sources (`npm start` and the CLIs' npm scripts use it); `--server` builds only the server and the template.
// docs/operations.md#build-and-start says what runs where.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

/** The compiled entry points: packages/server/dist/<name>.js. */
const SERVER_ENTRIES = {
  main: 'packages/server/src/main.ts',
  demo: 'packages/server/src/demo/cli.ts',
  moderator: 'packages/server/src/modules/moderation/cli.ts',
  'catalog-import': 'packages/server/src/modules/catalog/cli/import-catalog.ts',
  'prices-import': 'packages/server/src/modules/catalog/cli/import-prices.ts',
  'database-template': 'packages/server/src/db/write-database-template.ts',
  backup: 'packages/server/src/db/backup-cli.ts',
};
const serverDist = at('packages/server/dist');

const TARGETS = {
  web: {
    output: at('packages/web/dist/index.html'),
    sources: [
      'packages/web/src',
      'packages/web/index.html',
      'packages/web/public',
      'packages/web/vite.config.ts',
      'packages/shared/src',
      'package-lock.json',
    ],
    build: () => {
      const result = spawnSync('npx', ['vite', 'build'], {
        cwd: at('packages/web'),
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error('the web build failed');
    },
  },
  server: {
    output: path.join(serverDist, 'main.js'),
    sources: [
      'packages/server/src',
      'packages/shared/src',
      'package-lock.json',
      'scripts/build.mjs',
    ],
    build: buildServer,
  },
  // The migrated empty database a new embedded database starts from (db/database-template.ts).
  template: {
    output: at('packages/server/dist-template/database.tar'),
    sources: ['packages/server/drizzle', 'package-lock.json'],
    build: () => {
      const result = spawnSync(process.execPath, [path.join(serverDist, 'database-template.js')], {
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error('writing the database template failed');
    },
  },
};

/**
 * Bundles the server's entry points with their dependencies (one file to read at start instead of
 * hundreds: a restart answers ~0.2 s sooner), except the packages that read files of their own
 * beside their code (PGlite's WebAssembly, argon2's native binary, the API docs' UI) or are
 * optional (pg-native). The bundle sits one folder below packages/server, as src/paths.ts does,
 * so the paths it computes (migrations, web app, demo data) hold for both.
 */
async function buildServer() {
  const external = ['@electric-sql/pglite', '@node-rs/argon2', '@fastify/swagger-ui', 'pg-native'];
  // Written aside and moved in whole: a server starting meanwhile never meets half a bundle.
  const staging = `${serverDist}.${process.pid}`;
  // Imported here, not at the top: `npm start`'s `--if-stale` check mostly finds nothing to build,
  // and loading esbuild first made every restart wait for it.
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, at(file)]),
    ),
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external,
    sourcemap: true,
    logLevel: 'warning',
    // The bundled CommonJS packages call require(): ES modules have none of their own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  // `npm start` serves from this process next (scripts/start.mjs): esbuild's own process ends here.
  await esbuild.stop();
  fs.rmSync(serverDist, { recursive: true, force: true });
  fs.renameSync(staging, serverDist);
}

/** The newest modification time under `paths` (files and folders, recursively). */
function newest(paths) {
  let latest = 0;
  const visit = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    latest = Math.max(latest, stat.mtimeMs);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(file)) visit(path.join(file, entry));
  };
  paths.forEach((p) => visit(at(p)));
  return latest;
}

function isStale({ output, sources }) {
  const built = fs.statSync(output, { throwIfNoEntry: false });
  return !built || newest(sources) > built.mtimeMs;
}

/** Builds the targets `names` (web, server, template), or only the stale ones (`ifStale`). */
export async function build(names, { ifStale = false } = {}) {
  for (const name of names) {
    const target = TARGETS[name];
    if (ifStale && !isStale(target)) continue;
    const started = performance.now();
    await target.build();
    console.log(`built ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.filename === process.argv[1]) {
  await build(
    process.argv.includes('--server') ? ['server', 'template'] : ['web', 'server', 'template'],
    { ifStale: process.argv.includes('--if-stale') },
  );
}
