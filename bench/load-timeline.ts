// The fault run's timeline (load-faults.ts): for each fault, the unexpected answers the clients
// got from the moment it was done until the next one, when the last of them came, and the
// slowest of them (a request during an outage must fail fast).
import type { FaultEvent } from './load-faults';
import { isExpected, type Sample } from './load-mix';
import { tally } from './load-report';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function window(samples: Sample[], from: number, to: number) {
  const answered = samples.filter((s) => !isExpected(s) && s.at + s.ms >= from && s.at + s.ms < to);
  const errors = Object.entries(tally(answered))
    .map(([key, count]) => `${count} × ${key}`)
    .join(', ');
  const last = Math.max(...answered.map((s) => s.at + s.ms));
  const slowest = Math.max(...answered.map((s) => s.ms));
  return { count: answered.length, errors, last, slowest };
}

export function faultSummary(samples: Sample[], events: FaultEvent[], runMs: number): string[] {
  const at = (prefix: string) => events.find((e) => e.what.startsWith(prefix))?.at ?? NaN;
  const kill = at('instance 1 killed');
  const pgStop = at('PostgreSQL: stop asked');
  const pgStarted = at('PostgreSQL: accepting');
  const redisStop = at('Redis: shutdown');
  const redisBack = at('Redis: answering');
  const lines: string[] = [];
  const unavailable = samples.filter((s) => s.status === 503);
  const withoutRetry = unavailable.filter((s) => !s.retryAfter).length;
  const retryValues = [...new Set(unavailable.map((s) => s.retryAfter).filter(Boolean))];
  const killed = window(samples, kill, pgStop);
  lines.push(
    `- **kill -9 of instance 1** at ${seconds(kill)}: ${killed.count} unexpected answers` +
      (killed.count
        ? ` (${killed.errors}), the last ${seconds(killed.last - kill)} after the kill`
        : ''),
  );
  const pg = window(samples, pgStop, redisStop);
  lines.push(
    `- **PostgreSQL stopped** at ${seconds(pgStop)}, accepting connections again at ${seconds(pgStarted)}: ` +
      `${pg.count} unexpected answers (${pg.errors || 'none'}), the slowest in ${Math.round(pg.slowest)} ms; ` +
      `the last answered at ${seconds(pg.last)}`,
  );
  lines.push(
    `- 503 answers: ${unavailable.length}, ${withoutRetry} of them without Retry-After` +
      (retryValues.length ? ` (Retry-After: ${retryValues.join(', ')} s)` : ''),
  );
  const redis = window(samples, redisStop, runMs + 60_000);
  lines.push(
    `- **Redis shut down** at ${seconds(redisStop)}, answering again at ${seconds(redisBack)}: ` +
      `${redis.count} unexpected answers${redis.count ? ` (${redis.errors})` : ''}`,
  );
  return lines;
}
