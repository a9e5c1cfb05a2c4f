import { Redis } from 'ioredis';

/** The Redis the tests use: TEST_REDIS_URL, default this machine's (docs/operations.md#tests). */
export const testRedisUrl = () => process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether a Redis answers there; tests that need one are skipped when none does. */
export async function redisReachable(url = testRedisUrl()): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
