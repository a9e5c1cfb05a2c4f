import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../../test/database';
import { withAdvisoryLock } from './advisory-lock';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

it('lets one session hold the lock, so a second instance skips the run', async () => {
  const inner = await withAdvisoryLock(database.db, 'job:test', () =>
    withAdvisoryLock(database.db, 'job:test', async () => 'ran twice'),
  );
  // PostgreSQL: the second pooled session is refused. PGlite has a single session (one
  // process per data folder), which already holds the lock: the scheduler keeps its own runs
  // of a job from overlapping.
  expect(inner).toEqual(
    database.driver === 'postgres'
      ? { acquired: true, value: { acquired: false } }
      : { acquired: true, value: { acquired: true, value: 'ran twice' } },
  );
});
