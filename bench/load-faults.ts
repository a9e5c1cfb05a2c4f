// The faults of `npm run bench:load`'s last run, on this machine's real services: one instance
// killed with SIGKILL, PostgreSQL stopped and started again, Redis shut down and started again,
// each at its share of the run, then the killed instance started again, as its supervisor would. PostgreSQL and Redis serve other work on this machine too: each
// outage lasts a few seconds, and `restoreServices()` (also called on the way out) starts
// whatever is still down. Asynchronous commands only: the clients keep sending meanwhile.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PG_CLUSTER = ['15', 'main'];
/** The command this machine's Redis runs with (no persistence), to start it again. */
const REDIS_SERVER = [
  '--daemonize',
  'yes',
  '--bind',
  '127.0.0.1',
  '-::1',
  '--port',
  '6379',
  '--save',
  '',
  '--appendonly',
  'no',
  '--dir',
  '/var/lib/redis',
  '--logfile',
  '/var/log/redis/ci.log',
];
/** How long each service stays down. */
export const OUTAGE_SECONDS = { postgres: 3, redis: 5 };

export interface FaultEvent {
  /** ms after the run's start. */
  at: number;
  what: string;
}

const ok = (command: string, args: string[]) =>
  run(command, args, { timeout: 30_000 }).then(
    () => true,
    () => false,
  );
const pgUp = () => ok('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']);
const redisUp = () =>
  run('redis-cli', ['-p', '6379', 'ping'], { timeout: 5_000 }).then(
    ({ stdout }) => stdout.trim() === 'PONG',
    () => false,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts PostgreSQL or Redis if either is down; safe to call any time. */
export async function restoreServices(): Promise<void> {
  if (!(await pgUp())) await ok('pg_ctlcluster', [...PG_CLUSTER, 'start']);
  if (!(await redisUp())) await ok('redis-server', REDIS_SERVER);
}

/**
 * At `killAt`, `postgresAt` and `redisAt` seconds after `started` (performance.now()): the
 * three faults, each event recorded when its command returned.
 */
export async function injectFaults(options: {
  started: number;
  killAt: number;
  postgresAt: number;
  redisAt: number;
  /** When the killed instance is started again (on its port), and how. */
  restartAt: number;
  kill: () => void;
  restart: () => Promise<unknown>;
}): Promise<FaultEvent[]> {
  const events: FaultEvent[] = [];
  const note = (what: string) => events.push({ at: performance.now() - options.started, what });
  const until = (seconds: number) =>
    sleep(Math.max(0, options.started + seconds * 1000 - performance.now()));
  try {
    await until(options.killAt);
    options.kill();
    note('instance 1 killed (SIGKILL)');

    await until(options.postgresAt);
    note('PostgreSQL: stop asked (pg_ctlcluster stop, fast mode)');
    await ok('pg_ctlcluster', [...PG_CLUSTER, 'stop', '-m', 'fast']);
    note('PostgreSQL: stopped');
    await sleep(OUTAGE_SECONDS.postgres * 1000);
    note('PostgreSQL: start asked');
    // pg_ctlcluster returns some time after the server accepts connections: that moment is
    // the one the instances can see, so pg_isready tells it meanwhile.
    const starting = ok('pg_ctlcluster', [...PG_CLUSTER, 'start']);
    while (!(await pgUp())) await sleep(100);
    note('PostgreSQL: accepting connections');
    await starting;
    note('PostgreSQL: pg_ctlcluster start returned');

    await until(options.redisAt);
    note('Redis: shutdown nosave');
    await ok('redis-cli', ['-p', '6379', 'shutdown', 'nosave']);
    await sleep(OUTAGE_SECONDS.redis * 1000);
    note('Redis: start asked');
    await ok('redis-server', REDIS_SERVER);
    while (!(await redisUp())) await sleep(100);
    note('Redis: answering PING');

    await until(options.restartAt);
    note('instance 1: started again on its port');
    await options.restart();
    note('instance 1 ready (/api/ready 200)');
  } finally {
    await restoreServices();
  }
  return events;
}

/** Each instance's GET /api/ready every 250 ms, asked directly: when its answer changed. */
export function watchReadiness(urls: string[], started: number) {
  const changes: { at: number; instance: number; status: number }[] = [];
  const last = urls.map(() => 200);
  let watching = true;
  const watch = async (url: string, i: number) => {
    while (watching) {
      const status = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2000) }).then(
        (res) => res.status,
        () => 0,
      );
      if (status !== last[i])
        changes.push({ at: performance.now() - started, instance: i + 1, status });
      last[i] = status;
      await sleep(250);
    }
  };
  const done = Promise.all(urls.map(watch));
  return {
    changes,
    stop: async () => {
      watching = false;
      await done;
    },
  };
}
