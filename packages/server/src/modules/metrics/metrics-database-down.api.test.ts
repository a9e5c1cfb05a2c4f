import { describe, expect, it, vi } from 'vitest';
import { useAppBehindDatabaseProxy } from '../../../test/app-behind-proxy';
import { captureLogs } from '../../../test/log-capture';
import { testDriver } from '../../../test/postgres-url';
import { scaled } from '../../../test/time-factor';
import { DATABASE_PROBE_TIMEOUT_MS } from './database-gauges';

/**
 * GET /metrics while PostgreSQL is out of reach (a TCP proxy the test takes down and makes hang,
 * as db/unavailable.api.test.ts does): the scrape must still succeed, at once or within the
 * probe's timeout, and say `db_up 0`. A failed scrape would read as the instance down
 * (deploy/prometheus/alerts.yml) instead of the database. PGlite lives inside the process.
 */
describe.runIf(testDriver() === 'postgres')('GET /metrics with the database out of reach', () => {
  // The pool would wait 5 s for a connection: the probe's own timeout must answer first.
  const suite = useAppBehindDatabaseProxy(
    { max: 2, connectTimeoutMs: 5000 },
    captureLogs('warn').logger,
  );

  const timedScrape = async () => {
    const started = performance.now();
    const res = await suite.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    return { up: res.body.match(/^db_up (\d)$/m)?.[1], ms: performance.now() - started };
  };
  const answersAgain = () =>
    vi.waitFor(async () => expect((await timedScrape()).up).toBe('1'), {
      timeout: scaled(15_000),
      interval: 200,
    });

  it('says db_up 0 at once while the database refuses, and 1 again when it is back', async () => {
    expect((await timedScrape()).up).toBe('1');
    await suite.proxy.down();
    const { up, ms } = await timedScrape();
    expect(up).toBe('0');
    expect(ms).toBeLessThan(DATABASE_PROBE_TIMEOUT_MS);
    await suite.proxy.up();
    await answersAgain();
  });

  it('says db_up 0 within the probe timeout while the database hangs', async () => {
    await suite.proxy.hang();
    // A pooled connection the proxy just cut fails at once; the next one waits for an answer
    // that never comes, and the probe gives up before the pool would.
    const scrapes = [await timedScrape(), await timedScrape()];
    for (const { up, ms } of scrapes) {
      expect(up).toBe('0');
      expect(ms).toBeLessThan(DATABASE_PROBE_TIMEOUT_MS + scaled(1000));
    }
    expect(scrapes[1]!.ms).toBeGreaterThanOrEqual(DATABASE_PROBE_TIMEOUT_MS - 50);
    await suite.proxy.up();
    await answersAgain();
  });
});
