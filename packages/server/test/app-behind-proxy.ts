import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { openPostgres } from '../src/db/client';
import { testConfig } from './app';
import { createPostgresTestDatabase } from './database';
import { startTcpProxy, targetOf, viaPort, type TcpProxy } from './tcp-proxy';

/** The app of one `describe` whose PostgreSQL is reached through a proxy the tests control. */
export interface AppBehindProxy {
  readonly app: FastifyInstance;
  readonly proxy: TcpProxy;
}

/**
 * The real app on a fresh PostgreSQL database reached through a TCP proxy (tcp-proxy.ts), for
 * the tests that take the database away: built before the file's tests, closed (the proxy up
 * again, the database dropped) after them. `pool`: the pool's size and connection timeout.
 */
export function useAppBehindDatabaseProxy(
  pool: { max: number; connectTimeoutMs: number },
  logger: FastifyServerOptions['logger'],
): AppBehindProxy {
  let app: FastifyInstance | undefined;
  let proxy: TcpProxy | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createPostgresTestDatabase();
    drop = database.drop;
    proxy = await startTcpProxy(targetOf(database.url));
    const handle = await openPostgres(viaPort(database.url, proxy.port), pool);
    app = await buildApp(testConfig(), {
      database: handle,
      logger,
      pressure: { maxEventLoopDelayMs: 0 },
    });
    await app.ready();
  });
  afterAll(async () => {
    await proxy?.up();
    await app?.close();
    await proxy?.close();
    await drop?.();
  });
  const built = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('read the app inside a test or hook');
    return value;
  };
  return {
    get app() {
      return built(app);
    },
    get proxy() {
      return built(proxy);
    },
  };
}
