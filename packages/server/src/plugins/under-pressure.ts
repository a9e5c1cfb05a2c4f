import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Load shedding: when the event loop lags (a long PGlite query, a flood of requests) every API
 * request but the health and readiness checks gets a quick 503 with a Retry-After instead of
 * queueing behind the others. Those two keep answering, so a load balancer keeps the process.
 */

export interface PressureLimits {
  /** Mean event-loop delay over a sample that counts as overloaded. */
  maxEventLoopDelayMs: number;
  /** Heap in use that counts as overloaded (0: not checked). */
  maxHeapUsedBytes: number;
  sampleIntervalMs: number;
  retryAfterSeconds: number;
}

export const DEFAULT_PRESSURE_LIMITS: PressureLimits = {
  maxEventLoopDelayMs: 1000,
  maxHeapUsedBytes: 0,
  sampleIntervalMs: 1000,
  retryAfterSeconds: 10,
};

/** Answered under any load: liveness, and readiness (database, migrations, draining). */
const NEVER_SHED = new Set(['/api/health', '/api/ready']);

/**
 * Only API work is shed. The health and readiness checks must keep answering: one lagging sample
 * on a busy machine made /api/ready answer 503 to a healthy instance, and a load balancer would
 * take every instance of a busy host out at once; the requests themselves are still shed. The web
 * app's files cost next to nothing to send while a refused lazy chunk would leave the visitor a
 * blank page instead of the Spanish 503 the API client shows.
 */
function isSheddable(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.startsWith('/api/') && !NEVER_SHED.has(path);
}

export async function registerUnderPressure(
  app: FastifyInstance,
  limits: Partial<PressureLimits> = {},
): Promise<void> {
  const { maxEventLoopDelayMs, maxHeapUsedBytes, sampleIntervalMs, retryAfterSeconds } = {
    ...DEFAULT_PRESSURE_LIMITS,
    ...limits,
  };
  // Building the app (route schemas compiled, migrations on PGlite, a demo filled) keeps the event
  // loop busy for seconds on a slow machine, and the first samples after it say so (a sample with
  // no tick at all reads as an infinite delay): a process that has just said it is ready refused
  // its first requests with 503 for up to a second. Those samples measure the start, not the load.
  let readyAt = Infinity;
  app.addHook('onReady', async () => {
    readyAt = performance.now();
  });
  const measuresTheStart = () => performance.now() - readyAt < 2 * sampleIntervalMs;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes,
    sampleInterval: sampleIntervalMs,
    pressureHandler: (request, _reply, type) => {
      if (!isSheddable(request.url)) return;
      if (type === 'eventLoopDelay' && measuresTheStart()) return;
      // A rejected promise goes to the error handler like any route error.
      const error = AppError.of('overloaded');
      error.retryAfterSeconds = retryAfterSeconds;
      return Promise.reject(error);
    },
  });
}
