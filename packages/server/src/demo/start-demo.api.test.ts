import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { queryRows, type DatabaseHandle } from '../db/client';
import { fillEmptyWithDemo } from './start-demo';

/** The server's `--demo`: a database with someone else's data left alone. */

describe('fillEmptyWithDemo', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('leaves a database with other accounts as it is, and says so', async () => {
    await database.db.execute(
      sql`insert into users (username, email) values ('ana', 'ana@example.com')`,
    );
    const lines: string[] = [];
    expect(await fillEmptyWithDemo(database.db, { out: (line) => lines.push(line) })).toBe(false);
    expect(lines).toEqual([
      'Demo: the database is not empty (1 accounts, 0 libraries); the demo is not added.',
    ]);
    const [counts] = await queryRows<{ users: number; sets: number }>(
      database.db,
      sql`select (select count(*) from users)::int as users,
                 (select count(*) from card_sets)::int as sets`,
    );
    expect(counts).toEqual({ users: 1, sets: 0 });
  });
});
