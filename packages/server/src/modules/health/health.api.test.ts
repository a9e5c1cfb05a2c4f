import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp, expectHealthy } from '../../../test/app';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../errors';

describe('GET /api/health', () => {
  const suite = useTestApp();

  it('answers 200 when the database answers', () => expectHealthy(suite.app));

  it('answers 503 with a Spanish message when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'GEN-503' });
    await other.close().catch(() => {});
  });

  it('sends the security headers, CSP included', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('GET /api/ready', () => {
  const suite = useTestApp();

  it('answers 200 when the database answers with every migration applied', async () => {
    const res = await suite.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 while a migration of this build is not applied', async () => {
    const other = await createTestApp();
    try {
      await other.db.execute(sql`delete from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      const res = await other.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'GEN-503' });
      expect((await other.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('answers 503 with Retry-After while the process drains before stopping', async () => {
    const other = await createTestApp();
    try {
      other.readiness.draining = true;
      const res = await other.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect((await other.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    // As every route while the database is out of reach (errors.ts), not the 429s' minute.
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    const health = await other.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    await other.close().catch(() => {});
  });
});
