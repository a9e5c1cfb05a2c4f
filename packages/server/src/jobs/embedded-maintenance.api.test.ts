import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../../test/database';
import { embeddedMaintenanceJob } from './embedded-maintenance';
import { runJobIfDue } from './runner';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** When the sessions table was last analyzed by hand (not by a server's autovacuum), or null. */
const sessionsAnalyzedAt = async () => {
  const [row] = await queryRows<{ at: string | null }>(
    database.db,
    sql`select last_analyze::text as at from pg_stat_user_tables where relname = 'sessions'`,
  );
  return row?.at ? new Date(row.at).getTime() : null;
};

it('vacuums and analyzes the whole database once a day, through the scheduler', async () => {
  const now = new Date('2026-11-29T03:00:00Z');
  const startedAt = Date.now() - 1000;
  const first = await runJobIfDue(database.db, embeddedMaintenanceJob, now);
  expect(first).toMatchObject({
    ran: true,
    message: expect.stringMatching(/^vacuumed and analyzed/),
  });
  expect(await sessionsAnalyzedAt()).toBeGreaterThanOrEqual(startedAt);

  const later = new Date(now.getTime() + 60 * 60 * 1000);
  expect(await runJobIfDue(database.db, embeddedMaintenanceJob, later)).toEqual({
    ran: false,
    reason: 'not-due',
  });
  const nextDay = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  expect(await runJobIfDue(database.db, embeddedMaintenanceJob, nextDay)).toMatchObject({
    ran: true,
  });
});
