import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, queryRows, type Database } from './client';

let journal: Promise<number[]> | undefined;

/** The migrations this build ships: their times, as Drizzle's journal records them. */
function shippedMigrations(): Promise<number[]> {
  journal ??= fs
    .readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')
    .then((text) =>
      (JSON.parse(text) as { entries: { when: number }[] }).entries.map((e) => e.when),
    );
  return journal;
}

/**
 * How many of the shipped migrations the database has not applied: Drizzle applies, in order,
 * those newer than the newest it recorded (`drizzle.__drizzle_migrations.created_at` holds each
 * one's journal time). Throws when the database does not answer or was never migrated.
 */
export async function pendingMigrations(db: Database): Promise<number> {
  const [row] = await queryRows<{ newest: string | number | null }>(
    db,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  const newest = Number(row?.newest ?? 0);
  return (await shippedMigrations()).filter((when) => when > newest).length;
}
