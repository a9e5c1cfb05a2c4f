import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useAppBehindDatabaseProxy } from '../../test/app-behind-proxy';
import { catalogError, expectError } from '../../test/error-answer';
import { captureLogs } from '../../test/log-capture';
import { testDriver } from '../../test/postgres-url';
import { DATABASE_RETRY_AFTER_SECONDS } from '../errors';
import { withSession } from './client';

/**
 * PostgreSQL out of reach (docs/operations.md#when-a-dependency-fails): the app reaches its
 * database through a TCP proxy this test takes down, makes hang and brings back, since
 * restarting the server the other tests share is not an option. Requests must fail fast with
 * the Spanish 503 and a Retry-After, and the app must answer again by itself once the
 * database is back. PGlite lives inside the process: nothing to lose, PostgreSQL only.
 */
describe.runIf(testDriver() === 'postgres')('PostgreSQL out of reach', () => {
  const CONNECT_TIMEOUT_MS = 500;
  const logs = captureLogs('warn');
  const suite = useAppBehindDatabaseProxy(
    { max: 2, connectTimeoutMs: CONNECT_TIMEOUT_MS },
    logs.logger,
  );

  // A library that does not exist: the database is asked every time (404 when it answers).
  const timedRequest = async () => {
    const started = performance.now();
    const res = await suite.app.inject({
      method: 'GET',
      url: `/api/library/${randomUUID()}/public`,
    });
    return { res, ms: performance.now() - started };
  };
  const expectUnavailable = (res: Awaited<ReturnType<typeof timedRequest>>['res']) => {
    expectError(res, 503, catalogError('unavailable'));
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  };

  it('answers 503 with Retry-After at once while it refuses, then serves again', async () => {
    expect((await timedRequest()).res.statusCode).toBe(404);
    await suite.proxy.down();
    for (let i = 0; i < 3; i++) {
      const { res, ms } = await timedRequest();
      expectUnavailable(res);
      expect(ms).toBeLessThan(CONNECT_TIMEOUT_MS);
    }
    expect(logs.text()).toContain('database unavailable');
    expect(logs.text()).not.toContain('unexpected error');
    await suite.proxy.up();
    expect((await timedRequest()).res.statusCode).toBe(404);
    expect((await suite.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('survives a connection lost while a request holds it between two queries', async () => {
    // As a transaction or withSession's advisory lock does (the mail outbox, the jobs): the
    // process must not end (it did when PostgreSQL restarted under load), the holder's next
    // query fails, and the pool drops that connection.
    await withSession(suite.app.db, async (query) => {
      await query('select 1');
      await suite.proxy.down();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(query('select 1')).rejects.toThrow();
    });
    await suite.proxy.up();
    expect((await timedRequest()).res.statusCode).toBe(404);
  });

  it('answers 503 within the connection timeout while it hangs, then serves again', async () => {
    await suite.proxy.hang();
    // A pooled connection the proxy just cut fails at once; the pool then opens a new one, which
    // waits for the connection timeout. Every answer is the 503, none later than the timeout.
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await timedRequest());
    for (const { res, ms } of answers) {
      expectUnavailable(res);
      expect(ms).toBeLessThan(CONNECT_TIMEOUT_MS + 1000);
    }
    expect(answers.at(-1)!.ms).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 50);
    await suite.proxy.up();
    expect((await timedRequest()).res.statusCode).toBe(404);
  });
});
