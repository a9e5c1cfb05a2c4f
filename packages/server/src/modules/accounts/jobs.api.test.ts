import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { createUser } from '../../../test/factories';
import type { DatabaseHandle } from '../../db/client';
import { accountTokens, loginFailures, rateLimitCounters } from '../../db/schema/index';
import { runJobIfDue } from '../../jobs/runner';
import { deleteExpiredAccountRowsJob } from './jobs';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('deletes links expired a week ago and counters nobody reads any more, nothing else', async () => {
  const now = new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const { db } = database;
  const user = await createUser({ db });
  const token = (tokenHash: string, expiresAt: Date) => ({
    userId: user.id,
    purpose: 'validation' as const,
    tokenHash,
    email: user.email,
    createdAt: ago(10 * DAY_MS),
    expiresAt,
  });
  await db
    .insert(accountTokens)
    .values([token('old', ago(8 * DAY_MS)), token('recent', ago(6 * DAY_MS))]);
  await db.insert(loginFailures).values([
    { key: 'ip:old', failures: 3, lastFailureAt: ago(2 * DAY_MS) },
    { key: 'ip:recent', failures: 3, lastFailureAt: ago(HOUR_MS) },
  ]);
  await db.insert(rateLimitCounters).values([
    { key: 'recover:ip:old', count: 1, windowStartedAt: ago(2 * HOUR_MS) },
    { key: 'recover:ip:recent', count: 1, windowStartedAt: ago(HOUR_MS / 2) },
  ]);

  expect(await runJobIfDue(db, deleteExpiredAccountRowsJob, now)).toEqual({
    ran: true,
    message: 'deleted 1 expired link(s) and stale counters',
  });
  const left = async (rows: Promise<{ key?: string; tokenHash?: string }[]>) =>
    (await rows).map((row) => row.key ?? row.tokenHash);
  expect(await left(db.select().from(accountTokens))).toEqual(['recent']);
  expect(await left(db.select().from(loginFailures))).toEqual(['ip:recent']);
  expect(await left(db.select().from(rateLimitCounters))).toEqual(['recover:ip:recent']);
});
