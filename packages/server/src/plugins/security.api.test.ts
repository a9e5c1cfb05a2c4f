import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { testDriver } from '../../test/postgres-url';
import { redisReachable, testRedisUrl } from '../../test/redis';

/**
 * The per-IP request limit's Redis store: with REDIS_URL two instances count one address
 * together; with Redis gone requests still pass (counted in the process instead:
 * rate-limit-store.api.test.ts). Redis at TEST_REDIS_URL
 * (default redis://127.0.0.1:6379); unreachable, the shared-store test is skipped. The store does
 * not depend on the database driver, so this runs once, in the PGlite project.
 */
const redisUrl = testRedisUrl();

// A fresh address per run, so counters left by an earlier run (kept one minute) do not count.
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
// /api/config, not /api/health: the health check is exempt from the limit, and its missing header
// read as NaN made the counts below pass without counting anything.
const remaining = async (app: FastifyInstance, remoteAddress: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/config', remoteAddress });
  expect(res.statusCode).toBe(200);
  const left = Number(res.headers['x-ratelimit-remaining']);
  expect(Number.isInteger(left)).toBe(true);
  return left;
};

const redisUp = testDriver() === 'pglite' && (await redisReachable());

describe.runIf(testDriver() === 'pglite')('rate-limit store', () => {
  describe.runIf(redisUp)('with REDIS_URL', () => {
    let first: FastifyInstance;
    let second: FastifyInstance;
    beforeAll(async () => {
      [first, second] = await Promise.all([
        createTestApp({ redisUrl }),
        createTestApp({ redisUrl }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([first.close(), second.close()]);
    });

    it('counts one address across two instances', async () => {
      const ip = address();
      const start = await remaining(first, ip);
      expect(await remaining(second, ip)).toBe(start - 1);
      expect(await remaining(first, ip)).toBe(start - 2);
      // Another address has a counter of its own.
      expect(await remaining(second, address())).toBe(start);
    });
  });

  it('lets requests through when Redis cannot be reached', async () => {
    // Port 1 on this machine: nothing listens, the connection is refused at once.
    const app = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      const ip = address();
      const start = await remaining(app, ip);
      for (let i = 1; i < 3; i++) expect(await remaining(app, ip)).toBe(start - i);
    } finally {
      await app.close();
    }
  });
});
