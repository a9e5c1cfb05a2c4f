import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { captureLogs } from '../../test/log-capture';
import { testDriver } from '../../test/postgres-url';
import { redisReachable, testRedisUrl } from '../../test/redis';
import { startTcpProxy, targetOf, viaPort } from '../../test/tcp-proxy';
import { FALLBACK_MESSAGE, SHARED_AGAIN_MESSAGE } from './rate-limit-store';

/**
 * Redis going away (docs/operations.md#when-a-dependency-fails): the rate limits are counted in
 * the process instead (they still hold) and the log says so, once; when Redis is back they are
 * shared again and the log says that too. The app reaches Redis through a TCP proxy the test
 * takes down and brings back: the machine's Redis is shared. The store does not depend on the
 * database driver, so this runs once, in the PGlite project (as security.api.test.ts).
 */
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
// GET /api/config: counted by the global per-address limit (1,000 a minute; /api/health is not).
const remaining = async (app: FastifyInstance, remoteAddress: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/config', remoteAddress });
  expect(res.statusCode).toBe(200);
  return Number(res.headers['x-ratelimit-remaining']);
};
const count = (lines: string[], message: string) =>
  lines.filter((line) => line.includes(message)).length;

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pglite = testDriver() === 'pglite';
const redisUp = pglite && (await redisReachable());

describe.runIf(pglite)('rate limits without Redis', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  it('counts in the process when Redis cannot be reached, and says so once', async () => {
    const logs = captureLogs('info');
    // Port 1 on this machine: nothing listens, the connection is refused at once.
    const app = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' }, { logger: logs.logger });
    apps.push(app);
    const ip = address();
    const start = await remaining(app, ip);
    expect(start).toBe(999);
    expect(await remaining(app, ip)).toBe(start - 1);
    expect(await remaining(app, ip)).toBe(start - 2);
    expect(count(logs.lines, FALLBACK_MESSAGE)).toBe(1);
  });

  it.runIf(redisUp)(
    'falls back when Redis goes away and shares again when it is back',
    async () => {
      const proxy = await startTcpProxy(targetOf(testRedisUrl()));
      try {
        const redisUrl = viaPort(testRedisUrl(), proxy.port);
        const logs = captureLogs('info');
        const first = await createTestApp({ redisUrl }, { logger: logs.logger });
        const second = await createTestApp({ redisUrl });
        apps.push(first, second);
        const ip = address();
        const start = await remaining(first, ip);
        expect(await remaining(second, ip)).toBe(start - 1);

        await proxy.down();
        await until(() => count(logs.lines, FALLBACK_MESSAGE) > 0);
        // Each instance counts on its own now, from zero.
        expect(await remaining(first, ip)).toBe(999);
        expect(await remaining(first, ip)).toBe(998);
        expect(await remaining(second, ip)).toBe(999);

        await proxy.up();
        await until(() => count(logs.lines, SHARED_AGAIN_MESSAGE) > 0);
        // The shared counter again, where Redis left it.
        const shared = await remaining(first, ip);
        expect(shared).toBeLessThan(start);
        expect(await remaining(second, ip)).toBe(shared - 1);
        expect(count(logs.lines, FALLBACK_MESSAGE)).toBe(1);
      } finally {
        await proxy.close();
      }
    },
  );
});
