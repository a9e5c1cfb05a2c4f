// Foundation benchmark: how long until the first 200 of /api/health, and how many
// /api/health requests per second one instance answers (autocannon, 10 s).
//   npm run bench:start            (add -- --skip-build to skip the `npm start` build case)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, repositoryRoot, waitForHealth } from '../packages/server/test/server-process';

async function startAndTime(
  script: 'start' | 'serve',
  dataDir: string,
): Promise<{ ms: number; child: ChildProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
    detached: true,
  });
  // Polled often: the wait is the figure. `npm start` builds first, hence the long deadline.
  await waitForHealth(url, { child, intervalMs: 20, timeoutMs: 180_000 });
  return { ms: performance.now() - started, child, url };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

const rows: [string, string][] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-bench-start-'));
try {
  if (!process.argv.includes('--skip-build')) {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-bench-start-'));
    const run = await startAndTime('start', fresh);
    rows.push(['npm start (build + new database) → first 200', `${(run.ms / 1000).toFixed(2)} s`]);
    await stop(run.child);
    fs.rmSync(fresh, { recursive: true, force: true });
  }

  const first = await startAndTime('serve', dataDir);
  rows.push([
    'server start, new embedded database → first 200',
    `${(first.ms / 1000).toFixed(2)} s`,
  ]);
  await stop(first.child);

  const again = await startAndTime('serve', dataDir);
  rows.push(['server restart, existing database → first 200', `${(again.ms / 1000).toFixed(2)} s`]);

  const result = await autocannon({
    url: `${again.url}/api/health`,
    connections: 10,
    duration: 10,
  });
  rows.push([
    'GET /api/health, 10 connections, 10 s: requests/s (mean)',
    result.requests.average.toFixed(0),
  ]);
  rows.push([
    'GET /api/health latency p50 / p97.5 / p99',
    `${result.latency.p50} / ${result.latency.p97_5} / ${result.latency.p99} ms`,
  ]);
  rows.push(['non-2xx responses / errors', `${result.non2xx} / ${result.errors}`]);
  await stop(again.child);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${os.cpus().length} cores, Node ${process.version}, embedded database (PGlite)\n`);
console.log('| measure | value |\n|---|---|');
for (const [measure, value] of rows) console.log(`| ${measure} | ${value} |`);
