import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/app';
import { testDriver } from '../../../test/postgres-url';
import { enqueueMail } from '../mail/index';

/** GET /metrics: what it counts, and who may read it. */

const TOKEN = 'token-de-metricas-123456';

describe('GET /metrics', () => {
  const suite = useTestApp({ metricsToken: TOKEN });

  const scrape = async (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    suite.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('counts answered requests by route pattern, method and status, with their durations', async () => {
    await suite.app.inject({ method: 'GET', url: '/api/health' });
    await suite.app.inject({ method: 'GET', url: '/api/health' });
    await suite.app.inject({ method: 'GET', url: '/api/reservations/no-es-un-id' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain(
      'http_requests_total{route="/api/health",method="GET",status="200"} 2',
    );
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/health",method="GET",status="200"\} 2/,
    );
    expect(res.body).toMatch(
      /http_requests_total\{route="[^"]*",method="GET",status="(400|401|404)"\} 1/,
    );
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('reports the mail outbox backlog and the age of its oldest mail', async () => {
    expect((await scrape()).body).toContain('mail_outbox_backlog 0');
    const minuteAgo = new Date(Date.now() - 60_000);
    const mail = { to: 'ana@example.com', subject: 'Hola', text: 'x', html: '<p>x</p>', link: '' };
    await enqueueMail(suite.app.db, mail, minuteAgo);
    const body = (await scrape()).body;
    expect(body).toContain('mail_outbox_backlog 1');
    const age = Number(body.match(/^mail_outbox_oldest_seconds (\S+)$/m)?.[1]);
    expect(age).toBeGreaterThanOrEqual(59);
  });

  it('counts job runs by outcome', async () => {
    suite.app.metrics.jobRan('catalog-refresh', false);
    suite.app.metrics.jobRan('catalog-refresh', true);
    const body = (await scrape()).body;
    expect(body).toContain('job_runs_total{job="catalog-refresh",outcome="done"} 1');
    expect(body).toContain('job_runs_total{job="catalog-refresh",outcome="failed"} 1');
  });

  it('says the database answers, on either driver', async () => {
    expect((await scrape()).body).toMatch(/^db_up 1$/m);
  });

  it('shows the PostgreSQL pool and its size, and nothing of it on the embedded database', async () => {
    const body = (await scrape()).body;
    if (testDriver() === 'postgres') {
      expect(body).toMatch(/db_pool_connections\{state="idle"\} \d+/);
      expect(body).toMatch(/^db_pool_max_connections [1-9]\d*$/m);
    } else expect(body).not.toMatch(/db_pool_(connections\{|max_connections )/);
  });

  it('answers others 403 in Spanish, unless they send METRICS_TOKEN', async () => {
    const outside = await scrape({}, '203.0.113.9');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ code: 'SEC-403' });
    expect(
      (await scrape({ authorization: 'Bearer otro-token-cualquiera-123' }, '203.0.113.9'))
        .statusCode,
    ).toBe(403);
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.9')).statusCode).toBe(
      200,
    );
  });

  it.each(['127.0.0.2', '127.255.255.254', '::1', '::ffff:127.3.4.5', '::FFFF:127.0.0.1'])(
    'counts %s as this machine (issue 35)',
    async (address) => expect((await scrape({}, address)).statusCode).toBe(200),
  );

  it.each(['128.0.0.1', '10.127.0.1', '::2', '::ffff:10.0.0.1', '1127.0.0.1'])(
    'counts %s as remote',
    async (address) => expect((await scrape({}, address)).statusCode).toBe(403),
  );

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    const behindProxy = await createTestApp({ trustProxy: ['10.0.0.7'] });
    try {
      const forged = { 'x-forwarded-for': '127.0.0.1' };
      const scrapeFrom = (remoteAddress: string, headers: Record<string, string>) =>
        behindProxy.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
      // A client past the proxy claims to be this machine: its own address counts.
      expect((await scrapeFrom('203.0.113.9', forged)).statusCode).toBe(403);
      // The proxy says who its client is: a loopback client there, an outside one here.
      expect((await scrapeFrom('10.0.0.7', forged)).statusCode).toBe(200);
      expect((await scrapeFrom('10.0.0.7', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(
        403,
      );
    } finally {
      await behindProxy.close();
    }
  });
});
