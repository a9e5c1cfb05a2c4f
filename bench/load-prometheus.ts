// Debian's Prometheus watching `npm run bench:load`'s fault run: deploy/prometheus/prometheus.yml
// and alerts.yml as they are, but scraping every 2 s and evaluating every second, with its data
// in a temporary folder. The cluster writes its instances' addresses into the folder's targets
// file (scripts/cluster/start-cluster.mjs). After the run, the ALERTS series tell when each alert
// was pending, firing and resolved (load-alerts.ts reads them).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const DEPLOY = path.resolve(import.meta.dirname, '../deploy/prometheus');
/** Intervals for a one-minute run: the alerts' `for:` durations stay those of alerts.yml. */
export const BENCH_INTERVALS = { scrape: '2s', timeout: '2s', evaluation: '1s' };

/** PROMETHEUS, else prometheus on PATH. */
export function findPrometheus(): string | undefined {
  const candidates = [
    process.env.PROMETHEUS,
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'prometheus')),
  ];
  return candidates.find((file) => file && fs.existsSync(file));
}

/** prometheus.yml with the bench's intervals; fails if the file no longer says what it replaces. */
function benchConfig(): string {
  const replacements: [RegExp, string][] = [
    [/^( {2}scrape_interval:) \S+$/m, `$1 ${BENCH_INTERVALS.scrape}`],
    [/^( {2}scrape_timeout:) \S+$/m, `$1 ${BENCH_INTERVALS.timeout}`],
    [/^( {2}evaluation_interval:) \S+$/m, `$1 ${BENCH_INTERVALS.evaluation}`],
  ];
  return replacements.reduce(
    (text, [pattern, value]) => {
      if (!pattern.test(text)) throw new Error(`deploy/prometheus/prometheus.yml: no ${pattern}`);
      return text.replace(pattern, value);
    },
    fs.readFileSync(path.join(DEPLOY, 'prometheus.yml'), 'utf8'),
  );
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PrometheusRun {
  url: string;
  /** Where the cluster writes its instances (startCluster's `targetsFile`). */
  targetsFile: string;
  /** Resolves once every one of `count` targets answered a scrape. */
  waitForTargets(count: number): Promise<void>;
  /** GET /api/v1/<path>'s `data`. */
  api<T>(pathAndQuery: string): Promise<T>;
  /** Resolves once none of `alerts` fires any more, or after `timeoutMs` (whether it did). */
  settle(alerts: string[], timeoutMs?: number): Promise<boolean>;
  stop(): Promise<void>;
}

export async function startPrometheus(binary: string): Promise<PrometheusRun> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-bench-prometheus-'));
  fs.writeFileSync(path.join(dir, 'prometheus.yml'), benchConfig());
  fs.copyFileSync(path.join(DEPLOY, 'alerts.yml'), path.join(dir, 'alerts.yml'));
  // There before Prometheus starts, so that it watches the folder for the cluster's file.
  fs.mkdirSync(path.join(dir, 'targets'));
  const url = `http://127.0.0.1:${await freePort()}`;
  const child = spawn(
    binary,
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=${new URL(url).host}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let printed = '';
  child.stderr.on('data', (chunk) => (printed += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const api = async <T>(pathAndQuery: string): Promise<T> => {
    const res = await fetch(`${url}/api/v1/${pathAndQuery}`);
    const body = (await res.json()) as { status: string; data: T; error?: string };
    if (body.status !== 'success') throw new Error(`Prometheus: ${body.error ?? res.status}`);
    return body.data;
  };
  const until = async (what: string, ok: () => Promise<boolean>, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await ok().catch(() => false))) {
      if (child.exitCode !== null) throw new Error(`Prometheus exited:\n${printed}`);
      if (Date.now() > deadline) throw new Error(`Prometheus: ${what} within ${timeoutMs} ms`);
      await sleep(250);
    }
  };
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await until('not ready', async () => (await fetch(`${url}/-/ready`)).ok);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    targetsFile: path.join(dir, 'targets', 'cluster.json'),
    api,
    stop,
    settle: (names, timeoutMs = 30_000) =>
      until(
        `${names.join(', ')} still firing`,
        async () => {
          const { alerts } = await api<{
            alerts: { labels: { alertname: string }; state: string }[];
          }>('alerts');
          return !alerts.some((a) => a.state === 'firing' && names.includes(a.labels.alertname));
        },
        timeoutMs,
      ).then(
        // Two evaluations more: an alert's last sample is then clearly its last (load-alerts.ts).
        () => sleep(2000).then(() => true),
        () => false,
      ),
    waitForTargets: (count) =>
      until(`${count} targets not up`, async () => {
        const { activeTargets } = await api<{ activeTargets: { health: string }[] }>('targets');
        return activeTargets.filter((t) => t.health === 'up').length === count;
      }),
  };
}
