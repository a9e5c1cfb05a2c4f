import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { databaseGauges } from './database-gauges';

/**
 * What /metrics exposes (docs/operations.md#metrics), in Prometheus' text format. The process's
 * own figures (CPU, memory, event-loop lag, GC) are collected once per process; the app's in a
 * registry of its own (tests build many apps in one process).
 */

let processRegistry: Registry | undefined;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface AppMetrics {
  /** One answered request: its route's pattern (not its URL), method, status and duration. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** One run of a scheduled job that did its work, or failed. */
  jobRan(job: string, failed: boolean): void;
  /** The exposition text of the app's and the process's metrics. */
  render(): Promise<{ contentType: string; text: string }>;
}

export function createMetrics(db: Database): AppMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Scheduled job runs that did their work, by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const database = databaseGauges(registry, db);

  return {
    observeRequest(route, method, status, seconds) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    jobRan(job, failed) {
      jobRuns.inc({ job, outcome: failed ? 'failed' : 'done' });
    },
    async render() {
      await database.refresh();
      const merged = Registry.merge([registry, processMetrics()]);
      return { contentType: merged.contentType, text: await merged.metrics() };
    },
  };
}
