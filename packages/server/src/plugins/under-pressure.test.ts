import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerUnderPressure } from './under-pressure';

const SAMPLE_MS = 300;
const LIMIT_MS = 5;

/** Keeps the event loop busy for `ms`, as building the app does on a slow machine. */
function blockFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

async function appWithShedding(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await registerUnderPressure(app, { maxEventLoopDelayMs: LIMIT_MS, sampleIntervalMs: SAMPLE_MS });
  app.get('/api/work', async () => ({ ok: true }));
  return app;
}

const lagging = (app: FastifyInstance) => app.memoryUsage().eventLoopDelay > LIMIT_MS;

/**
 * Stalls the loop until under-pressure says so. Node's delay histogram does not always record a
 * stall: a sample reads as lagging when no tick at all fell in it, which depends on which of the
 * two timers fires first after the stall; another stall makes it so.
 */
async function stallUntilMeasured(app: FastifyInstance): Promise<void> {
  while (!lagging(app)) {
    blockFor(2 * SAMPLE_MS);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('load shedding on event-loop delay', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('does not count the start-up work as load: the first requests after ready are served', async () => {
    // Whether the stall is measured depends on Node's timers (stallUntilMeasured): a new app each try.
    for (let tries = 0; tries < 10; tries += 1) {
      await app?.close();
      app = await appWithShedding();
      blockFor(2 * SAMPLE_MS);
      await app.ready();
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (lagging(app)) break;
    }
    expect(lagging(app!)).toBe(true);
    expect((await app!.inject({ url: '/api/work' })).statusCode).toBe(200);
  });

  it('sheds API requests, not the health check, once the loop lags while serving', async () => {
    app = await appWithShedding();
    await app.ready();
    // Past the samples of the start (two intervals), the loop stalls as under real load.
    await new Promise((resolve) => setTimeout(resolve, 3 * SAMPLE_MS));
    await stallUntilMeasured(app);
    expect((await app.inject({ url: '/api/work' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/api/health' })).statusCode).not.toBe(503);
  });
});
