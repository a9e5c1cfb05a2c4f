import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The rate limits' counters: in Redis, shared by every instance (docs/operations.md#several-instances),
 * and in this process while Redis cannot be reached, so the limits still hold (each instance
 * then counts on its own: up to N times the limit with N instances) instead of letting every
 * request through. The log says so once when the fallback starts and once when Redis is back.
 */

type Store = FastifyRateLimitStore;

// @fastify/rate-limit's own two stores, which it ships without types (no `exports` map: the
// files are reachable by path).
const requireCjs = createRequire(import.meta.url);
const LocalStore = requireCjs('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
) => Store;
const RedisStore = requireCjs('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  key: string,
) => Store;
type Counted = Parameters<Store['incr']>[1];

export const FALLBACK_MESSAGE =
  'redis unavailable: rate limits counted in this process until it is back';
export const SHARED_AGAIN_MESSAGE = 'redis is back: rate limits shared by the instances again';

/** How long a starting instance waits for Redis before it counts in process (untilConnected). */
export const REDIS_CONNECT_WAIT_MS = 2000;

/**
 * Resolves once `redis` is connected, refused its connection, or `REDIS_CONNECT_WAIT_MS` went by:
 * an instance that starts serving before its connection is up counts its first requests on its
 * own. It never fails: without Redis the limits are counted in process.
 */
export async function untilConnected(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  const waiting = new AbortController();
  await Promise.race([
    once(redis, 'ready', { signal: waiting.signal }),
    sleep(REDIS_CONNECT_WAIT_MS, undefined, { signal: waiting.signal }),
  ]).catch(() => {});
  waiting.abort();
}

export function redisWithFallback(
  redis: Redis,
  nameSpace: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): FastifyRateLimitStoreCtor {
  let inProcess = false;
  const fallBack = (err: unknown) => {
    if (inProcess) return;
    inProcess = true;
    log.warn({ err }, FALLBACK_MESSAGE);
  };
  // ioredis reconnects by itself (its retryStrategy) and says `ready` when it has.
  redis.on('ready', () => {
    if (!inProcess) return;
    inProcess = false;
    // At the level of the fallback's line, so a log kept at `warn` shows both ends of it.
    log.warn(SHARED_AGAIN_MESSAGE);
  });
  redis.on('error', fallBack);

  class FallbackStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    incr(key: string, counted: Counted, timeWindow: number, max: number): void {
      if (redis.status !== 'ready') {
        fallBack(new Error(`redis connection ${redis.status}`));
        return this.local.incr(key, counted, timeWindow, max);
      }
      this.shared.incr(
        key,
        (err, result) => {
          if (!err) return counted(null, result);
          fallBack(err);
          this.local.incr(key, counted, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Parameters<Store['child']>[0]): Store {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  return class extends FallbackStore {
    // The plugin passes its settings as resolved (typed as an empty interface).
    constructor(options: FastifyRateLimitOptions) {
      const { continueExceeding, exponentialBackoff } = options as RateLimitOptions;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
