// Start-up benchmark: how long until the first 200 of /api/health, through `npm start` and for
// the compiled server process alone, on a new and on an existing embedded database; and how many
// /api/health requests per second one instance answers (autocannon, 10 s).
//   npm run bench:start
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, repositoryRoot, waitForHealth } from '../packages/server/test/server-process';
import { recordResult } from './record-result';

/** `npm start` (builds what is stale, then the compiled server) or the compiled server alone. */
const COMMANDS = {
  'npm start': ['npm', ['start', '--silent']],
  server: [process.execPath, ['packages/server/dist/main.js']],
} as const;

async function startAndTime(
  command: keyof typeof COMMANDS,
  dataDir: string,
): Promise<{ ms: number; child: ChildProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const [file, args] = COMMANDS[command];
  const started = performance.now();
  const child = spawn(file, args, {
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
  // Polled often: the wait is the figure. A start that builds takes longer, hence the deadline.
  await waitForHealth(url, { child, intervalMs: 10, timeoutMs: 180_000 });
  return { ms: performance.now() - started, child, url };
}

/**
 * Stops the start's whole process group and waits until none of it is left: npm exits at once,
 * the server it started only after its graceful shutdown (idle connections held 1 s), and the
 * next start on the same embedded database would find it still in use.
 */
async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  while (groupAlive()) await new Promise((resolve) => setTimeout(resolve, 20));
}

const RUNS = 5;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median of RUNS starts of `command`, each on a new embedded database or on `existing`. */
async function timeStarts(command: keyof typeof COMMANDS, existing?: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dataDir = existing ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-bench-start-'));
    const run = await startAndTime(command, dataDir);
    times.push(run.ms);
    await stop(run.child);
    if (!existing) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return median(times);
}

const rows: [string, string][] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-bench-start-'));
try {
  // Everything built first: the starts below build nothing (the build is timed on its own).
  const building = performance.now();
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: repositoryRoot });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stderr}`);
  rows.push([
    'npm run build (web app, server, database template)',
    seconds(performance.now() - building),
  ]);
  rows.push([
    `npm start, new embedded database → first 200 (median of ${RUNS})`,
    seconds(await timeStarts('npm start')),
  ]);
  rows.push([
    `server process, new embedded database → first 200 (median of ${RUNS})`,
    seconds(await timeStarts('server')),
  ]);
  await startAndTime('server', dataDir).then((run) => stop(run.child));
  rows.push([
    `npm start, existing database → first 200 (median of ${RUNS})`,
    seconds(await timeStarts('npm start', dataDir)),
  ]);
  rows.push([
    `server process, existing database → first 200 (median of ${RUNS})`,
    seconds(await timeStarts('server', dataDir)),
  ]);

  const again = await startAndTime('server', dataDir);
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

recordResult(
  'start',
  [
    `${os.cpus().length} cores, Node ${process.version}, embedded database (PGlite)\n`,
    '| measure | value |\n|---|---|',
    ...rows.map(([measure, value]) => `| ${measure} | ${value} |`),
  ].join('\n'),
  Object.fromEntries(rows),
);
