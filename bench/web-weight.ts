/**
 * What the browser downloads per page, and how soon it paints on a slow connection:
 *   npm run bench:web            (add -- --skip-build to measure the last build, --runs N)
 *
 * Builds the web app, starts the real server (embedded database in a temporary DATA_DIR with
 * one validated user for the guarded /profile) and opens each route in Debian's Chromium with a
 * cold cache. Bytes: every JS and CSS file the route loaded, raw and compressed here at the
 * strongest level, and what actually crossed the wire. First paint: the same route under a
 * slow-4G-like network and a 4× slower CPU, median of the runs.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import {
  buildServerIfStale,
  repositoryRoot,
  startServer,
} from '../packages/server/test/server-process';

import { measureRoute, type RouteWeight } from './web-weight/measure-route';
import { seedUser } from './web-weight/seed-user';
import { recordResult } from './record-result';

// The benchmark starts the compiled server: built first when missing or older than its sources.
buildServerIfStale();

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
  },
});
const ROUTES = ['/', '/search', '/login', '/register', '/profile'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!args['skip-build']) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: repositoryRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build failed');
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-bench-web-'));
const user = await seedUser(dataDir);
const server = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  BOT_CHECK: 'off',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows: RouteWeight[] = [];
try {
  for (const route of ROUTES) {
    const login = route === '/profile' ? user : undefined;
    rows.push(await measureRoute(browser, server.url, route, { login, runs: Number(args.runs) }));
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const table = rows.map((row) =>
  [
    row.route,
    row.js.files,
    kb(row.js.raw),
    kb(row.js.gzip),
    kb(row.js.brotli),
    kb(row.css.raw),
    kb(row.css.gzip),
    kb(row.css.brotli),
    `${kb(row.transferred)} (${row.encodings.join(', ') || 'none'})`,
    `${(row.firstPaintMs / 1000).toFixed(2)} s`,
  ].join(' | '),
);
recordResult(
  'web-weight',
  [
    `Web weight — ${os.cpus().length} CPUs, Node ${process.version}; ` +
      `first paint: 400 kbit/s, 400 ms RTT, CPU ×4, median of ${args.runs}\n`,
    '| route | JS files | JS raw | JS gzip | JS brotli | CSS raw | CSS gzip | CSS brotli | over the wire (encoding) | first paint |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...table.map((cells) => `| ${cells} |`),
  ].join('\n'),
  rows,
);
