// Load with a mix, and faults during it: `npm run bench:load`. Through nginx
// in front of the compiled server (scripts/cluster/start-cluster.mjs, as `npm run cluster`), on
// the 1M marketplace (marketplace-size.ts: grown once, kept as `mdc_bench_search_1m`), clients
// send the mix of load-mix.ts for 60 s with 1 instance, then with 4; then a run with 4 during
// which one instance is killed with SIGKILL, PostgreSQL is stopped and started again, Redis
// is shut down and started again and the killed instance is started again (load-faults.ts),
// with Debian's Prometheus, when installed, scraping the instances and evaluating
// deploy/prometheus/alerts.yml (load-prometheus.ts): the alerts' timeline (load-alerts.ts). After
// each run SQL checks that no hot card was promised twice. bench/README.md#load-mix-and-faults
// reads the figures.
//   npm run bench:load                          1 and 4 instances, then the faults, 60 s each
//   npm run bench:load -- --seconds 10 --runs 4,faults      shorter, some runs only
//   npm run bench:load -- --prometheus off|on   without Prometheus; or fail when it is missing
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seededRandom, seedOf } from '../packages/server/src/demo/random';
import { testDatabaseUrl, withDatabase } from '../packages/server/test/postgres-url';
import { startCluster } from '../scripts/cluster/start-cluster.mjs';
import { reportTitle } from './bench-marketplace';
import { alertReport, alertTimeline } from './load-alerts';
import { injectFaults, restoreServices, watchReadiness, type FaultEvent } from './load-faults';
import { checkAndUnlist, createHotCards, loadInputs } from './load-inputs';
import { logMarks } from './load-logs';
import { driveMix, type Sample } from './load-mix';
import { mixTable, perSecondTable, scalingLine, summarize } from './load-report';
import { BENCH_INTERVALS, findPrometheus, startPrometheus } from './load-prometheus';
import { faultSummary } from './load-timeline';
import { openScaledMarketplace, SIZES } from './marketplace-size';
import { recordResult } from './record-result';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '32' },
    runs: { type: 'string', default: '1,4,faults' },
    prometheus: { type: 'string', default: 'auto' },
  },
});
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
const RUNS = values.runs.split(',');
const WARM_UP_SECONDS = 5;
const BUYERS = 300;
/** Hot cards per run: 8 sellers × 5 cards × 4 copies (under the 10 sellers of a new account). */
const HOT = { sellers: 8, perSeller: 5, copies: 4 };
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PROMETHEUS = values.prometheus === 'off' ? undefined : findPrometheus();
if (!PROMETHEUS && values.prometheus === 'on') {
  console.error('prometheus is not installed: apt-get install prometheus, or set PROMETHEUS');
  process.exit(2);
}

const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale', '--server'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
process.on('SIGINT', () => void restoreServices().finally(() => process.exit(130)));

const { handle, listed } = await openScaledMarketplace('postgres', '1m', SIZES['1m'].listed);
const random = seededRandom(seedOf('load-bench'));
const base = await loadInputs(handle.db, random, BUYERS);
const say = (text: string) => process.stderr.write(`${text}\n`);
say(
  `${listed} listed cards; ${base.searches.length} deck lists, ${base.libraries.length} libraries`,
);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

interface Run {
  label: string;
  samples: Sample[];
  events: FaultEvent[];
  marks: { at: number; what: string }[];
  check: { overbooked: number; active: number };
  reservedIn201s: number;
  load: string;
  /** Instances that exited by themselves during the run (1-based). */
  ended: number[];
  /** The alert timeline's lines, when Prometheus watched the run. */
  alerts?: string[];
}

async function runOnce(instances: number, faults: boolean): Promise<Run> {
  const hot = await createHotCards(handle.db, HOT);
  const inputs = { ...base, hotCards: hot.hotCards };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mdc-bench-load-'));
  const env = {
    DATABASE_URL: withDatabase(testDatabaseUrl(), 'mdc_bench_search_1m'),
    REDIS_URL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    BOT_CHECK: 'off',
    // A buyer reserves from the hot sellers of every run: the new-account limit is lifted.
    RESERVATION_SELLERS_NEW: '1000',
  };
  const prometheus = faults && PROMETHEUS ? await startPrometheus(PROMETHEUS) : undefined;
  const cluster = await startCluster({
    instances,
    port: await freePort(),
    env,
    workers: 'auto',
    targetsFile: prometheus?.targetsFile,
  }).catch(async (err: unknown) => {
    await prometheus?.stop();
    throw err;
  });
  const label = `${instances} instance${instances > 1 ? 's' : ''}${faults ? ', faults' : ''}`;
  try {
    if (prometheus)
      say(`Prometheus on ${prometheus.url}, scraping every ${BENCH_INTERVALS.scrape}`);
    await prometheus?.waitForTargets(instances);
    say(`${label}: warm-up ${WARM_UP_SECONDS} s, then ${SECONDS} s…`);
    const warmUp = await driveMix(cluster.url, inputs, {
      clients: CLIENTS,
      seconds: WARM_UP_SECONDS,
      random,
    });
    const started = performance.now();
    const epochStart = Date.now();
    const readiness = faults
      ? watchReadiness(
          cluster.instances.map((i) => i.url),
          started,
        )
      : null;
    const [samples, events] = await Promise.all([
      driveMix(cluster.url, inputs, { clients: CLIENTS, seconds: SECONDS, random, started }),
      faults
        ? injectFaults({
            started,
            killAt: SECONDS * 0.25,
            postgresAt: SECONDS * 0.5,
            redisAt: SECONDS * 0.75,
            restartAt: SECONDS * 0.9,
            kill: () => cluster.instances[0]!.child.kill('SIGKILL'),
            restart: () => cluster.restart(0),
          })
        : Promise.resolve([]),
    ]);
    await readiness?.stop();
    const addresses = cluster.instances.map((i) => `127.0.0.1:${i.port}`);
    let alerts: string[] | undefined;
    if (prometheus) {
      // The restarted instance's InstanceDown resolves a scrape or two after the run's end.
      await prometheus.settle(['InstanceDown', 'DatabaseDown']);
      const nameOf = (address: string) => `instance ${addresses.indexOf(address) + 1}`;
      const evaluationMs = parseFloat(BENCH_INTERVALS.evaluation) * 1000;
      alerts = alertReport(
        await alertTimeline(prometheus, epochStart, nameOf, evaluationMs),
        events,
      );
    }
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    const ready = (readiness?.changes ?? []).map((c) => ({
      at: c.at,
      what: `instance ${c.instance} /api/ready → ${c.status || 'no answer'}`,
    }));
    const logs = faults
      ? logMarks(
          cluster.instances.map((i) => i.output()),
          epochStart,
        )
      : [];
    const marks = [...events, ...ready, ...logs].sort((a, b) => a.at - b.at);
    // An instance that ended by itself (not the one killed): its last words.
    const ended = cluster.instances.flatMap((instance, i) =>
      (faults && i === 0) || (instance.child.exitCode === null && !instance.child.signalCode)
        ? []
        : [i + 1],
    );
    for (const i of ended)
      say(`instance ${i} exited:\n${cluster.instances[i - 1]!.output().slice(-3000)}`);
    await cluster.stop();
    const check = await checkAndUnlist(
      handle.db,
      hot.hotCards.map((c) => c.id),
      hot.libraryIds,
    );
    // The warm-up reserves hot copies too.
    const reservedIn201s = [...warmUp, ...samples].reduce((sum, s) => sum + s.reserved, 0);
    return { label, samples, events, marks, check, reservedIn201s, load, ended, alerts };
  } finally {
    await prometheus?.stop();
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs: Run[] = [];
try {
  for (const run of RUNS) {
    runs.push(await runOnce(run === 'faults' ? 4 : Number(run), run === 'faults'));
  }
} finally {
  await restoreServices();
}
await handle.close();

const summaries = runs.map((run) => ({ label: run.label, kinds: summarize(run.samples, SECONDS) }));
const one = summaries.find((s) => s.label === '1 instance');
const four = summaries.find((s) => s.label === '4 instances');
const overbooked = runs.reduce((sum, run) => sum + run.check.overbooked, 0);
const lines = [
  reportTitle('Load benchmark'),
  '',
  `${listed.toLocaleString('en-US')} listed cards; ${CLIENTS} clients for ${SECONDS} s per run ` +
    `after ${WARM_UP_SECONDS} s of warm-up; 60% searches, 25% public libraries, 10% autocomplete, 5% reservations`,
  '',
  ...mixTable(summaries),
  '',
  one && four ? scalingLine(one.kinds, four.kinds) : '',
  '',
  '| run | load average after (1, 5, 15 min) | instances that exited by themselves | hot copies | active reservations | copies in 201s | cards promised twice |',
  '|---|---|---|---|---|---|---|',
  ...runs.map(
    (r) =>
      `| ${r.label} | ${r.load} | ${r.ended.join(', ') || 'none'} | ${HOT.sellers * HOT.perSeller * HOT.copies} | ${r.check.active} | ${r.reservedIn201s} | ${r.check.overbooked} |`,
  ),
  ...runs
    .filter((run) => run.events.length > 0)
    .flatMap((run) => [
      '',
      ...faultSummary(run.samples, run.events, SECONDS * 1000),
      '',
      ...run.marks.map((m) => `- ${(m.at / 1000).toFixed(1)} s: ${m.what}`),
      ...(run.alerts
        ? [
            '',
            `Alerts (Debian's Prometheus on deploy/prometheus/, scraping every ${BENCH_INTERVALS.scrape}, evaluating every ${BENCH_INTERVALS.evaluation}; seconds after the run's start, before 0 the warm-up):`,
            '',
            ...run.alerts,
          ]
        : []),
      '',
      ...perSecondTable(run.samples, run.events),
    ]),
  '',
  overbooked === 0
    ? 'checks: no card promised twice'
    : `CHECK FAILED: ${overbooked} cards promised twice`,
];
recordResult('load', lines.join('\n'));
if (overbooked > 0 || runs.some((run) => run.ended.length > 0)) process.exitCode = 1;
